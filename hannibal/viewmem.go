package hannibal

import (
	"sync"

	"punic/hannibal/data"
)

// viewMem is the memory a View keeps between calls of ViewInto, so that
// building it again allocates nothing: the prompt's text and the parts the
// View points to.
type viewMem struct {
	prompt []byte
	// promptText is the last prompt, interned.
	promptText string
	battle     BattleView
	myCards    [numBC]int
	faceUp     [2][numBC]int
	outcome    BattleOutcome
	retreat    RetreatView
	move       MoveView
}

// viewDecision is the decision due as the view shows it, its prompt built in
// mem and interned (viewprompt.go).
func (g *Game) viewDecision(mem *viewMem) ViewDecision {
	if g.s.over || g.s.sp == 0 {
		return ViewDecision{Side: NoSide.Key(), Kind: "over", Prompt: "The game is over"}
	}
	f := g.top()
	if f.proc == procEvent {
		kind, prompt := g.eventPrompt(f)
		return ViewDecision{Side: f.who.Key(), Kind: kind, Prompt: prompt}
	}
	kind, b := g.describeTo(mem.prompt[:0], f)
	mem.prompt = b
	if string(b) != mem.promptText { // the same text as the last call's: no lookup
		mem.promptText = intern(b)
	}
	return ViewDecision{Side: f.who.Key(), Kind: kind, Prompt: mem.promptText}
}

// battleViewInto fills bv with the battle in progress as side sees it, reusing
// bv's maps and mem's lists.
func (g *Game) battleViewInto(side Side, bv *BattleView, mem *viewMem) {
	bt := &g.s.bt
	cards, commanders, faceUp := bv.Cards, bv.Commanders, bv.FaceUp
	if cards == nil {
		cards = make(map[string]int, 2)
	}
	if commanders == nil {
		commanders = make(map[string]string, 2)
	}
	clear(commanders)
	cards["rome"], cards["carthage"] = bt.cards(Rome), bt.cards(Carthage)
	*bv = BattleView{
		Space:        g.spaceKey(uint8(bt.x)),
		Attacker:     bt.att.Key(),
		OrigAttacker: bt.origAtt.Key(),
		Rounds:       int(bt.rounds),
		Cards:        cards,
		MyCards:      mem.myCards[:],
		History:      bv.History[:0],
		Commanders:   commanders,
	}
	if bv.History == nil {
		bv.History = []RoundView{}
	}
	clear(bv.MyCards)
	if side == Rome || side == Carthage {
		for t := 0; t < numBC; t++ {
			bv.MyCards[t] = int(bt.hand[side][t])
		}
	}
	for _, sd := range [2]Side{Rome, Carthage} {
		if c := g.battleCommander(sd); c != data.NoGeneral {
			commanders[sd.Key()] = g.genKey(uint8(c))
		}
		up := false
		list := mem.faceUp[sd][:]
		for t := 0; t < numBC; t++ {
			list[t] = int(bt.faceUp[sd][t])
			up = up || list[t] > 0
		}
		switch {
		case up:
			if faceUp == nil {
				faceUp = make(map[string][]int, 2)
			}
			faceUp[sd.Key()] = list
		case faceUp != nil:
			delete(faceUp, sd.Key())
		}
	}
	if len(faceUp) > 0 {
		bv.FaceUp = faceUp
	}
	if bt.rounds > 0 && bt.cur < numBC {
		bv.Current = g.bcKey(bt.cur)
	}
	for i := 0; i < int(bt.histN); i++ {
		h := bt.hist[i]
		rv := RoundView{Attacker: h.attacker.Key(), Card: g.bcKey(h.card), As: g.bcKey(h.as)}
		if h.matched < numBC {
			rv.Matched = g.bcKey(h.matched)
		}
		bv.History = append(bv.History, rv)
	}
}

// battleOutcomeInto fills o with the outcome of the last battle, reusing its
// maps and mem's retreat, and reports whether a battle was decided since the
// game started (or was loaded).
func (g *Game) battleOutcomeInto(o *BattleOutcome, mem *viewMem) bool {
	s := &g.s
	bt := &s.bt
	if bt.how == 0 || int(bt.how) >= len(battleHow) {
		return false
	}
	lost, cas := o.Lost, o.Casualties
	if lost == nil {
		lost = make(map[string]int, 2)
	}
	if cas == nil {
		cas = make(map[string]int, 2)
	}
	lost["rome"], lost["carthage"] = int(bt.lost[Rome]), int(bt.lost[Carthage])
	cas["rome"], cas["carthage"] = int(bt.casLost[Rome]), int(bt.casLost[Carthage])
	*o = BattleOutcome{
		Turn: int(bt.turn), Space: g.spaceKey(uint8(bt.x)),
		Attacker: bt.origAtt.Key(), Defender: bt.origAtt.Other().Key(), Winner: bt.winner.Key(),
		How: battleHow[bt.how], Rounds: int(bt.rounds),
		Lost: lost, Casualties: cas, RetreatTable: int(bt.tableLost),
	}
	if bt.retreated {
		o.Retreat = &mem.retreat
		g.retreatViewInto(o.Retreat)
	}
	return true
}

// retreatViewInto fills r with the retreat of the last battle's loser, reusing
// its path's memory.
func (g *Game) retreatViewInto(r *RetreatView) {
	rt := &g.s.rt
	path := r.Path[:0]
	if path == nil {
		path = []string{}
	}
	for _, y := range rt.path[:min(int(rt.steps), len(rt.path))] {
		path = append(path, g.spaceKey(uint8(y)))
	}
	*r = RetreatView{Side: rt.side.Key(), From: g.spaceKey(uint8(g.s.bt.x)), Path: path,
		At: g.spaceKey(uint8(rt.at)), CUs: int(rt.cus), Lost: int(rt.lost), InProgress: g.inRetreat()}
}

// eventPromptKey is what an event's decision text depends on: the event
// definitions (of the data set), the rules edition and the event's frame (its
// card, step and counters). The events' describe and ask functions read
// nothing else (TestDescribeToMatchesFmt checks the view's text at every step).
type eventPromptKey struct {
	facts *facts
	rules uint8
	f     frame
}

// eventPrompts remembers the kind and text of the event decisions seen, so a
// view does not format them again: they are few (a card's steps and small
// counters). The table stops growing at maxPrompts entries.
var eventPrompts = struct {
	sync.RWMutex
	m map[eventPromptKey][2]string
}{m: map[eventPromptKey][2]string{}}

// eventPrompt is describeEvent, remembered.
func (g *Game) eventPrompt(f *frame) (string, string) {
	k := eventPromptKey{facts: g.f, rules: g.s.rules, f: *f}
	eventPrompts.RLock()
	e, ok := eventPrompts.m[k]
	eventPrompts.RUnlock()
	if ok {
		return e[0], e[1]
	}
	kind, prompt := g.describeEvent(f)
	eventPrompts.Lock()
	if len(eventPrompts.m) < maxPrompts {
		eventPrompts.m[k] = [2]string{kind, prompt}
	}
	eventPrompts.Unlock()
	return kind, prompt
}
