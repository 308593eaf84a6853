package bot

import (
	"math/rand/v2"

	"punic/game"
	"punic/hannibal"
)

// HannibalGrouping makes a search treat a whole strategy card play as one
// decision: only the card plays (which card, for its OPs or its event, or a
// counter event) are searched, and the sub-decisions they lead to (which general,
// which CUs, each space entered, battles, retreats…) are filled by the fast
// HannibalPolicy. With Key set, the decisions that shape a play most are searched
// too: which general to activate, interceptions and avoiding battle, fighting or
// backing up after an interception, and who plays first.
type HannibalGrouping struct {
	Key    bool
	policy HannibalPolicy
}

// Search reports whether the decision is one the search should take.
func (h *HannibalGrouping) Search(_ game.State, legal []game.Action) bool {
	for _, a := range legal {
		switch hannibal.Action(a).Kind() {
		case hannibal.KPlayOps, hannibal.KPlayEvent, hannibal.KDiscard:
			return true
		case hannibal.KActivate, hannibal.KIntercept, hannibal.KAvoid, hannibal.KFight, hannibal.KBackUp, hannibal.KFirst:
			if h.Key {
				return true
			}
		}
	}
	return false
}

// Fill lets the fast policy take a decision that is not searched.
func (h *HannibalGrouping) Fill(s game.State, legal []game.Action, r *rand.Rand) game.Action {
	return h.policy.Choose(s, legal, r)
}

// spendBy returns a budget scale (ai.MCTSConfig.Spend) giving a strategy card
// play (7.2: some card for its OPs, its event or a discard) card times the
// budget and every other searched decision (counter events, activations,
// interceptions, avoiding battle…) other times it.
func spendBy(card, other float64) func(game.State, []game.Action) float64 {
	return func(_ game.State, legal []game.Action) float64 {
		for _, a := range legal {
			switch hannibal.Action(a).Kind() {
			case hannibal.KPlayOps, hannibal.KDiscard:
				return card
			}
		}
		return other
	}
}
