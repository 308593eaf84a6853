package ai

import (
	"fmt"
	"strconv"

	"punic/game"
)

// nim is a toy game for testing the generic bots: players take one or two stones
// from a pile in turn, and whoever takes the last stone wins. The winning move
// leaves a multiple of three.
type nim struct {
	pile   int
	toMove game.Player
	winner game.Player
}

var _ game.State = (*nim)(nil)

func newNim(pile int) *nim { return &nim{pile: pile, winner: game.None} }

func (n *nim) Players() []string { return []string{"first", "second"} }

func (n *nim) ToMove() game.Player {
	if n.pile == 0 {
		return game.None
	}
	return n.toMove
}

func (n *nim) Legal(buf []game.Action) []game.Action {
	buf = buf[:0]
	for k := 1; k <= 2 && k <= n.pile; k++ {
		buf = append(buf, game.Action(k))
	}
	return buf
}

func (n *nim) Apply(a game.Action) error {
	if a < 1 || int(a) > min(2, n.pile) {
		return fmt.Errorf("cannot take %d of %d", a, n.pile)
	}
	n.ApplyLegal(a)
	return nil
}

func (n *nim) ApplyLegal(a game.Action) {
	n.pile -= int(a)
	if n.pile == 0 {
		n.winner = n.toMove
	}
	n.toMove = 1 - n.toMove
}

func (n *nim) ActionText(a game.Action) string  { return "take " + strconv.Itoa(int(a)) }
func (n *nim) ActionLabel(a game.Action) string { return n.ActionText(a) }

func (n *nim) ParseAction(text string) (game.Action, error) {
	for _, a := range n.Legal(nil) {
		if n.ActionText(a) == text {
			return a, nil
		}
	}
	return 0, fmt.Errorf("no legal action %q", text)
}

func (n *nim) Clone() game.State       { c := *n; return &c }
func (n *nim) CopyFrom(src game.State) { *n = *src.(*nim) }

func (n *nim) Outcome() game.Outcome {
	return game.Outcome{Over: n.pile == 0, Winner: n.winner}
}

func (n *nim) Observation(game.Player) game.State { return n.Clone() }
func (n *nim) Determinize(uint64) game.State      { return n.Clone() }

// nimEval knows nothing: every unfinished position is even.
type nimEval struct{}

func (nimEval) Evaluate(game.State, game.Player) float64 { return 0.5 }
func (nimEval) Quiet(game.State) bool                    { return true }
