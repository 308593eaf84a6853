package punicwars

import (
	"fmt"

	"punic/punicwars/data"
	"punic/punicwars/hexmap"
)

// Set-up (19.0): the scenario's alignments, the Initial Deployment (a line
// "in Latium" lets its owner choose the hex), Syracuse's units (17.0), the
// leaders not used (19.14.2, 19.34.2), empty Treasuries (15.11).

var (
	rcDeployHex = newRC("19.0", "the units of this line are deployed in a hex of the named region where they may stay (land, not mountain; fleets on the coast)")
)

func (g *Game) setup(si int) error {
	s := &g.s
	sc := &g.d.Scenarios[si]
	s.scenario = uint8(si)
	s.active, s.threat, s.pendTo, s.winner = -1, -1, hexmap.NoHex, NoSide
	s.loss = lossChoice{lead: -1, hex: hexmap.NoHex}
	for r := range g.d.Regions {
		s.status[r] = data.Neutral
		if r < len(sc.Status) {
			s.status[r] = sc.Status[r]
		}
		s.lastCtl[r] = NoSide
	}
	if g.f.syracuse >= 0 {
		s.status[g.f.syracuse] = sc.Syracuse
		s.syrAllied = sc.Syracuse != data.Neutral
	}
	for r := range g.d.Regions {
		s.lastCtl[r] = g.controlFrom(data.RegionID(r), [2]int{})
	}
	for i := range s.townCtl {
		s.townCtl[i] = NoSide
	}
	unused := func(v int) bool {
		for _, x := range sc.NoLeaderValue {
			if x == v {
				return true
			}
		}
		return false
	}
	for i, ld := range g.d.Leaders {
		l := &s.leaders[i]
		*l = leader{hex: hexmap.NoHex, state: lsSpare, value: uint8(ld.Value)}
		if unused(ld.Value) {
			l.state = lsUnused
		}
	}
	s.fleetGate = !sc.RomanFleetGate
	// Lines with a hex are placed at once; Syracuse's units (17.0, 19.13).
	for i := range sc.Deploy {
		dp := &sc.Deploy[i]
		if dp.Region == "" {
			h := g.f.m.ID(dp.Hex)
			if h < 0 {
				return fmt.Errorf("scenario %s: deployment hex %04d is not on the map", sc.Key, dp.Hex)
			}
			if err := g.deployAt(i, h); err != nil {
				return err
			}
		} else if _, ok := g.f.regKey[dp.Region]; !ok {
			return fmt.Errorf("scenario %s: unknown deployment region %q", sc.Key, dp.Region)
		}
	}
	if g.f.syrHex >= 0 {
		g.add(g.f.syrHex, ownSyracuse, army, g.d.Counters.SyracuseArmy, -1, false, false)
		g.add(g.f.syrHex, ownSyracuse, fleet, g.d.Counters.SyracuseFleet, -1, false, false)
		s.gained[ownSyracuse] = [2]uint16{uint16(g.d.Counters.SyracuseArmy), uint16(g.d.Counters.SyracuseFleet)}
	}
	g.logf("19.0", "%s (%s): set-up", sc.Title, sc.Years)
	s.phase, s.cursor = phDeploy, 0
	return nil
}

// deployAt places deployment line i in hex h.
func (g *Game) deployAt(i int, h hexmap.HexID) error {
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	dp := &sc.Deploy[i]
	own := uint8(dp.Nation)
	g.add(h, own, army, dp.Army, -1, false, dp.FaceDown)
	g.add(h, own, fleet, dp.Fleet, -1, false, dp.FaceDown)
	s.gained[own][army] += uint16(dp.Army)
	s.gained[own][fleet] += uint16(dp.Fleet)
	for _, v := range dp.Leaders {
		found := false
		for k, ld := range g.d.Leaders {
			l := &s.leaders[k]
			if ld.Nation == dp.Nation && int(l.value) == v && l.state == lsSpare {
				l.state, l.hex = lsOnMap, h
				found = true
				break
			}
		}
		if !found {
			return fmt.Errorf("scenario %s: no %s leader of value %d left for %q", sc.Key, Side(dp.Nation), v, dp.Text)
		}
	}
	if dp.Nation == data.Rome {
		s.romeMax += uint8(len(dp.Leaders))
	}
	return nil
}

// deployRC says whether the current region line may be deployed in h.
func (g *Game) deployRC(h hexmap.HexID) rc {
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	if int(s.cursor) >= len(sc.Deploy) || h < 0 || int(h) >= len(g.f.m.Hexes) {
		return rcDeployHex
	}
	dp := &sc.Deploy[s.cursor]
	r := g.f.regKey[dp.Region]
	if g.f.region[h] != r || !g.f.endable(h) {
		return rcDeployHex
	}
	if dp.Fleet > 0 && !g.f.m.Hexes[h].Coastal {
		return rcDeployHex
	}
	return 0
}

func (g *Game) legalDeploy(buf []Action) []Action {
	sc := &g.d.Scenarios[g.s.scenario]
	dp := &sc.Deploy[g.s.cursor]
	for _, h := range g.d.Regions[g.f.regKey[dp.Region]].Hexes {
		if g.deployRC(h) == 0 {
			buf = append(buf, act(KDeploy, 0, int(h)))
		}
	}
	return buf
}

func (g *Game) applyDeploy(a Action) {
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	if err := g.deployAt(int(s.cursor), a.hex()); err != nil {
		panic(err)
	}
	if g.logging() {
		g.logf("19.0", "%s deploys %q in %s", Side(sc.Deploy[s.cursor].Nation), sc.Deploy[s.cursor].Text, g.hexName(a.hex()))
	}
	s.cursor++
}

// stepDeploy waits for the next line "in" a region; with none left the first
// Game-Turn begins.
func (g *Game) stepDeploy() bool {
	s := &g.s
	sc := &g.d.Scenarios[s.scenario]
	for int(s.cursor) < len(sc.Deploy) {
		dp := &sc.Deploy[s.cursor]
		if dp.Region == "" {
			s.cursor++
			continue
		}
		var buf [1]Action
		if len(g.legalDeploy(buf[:0])) == 0 {
			panic(fmt.Sprintf("punicwars: no hex of %s can hold %q", dp.Region, dp.Text))
		}
		return true
	}
	for i := range g.f.m.Hexes {
		g.updateTown(hexmap.HexID(i))
	}
	g.refreshLastCtl()
	s.turn, s.side = 1, Carthage
	g.logf("4.2", "Game-Turn 1 (%d BC) begins: no Diplomacy or Election Phase (19.0)", g.Year())
	g.nextPhase(phDiplomacy)
	return false
}
