package hannibal

import (
	"fmt"
	"math/rand"
	"testing"

	"punic/hannibal/data"
)

// describeTo, and the decision a view shows (interned, an event's remembered),
// write at every decision of random games under both rules editions the very
// text the fmt-based describe they replaced wrote (kept below as the
// reference).
func TestDescribeToMatchesFmt(t *testing.T) {
	d := data.MustDefault()
	var buf []Action
	var mem viewMem
	for seed := 1; seed <= 40; seed++ {
		g, _ := New(d, Options{Seed: uint64(seed), Rules: [...]string{"", "1st"}[seed%2]})
		r := rand.New(rand.NewSource(int64(seed)))
		for step := 0; !g.Over(); step++ {
			f := g.top()
			wantKind, want := describeWithFmt(g, f)
			kind, got := g.describeTo(nil, f)
			if kind != wantKind || string(got) != want {
				t.Fatalf("seed %d step %d: describeTo gives %s %q, fmt gives %s %q", seed, step, kind, got, wantKind, want)
			}
			if vd := g.viewDecision(&mem); vd.Kind != wantKind || vd.Prompt != want || vd.Side != f.who.Key() {
				t.Fatalf("seed %d step %d: the view shows %+v, fmt gives %s %q", seed, step, vd, wantKind, want)
			}
			buf = g.Legal(buf)
			g.ApplyLegal(buf[r.Intn(len(buf))])
		}
	}
}

// describeWithFmt is the decision text as describe wrote it with fmt before
// describeTo: the reference the test compares with.
func describeWithFmt(g *Game, f *frame) (string, string) {
	s := &g.s
	switch f.proc {
	case procFirst:
		if f.step == fsAskRome {
			return "campaign-first", "Will Rome play a Major or Minor Campaign card first? (7.3)"
		}
		return "first-player", "Carthage decides who plays first (7.3)"
	case procCardPlay:
		return "card-play", fmt.Sprintf("%s: play a strategy card (turn %d)", f.side, s.turn)
	case procPlacePCs:
		return "place-pc", fmt.Sprintf("Place a PC (%d left) or pass (19.2)", f.a)
	case procRaise:
		return "raise", "Choose the general who raises a CU (8.2)"
	case procMove:
		mv := &s.mv
		switch f.step {
		case msActivate:
			if mv.mode == mvCampaign {
				return "activate", fmt.Sprintf("Campaign: activate a general (%d left) or finish (10.11)", s.cp.left)
			}
			return "activate", "Choose the general to move (8.2)"
		case msSubs:
			return "subordinates", fmt.Sprintf("Which subordinates go with %s? (10.2)", g.genName(mv.gen))
		case msTakeOut:
			return "take-cus", fmt.Sprintf("How many CUs go with %s? (at most 10, 10.2)%s", g.genName(mv.gen), g.takeNote(f.who))
		case msTakeIn:
			return "take-cus", fmt.Sprintf("How many CUs from inside the walls go with %s?", g.genName(mv.gen))
		case msMove:
			if mv.flags&mfPursuit != 0 {
				return "pursuit", "The enemy avoided battle: pursue (roll) or stop (13.4)"
			}
			tired := ""
			if lim := mv.mpLimit(); lim < int(mv.mpMax) {
				tired = fmt.Sprintf(" (CUs that moved before on this card: %d more, 10.11)", max(lim-int(mv.mp), 0))
			}
			return "move", fmt.Sprintf("%s in %s with %s, %d of %d MP used%s: move, pick up, drop off or stop", g.genName(mv.gen), g.spaceName(mv.at), cus(int(mv.cus)), mv.mp, mv.mpMax, tired)
		case msIntercepted:
			return "intercepted", fmt.Sprintf("%s was intercepted in %s: fight or back up (12.5)", g.genName(mv.gen), g.spaceName(mv.at))
		case msOverrun:
			return "overrun", fmt.Sprintf("A lone enemy CU in %s: overrun it or give battle (10.5)", g.spaceName(mv.at))
		case msEndCity:
			return "enter-city", fmt.Sprintf("End the move inside the walls of %s? (10.7)", g.spaceName(mv.at))
		case msEndSiege:
			return "siege", fmt.Sprintf("Roll for a siege or subjugation in %s? (20.2)", g.spaceName(mv.at))
		case msLandInside:
			return "land-inside", fmt.Sprintf("Enemy CUs stand outside %s: sail directly into the walls (11.3), or land outside and give battle?", g.spaceName(mv.at))
		case msHanno:
			return "hanno", fmt.Sprintf("Hanno may remove the Roman PC in %s (24)", g.spaceName(mv.at))
		}
	case procReaction:
		rx := &s.rx
		switch f.step {
		case rsCity:
			return "garrison", fmt.Sprintf("The enemy enters %s: which of your CUs are inside the walls? (10.3)", g.spaceName(rx.x))
		case rsDeclare:
			return "reaction", fmt.Sprintf("The enemy enters %s: declare interceptions and avoid battle, then pass (10.3)", g.spaceName(rx.x))
		case rsIcptCUs:
			return "intercept-cus", fmt.Sprintf("How many CUs intercept with %s? (12.7)", g.genName(rx.pending))
		case rsAvoidCUs:
			return "avoid-cus", fmt.Sprintf("How many CUs avoid battle with %s? (13.2)", g.genName(rx.pending))
		case rsAvoidTo:
			return "avoid-to", fmt.Sprintf("Where does %s's army go? (13.2)", g.genName(rx.avoidGen))
		case rsAvoidSubs:
			return "avoid-subs", fmt.Sprintf("Which generals avoid battle with %s? The others stay (13.2)", g.genName(rx.pending))
		case rsIcptCommand:
			return "interception-command", fmt.Sprintf("Generals of equal rank intercepted together in %s: who commands? (12.7)", g.spaceName(rx.x))
		}
	case procBattle:
		bt := &s.bt
		switch f.step {
		case bsSortie:
			return "sortie", "Do the CUs inside the walls join the battle? (20.7)"
		case bsCommand:
			return "command-roll", "Roll for the Roman change of command? (18.2)"
		case bsCharge:
			return "charge", "Declare an elephant charge? (17.3)"
		case bsRound:
			return "battle-card", fmt.Sprintf("Battle in %s, round %d: %s attacks with a battle card (or withdraws)", g.spaceName(bt.x), bt.rounds+1, bt.att)
		case bsMatch:
			return "battle-match", fmt.Sprintf("Match the %s or lose the battle (14.7)", g.d.BattleCards[bt.cur].Name)
		case bsAfterMatch:
			if bt.cur == bcDouble && bt.flags&bfMarharbal == 0 {
				return "seize", "You matched a Double Envelopment: seize the initiative? (14.8)"
			}
			return "counterattack", "Roll to counterattack? (14.8)"
		case bsBlock:
			return "block", "The enemy withdraws: roll to stop it? (16.1)"
		case bsSeizeAfterWithdraw:
			return "seize", "The withdrawal failed: seize the initiative? (16.1)"
		case bsWithdrawTo:
			return "withdraw-to", "Where does the army withdraw? (16.2)"
		case bsSortieBack:
			return "garrison", "How many CUs go back inside the walls? (20.7)"
		}
	case procRetreat:
		if f.step == rtInside {
			return "retreat-inside", "How many CUs retreat into the walls? (15.4)"
		}
		return "retreat", fmt.Sprintf("Retreat from %s: choose the next space (15.1)", g.spaceName(s.rt.at))
	case procLosses:
		return "lose-elephants", fmt.Sprintf("You lose %s: how many are elephants? (17.2)", cus(int(f.a)))
	case procRemovePCs:
		return "remove-pc", fmt.Sprintf("Remove %s (%s)", plural(int(f.a), "PC", "PCs"), [...]string{"15.5", "10.10", "22.2", "event", "10.10, 15.6"}[f.b])
	case procReinforce:
		switch f.step {
		case rfCarthage:
			return "reinforce", fmt.Sprintf("Place Carthaginian reinforcement %d of 4 (6.1)", f.a+1)
		case rfDisplaced:
			return "return-general", "Return a displaced general to a space with Carthaginian CUs (6.1)"
		case rfRome:
			return "reinforce", fmt.Sprintf("Place Roman reinforcement %d of 5 (6.2)", f.a+1)
		case rfArrivals:
			return "arrival", "Place Scipio Africanus and his army (6.7)"
		}
	case procElect:
		if f.step == elProconsul {
			return "proconsul", "Designate a proconsul, or none (6.4)"
		}
		return "consul", fmt.Sprintf("Place consul %s (6.5)", g.genName(g.consulToPlace(f)))
	case procCounter:
		return "counter-event", "Play a counter event? (8.4)"
	case procEvent:
		return g.describeEvent(f)
	}
	return "decision", "Decide"
}

// takeNote is takeNoteTo's text alone, for the reference prompts.
func (g *Game) takeNote(side Side) string { return string(g.takeNoteTo(nil, side)) }
