package punicwars

// The decision machine. The state says where the game stands (phase, step,
// cursor) and what interrupts are pending (a choice of losses, a threatened
// force, an offer to end); run advances through everything automatic until a
// decision is needed or the game ends.

// Decision kinds (Decision.Kind).
const (
	dkNone = iota
	dkDeploy
	dkBid
	dkRemove
	dkPlace
	dkActivate
	dkMove
	dkThreat
	dkLoss
	dkRecruit
	dkOffer
)

var decisionKinds = [...]string{"over", "deploy", "bid", "elect-remove", "place-leader", "activate", "move", "threatened", "losses", "recruit", "offer"}

// decision returns the kind of decision awaited and who decides.
func (g *Game) decision() (int, Side) {
	s := &g.s
	switch {
	case s.over:
		return dkNone, NoSide
	case s.loss.k > 0:
		return dkLoss, s.loss.who
	case s.offer:
		return dkOffer, s.side.Other()
	case s.threat >= 0:
		return dkThreat, s.side.Other()
	}
	switch s.phase {
	case phDeploy:
		return dkDeploy, Side(g.d.Scenarios[s.scenario].Deploy[s.cursor].Nation)
	case phDiplomacy:
		if !s.bidDone[Carthage] {
			return dkBid, Carthage
		}
		return dkBid, Rome
	case phElection:
		if s.toRemove > 0 {
			return dkRemove, Rome
		}
		return dkPlace, Rome
	case phCampaign:
		if s.toPlace != 0 {
			return dkPlace, s.side
		}
		if s.active >= 0 {
			return dkMove, s.side
		}
		return dkActivate, s.side
	case phRecruit:
		return dkRecruit, s.side
	}
	return dkNone, NoSide
}

// run advances the machine until a decision is needed or the game ends.
func (g *Game) run() {
	for !g.s.over {
		if g.s.loss.k > 0 {
			if g.autoLoss() {
				continue
			}
			return
		}
		if g.s.offer || g.s.threat >= 0 {
			return
		}
		if g.step() {
			return
		}
	}
}

// step runs the current phase; it reports true when a decision is awaited.
func (g *Game) step() bool {
	switch g.s.phase {
	case phDeploy:
		return g.stepDeploy()
	case phDiplomacy:
		return g.stepDiplomacy()
	case phElection:
		return g.stepElection()
	case phRevenue:
		g.stepRevenue()
		return false
	case phCampaign:
		return g.stepCampaign()
	case phSupply:
		return g.stepSupply()
	case phRecruit:
		return g.stepRecruit()
	}
	return true
}

// nextPhase moves to phase p of the current Player-Turn.
func (g *Game) nextPhase(p uint8) {
	g.s.phase, g.s.step, g.s.cursor = p, 0, 0
	g.refreshLastCtl()
}

// endPlayerTurn ends the Phasing Player's turn (4.2): Rome follows Carthage;
// after Rome, the Phase-Marker Phase starts a new Game-Turn.
func (g *Game) endPlayerTurn() {
	s := &g.s
	if s.side == Carthage {
		s.side = Rome
		g.nextPhase(phElection)
		return
	}
	s.turn++
	s.side = Carthage
	s.offered = [2]bool{}
	g.logf("4.2", "Game-Turn %d (%d BC) begins", s.turn, g.Year())
	g.nextPhase(phDiplomacy)
}

// legal lists the legal actions of the decision awaited.
func (g *Game) legal(buf []Action) []Action {
	k, who := g.decision()
	switch k {
	case dkDeploy:
		return g.legalDeploy(buf)
	case dkBid:
		return g.legalBid(who, buf)
	case dkRemove:
		return g.legalRemove(buf)
	case dkPlace:
		return g.legalPlace(buf)
	case dkActivate:
		return g.legalActivate(buf)
	case dkMove:
		return g.legalMove(buf)
	case dkThreat:
		return append(buf, act(KInvert, 0, 0), act(KStand, 0, 0))
	case dkLoss:
		return g.legalLoss(buf)
	case dkRecruit:
		return g.legalRecruit(buf)
	case dkOffer:
		return append(buf, act(KAccept, 0, 0), act(KDecline, 0, 0))
	}
	return buf
}

// apply hands a legal action to the decision awaited.
func (g *Game) apply(a Action) {
	k, who := g.decision()
	switch k {
	case dkDeploy:
		g.applyDeploy(a)
	case dkBid:
		g.applyBid(who, a)
	case dkRemove:
		g.applyRemove(a)
	case dkPlace:
		g.applyPlace(a)
	case dkActivate, dkMove:
		g.applyCampaign(a)
	case dkThreat:
		g.applyThreat(a.Kind() == KInvert)
	case dkLoss:
		g.applyLoss(a)
	case dkRecruit:
		g.applyRecruit(a)
	case dkOffer:
		g.applyOffer(a.Kind() == KAccept)
	}
}

// check explains why a is refused, with the same rule functions that build the
// legal lists; 0 when those find nothing against it.
func (g *Game) check(a Action) rc {
	k, who := g.decision()
	switch k {
	case dkDeploy:
		if a.Kind() == KDeploy {
			return g.deployRC(a.hex())
		}
	case dkBid:
		if a.Kind() == KBid {
			return g.bidRC(who, a.bidN())
		}
	case dkRemove:
		if a.Kind() == KRemove {
			return g.removeRC(int(a.opA()))
		}
	case dkPlace:
		if a.Kind() == KPlace {
			return g.placeRC(int(a.opA()), a.hex())
		}
	case dkActivate, dkMove:
		return g.campaignRC(a)
	case dkLoss:
		if a.Kind() == KLose {
			return g.loseRC(a.opA(), a.hex())
		}
	case dkRecruit:
		if a.Kind() == KRecruit {
			t, n := a.recruit()
			return g.recruitRC(t, n, a.hex())
		}
	}
	return 0
}

// Decision says who must decide now and what about.
type Decision struct {
	Side   Side   // who decides; NoSide when the game is over
	Kind   string // a short, stable name of the kind of decision
	Prompt string // what is asked, for a person
}

// ToMove returns the side that must decide now, or NoSide when the game is over.
func (g *Game) ToMove() Side {
	_, who := g.decision()
	return who
}

// Decision describes the decision the game waits for.
func (g *Game) Decision() Decision {
	k, who := g.decision()
	return Decision{Side: who, Kind: decisionKinds[k], Prompt: g.prompt(k, who)}
}
