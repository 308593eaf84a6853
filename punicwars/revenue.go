package punicwars

import "punic/punicwars/data"

// The Revenue Phase (15.0): defection markers come off (16.42-16.43), the
// Phasing Player collects the Region Value of every region he controls (the
// Treasury has no ceiling, 15.12), and may win automatically (18.21).
func (g *Game) stepRevenue() {
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	side := s.side
	for r := range g.d.Regions {
		rid := data.RegionID(r)
		if !s.defected[r] || r >= len(sc.Status) {
			continue
		}
		orig := sc.Status[r]
		if rid == g.f.syracuse {
			orig = sc.Syracuse
		}
		if (orig == data.ProRome && side == Rome) || (orig == data.ProCarthage && side == Carthage) {
			if g.byArmies(rid, side) {
				s.defected[r] = false
				s.status[r] = orig
				g.logf("16.42", "%s recontrols %s: its Defection Marker is removed and it is %s again (16.43)", side, g.d.Regions[r].Name, statusName(orig))
			}
		}
	}
	var c [maxRegions]Side
	g.controlAll(&c)
	income := 0
	for r := range g.d.Regions {
		if c[r] == side {
			income += g.d.Regions[r].Value
		}
	}
	s.treasury[side] += int32(income)
	g.logf("15.0", "%s collects %d Treasury Points (now %d)", side, income, s.treasury[side])
	if lv := sc.Levels; len(lv) > 0 && !sc.CarthageOnlyLoses {
		if vp := g.VictoryPoints(); vp[side] >= lv[len(lv)-1].Min {
			g.logf("18.21", "%s controls regions worth %d, the Automatic Victory Level is %d", side, vp[side], lv[len(lv)-1].Min)
			g.endGame(side, endAutoVP)
			return
		}
	}
	g.nextPhase(phCampaign)
}
