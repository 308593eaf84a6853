package data

import (
	"fmt"
	"regexp"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// Column returns the CRT column for an attack of att Strength Points on def
// (9.0 procedure, 9.32): the highest column whose odds do not exceed att:def,
// so intermediate odds round in the defender's favour (5 to 3 is 1:1); odds
// above the last column use it (12 to 1 is 9:1). It reports false when the odds
// are below the first column (no attack below 1:2) or either side has no
// strength.
func (c *CRT) Column(att, def int) (int, bool) {
	if att <= 0 || def <= 0 {
		return 0, false
	}
	col := -1
	for i, o := range c.Columns {
		if o.Att*def <= att*o.Def {
			col = i
		}
	}
	return col, col >= 0
}

// Result returns the cell of the given column at a modified die roll; rolls
// beyond the table take its first or last row (9.25: none is below -4).
func (c *CRT) Result(column, roll int) CombatResult {
	roll = max(c.MinRoll, min(c.MaxRoll, roll))
	return c.Rows[roll-c.MinRoll][column]
}

// String renders odds as printed: "1:2", "3:1".
func (o Odds) String() string { return fmt.Sprintf("%d:%d", o.Att, o.Def) }

// String renders a cell as the file writes it: attacker%/defender%.
func (r CombatResult) String() string { return fmt.Sprintf("%d/%d", r.Attacker, r.Defender) }

var (
	oddsPattern = regexp.MustCompile(`^([1-9][0-9]*):([1-9][0-9]*)$`)
	cellPattern = regexp.MustCompile(`^([0-9]+)/([0-9]+)$`)
)

// crt reads the Combat Results Table:
//
//	crt:
//	  columns: ["1:2", "1:1", "2:1", ...]
//	  rows:
//	    - {roll: -4, cells: [100/0, ...]}
//
// Every cell's percentages must be on the Percentage Loss Table.
func (r reader) crt(n *yaml.Node, loss *LossTable) CRT {
	var c CRT
	f := r.fields(n, "crt", "columns rows ?reconstruction ?why")
	if f == nil {
		return c
	}
	c.Provenance = r.provenance(f, n, "crt")
	colsOK := true
	if cols := f["columns"]; cols != nil {
		for _, cn := range r.list(cols, "crt columns") {
			m := oddsPattern.FindStringSubmatch(cn.Value)
			if cn.Kind != yaml.ScalarNode || m == nil {
				r.errorf(cn, "crt column %q: want odds like \"3:1\"", cn.Value)
				colsOK = false
				continue
			}
			a, _ := strconv.Atoi(m[1])
			b, _ := strconv.Atoi(m[2])
			o := Odds{a, b}
			if k := len(c.Columns); k > 0 {
				if p := c.Columns[k-1]; o.Att*p.Def <= p.Att*o.Def {
					r.errorf(cn, "crt column %s: columns must rise in odds, and %s does not exceed %s", o, o, p)
				}
			}
			c.Columns = append(c.Columns, o)
		}
		if len(c.Columns) == 0 {
			r.errorf(cols, "crt has no columns")
		}
	}
	rows := f["rows"]
	if rows == nil {
		return c
	}
	items := r.list(rows, "crt rows")
	fields := make([]map[string]*yaml.Node, len(items))
	for i, it := range items {
		fields[i] = r.fields(it, "crt row", "roll cells")
	}
	first, ok := r.rollRows(items, "crt", func(i int) *yaml.Node { return fields[i]["roll"] })
	for i, it := range items {
		roll := first + i
		cells := fields[i]["cells"]
		if cells == nil {
			continue
		}
		list := r.list(cells, fmt.Sprintf("crt row %d cells", roll))
		if len(list) != len(c.Columns) && len(c.Columns) > 0 && colsOK {
			r.errorf(it, "crt row %d has %d cells, the table has %d columns", roll, len(list), len(c.Columns))
			ok = false
		}
		row := make([]CombatResult, 0, len(list))
		for _, cell := range list {
			m := cellPattern.FindStringSubmatch(cell.Value)
			if cell.Kind != yaml.ScalarNode || m == nil {
				r.errorf(cell, "crt row %d: cell %q: want attacker%%/defender%% like 10/30", roll, cell.Value)
				ok = false
				continue
			}
			a, _ := strconv.Atoi(m[1])
			d, _ := strconv.Atoi(m[2])
			for _, p := range []int{a, d} {
				if !loss.has(p) {
					r.errorf(cell, "crt row %d: cell %s: %d%% is not on the Percentage Loss Table", roll, cell.Value, p)
				}
			}
			row = append(row, CombatResult{Attacker: a, Defender: d})
		}
		c.Rows = append(c.Rows, row)
	}
	if ok && colsOK {
		c.MinRoll, c.MaxRoll = first, first+len(items)-1
	} else {
		c.Rows = nil
	}
	return c
}
