package tui

import (
	"errors"
	"fmt"
	"strings"

	"punic/hannibal"
	"punic/referee"
)

// Referee mode: the game is played at a table with real dice and cards, and punic
// keeps the rules (a match created with hannibal.Options{Referee: true}). When
// the rules need something from the table — dice, the strategy cards drawn, the
// battle hands dealt, a card or consul drawn at random — the engine says so (a
// *hannibal.NeedInput) and leaves the game as it was; the table is asked for
// exactly that at the "table>" prompt, the answer is queued in the engine and the
// action (or the start of the game) is tried again. The record keeps every input
// with the action that used it, so a saved referee game resumes exactly.

// errCancel reports that the player withdrew the action at the table prompt.
var errCancel = errors.New("action cancelled")

// refereed runs try — what: an action, or the game going on from its start —
// and, while the rules need something from the table, asks for it and tries
// again. A person's action may be withdrawn (cancellable): errCancel.
func (s *session) refereed(what string, try func() error, cancellable bool) error {
	reset := false
	for {
		err := try()
		var n *hannibal.NeedInput
		if !errors.As(err, &n) {
			if err == nil {
				s.wentOn()
			}
			return err
		}
		if n.What == referee.Pick && len(n.Options) == 0 && !reset {
			// A pick queued earlier no longer fits (the engine lists no
			// options then) and would be asked for again and again.
			if err := referee.Reset(s.m); err != nil {
				return fmt.Errorf("dropping the inputs queued: %w", err)
			}
			s.printf("Referee: a pick given earlier no longer fits; the inputs given were dropped.\n")
			s.drawQ, s.queued, s.spare, reset = 0, false, 0, true
			continue
		}
		need := referee.Describe(s.m.G, n, s.drawQ)
		if err := s.askTable(what, &need, cancellable); err != nil {
			return err
		}
	}
}

// wentOn notes that the game went on: the inputs queued were used (spare dice
// wait for the next rolls, and the player is told).
func (s *session) wentOn() {
	s.drawQ, s.queued = 0, false
	if n := s.m.G.PendingDice(); n != s.spare {
		s.spare = n
		if n > 0 {
			s.flushLog()
			s.printf("Referee: %s given at the table wait for the next rolls.\n", plural(n, "die", "dice"))
		}
	}
}

// askTable asks the table for what need says (what: the action or start that
// needs it), until it is given (nil), the action is withdrawn (errCancel) or the
// player leaves (errQuit).
func (s *session) askTable(what string, need *referee.Need, cancellable bool) error {
	s.flushLog()
	s.printf("\nReferee, for %s:", what)
	s.showNeed(need, cancellable)
	for {
		s.printf("table> ")
		line, err := s.readLine()
		if err != nil {
			s.printf("\nEnd of input: leaving the game.\n")
			return errQuit
		}
		word, arg, _ := strings.Cut(line, " ")
		arg = strings.TrimSpace(arg)
		switch w := strings.ToLower(word); w {
		case "":
			s.printf("Referee:")
			s.showNeed(need, cancellable)
			continue
		case "help", "?":
			s.tableHelp()
			continue
		case "cancel":
			if !cancellable {
				s.printf("Nothing to cancel: the game cannot go on without %s.\n", needWords(need.What))
				continue
			}
			return s.cancel()
		case "quit", "exit":
			s.printf("Leaving the game. (Use \"save FILE\" first to keep it; \"punic play --resume FILE\" continues it.)\n")
			return errQuit
		case "save":
			s.save(arg)
			continue
		case "log":
			s.showLog(arg)
			continue
		case "board":
			writeBoard(s.w, s.d, s.m.G.View(s.holder))
			continue
		case "dice", "die", "draws", "draw", "hands", "hand", "pick", "picks":
			kind := map[string]string{"dice": referee.Dice, "die": referee.Dice, "draws": referee.Draw, "draw": referee.Draw,
				"hands": referee.Hands, "hand": referee.Hands, "pick": referee.Pick, "picks": referee.Pick}[w]
			if kind != need.What {
				s.printf("The table must give %s now, not %s.\n%s\n", needWords(need.What), needWords(kind), usage(need, s))
				continue
			}
			line = arg
		}
		if s.supply(need, line) {
			return nil
		}
	}
}

// supply checks and queues what the table typed for need; false (with the
// reason shown) when it does not fit.
func (s *session) supply(need *referee.Need, text string) bool {
	g := s.m.G
	fail := func(err error) bool {
		s.printf("%s: %v.\n%s\n", needWords(need.What), err, usage(need, s))
		return false
	}
	switch need.What {
	case referee.Dice:
		rolls, err := referee.Numbers(text)
		if err == nil {
			err = referee.CheckDice(rolls)
		}
		if err != nil {
			return fail(err)
		}
		g.ForceDice(rolls...)
		s.printf("Dice: %s.\n", numList(rolls))
	case referee.Draw:
		cards, err := referee.ParseDraws(text, s.drawQ)
		if err == nil {
			err = need.CheckDraws(s.d, cards)
		}
		if err != nil {
			return fail(err)
		}
		g.ForceDraws(cards...)
		s.drawQ += len(cards)
		s.printf("Cards drawn: %s.\n", numList(cards))
	case referee.Hands:
		h, err := referee.ParseHands(s.d, text)
		if err == nil {
			err = need.CheckHands(s.d, h)
		}
		if err != nil {
			return fail(err)
		}
		g.ForceBattleHands(h[0], h[1])
		s.printf("Battle hands: %s.\n", referee.HandText(s.d, h))
	case referee.Pick:
		f := strings.Fields(text)
		if len(f) != 1 {
			return fail(errors.New("give one value, the one drawn"))
		}
		p, err := need.MatchPick(s.d, f[0])
		if err != nil {
			return fail(err)
		}
		g.ForcePicks(p)
		s.printf("Drawn: %s.\n", p)
	default:
		s.printf("punic does not know how to ask for %q; leaving the game.\n", need.What)
		return false
	}
	s.queued = true
	return true
}

// cancel withdraws the action the table was asked about. The engine left the
// game as it was; inputs already queued for the action are dropped.
func (s *session) cancel() error {
	if s.queued {
		if err := referee.Reset(s.m); err != nil {
			return fmt.Errorf("dropping the inputs queued: %w", err)
		}
		s.printf("Action withdrawn; the dice and cards given for it are dropped (the actions before can no longer be taken back).\n")
	} else {
		s.printf("Action withdrawn.\n")
	}
	s.drawQ, s.queued, s.spare = 0, false, s.m.G.PendingDice()
	return errCancel
}

// showNeed writes what the table must give.
func (s *session) showNeed(need *referee.Need, cancellable bool) {
	s.printf(" %s.\n", need.Prompt)
	switch {
	case need.What == referee.Pick && len(need.Options) > 0 && !strings.Contains(need.Prompt, strings.Join(need.Options, ", ")):
		s.printf("  Drawn from: %s\n", strings.Join(need.Options, ", "))
	case need.What == referee.Draw && len(need.Options) > 0 && len(need.Options) <= 24:
		s.printf("  In the deck: %s\n", strings.Join(need.Options, " "))
	case need.What == referee.Draw:
		s.printf("  The deck holds %d cards.\n", len(need.Options))
	}
	s.printf("%s\n", usage(need, s))
	if cancellable {
		s.printf("  (\"cancel\" withdraws the action; \"help\" lists the other commands.)\n")
	} else {
		s.printf("  (\"help\" lists the other commands.)\n")
	}
}

// usage says how to type what need asks for.
func usage(need *referee.Need, s *session) string {
	switch need.What {
	case referee.Dice:
		return `  Type the die rolled, like "3" or "dice 3" ("dice 3 5" gives several).`
	case referee.Draw:
		n := "the cards drawn"
		if need.Count > 0 && need.PerSide > 0 {
			n = plural(need.Count, "card", "cards")
		}
		return fmt.Sprintf(`  Type the numbers of %s in the order dealt, like "draws 12 40 7 ...", or each side's: "draws rome 12 7 ... / carthage 40 ...".`, n)
	case referee.Hands:
		counts := ""
		if need.Hands[0] >= 0 {
			counts = fmt.Sprintf(" (Rome %d cards, Carthage %d)", need.Hands[0], need.Hands[1])
		}
		return fmt.Sprintf("  Type each side's battle cards%s by type and count, like \"hands rome fa2 fl1 pr1 / carthage fr2 re1\";\n  types: %s; six counts per side in that order also do.",
			counts, referee.TypeNames(s.d))
	case referee.Pick:
		ex := "33"
		if len(need.Options) > 0 {
			ex = need.Options[0]
		}
		return fmt.Sprintf(`  Type the one drawn, like "pick %s" or "%s".`, ex, ex)
	}
	return ""
}

// needWords names a kind of input in a sentence.
func needWords(what string) string {
	switch what {
	case referee.Dice:
		return "dice"
	case referee.Draw:
		return "the strategy cards drawn"
	case referee.Hands:
		return "the battle hands"
	case referee.Pick:
		return "a random pick"
	}
	return what
}

// tableHelp lists the commands of the table prompt.
func (s *session) tableHelp() {
	s.printf(`At the table prompt, type what the rules ask for:
  dice: 3              the die rolled ("dice 3 5" gives several)
  draws: 12 40 7 ...   strategy cards in the order dealt (Rome, Carthage, Rome, ...)
         rome 12 7 ... / carthage 40 ...   or each side's cards
  hands: rome fa2 fl1 pr1 / carthage fr2 re1   battle cards by type (%s)
  pick: 33 / varro / fl   the card, consul or battle card drawn at random
Or: cancel (withdraw the action), log [N], board, save FILE, quit; Enter shows the request again.
`, referee.TypeNames(s.d))
}

func numList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = fmt.Sprint(n)
	}
	return strings.Join(parts, " ")
}
