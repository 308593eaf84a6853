package hannibal

import "punic/hannibal/data"

const noSpace = data.NoSpace

// The procedures of the decision machine. Each runs as a frame on State.stack; a
// frame's step function advances until it needs a decision (stWait), calls a
// child procedure (stCall) or finishes (stDone). apply hands a decision to the
// waiting frame; legal lists the decisions it accepts; explain says why an action
// is refused.
const (
	procNone uint8 = iota
	procGame
	procReinforce
	procElect
	procFirst
	procStrategy
	procCardPlay
	procPlacePCs
	procRaise
	procMove
	procReaction
	procBattle
	procRetreat
	procLosses
	procRemovePCs
	procWinter
	procVictory
	procEvent
	procCounter
)

type status uint8

const (
	stWait status = iota // the top frame awaits a decision
	stDone               // the top frame has finished: pop it
	stCall               // a child frame was pushed: run it
	stNext               // the frame changed step: step again
)

// push starts a procedure on top of the stack and returns its frame.
func (g *Game) push(proc uint8, side Side) *frame {
	if int(g.s.sp) >= len(g.s.stack) {
		panic("hannibal: decision machine stack overflow")
	}
	f := &g.s.stack[g.s.sp]
	*f = frame{proc: proc, side: side, who: side}
	g.s.sp++
	return f
}

// top returns the frame on top of the stack.
func (g *Game) top() *frame { return &g.s.stack[g.s.sp-1] }

// run advances the machine until a decision is needed or the game ends.
func (g *Game) run() {
	for !g.s.over && g.s.sp > 0 {
		if g.s.pendingPCLoss != [2]uint8{} {
			g.pushPendingPCLoss()
		}
		f := &g.s.stack[g.s.sp-1]
		st := g.step(f)
		g.checkSuddenDeath()
		g.checkSiegeTrain() // card 30: caught alone, or its force retreats
		switch st {
		case stWait:
			if g.tutorialPause() { // tutorial.go: a "reaches" victory
				continue
			}
			return
		case stDone:
			g.s.sp--
		}
	}
}

// wait makes f await a decision by who.
func wait(f *frame, who Side) status {
	f.who = who
	return stWait
}

func (g *Game) step(f *frame) status {
	switch f.proc {
	case procGame:
		return g.stepGame(f)
	case procReinforce:
		return g.stepReinforce(f)
	case procElect:
		return g.stepElect(f)
	case procFirst:
		return g.stepFirst(f)
	case procStrategy:
		return g.stepStrategy(f)
	case procCardPlay:
		return g.stepCardPlay(f)
	case procPlacePCs:
		return g.stepPlacePCs(f)
	case procRaise:
		return g.stepRaise(f)
	case procMove:
		return g.stepMove(f)
	case procReaction:
		return g.stepReaction(f)
	case procBattle:
		return g.stepBattle(f)
	case procRetreat:
		return g.stepRetreat(f)
	case procLosses:
		return g.stepLosses(f)
	case procRemovePCs:
		return g.stepRemovePCs(f)
	case procWinter:
		return g.stepWinter(f)
	case procVictory:
		return g.stepVictory(f)
	case procCounter:
		return g.stepCounter(f)
	case procEvent:
		return g.stepEvent(f)
	}
	panic("hannibal: unknown procedure")
}

func (g *Game) legal(f *frame, buf []Action) []Action {
	switch f.proc {
	case procReinforce:
		return g.legalReinforce(f, buf)
	case procElect:
		return g.legalElect(f, buf)
	case procFirst:
		return g.legalFirst(f, buf)
	case procCardPlay:
		return g.legalCardPlay(f, buf)
	case procPlacePCs:
		return g.legalPlacePCs(f, buf)
	case procRaise:
		return g.legalRaise(f, buf)
	case procMove:
		return g.legalMove(f, buf)
	case procReaction:
		return g.legalReaction(f, buf)
	case procBattle:
		return g.legalBattle(f, buf)
	case procRetreat:
		return g.legalRetreat(f, buf)
	case procLosses:
		return g.legalLosses(f, buf)
	case procRemovePCs:
		return g.legalRemovePCs(f, buf)
	case procCounter:
		return g.legalCounter(f, buf)
	case procEvent:
		return g.legalEvent(f, buf)
	}
	return buf
}

func (g *Game) apply(f *frame, a Action) {
	switch f.proc {
	case procReinforce:
		g.applyReinforce(f, a)
	case procElect:
		g.applyElect(f, a)
	case procFirst:
		g.applyFirst(f, a)
	case procCardPlay:
		g.applyCardPlay(f, a)
	case procPlacePCs:
		g.applyPlacePCs(f, a)
	case procRaise:
		g.applyRaise(f, a)
	case procMove:
		g.applyMove(f, a)
	case procReaction:
		g.applyReaction(f, a)
	case procBattle:
		g.applyBattle(f, a)
	case procRetreat:
		g.applyRetreat(f, a)
	case procLosses:
		g.applyLosses(f, a)
	case procRemovePCs:
		g.applyRemovePCs(f, a)
	case procCounter:
		g.applyCounter(f, a)
	case procEvent:
		g.applyEvent(f, a)
	default:
		panic("hannibal: action for a procedure that takes none")
	}
}

// explain says why action a is refused by the waiting frame f.
func (g *Game) explain(f *frame, a Action) error {
	var r rc
	switch f.proc {
	case procReinforce:
		r = g.explainReinforce(f, a)
	case procElect:
		r = g.explainElect(f, a)
	case procFirst:
		r = g.explainFirst(f, a)
	case procCardPlay:
		r = g.explainCardPlay(f, a)
	case procPlacePCs:
		r = g.explainPlacePCs(f, a)
	case procRaise:
		r = g.explainRaise(f, a)
	case procMove:
		r = g.explainMove(f, a)
	case procReaction:
		r = g.explainReaction(f, a)
	case procBattle:
		r = g.explainBattle(f, a)
	case procRetreat:
		r = g.explainRetreat(f, a)
	case procRemovePCs:
		r = g.explainRemovePCs(f, a)
	case procEvent:
		r = g.explainEvent(f, a)
	}
	if r != 0 {
		return r.refusal()
	}
	d := g.Decision()
	return &Refusal{Reason: "that is not one of the choices now: " + d.Prompt + " (" + d.Side.String() + " to decide)"}
}
