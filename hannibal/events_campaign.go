package hannibal

import "punic/hannibal/data"

// Events that move armies: 33/34 Major Campaign, 37-40 Minor Campaign (10.11),
// 61-63 Force March; 30 Carthaginian Siege Train, a unit of its own; and Hanno's
// special ability (24), which acts where his move ends.

var (
	rcCampaignNone = newRC("10.11", "no general of yours is on the map to campaign with")
	rcForceMarch   = newRC("8.2", "no general of yours has a strategy rating this Force March can move (1 for #61, 1-2 for #62, any for #63)")
	rcTrainNone    = newRC("30", "the Siege Train needs a Carthaginian general on the map, in a space where enemy CUs would not catch it alone")
	rcTrainGeneral = newRC("30", "the Siege Train goes with a Carthaginian general on the map, in a space where enemy CUs would not catch it alone")
	rcTrainAlps    = newRC("30", "the Siege Train cannot cross an Alps pass: leave it behind first (leave-train)")
	rcTrainSea     = newRC("30", "the Siege Train cannot go by sea: leave it behind first (leave-train)")
	rcTrainTake    = newRC("30", "the Siege Train is not here to take along, is already moving with the army, or already moved on this card")
	rcTrainLeave   = newRC("30", "the Siege Train is not moving with this army")
	rcHannoPC      = newRC("24", "Hanno may remove only a Roman non-walled PC where his move ends, if his army fought no battle on this play")
)

func init() {
	campaign := &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			if !g.anyActivatable(side, 3) {
				return rcCampaignNone
			}
			return 0
		},
		play: func(g *Game, side Side, n int) { g.startMove(side, n, mvCampaign) },
	}
	register("major-campaign", campaign)
	register("minor-campaign", campaign)
	register("force-march", &eventDef{
		cond: func(g *Game, side Side, n int) rc {
			if !g.anyActivatable(side, g.d.Cards[n-1].Ops) {
				return rcForceMarch
			}
			return 0
		},
		play: func(g *Game, side Side, n int) { g.startMove(side, n, mvForceMarch) },
	})
	register("siege-train", (&picker{
		kind:  KGeneral,
		count: func(g *Game, f *frame) int { return 1 },
		each:  eachGeneral,
		rc: func(g *Game, f *frame, a Action) rc {
			if !g.trainGeneralOK(GeneralID(a.A())) {
				return rcTrainGeneral
			}
			return 0
		},
		pick: func(g *Game, f *frame, a Action) { g.placeSiegeTrain(GeneralID(a.A())) },
		ask:  func(g *Game, f *frame) string { return "choose the Carthaginian general the Siege Train joins" },
		name: "event-general",
	}).def(func(g *Game, side Side, n int) rc {
		for i := range g.d.Generals {
			if g.trainGeneralOK(GeneralID(i)) {
				return 0
			}
		}
		return rcTrainNone
	}))
}

// --- 30 Carthaginian Siege Train ---
//
// The train is a marker in a space (State.siegeTrain, noSpace when off the map),
// outside any walls. It moves only with a moving army that takes it along
// ("take-train", like a CU but outside the 10-CU limit; move flag mfSiegeTrain)
// and may be left anywhere ("leave-train"); it cannot cross an Alps pass or go by
// sea, and moves at most once per card (10.11). An army besieging its space rolls
// without the Carthaginian -1 (hasSiegeTrain). It is lost when enemy CUs share its
// space with no Carthaginian CU outside the walls, or when a Carthaginian force
// retreats from its space after a lost battle (checkSiegeTrain).

// trainGeneralOK reports whether the Siege Train may be put with general id.
func (g *Game) trainGeneralOK(id GeneralID) bool {
	if !g.genOK(id) || g.sideOf(id) != Carthage {
		return false
	}
	x, ok := g.where(id)
	return ok && !g.trainCaught(x)
}

// trainCaught reports whether a Siege Train in x would be caught alone there.
func (g *Game) trainCaught(x SpaceID) bool {
	return g.out(Carthage, x) == 0 && g.all(Rome, x) > 0
}

// placeSiegeTrain puts the Siege Train in general id's space; a train already on
// the map moves there (only one exists).
func (g *Game) placeSiegeTrain(id GeneralID) {
	x, _ := g.where(id)
	old := g.s.siegeTrain
	g.s.siegeTrain = x
	if g.logging() {
		if old != noSpace && old != x {
			g.logf("30", "The Siege Train leaves %s and joins %s in %s", g.spaceName(old), g.genName(id), g.spaceName(x))
		} else {
			g.logf("30", "The Siege Train joins %s in %s", g.genName(id), g.spaceName(x))
		}
	}
}

// trainStops records how far the Siege Train moved with the army on this card
// (10.11: all of it if spent) as the army leaves it behind or ends its move.
func (g *Game) trainStops(spent bool) {
	mv := &g.s.mv
	if !g.trainMoving() {
		return
	}
	mv.flags &^= mfSiegeTrain
	g.s.cp.trainLeftBy = g.s.cp.acts
	if spent {
		g.s.cp.trainUsed = spentAll
		return
	}
	g.s.cp.trainUsed = uint8(min(int(mv.trainBefore)+int(mv.mp)-int(mv.trainStart), spentAll-1))
}

// trainMoving reports whether the Siege Train moves with the current army.
func (g *Game) trainMoving() bool { return g.s.mv.flags&mfSiegeTrain != 0 }

// trainTakeRC says whether the moving army may take the Siege Train along.
func (g *Game) trainTakeRC(side Side) rc {
	mv := &g.s.mv
	if side != Carthage || g.s.siegeTrain != mv.at || mv.at == noSpace || g.trainMoving() || g.s.cp.trainUsed >= campaignMP || g.s.cp.trainLeftBy == g.s.cp.acts || mv.flags&mfPursuit != 0 {
		return rcTrainTake
	}
	return 0
}

// trainLinkRC refuses an Alps pass to an army moving with the Siege Train.
func (g *Game) trainLinkRC(k data.ConnKind) rc {
	if k == data.AlpsPass && g.trainMoving() {
		return rcTrainAlps
	}
	if k.IsPass() && g.trainMoving() && g.first() {
		return rcTrainPass1e // 1e card 30: no mountain pass at all
	}
	return 0
}

// trainSeaRC refuses a sea move to an army moving with the Siege Train.
func (g *Game) trainSeaRC() rc {
	if g.trainMoving() {
		return rcTrainSea
	}
	return 0
}

// legalTrain adds the Siege Train choices of the move loop.
func (g *Game) legalTrain(side Side, buf []Action) []Action {
	if g.s.siegeTrain == noSpace {
		return buf
	}
	if g.trainMoving() {
		return append(buf, act(KSiegeTrain, 0, 0, 0))
	}
	if g.trainTakeRC(side) == 0 {
		buf = append(buf, act(KSiegeTrain, 1, 0, 0))
	}
	return buf
}

// trainRC explains a refused Siege Train choice.
func (g *Game) trainRC(side Side, a Action) rc {
	if a.A() == 1 {
		return g.trainTakeRC(side)
	}
	if !g.trainMoving() {
		return rcTrainLeave
	}
	return 0
}

// applyTrain takes the Siege Train along or leaves it where the army stands.
func (g *Game) applyTrain(a Action) {
	mv := &g.s.mv
	if a.A() == 1 {
		mv.flags |= mfSiegeTrain
		mv.trainStart, mv.trainBefore = mv.mp, g.s.cp.trainUsed
		if g.logging() {
			g.logf("30", "%s takes the Siege Train along from %s", g.genName(mv.gen), g.spaceName(mv.at))
		}
		return
	}
	g.trainStops(false)
	if g.logging() {
		g.logf("30", "%s leaves the Siege Train in %s", g.genName(mv.gen), g.spaceName(mv.at))
	}
}

// trainFollows moves the Siege Train with the army that carries it to y.
func (g *Game) trainFollows(y SpaceID) {
	if g.trainMoving() {
		g.s.siegeTrain = y
	}
}

// checkSiegeTrain removes the Siege Train when enemy CUs catch it alone, or when
// the Carthaginian force of its space retreats after a lost battle (card 30). The
// machine calls it after every step.
func (g *Game) checkSiegeTrain() {
	x := g.s.siegeTrain
	if x == noSpace {
		return
	}
	why := ""
	switch {
	case g.trainCaught(x):
		why = "enemy CUs catch it alone"
	case g.s.sp > 0 && g.top().proc == procRetreat && g.s.rt.side == Carthage && g.s.bt.x == x:
		why = "its force retreats"
	default:
		return
	}
	g.s.siegeTrain = noSpace
	g.s.mv.flags &^= mfSiegeTrain
	if g.logging() {
		g.logf("30", "The Siege Train is lost in %s: %s", g.spaceName(x), why)
	}
}

// --- Hanno (24) ---

// hannoMayRemove reports whether Hanno, ending his move, may remove the Roman PC
// of his space: he commands the moving army, it fought no battle on this play
// (overruns do not count), and the PC is not a walled city (24). A Truce forbids
// converting enemy PCs (card 64).
func (g *Game) hannoMayRemove() bool {
	mv := &g.s.mv
	if mv.gen == data.NoGeneral || g.d.Generals[mv.gen].Ability != abilityHanno || mv.flags&(mfFought|mfGone) != 0 {
		return false
	}
	x, ok := g.where(mv.gen)
	return ok && x == mv.at && g.s.ctl[x] == Rome && !g.isMarker(x) && !g.truceBlocksPC(Carthage, x)
}

// hannoAtEnd asks Carthage, once per activation, whether Hanno removes the Roman
// PC where his move ends. It returns the status and true when it waits; the
// frame's e local remembers that the question was asked.
func (g *Game) hannoAtEnd(f *frame) (status, bool) {
	if f.e == 1 {
		f.e = 0
		return 0, false
	}
	if !g.hannoMayRemove() {
		return 0, false
	}
	f.e = 1
	f.step = msHanno
	return wait(f, f.side), true
}

// legalHanno lists Hanno's choices: remove the PC of his space, or not.
func (g *Game) legalHanno(buf []Action) []Action {
	if g.hannoMayRemove() {
		buf = append(buf, act(KSpace, uint8(g.s.mv.at), 0, 0))
	}
	return append(buf, act(KPass, 0, 0, 0))
}

func (g *Game) hannoRemove() {
	x := g.s.mv.at
	g.s.ctl[x] = NoSide
	if g.logging() {
		g.logf("24", "Hanno removes the Roman PC in %s", g.spaceName(x))
	}
}
