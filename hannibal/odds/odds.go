// Package odds estimates the outcome of a Hannibal battle (rule 14) from what
// one side may know: the side's observation of the game (its own hand, the
// public counts) is determinized many times, the other hand and the deck drawn
// at random consistently with it (hannibal.Game.Determinize), and in each world
// the battle is played out by the engine itself, both sides choosing by the
// bots' fast policy (hannibal/bot: battle cards by their odds of being matched,
// 14.6-14.9; reactions, charges, counterattacks and retreats by its rules of
// thumb). The true hidden state is never read: the estimate starts from the
// observation, so two games that differ only in what the side cannot see give
// the same report.
package odds

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"punic/game"
	"punic/hannibal"
	"punic/hannibal/bot"
	"punic/hannibal/data"
)

// DefaultSamples is the number of simulated battles when a query gives none.
const DefaultSamples = 400

// MaxSamples bounds a query's samples.
const MaxSamples = 20000

// maxSteps bounds one simulation's decisions: a battle and its retreat take a
// few dozen at most.
const maxSteps = 600

// maxHist is the largest loss the histograms count apart; larger losses count
// in the last bucket.
const maxHist = 20

// Estimate estimates the battle q names for side, from g (a complete game or
// side's observation of one). The battle is the one being fought, or the one
// that the action q.Action (or, if empty, the natural one at the decision due:
// moving into q.Battle, fighting after an interception, standing in a reaction)
// leads to; that action must be side's to take now.
func Estimate(g *hannibal.Game, side hannibal.Side, q game.OddsQuery) (*game.OddsReport, error) {
	if side != hannibal.Rome && side != hannibal.Carthage {
		return nil, errors.New("odds are for rome or carthage")
	}
	if q.Samples == 0 {
		q.Samples = DefaultSamples
	}
	if q.Samples < 1 || q.Samples > MaxSamples {
		return nil, fmt.Errorf("samples must be 1-%d, not %d", MaxSamples, q.Samples)
	}
	obs := g
	if !g.IsObservation() {
		obs = g.Observation(side)
	}
	p, err := resolve(obs, side, q)
	if err != nil {
		return nil, err
	}
	d := obs.Data()
	rep := &game.OddsReport{Side: side.Key(), Space: d.Board.Spaces[p.space].Key, Action: p.text,
		Samples: q.Samples, Seed: q.Seed, Battle: describe(obs, p)}
	var wins [2]int
	var lost [2]int
	var hist [2][]int
	for s := range hist {
		hist[s] = make([]int, maxHist+1)
	}
	policy := &bot.HannibalPolicy{}
	var buf []game.Action
	for i := 0; i < q.Samples; i++ {
		w := obs.Determinize(mix(q.Seed, uint64(i)))
		r := rand.New(rand.NewPCG(q.Seed, uint64(i)))
		o, ok := play(w, p, policy, r, &buf)
		if !ok {
			continue
		}
		rep.Fought++
		wins[o.winner]++
		for s := range 2 {
			lost[s] += o.lost[s]
			hist[s][min(o.lost[s], maxHist)]++
		}
	}
	rep.NoBattle = float64(q.Samples-rep.Fought) / float64(q.Samples)
	for _, s := range []hannibal.Side{hannibal.Rome, hannibal.Carthage} {
		os := game.OddsSide{Side: s.Key(), Win: float64(wins[s]) / float64(q.Samples), Hist: trim(hist[s])}
		if rep.Fought > 0 {
			os.WinIfFought = float64(wins[s]) / float64(rep.Fought)
			os.Losses = float64(lost[s]) / float64(rep.Fought)
		}
		rep.Sides = append(rep.Sides, os)
	}
	return rep, nil
}

// plan is a resolved query: the battle's space and the action leading to it
// (none when the battle is being fought).
type plan struct {
	space  data.SpaceID
	act    hannibal.Action
	text   string
	has    bool
	active bool // the battle is in progress
}

// resolve finds the battle and the action of the query in the observation.
func resolve(obs *hannibal.Game, side hannibal.Side, q game.OddsQuery) (plan, error) {
	d := obs.Data()
	var p plan
	space := data.NoSpace
	if q.Battle != "" {
		x, ok := d.Board.SpaceByKey(q.Battle)
		if !ok {
			return p, fmt.Errorf("unknown space %q", q.Battle)
		}
		space = x
	}
	if bi, ok := obs.Battle(); ok && q.Action == "" {
		if space != data.NoSpace && space != bi.Space {
			return p, fmt.Errorf("the battle being fought is in %s, not %s", d.Board.Spaces[bi.Space].Name, d.Board.Spaces[space].Name)
		}
		return plan{space: bi.Space, active: true}, nil
	}
	if obs.Over() {
		return p, game.ErrGameOver
	}
	if obs.ToMove() != side {
		return p, fmt.Errorf("%s does not decide now (%s does): the odds are asked before one's own decision", side, obs.ToMove())
	}
	text := q.Action
	if text == "" {
		if space == data.NoSpace {
			return p, errors.New("name the battle's space or the action that leads to it")
		}
		var err error
		if text, err = natural(obs, space); err != nil {
			return p, err
		}
	}
	a, err := obs.ParseAction(text)
	if err != nil {
		return p, fmt.Errorf("%q: %v", text, err)
	}
	if bi, ok := obs.Battle(); ok && space == data.NoSpace {
		space = bi.Space // an action in the battle being fought
	}
	if space == data.NoSpace {
		if space = battleSpace(obs, a); space == data.NoSpace {
			return p, fmt.Errorf("name the space of the battle %q leads to", text)
		}
	}
	return plan{space: space, act: a, text: obs.ActionText(a), has: true}, nil
}

// natural is the action at the decision due that leads to a battle in x: the
// move into it, fighting when intercepted (12.5), giving battle (10.5, 20.5),
// or standing when the enemy enters it (10.3: declaring nothing).
func natural(obs *hannibal.Game, x data.SpaceID) (string, error) {
	d := obs.Data()
	key := d.Board.Spaces[x].Key
	legal := obs.Legal(nil)
	has := func(text string) bool {
		for _, a := range legal {
			if obs.ActionText(a) == text {
				return true
			}
		}
		return false
	}
	_, at, _, _, moving := obs.MovingArmy()
	dec := obs.Decision()
	switch {
	case dec.Kind == "move" && has("move "+key):
		return "move " + key, nil
	case dec.Kind == "move" && has("sail "+key):
		return "sail " + key, nil
	case moving && at == x && has("fight"):
		return "fight", nil
	case moving && at == x && has("attack"):
		return "attack", nil
	case dec.Kind == "reaction" && has("pass"):
		return "pass", nil
	}
	return "", fmt.Errorf("no action at this decision (%s) leads to a battle in %s: give the action", dec.Kind, d.Board.Spaces[x].Name)
}

// battleSpace guesses the space a named action's battle is fought in: the
// space moved or sailed into, or where the moving army stands.
func battleSpace(obs *hannibal.Game, a hannibal.Action) data.SpaceID {
	switch a.Kind() {
	case hannibal.KMoveTo, hannibal.KSail:
		return data.SpaceID(a.A())
	}
	if _, at, _, _, ok := obs.MovingArmy(); ok {
		return at
	}
	return data.NoSpace
}

// outcome is one simulated battle's result.
type outcome struct {
	winner hannibal.Side
	lost   [2]int
}

// play simulates one world: the plan's action, then both sides by the policy
// until the battle in the plan's space has been fought, its retreat included.
// It reports false when the battle did not happen (the enemy avoided it, the
// army backed up or stopped, another battle came first).
func play(w *hannibal.Game, p plan, policy *bot.HannibalPolicy, r *rand.Rand, buf *[]game.Action) (outcome, bool) {
	if p.has {
		if err := w.Apply(p.act); err != nil {
			return outcome{}, false
		}
	}
	s := w.Generic()
	seen := p.active
	for step := 0; step < maxSteps; step++ {
		bi, in := w.Battle()
		switch {
		case in && bi.Space != p.space:
			return outcome{}, false
		case in && !w.Over():
			seen = true
		case seen:
			// Fought, its retreat included (or the game ended in it: a
			// side sued for peace, 15.6).
			return result(w, p.space)
		case w.Over() || (step > 0 && w.AtCardPlay()):
			return outcome{}, false
		}
		*buf = s.Legal(*buf)
		if len(*buf) == 0 {
			return outcome{}, false
		}
		s.ApplyLegal(policy.Choose(s, *buf, r))
	}
	return outcome{}, false
}

// result reads the last battle's outcome.
func result(w *hannibal.Game, x data.SpaceID) (outcome, bool) {
	o := w.LastBattle()
	if o == nil || o.Space != w.Data().Board.Spaces[x].Key {
		return outcome{}, false
	}
	var out outcome
	switch o.Winner {
	case "rome":
		out.winner = hannibal.Rome
	case "carthage":
		out.winner = hannibal.Carthage
	default:
		return outcome{}, false
	}
	out.lost = [2]int{o.Lost["rome"], o.Lost["carthage"]}
	return out, true
}

// describe says in words which battle is estimated.
func describe(obs *hannibal.Game, p plan) string {
	name := obs.Data().Board.Spaces[p.space].Name
	if p.active {
		bi, _ := obs.Battle()
		return fmt.Sprintf("the battle in %s, %s attacking (round %d)", name, bi.Attacker, bi.Rounds+1)
	}
	return fmt.Sprintf("a battle in %s after %q", name, obs.ActionLabel(p.act))
}

// mix derives sample i's seed from the query's (SplitMix64's finalizer).
func mix(seed, i uint64) uint64 {
	z := seed + (i+1)*0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// trim drops the histogram's empty buckets at the end.
func trim(h []int) []int {
	n := len(h)
	for n > 1 && h[n-1] == 0 {
		n--
	}
	return h[:n]
}
