package title

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"punic/game"
	"punic/hannibal"
)

// Instance is a game of Hannibal as the front ends and matches see it
// (game.Instance): the engine's generic adapter plus the views, the log, the
// text board, undo snapshots and the table.
type Instance struct {
	*hannibal.GenericState
	table table
	views [3]hannibal.View // AppendViewJSON's views: Rome, Carthage, spectators
}

var (
	_ game.Instance   = (*Instance)(nil)
	_ game.ViewKeeper = (*Instance)(nil)
)

// Wrap adapts a game.
func Wrap(g *hannibal.Game) *Instance {
	in := &Instance{GenericState: g.Generic()}
	in.table.in, in.table.E = in, g
	return in
}

// Game returns the engine's game: tests and Hannibal's own tools read it.
func Game(in game.Instance) (*hannibal.Game, bool) {
	h, ok := in.(*Instance)
	if !ok {
		return nil, false
	}
	return h.G, true
}

// side converts a seat to a side.
func side(p game.Player) hannibal.Side {
	if p == 0 || p == 1 {
		return hannibal.Side(p)
	}
	return hannibal.NoSide
}

// Status says where the game stands.
func (in *Instance) Status() game.Status {
	st := in.G.Status()
	switch st.Kind {
	case "card-play":
		st.Overview = true
	case "counter-event":
		// The window opens whatever the side holds (8.4): its pass is shown
		// even when it is the only choice, or its absence would tell the hand.
		st.Announce = true
		if len(in.G.Legal(nil)) == 1 {
			st.Note = "No counter event of your hand can be played now. The window opens whenever\n" +
				"one could be, whatever the hand holds, so that it tells the enemy nothing."
		}
	}
	return st
}

// Lesson is the tutorial's lesson where the game stands (game.Lessoner), nil
// when the game is not a tutorial; its pieces are generals.
func (in *Instance) Lesson() *game.Lesson {
	l := in.G.Lesson()
	if l == nil {
		return nil
	}
	return &game.Lesson{Tutorial: l.Tutorial, Title: l.Title, Goal: l.Goal, Player: l.Player, First: l.First,
		Rules: l.Rules, Victory: l.Victory, Step: l.Step, Steps: l.Steps, Text: l.Text, Spaces: l.Spaces,
		Pieces: l.Generals, Names: lessonLook(in.G.Data(), l), Result: l.Result}
}

// Log returns the game's log.
func (in *Instance) Log() []game.LogLine { return in.G.Log() }

// View is what p may see (a *hannibal.View). In a counter-event window (8.4)
// only the side that decides is told so: whether the opponent may answer with a
// counter event depends on his hand, so the others see only that he decides.
func (in *Instance) View(p game.Player) any {
	v := in.G.View(side(p))
	if d := in.G.Decision(); d.Side != side(p) && d.Kind == "counter-event" {
		v.Decision.Kind, v.Decision.Prompt = "waiting", "Waiting for "+d.Side.String()
	}
	return v
}

// AppendViewJSON appends p's view (what View(p) gives) as JSON to buf: built
// into a view the instance keeps for p's seat and written without reflection,
// so that it allocates nothing once the seat's view and buf have grown. The
// instance's kept views make it unsafe for concurrent use (as its game is).
func (in *Instance) AppendViewJSON(buf []byte, p game.Player) []byte {
	sd := side(p)
	v := &in.views[2]
	if sd != hannibal.NoSide {
		v = &in.views[sd]
	}
	in.G.ViewInto(sd, v)
	if v.Decision.Kind == "counter-event" && v.Decision.Side != sd.Key() {
		v.Decision.Kind, v.Decision.Prompt = "waiting", waitingFor[v.Decision.Side]
	}
	return v.AppendJSON(buf)
}

// KeptView is the view AppendViewJSON last wrote for p (a *hannibal.View in the
// instance's memory, valid until its next AppendViewJSON for p).
func (in *Instance) KeptView(p game.Player) any {
	if sd := side(p); sd != hannibal.NoSide {
		return &in.views[sd]
	}
	return &in.views[2]
}

// waitingFor is the prompt others see in a counter-event window (8.4), by the
// key of the side that decides.
var waitingFor = map[string]string{
	hannibal.Rome.Key():     "Waiting for " + hannibal.Rome.String(),
	hannibal.Carthage.Key(): "Waiting for " + hannibal.Carthage.String(),
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
		return fmt.Errorf("only rome or carthage can resign")
	}
	return in.G.Resign(side(p))
}

// Snapshot captures the game for undo.
func (in *Instance) Snapshot() game.Snapshot { return in.G.Snapshot() }

// Restore puts a snapshot back.
func (in *Instance) Restore(s game.Snapshot) { in.G.Restore(s.(hannibal.Snapshot)) }

// Irreversible reports whether a, taken from before, may not be taken back.
func (in *Instance) Irreversible(a game.Action, before game.Snapshot) bool {
	return in.G.Irreversible(hannibal.Action(a), before.(hannibal.Snapshot))
}

// Table is the game's table inputs.
func (in *Instance) Table() game.Table { return &in.table }

// unknownScenario is the error for a scenario the data lacks.
func unknownScenario(r *Rules, key string) error {
	return fmt.Errorf("unknown scenario %q (scenarios: %s)", key, strings.Join(game.ScenarioKeys(r), ", "))
}

// asNeed finds the engine's need for table input in err.
func asNeed(err error) (*hannibal.NeedInput, bool) {
	var n *hannibal.NeedInput
	ok := errors.As(err, &n)
	return n, ok
}
