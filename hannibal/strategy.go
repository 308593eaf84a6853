package hannibal

// The Strategy Phase: who goes first (7.3), alternating card plays (7.4) and the
// choice of how to use each card (7.2, 8).

// procFirst steps.
const (
	fsAskRome uint8 = iota
	fsCarthage
)

func (g *Game) stepFirst(f *frame) status {
	s := &g.s
	switch f.step {
	case fsAskRome:
		s.campaignFirst = false
		if g.tutorialFirst(f) { // tutorial.go
			return stDone
		}
		// 7.3: the Carthaginian first asks Rome whether he plays a campaign card
		// first. Rome is asked whatever his hand, so that the question itself does
		// not tell Carthage whether he holds one (the 8.4 ruling, docs/rulings.md);
		// without a campaign card his only answer is to pass.
		if s.hand[Rome] != 0 {
			return wait(f, Rome)
		}
		f.step = fsCarthage
		return stNext
	case fsCarthage:
		if g.tutorialFirst(f) { // tutorial.go
			return stDone
		}
		return wait(f, Carthage)
	}
	return stDone
}

func (g *Game) legalFirst(f *frame, buf []Action) []Action {
	if f.step == fsAskRome {
		if g.s.hand[Rome]&g.f.campaignCards != 0 {
			buf = append(buf, act(KCampaignFirst, 0, 0, 0))
		}
		return append(buf, act(KPass, 0, 0, 0))
	}
	return append(buf, act(KFirst, uint8(Carthage), 0, 0), act(KFirst, uint8(Rome), 0, 0))
}

var rcNoCampaignCard = newRC("7.3", "Rome may claim the first play only with a Major or Minor Campaign card in his hand")

func (g *Game) explainFirst(f *frame, a Action) rc {
	if a.Kind() == KCampaignFirst && f.step == fsAskRome && g.s.hand[Rome]&g.f.campaignCards == 0 {
		return rcNoCampaignCard
	}
	return 0
}

func (g *Game) applyFirst(f *frame, a Action) {
	s := &g.s
	switch a.Kind() {
	case KCampaignFirst:
		s.active = Rome
		s.campaignFirst = true
		if g.logging() {
			g.logf("7.3", "Rome will play a campaign card first")
		}
		f.step = 99
	case KPass:
		f.step = fsCarthage
	case KFirst:
		s.active = Side(a.A())
		if g.logging() {
			g.logf("7.3", "Carthage decides that %s plays first", s.active)
		}
		f.step = 99
	}
}

// stepStrategy alternates card plays until both hands are empty (7.4). The frame's
// a local is 1 once a play has been started and must be followed by a switch of
// player.
func (g *Game) stepStrategy(f *frame) status {
	s := &g.s
	if f.a == 1 {
		f.a = 0
		s.active = s.active.Other()
	}
	if s.hand[Rome] == 0 && s.hand[Carthage] == 0 {
		return stDone
	}
	if s.hand[s.active] == 0 {
		s.active = s.active.Other()
	}
	f.a = 1
	g.push(procCardPlay, s.active)
	return stCall
}
