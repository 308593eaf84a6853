package punicwars

import (
	"unsafe"

	"punic/game"
)

// GenericState adapts a Game to the generic game.State interface used by bots,
// the engine protocol and the server.
type GenericState struct{ G *Game }

var _ game.State = (*GenericState)(nil)

// Generic wraps the game for the generic interface.
func (g *Game) Generic() *GenericState { return &GenericState{G: g} }

// Players names the seats: Rome is 0, Carthage 1.
func (a *GenericState) Players() []string { return []string{"rome", "carthage"} }

// ToMove returns the seat that must decide, or game.None.
func (a *GenericState) ToMove() game.Player { return sidePlayer(a.G.ToMove()) }

// Legal appends the legal actions, without copying or allocating.
func (a *GenericState) Legal(buf []game.Action) []game.Action {
	h := unsafe.Slice((*Action)(unsafe.Pointer(unsafe.SliceData(buf))), cap(buf))[:0]
	h = a.G.Legal(h)
	return unsafe.Slice((*game.Action)(unsafe.Pointer(unsafe.SliceData(h))), len(h))
}

// Apply takes an action, refusing an illegal one.
func (a *GenericState) Apply(x game.Action) error { return a.G.Apply(Action(x)) }

// ApplyLegal takes an action known to be legal.
func (a *GenericState) ApplyLegal(x game.Action) { a.G.ApplyLegal(Action(x)) }

// ActionText is the stable text form.
func (a *GenericState) ActionText(x game.Action) string { return a.G.ActionText(Action(x)) }

// ActionLabel describes the action for a person.
func (a *GenericState) ActionLabel(x game.Action) string { return a.G.ActionLabel(Action(x)) }

// ParseAction reads a text form.
func (a *GenericState) ParseAction(text string) (game.Action, error) {
	x, err := a.G.ParseAction(text)
	return game.Action(x), err
}

// Clone copies the game.
func (a *GenericState) Clone() game.State { return &GenericState{G: a.G.Clone()} }

// CopyFrom makes this state a copy of src, without its log.
func (a *GenericState) CopyFrom(src game.State) {
	if a.G == nil {
		a.G = &Game{}
	}
	src.(*GenericState).G.CloneInto(a.G)
}

// Outcome reports the end of the game.
func (a *GenericState) Outcome() game.Outcome {
	over, winner, reason := a.G.Outcome()
	return game.Outcome{Over: over, Winner: sidePlayer(winner), Reason: reason}
}

// Observation returns what seat p may know.
func (a *GenericState) Observation(p game.Player) game.State {
	return &GenericState{G: a.G.Observation(Side(p))}
}

// Determinize fills an observation's unknowns.
func (a *GenericState) Determinize(seed uint64) game.State {
	return &GenericState{G: a.G.Determinize(seed)}
}

func sidePlayer(s Side) game.Player {
	if s == NoSide {
		return game.None
	}
	return game.Player(s)
}
