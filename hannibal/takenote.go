package hannibal

// takeNoteTo appends to the prompt of the question how many CUs go with a moving
// general why some numbers are not offered: 18.1's limits on consuls (a consul
// keeps at least 5 CUs; two consuls together split only from 10 CUs). Nothing is
// appended when every number up to the limit is allowed.
func (g *Game) takeNoteTo(b []byte, side Side) []byte {
	mv := &g.s.mv
	x, _ := g.where(mv.gen)
	total := g.all(side, x)
	movers := g.movers()
	for n := 1; n <= min(total, 10); n++ {
		if r := g.takeOK(side, movers, x, int(mv.cus)+n, total); r != 0 {
			info := rcTable[r]
			return cat(b, "; not every number is offered: ", info.text, " (", info.rule, ")")
		}
	}
	return b
}
