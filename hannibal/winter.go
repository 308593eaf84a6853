package hannibal

// Winter attrition (21.1): every CU on an enemy PC or a non-friendly tribe rolls on
// the Attrition Table at the end of the Strategy Phase.

func (g *Game) stepWinter(f *frame) status {
	// f.c: side being processed (0 Rome, 1 Carthage, 2 done); f.x: next space.
	for f.c < 2 {
		side := Side(f.c)
		for int(f.x) < len(g.d.Board.Spaces) {
			x := f.x
			f.x++
			n := g.out(side, x)
			if n == 0 || !g.hostileGround(side, x) {
				continue
			}
			r := g.roll("winter-attrition", side, "space", g.spaceKey(uint8(x)), "cus", n)
			t := &g.d.Tables.Attrition
			loss, e := t.Result(t.ColumnFor(n), r)
			if g.logging() {
				g.logf("21.1", "Winter attrition: %s's %s in %s roll %d: %s lost", side, cus(n), g.spaceName(x), r, cus(loss))
			}
			if g.loseCUs(side, x, loss, e, lossOut, lostAttrition) {
				return stCall
			}
		}
		f.c++
		f.x = 0
	}
	return stDone
}
