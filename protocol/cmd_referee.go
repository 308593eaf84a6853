package protocol

import (
	"errors"
	"fmt"
	"strings"
)

// The table-referee commands queue what the players rolled and drew at the table:
// the engine uses them, in order, before its own generator, and the record keeps
// them with the action that used them.

type diceArgs struct {
	Dice []int `json:"dice" want:"an array of die rolls, each 1-6"`
}

type diceReply struct {
	Queued      []int `json:"queued"`
	PendingDice int   `json:"pendingDice"` // forced rolls not used yet, these included
}

func cmdDice(s *Session, a *diceArgs) (any, error) {
	if len(a.Dice) == 0 {
		return nil, errors.New(`dice needs "dice": an array of die rolls, like [3,5]`)
	}
	for i, r := range a.Dice {
		if r < 1 || r > 6 {
			return nil, fmt.Errorf("die roll %d (dice[%d]) must be 1-6", r, i)
		}
	}
	s.m.G.ForceDice(a.Dice...)
	return diceReply{Queued: a.Dice, PendingDice: s.m.G.PendingDice()}, nil
}

type drawsArgs struct {
	Cards []int `json:"cards" want:"an array of strategy card numbers, in the order drawn"`
}

type drawsReply struct {
	Queued []int `json:"queued"`
}

func cmdDraws(s *Session, a *drawsArgs) (any, error) {
	if len(a.Cards) == 0 {
		return nil, errors.New(`draws needs "cards": an array of card numbers, like [12,40]`)
	}
	n := len(s.d.Cards)
	seen := map[int]bool{}
	for i, c := range a.Cards {
		if c < 1 || c > n {
			return nil, fmt.Errorf("card %d (cards[%d]) is not a strategy card number 1-%d", c, i, n)
		}
		if seen[c] {
			return nil, fmt.Errorf("card %d is drawn twice", c)
		}
		seen[c] = true
	}
	s.m.G.ForceDraws(a.Cards...)
	return drawsReply{Queued: a.Cards}, nil
}

type handsArgs struct {
	Rome     []int `json:"rome" want:"an array of 6 counts: Rome's battle cards per type, in the data's order"`
	Carthage []int `json:"carthage" want:"an array of 6 counts: Carthage's battle cards per type"`
}

type handsReply struct {
	Types []string `json:"types"` // the battle card types, in the order of the counts
}

func cmdHands(s *Session, a *handsArgs) (any, error) {
	types := s.d.BattleCards
	keys := make([]string, len(types))
	for i, t := range types {
		keys[i] = t.Key
	}
	if len(types) != 6 {
		return nil, fmt.Errorf("the data has %d battle card types; forced hands need 6", len(types))
	}
	var h [2][6]int
	for side, counts := range [2][]int{a.Rome, a.Carthage} {
		name := [2]string{"rome", "carthage"}[side]
		if counts == nil {
			return nil, fmt.Errorf(`hands needs %q: 6 counts, one per type (%s)`, name, strings.Join(keys, ", "))
		}
		if len(counts) != 6 {
			return nil, fmt.Errorf(`%q must hold 6 counts, one per type (%s), not %d`, name, strings.Join(keys, ", "), len(counts))
		}
		for t, n := range counts {
			if n < 0 || n > types[t].Count {
				return nil, fmt.Errorf("%s: %d %s cards: the deck has %d", name, n, types[t].Key, types[t].Count)
			}
			h[side][t] = n
		}
	}
	for t := range types {
		if h[0][t]+h[1][t] > types[t].Count {
			return nil, fmt.Errorf("%d %s cards dealt in all: the deck has %d", h[0][t]+h[1][t], types[t].Key, types[t].Count)
		}
	}
	s.m.G.ForceBattleHands(h[0], h[1])
	return handsReply{Types: keys}, nil
}
