package bot

import (
	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// attackOdds returns the expected Strength Points the attacker and the
// defender lose in one attack of att SPs under a leader of value al on def SPs
// under a leader of value dl (0 for none), walls being 9.22-9.24's modifier
// (0, or -1 town, -2 city, -3 capital, against face-down armies): the average
// over the die of the Combat Results Table's percentages (9.2, 9.3) taken on
// the Percentage Loss Table (9.31). ok is false below 1:2 (9.32).
func attackOdds(d *data.Data, att, def, al, dl, walls int) (attLoss, defLoss float64, ok bool) {
	col, ok := d.CRT.Column(att, def)
	if !ok {
		return 0, 0, false
	}
	sides := d.Die.Sides
	if sides <= 0 {
		sides = 6
	}
	for die := 1; die <= sides; die++ {
		roll := max(die+al-dl+walls, -4) // 9.25
		r := d.CRT.Result(col, roll)
		attLoss += float64(d.Loss.Loss(r.Attacker, att))
		defLoss += float64(d.Loss.Loss(r.Defender, def))
	}
	return attLoss / float64(sides), defLoss / float64(sides), true
}

// wallsOf is 9.22-9.24's subtraction for armies inside the walls of hex h.
func (b *board) wallsOf(h hexmap.HexID) int {
	x := &b.m.Hexes[h]
	switch {
	case x.Capital:
		return -3
	case x.Site == hexmap.City:
		return -2
	case x.Site == hexmap.Town:
		return -1
	}
	return 0
}
