package bot

import (
	"punic/hannibal"
	"punic/hannibal/data"
)

// winterLoss is the CUs side expects to lose to winter attrition at the end of
// the turn as its armies stand (21.1: every CU outside the walls on an enemy PC
// or a tribe that is not friendly rolls on the Attrition Table), the average
// of the table's column over the die. A playout stops long before the winter,
// so without this an army camped on hostile ground looks free to keep.
func winterLoss(g *hannibal.Game, fx *boardFacts, side hannibal.Side) float64 {
	b := fx.d.Board
	loss := 0.0
	for i := range b.Spaces {
		x := b.Spaces[i].ID
		n, _ := g.CUsAt(side, x)
		if n == 0 {
			continue
		}
		c := g.ControlOf(x)
		if c == side.Other() || g.TribeAt(x) && c != side {
			loss += fx.winter[min(n, len(fx.winter)-1)]
		}
	}
	return loss
}

// winterTable returns, for 0…maxWinterCUs CUs, the average CUs lost on the
// Attrition Table by a force of that size (a die of 1 to 6, unmodified).
func winterTable(d *data.Data) []float64 {
	t := &d.Tables.Attrition
	out := make([]float64, maxWinterCUs+1)
	for n := 1; n <= maxWinterCUs; n++ {
		col := t.ColumnFor(n)
		sum := 0
		for r := 1; r <= 6; r++ {
			l, _ := t.Result(col, r)
			sum += min(l, n)
		}
		out[n] = float64(sum) / 6
	}
	return out
}

// maxWinterCUs bounds the forces winterTable covers; bigger ones count as this.
const maxWinterCUs = 30
