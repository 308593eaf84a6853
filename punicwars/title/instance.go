package title

import (
	"errors"
	"fmt"
	"io"

	"punic/game"
	"punic/punicwars"
)

// Instance is a game of The Punic Wars as the front ends and matches see it
// (game.Instance): the engine's generic adapter plus the views, the log, the
// text board, undo snapshots and the table.
type Instance struct {
	*punicwars.GenericState
	table table
	views [3]punicwars.View // AppendViewJSON's views: Rome, Carthage, spectators
}

var (
	_ game.Instance   = (*Instance)(nil)
	_ game.ViewKeeper = (*Instance)(nil)
)

// Wrap adapts a game.
func Wrap(g *punicwars.Game) *Instance {
	in := &Instance{GenericState: g.Generic()}
	in.table.in, in.table.E = in, g
	return in
}

// Game returns the engine's game: tests and the game's own tools read it.
func Game(in game.Instance) (*punicwars.Game, bool) {
	p, ok := in.(*Instance)
	if !ok {
		return nil, false
	}
	return p.G, true
}

// side converts a seat to a side.
func side(p game.Player) punicwars.Side {
	if p == 0 || p == 1 {
		return punicwars.Side(p)
	}
	return punicwars.NoSide
}

// Status says where the game stands: the Game-Turn as its year ("218 BC"),
// the phase, the Phasing Player, the decision, and each side's Victory Points.
func (in *Instance) Status() game.Status {
	g := in.G
	d := g.Decision()
	vp := g.VictoryPoints()
	st := game.Status{Scenario: g.ScenarioKey(), Turn: g.Turn(), Label: yearLabel(g.Turn(), g.Year()),
		Phase: g.Phase(), Active: g.Phasing().Key(), Kind: d.Kind, Prompt: d.Prompt, Score: []int{vp[0], vp[1]}}
	if over, _, reason := g.Outcome(); over {
		st.Kind, st.Prompt = "over", reason
	}
	switch d.Kind {
	case "activate", "recruit":
		st.Overview = true
	case "bid":
		// 16.11: the bids are written in secret and shown together.
		st.Overview, st.Secret = true, true
	}
	return st
}

// Log returns the game's log.
func (in *Instance) Log() []game.LogLine {
	lines := in.G.Log()
	out := make([]game.LogLine, len(lines))
	for i, l := range lines {
		out[i] = game.LogLine{Turn: l.Turn, Rule: l.Rule, Text: l.Text}
	}
	return out
}

// View is what p may see (punicwars.View; None: a spectator).
func (in *Instance) View(p game.Player) any { return in.G.View(side(p)) }

// AppendViewJSON appends p's view (what View(p) gives) as JSON to buf: built
// into a view the instance keeps for p's seat and written without reflection.
// The instance's kept views make it unsafe for concurrent use (as its game is).
func (in *Instance) AppendViewJSON(buf []byte, p game.Player) []byte {
	sd := side(p)
	v := &in.views[2]
	if sd != punicwars.NoSide {
		v = &in.views[sd]
	}
	in.G.ViewInto(sd, v)
	return v.AppendJSON(buf)
}

// KeptView is the view AppendViewJSON last wrote for p (a *punicwars.View in the
// instance's memory, valid until its next AppendViewJSON for p).
func (in *Instance) KeptView(p game.Player) any {
	if sd := side(p); sd != punicwars.NoSide {
		return &in.views[sd]
	}
	return &in.views[2]
}

// Position writes the position text.
func (in *Instance) Position() string { return in.G.Position() }

// Board writes the board as p sees it, for a terminal.
func (in *Instance) Board(w io.Writer, p game.Player) error {
	return writeBoard(w, in.G.Data(), in.G.View(side(p)))
}

// Resign ends the game with p's resignation.
func (in *Instance) Resign(p game.Player) error {
	if p != 0 && p != 1 {
		return errors.New("only rome or carthage can resign")
	}
	if err := in.G.Resign(side(p)); err != nil {
		if errors.Is(err, punicwars.ErrGameOver) {
			return game.ErrGameOver
		}
		return err
	}
	return nil
}

// Snapshot captures the game for undo.
func (in *Instance) Snapshot() game.Snapshot { return in.G.Snapshot() }

// Restore puts a snapshot back.
func (in *Instance) Restore(s game.Snapshot) { in.G.Restore(s.(punicwars.Snapshot)) }

// Irreversible reports whether a, taken from before, may not be taken back.
func (in *Instance) Irreversible(a game.Action, before game.Snapshot) bool {
	return in.G.Irreversible(punicwars.Action(a), before.(punicwars.Snapshot))
}

// Table is the game's table inputs.
func (in *Instance) Table() game.Table { return &in.table }

// ParseAction finds the legal action with this text form. A well-formed action
// that is illegal now is refused with the case that forbids it ("rule 8.32:
// …"), as the engine explains it, when a rule does.
func (in *Instance) ParseAction(text string) (game.Action, error) {
	a, err := in.G.ParseAction(text)
	if err == nil {
		return game.Action(a), nil
	}
	if errors.Is(err, punicwars.ErrGameOver) {
		return 0, game.ErrGameOver
	}
	if x, ok := in.G.EncodeAction(text); ok {
		var r *punicwars.Refusal
		if why := in.G.Explain(x); errors.As(why, &r) && r.Rule != "" {
			return 0, r
		}
	}
	return 0, err
}

// yearLabel is a Game-Turn's year ("218 BC"); before the first Game-Turn, the
// Initial Deployment (19.0), the first Game-Turn's year and "set-up".
func yearLabel(turn, year int) string {
	if turn < 1 {
		return fmt.Sprintf("%d BC, set-up", year-(1-turn))
	}
	return fmt.Sprintf("%d BC", year)
}
