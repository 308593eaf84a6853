package hannibal

// One strategy-card play (7.2, 8): OPs to move a general, place PCs or raise a CU;
// the event; or a discard.

const (
	cpChoose uint8 = iota
	cpDone
)

var (
	rcNotInHand       = newRC("7.2", "that card is not in your hand")
	rcCampaignFirst   = newRC("7.3", "you claimed the first play with a campaign card: play a Major or Minor Campaign card, as its event or for its OPs")
	rcNoGeneralToMove = newRC("8.2", "no general of yours has a strategy rating low enough for this card's OPs")
	rcNoPCPlace       = newRC("19.2", "there is no space where you may place a PC")
	rcRaiseNeeds3     = newRC("8.2", "troops can only be raised with a 3-OP card")
	rcNoRaise         = newRC("8.2", "no general of yours stands in a friendly space of a friendly province outside a besieged city")
	rcEventNotYours   = newRC("8.3", "that event is not playable by your side")
	rcEventNotNow     = newRC("8.3", "the conditions for that event are not met")
	rcCommand         = newRC("9.3", "only a general of the highest rank in his stack may take its command (he must not command it already)")
	rcCommandTwice    = newRC("9.3", "that stack's command already changed before this card play: a second change would only undo or redo it")
)

// commandChangeRC is commandRC before the card play of frame f, which keeps
// (in c and d) the generals whose stack changed command already: one change per
// stack, so that changes cannot go back and forth forever (docs/rulings.md, 9.3).
func (g *Game) commandChangeRC(f *frame, side Side, id GeneralID) rc {
	if r := g.commandRC(side, id); r != 0 {
		return r
	}
	if changed := genSet(f.c) | genSet(f.d)<<8; changed.has(id) {
		return rcCommandTwice
	}
	return 0
}

// commandRC says whether side may give general id the command of his stack (9.3:
// among generals of equal rank the owner chooses, before activating an army).
func (g *Game) commandRC(side Side, id GeneralID) rc {
	if int(id) >= len(g.d.Generals) || g.sideOf(id) != side || g.commands(id) {
		return rcCommand
	}
	x, ok := g.where(id)
	if !ok {
		return rcCommand
	}
	stack := g.stackOf(side, x, g.inside(id))
	for i := range g.d.Generals {
		if j := GeneralID(i); stack.has(j) && g.rank(j) > g.rank(id) {
			return rcCommand
		}
	}
	return 0
}

// stackOf returns side's generals in x on one side of the walls.
func (g *Game) stackOf(side Side, x SpaceID, inside bool) genSet {
	var out genSet
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.s.gloc[id] == uint8(x) && g.sideOf(id) == side && g.inside(id) == inside {
			out.add(id)
		}
	}
	return out
}

func (g *Game) stepCardPlay(f *frame) status {
	switch f.step {
	case cpChoose:
		return wait(f, f.side)
	case cpDone:
		g.s.plays[f.side]++
		if f.side == Rome {
			g.s.campaignFirst = false
		}
		return stDone
	}
	return stDone
}

// useFacts caches, for one card-play decision, what does not depend on the card.
type useFacts struct {
	known    bool
	activate [4]bool // a general can be activated with OPs 1..3
	pc       bool
	raise    bool
}

func (g *Game) useFactsFor(side Side) useFacts {
	u := useFacts{known: true, pc: g.anyPCPlacement(side), raise: g.anyRaise(side)}
	// The least strategy rating of side's generals on the map (8.2).
	least := 4
	for i := range g.d.Generals {
		id := GeneralID(i)
		if g.sideOf(id) != side {
			continue
		}
		if _, ok := g.where(id); ok {
			least = min(least, g.strategyRating(id))
		}
	}
	for ops := least; ops <= 3; ops++ {
		u.activate[ops] = true
	}
	return u
}

// cardUseRC says whether side may use card n in the way action kind k (with ops use
// u) describes.
func (g *Game) cardUseRC(side Side, n int, k Kind, u uint8) rc {
	return g.cardUseRCWith(side, n, k, u, nil)
}

func (g *Game) cardUseRCWith(side Side, n int, k Kind, u uint8, uf *useFacts) rc {
	if uf == nil {
		f := g.useFactsFor(side)
		uf = &f
	}
	s := &g.s
	if n < 1 || n > len(g.d.Cards) || !s.hand[side].has(n) {
		return rcNotInHand
	}
	card := &g.d.Cards[n-1]
	if side == Rome && s.campaignFirst && s.plays[Rome] == 0 {
		if !g.f.campaignCards.has(n) || k == KDiscard {
			return rcCampaignFirst
		}
	}
	switch k {
	case KDiscard:
		return 0
	case KPlayOps:
		switch u {
		case opsMove:
			if !uf.activate[card.Ops] {
				return rcNoGeneralToMove
			}
		case opsPC:
			if !uf.pc {
				return rcNoPCPlace
			}
		case opsRaise:
			if r := g.tutorialRaiseRC(); r != 0 {
				return r // tutorial.go
			}
			if card.Ops != 3 {
				return rcRaiseNeeds3
			}
			if !uf.raise {
				return rcNoRaise
			}
		case opsMoveEvent:
			if !g.withOpsPlayable(side, n) {
				return rcEventNotNow
			}
			if !uf.activate[card.Ops] {
				return rcNoGeneralToMove
			}
		default:
			return rcNotInHand
		}
		return 0
	case KPlayEvent:
		if !g.eventFor(n).Allows(side) {
			return rcEventNotYours
		}
		if r := g.eventRC(side, n); r != 0 {
			return r
		}
		return 0
	}
	return rcNotInHand
}

func (g *Game) legalCardPlay(f *frame, buf []Action) []Action {
	side := f.side
	uf := g.useFactsFor(side)
	g.s.hand[side].each(func(n int) {
		for u := uint8(opsMove); u <= opsMoveEvent; u++ {
			if g.cardUseRCWith(side, n, KPlayOps, u, &uf) == 0 {
				buf = append(buf, act(KPlayOps, uint8(n), u, 0))
			}
		}
		if g.cardUseRCWith(side, n, KPlayEvent, 0, &uf) == 0 {
			buf = append(buf, act(KPlayEvent, uint8(n), 0, 0))
		}
		if g.cardUseRCWith(side, n, KDiscard, 0, &uf) == 0 {
			buf = append(buf, act(KDiscard, uint8(n), 0, 0))
		}
	})
	for i := range g.d.Generals {
		if g.commandChangeRC(f, side, GeneralID(i)) == 0 {
			buf = append(buf, act(KCommand, uint8(i), 0, 0))
		}
	}
	return buf
}

func (g *Game) explainCardPlay(f *frame, a Action) rc {
	switch a.Kind() {
	case KPlayOps, KPlayEvent, KDiscard:
		return g.cardUseRC(f.side, int(a.A()), a.Kind(), a.B())
	case KCommand:
		return g.commandChangeRC(f, f.side, GeneralID(a.A()))
	}
	return 0
}

func (g *Game) applyCardPlay(f *frame, a Action) {
	s := &g.s
	if a.Kind() == KCommand {
		// 9.3: a change of command is no card play; the player still plays a card.
		id := GeneralID(a.A())
		x, _ := g.where(id)
		stack := g.stackOf(f.side, x, g.inside(id))
		changed := genSet(f.c) | genSet(f.d)<<8 | stack
		f.c, f.d = uint8(changed), uint8(changed>>8)
		for i := range g.d.Generals {
			if stack.has(GeneralID(i)) {
				s.gflag[i] &^= gCommand
			}
		}
		s.gflag[id] |= gCommand
		if g.logging() {
			g.logf("9.3", "%s takes command in %s", g.genName(id), g.spaceName(x))
		}
		return
	}
	n := int(a.A())
	card := &g.d.Cards[n-1]
	g.leaveHand(f.side, n)
	f.step = cpDone
	if card.Event == "truce" && !(g.first() && a.Kind() == KDiscard) { // 1e 7.6 / D12
		// 8.7: the deck is reshuffled at the end of the turn whenever the Truce card
		// is played or discarded, whatever its use.
		s.effects |= effTruceReshuffle
	}
	switch a.Kind() {
	case KDiscard:
		s.discard.add(n)
		if g.logging() {
			g.logf("8.6", "%s discards %s", f.side, g.cardName(n))
		}
	case KPlayOps:
		s.discard.add(n)
		switch a.B() {
		case opsMove:
			if g.logging() {
				g.logf("8.2", "%s plays %s for %s to move a general", f.side, g.cardName(n), plural(card.Ops, "OP", "OPs"))
			}
			g.startMove(f.side, n, mvOps)
		case opsPC:
			if g.logging() {
				g.logf("8.2", "%s plays %s for %s to place PCs", f.side, g.cardName(n), plural(card.Ops, "OP", "OPs"))
			}
			pf := g.push(procPlacePCs, f.side)
			pf.a = uint8(card.Ops)
		case opsRaise:
			if g.logging() {
				g.logf("8.2", "%s plays %s for 3 OPs to raise troops", f.side, g.cardName(n))
			}
			g.push(procRaise, f.side)
		case opsMoveEvent:
			if g.logging() {
				g.logf("8.2", "%s plays %s for %s to move a general, with its event", f.side, g.cardName(n), plural(card.Ops, "OP", "OPs"))
			}
			g.startMove(f.side, n, mvOps)
			g.useWithOps(f.side, n)
		}
	case KPlayEvent:
		g.playEvent(f.side, n)
	}
}
