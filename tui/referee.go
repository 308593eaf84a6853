package tui

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"punic/hannibal"
)

// Referee mode: the game is played at a table with real dice and cards, and punic
// keeps the rules. Before an action that rolls dice or deals cards, the players
// are asked what they rolled and drew; what they type is queued in the engine
// (ForceDice, ForceDraws, ForceBattleHands) and recorded with the action.
//
// What an action leaves to chance is found by trying it on a copy of the game.
// An engine that asks for dice while applying an action (an error with a
// DiceNeeded() int method) is answered by asking, then applying again.

// errCancel reports that the player withdrew the action at the referee's prompt.
var errCancel = errors.New("action cancelled")

// chance is what an action leaves to chance.
type chance struct {
	dice   int  // die rolls it makes (at least)
	deal   int  // strategy cards dealt, 0 when none
	battle bool // a battle's cards are dealt
}

// probe finds what an action leaves to chance by taking it on copies of the game
// with plenty of forced rolls (all 1s, then all 6s, since the rolls change what
// follows) and looking at the rolls used and the log.
func probe(g *hannibal.Game, a hannibal.Action) chance {
	var c chance
	for _, v := range []int{1, 6} {
		cp := g.Clone()
		queued := cp.PendingDice()
		const extra = 64
		for i := 0; i < extra; i++ {
			cp.ForceDice(v)
		}
		before := len(cp.Log())
		if cp.Apply(a) != nil {
			return chance{}
		}
		c.dice = max(c.dice, queued+extra-cp.PendingDice())
		for _, l := range cp.Log()[before:] {
			switch {
			case l.Rule == "7.1" && strings.Contains(l.Text, "dealt"):
				c.deal = cp.HandSize(hannibal.Rome) + cp.HandSize(hannibal.Carthage)
			case l.Rule == "14.1" && strings.HasPrefix(l.Text, "Battle cards dealt"):
				c.battle = true
			}
		}
	}
	return c
}

// diceNeeded reports whether err asks for die rolls before the action can be
// taken, and how many.
func diceNeeded(err error) (int, bool) {
	var dn interface{ DiceNeeded() int }
	if err != nil && errors.As(err, &dn) {
		return dn.DiceNeeded(), true
	}
	return 0, false
}

// askChance asks for the dice and cards action a needs that are not queued yet.
func (s *session) askChance(a hannibal.Action) error {
	g := s.m.G
	c := probe(g, a)
	missing := c.dice - g.PendingDice()
	var asks []string
	if missing > 0 {
		asks = append(asks, fmt.Sprintf("rolls dice (up to %d): type \"dice\" and the dice rolled, e.g. \"dice 3 5\"", missing))
	}
	if c.deal > 0 {
		asks = append(asks, fmt.Sprintf("deals %d strategy cards: type \"draws\" and their numbers in the order dealt (Rome first, then alternately)", c.deal))
	}
	if c.battle {
		asks = append(asks, "deals battle cards: type \"hands\" and the counts per type for Rome, \"/\", then Carthage")
	}
	if len(asks) == 0 {
		return nil
	}
	s.flushLog()
	s.printf("Referee: %s %s.\n", g.ActionLabel(a), strings.Join(asks, "; it "))
	return s.refereePrompt(func() bool { return missing > 0 && g.PendingDice() >= c.dice && c.deal == 0 && !c.battle })
}

// askDice asks for n dice the engine says it needs.
func (s *session) askDice(n int) error {
	s.printf("Referee: the rules need %s now: type \"dice\" and the dice rolled.\n", plural(n, "die", "dice"))
	want := s.m.G.PendingDice() + n
	return s.refereePrompt(func() bool { return s.m.G.PendingDice() >= want })
}

// refereePrompt reads dice, draws and hands commands until an empty line, or
// until enough is queued.
func (s *session) refereePrompt(enough func() bool) error {
	for {
		s.printf("referee> ")
		line, err := s.readLine()
		if err != nil {
			s.printf("\nEnd of input: leaving the game.\n")
			return errQuit
		}
		switch {
		case line == "":
			return nil
		case line == "cancel":
			return errCancel
		}
		if s.referee(line) && enough() {
			return nil
		}
	}
}

// referee queues what a "dice", "draws" or "hands" line gives, and reports
// whether it was understood.
func (s *session) referee(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 || (f[0] != "dice" && f[0] != "draws" && f[0] != "hands") {
		s.printf("Referee: type \"dice A B ...\", \"draws N M ...\", \"hands R1..R6 / C1..C6\", Enter to go on (punic rolls or draws what is still needed), or \"cancel\".\n")
		return false
	}
	var args []int
	for _, a := range f[1:] {
		if a == "/" {
			continue
		}
		n, err := strconv.Atoi(a)
		if err != nil {
			s.printf("%s: %q is not a number\n", f[0], a)
			return false
		}
		args = append(args, n)
	}
	g := s.m.G
	switch f[0] {
	case "dice":
		if len(args) == 0 {
			s.printf("dice: give the dice rolled, e.g. \"dice 3 5\"\n")
			return false
		}
		for _, r := range args {
			if r < 1 || r > 6 {
				s.printf("dice: %d is not a die roll 1-6\n", r)
				return false
			}
		}
		g.ForceDice(args...)
		s.printf("Dice queued: %s (%d waiting).\n", numList(args), g.PendingDice())
		return true
	case "draws":
		if len(args) == 0 {
			s.printf("draws: give the cards drawn, e.g. \"draws 12 40\"\n")
			return false
		}
		for _, n := range args {
			if n < 1 || n > len(s.d.Cards) {
				s.printf("draws: %d is not a strategy card 1-%d\n", n, len(s.d.Cards))
				return false
			}
		}
		g.ForceDraws(args...)
		s.printf("Draws queued: %s.\n", numList(args))
		return true
	}
	return s.hands(args)
}

// hands queues a battle deal: six counts for Rome, six for Carthage.
func (s *session) hands(args []int) bool {
	types := s.d.BattleCards
	var names []string
	for _, t := range types {
		names = append(names, t.Key)
	}
	if len(args) != 12 || len(types) != 6 {
		s.printf("hands: give 6 counts for Rome, then 6 for Carthage, per type (%s)\n", strings.Join(names, ", "))
		return false
	}
	var h [2][6]int
	for i, n := range args {
		t := i % 6
		if n < 0 || n > types[t].Count {
			s.printf("hands: %d %s cards: the deck has %d\n", n, types[t].Key, types[t].Count)
			return false
		}
		h[i/6][t] = n
	}
	for t := range types {
		if h[0][t]+h[1][t] > types[t].Count {
			s.printf("hands: %d %s cards in all: the deck has %d\n", h[0][t]+h[1][t], types[t].Key, types[t].Count)
			return false
		}
	}
	s.m.G.ForceBattleHands(h[0], h[1])
	s.printf("Battle hands queued.\n")
	return true
}

func numList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " ")
}
