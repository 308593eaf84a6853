package hannibal

import (
	"strconv"
	"sync"
)

// describeTo names the decision frame f waits for and appends its prompt, for a
// person, to b. Its text is what fmt would write; it is built by appending so
// that a view reusing its buffer builds it without allocating (an event's own
// prompt, from its definition, is still formatted by the event).
func (g *Game) describeTo(b []byte, f *frame) (string, []byte) {
	s := &g.s
	switch f.proc {
	case procFirst:
		if f.step == fsAskRome {
			return "campaign-first", append(b, "Will Rome play a Major or Minor Campaign card first? (7.3)"...)
		}
		return "first-player", append(b, "Carthage decides who plays first (7.3)"...)
	case procCardPlay:
		return "card-play", cat(b, f.side.String(), ": play a strategy card (turn ", num(int(s.turn)), ")")
	case procPlacePCs:
		return "place-pc", cat(b, "Place a PC (", num(int(f.a)), " left) or pass (19.2)")
	case procRaise:
		return "raise", append(b, "Choose the general who raises a CU (8.2)"...)
	case procMove:
		return g.describeMove(b, f)
	case procReaction:
		rx := &s.rx
		switch f.step {
		case rsCity:
			return "garrison", cat(b, "The enemy enters ", g.spaceName(rx.x), ": which of your CUs are inside the walls? (10.3)")
		case rsDeclare:
			return "reaction", cat(b, "The enemy enters ", g.spaceName(rx.x), ": declare interceptions and avoid battle, then pass (10.3)")
		case rsIcptCUs:
			return "intercept-cus", cat(b, "How many CUs intercept with ", g.genName(rx.pending), "? (12.7)")
		case rsAvoidCUs:
			return "avoid-cus", cat(b, "How many CUs avoid battle with ", g.genName(rx.pending), "? (13.2)")
		case rsAvoidTo:
			return "avoid-to", cat(b, "Where does ", g.genName(rx.avoidGen), "'s army go? (13.2)")
		case rsAvoidSubs:
			return "avoid-subs", cat(b, "Which generals avoid battle with ", g.genName(rx.pending), "? The others stay (13.2)")
		case rsIcptCommand:
			return "interception-command", cat(b, "Generals of equal rank intercepted together in ", g.spaceName(rx.x), ": who commands? (12.7)")
		}
	case procBattle:
		return g.describeBattle(b, f)
	case procRetreat:
		if f.step == rtInside {
			return "retreat-inside", append(b, "How many CUs retreat into the walls? (15.4)"...)
		}
		return "retreat", cat(b, "Retreat from ", g.spaceName(s.rt.at), ": choose the next space (15.1)")
	case procLosses:
		b = append(b, "You lose "...)
		b = appendPlural(b, int(f.a), "CU", "CUs")
		return "lose-elephants", append(b, ": how many are elephants? (17.2)"...)
	case procRemovePCs:
		b = append(b, "Remove "...)
		b = appendPlural(b, int(f.a), "PC", "PCs")
		return "remove-pc", cat(b, " (", [...]string{"15.5", "10.10", "22.2", "event", "10.10, 15.6"}[f.b], ")")
	case procReinforce:
		switch f.step {
		case rfCarthage:
			return "reinforce", cat(b, "Place Carthaginian reinforcement ", num(int(f.a)+1), " of 4 (6.1)")
		case rfDisplaced:
			return "return-general", append(b, "Return a displaced general to a space with Carthaginian CUs (6.1)"...)
		case rfRome:
			return "reinforce", cat(b, "Place Roman reinforcement ", num(int(f.a)+1), " of 5 (6.2)")
		case rfArrivals:
			return "arrival", append(b, "Place Scipio Africanus and his army (6.7)"...)
		}
	case procElect:
		if f.step == elProconsul {
			return "proconsul", append(b, "Designate a proconsul, or none (6.4)"...)
		}
		return "consul", cat(b, "Place consul ", g.genName(g.consulToPlace(f)), " (6.5)")
	case procCounter:
		return "counter-event", append(b, "Play a counter event? (8.4)"...)
	case procEvent:
		kind, prompt := g.describeEvent(f)
		return kind, append(b, prompt...)
	}
	return "decision", append(b, "Decide"...)
}

// describeMove is describeTo for a move (procMove).
func (g *Game) describeMove(b []byte, f *frame) (string, []byte) {
	s := &g.s
	mv := &s.mv
	switch f.step {
	case msActivate:
		if mv.mode == mvCampaign {
			return "activate", cat(b, "Campaign: activate a general (", num(int(s.cp.left)), " left) or finish (10.11)")
		}
		return "activate", append(b, "Choose the general to move (8.2)"...)
	case msSubs:
		return "subordinates", cat(b, "Which subordinates go with ", g.genName(mv.gen), "? (10.2)")
	case msTakeOut:
		return "take-cus", g.takeNoteTo(cat(b, "How many CUs go with ", g.genName(mv.gen), "? (at most 10, 10.2)"), f.who)
	case msTakeIn:
		return "take-cus", cat(b, "How many CUs from inside the walls go with ", g.genName(mv.gen), "?")
	case msMove:
		if mv.flags&mfPursuit != 0 {
			return "pursuit", append(b, "The enemy avoided battle: pursue (roll) or stop (13.4)"...)
		}
		b = cat(b, g.genName(mv.gen), " in ", g.spaceName(mv.at), " with ")
		b = appendPlural(b, int(mv.cus), "CU", "CUs")
		b = cat(b, ", ", num(int(mv.mp)), " of ", num(int(mv.mpMax)), " MP used")
		if lim := mv.mpLimit(); lim < int(mv.mpMax) {
			b = cat(b, " (CUs that moved before on this card: ", num(max(lim-int(mv.mp), 0)), " more, 10.11)")
		}
		return "move", append(b, ": move, pick up, drop off or stop"...)
	case msIntercepted:
		return "intercepted", cat(b, g.genName(mv.gen), " was intercepted in ", g.spaceName(mv.at), ": fight or back up (12.5)")
	case msOverrun:
		return "overrun", cat(b, "A lone enemy CU in ", g.spaceName(mv.at), ": overrun it or give battle (10.5)")
	case msEndCity:
		return "enter-city", cat(b, "End the move inside the walls of ", g.spaceName(mv.at), "? (10.7)")
	case msEndSiege:
		return "siege", cat(b, "Roll for a siege or subjugation in ", g.spaceName(mv.at), "? (20.2)")
	case msLandInside:
		return "land-inside", cat(b, "Enemy CUs stand outside ", g.spaceName(mv.at), ": sail directly into the walls (11.3), or land outside and give battle?")
	case msHanno:
		return "hanno", cat(b, "Hanno may remove the Roman PC in ", g.spaceName(mv.at), " (24)")
	}
	return "decision", append(b, "Decide"...)
}

// describeBattle is describeTo for a battle (procBattle).
func (g *Game) describeBattle(b []byte, f *frame) (string, []byte) {
	bt := &g.s.bt
	switch f.step {
	case bsSortie:
		return "sortie", append(b, "Do the CUs inside the walls join the battle? (20.7)"...)
	case bsCommand:
		return "command-roll", append(b, "Roll for the Roman change of command? (18.2)"...)
	case bsCharge:
		return "charge", append(b, "Declare an elephant charge? (17.3)"...)
	case bsRound:
		return "battle-card", cat(b, "Battle in ", g.spaceName(bt.x), ", round ", num(int(bt.rounds)+1), ": ", bt.att.String(), " attacks with a battle card (or withdraws)")
	case bsMatch:
		return "battle-match", cat(b, "Match the ", g.d.BattleCards[bt.cur].Name, " or lose the battle (14.7)")
	case bsAfterMatch:
		if bt.cur == bcDouble && bt.flags&bfMarharbal == 0 {
			return "seize", append(b, "You matched a Double Envelopment: seize the initiative? (14.8)"...)
		}
		return "counterattack", append(b, "Roll to counterattack? (14.8)"...)
	case bsBlock:
		return "block", append(b, "The enemy withdraws: roll to stop it? (16.1)"...)
	case bsSeizeAfterWithdraw:
		return "seize", append(b, "The withdrawal failed: seize the initiative? (16.1)"...)
	case bsWithdrawTo:
		return "withdraw-to", append(b, "Where does the army withdraw? (16.2)"...)
	case bsSortieBack:
		return "garrison", append(b, "How many CUs go back inside the walls? (20.7)"...)
	}
	return "decision", append(b, "Decide"...)
}

// cat appends the parts to b.
func cat(b []byte, parts ...string) []byte {
	for _, p := range parts {
		b = append(b, p...)
	}
	return b
}

// smallNums holds the decimal texts of 0-255, so that a prompt's numbers (turns,
// MP, counts: all small) are written without allocating.
var smallNums = func() (t [256]string) {
	for i := range t {
		t[i] = strconv.Itoa(i)
	}
	return t
}()

// num is n in decimal.
func num(n int) string {
	if n >= 0 && n < len(smallNums) {
		return smallNums[n]
	}
	return strconv.Itoa(n)
}

// appendPlural appends "n one" or "n many" as plural writes it.
func appendPlural(b []byte, n int, one, many string) []byte {
	b = strconv.AppendInt(b, int64(n), 10)
	b = append(b, ' ')
	if n == 1 {
		return append(b, one...)
	}
	return append(b, many...)
}

// prompts interns the texts views build (decision prompts, effect names): they
// are finitely many (one template per kind of decision filled with names from
// the data and small numbers), so a view built at every step finds its text
// here and stores it without allocating. The table stops growing at maxPrompts texts; past that a
// new text is allocated as usual.
var prompts = struct {
	sync.RWMutex
	m map[string]string
}{m: map[string]string{}}

const maxPrompts = 1 << 14

// intern returns b as a string, shared with every earlier call that gave
// the same bytes.
func intern(b []byte) string {
	prompts.RLock()
	s, ok := prompts.m[string(b)]
	prompts.RUnlock()
	if ok {
		return s
	}
	s = string(b)
	prompts.Lock()
	if len(prompts.m) < maxPrompts {
		prompts.m[s] = s
	}
	prompts.Unlock()
	return s
}
