package game

import (
	"reflect"
	"unsafe"
)

// Engine is what a rules engine written like punic's offers, in its own types:
// its game (a pointer type G), its actions A (a uint32, laid out like Action)
// and its sides S (0 and 1; anything else is nobody). Adapter turns any such
// engine into a State, so that a game need not write that glue again.
type Engine[G any, A ~uint32, S Seat] interface {
	ToMove() S
	Legal(buf []A) []A
	Apply(a A) error
	ApplyLegal(a A)
	ActionText(a A) string
	ActionLabel(a A) string
	ParseAction(text string) (A, error)
	Clone() G
	CloneInto(dst G)
	Outcome() (over bool, winner S, reason string)
	Observation(side S) G
	Determinize(seed uint64) G
}

// Seat is an engine's side type: 0 and 1 are the seats, with keys for people.
type Seat interface {
	~int8 | ~uint8
	Key() string
}

// Adapter is an engine's game as a State: the bots', the match's and the front
// ends' view of it. G is the engine's game (a pointer).
type Adapter[G Engine[G, A, S], A ~uint32, S Seat] struct{ G G }

// Players names the seats by their engines' keys ("rome", "carthage").
func (a *Adapter[G, A, S]) Players() []string { return []string{S(0).Key(), S(1).Key()} }

// ToMove returns the seat that must decide, or None.
func (a *Adapter[G, A, S]) ToMove() Player { return seatPlayer(a.G.ToMove()) }

// Legal appends the legal actions straight into buf: the engine's actions and
// Action share their representation, so nothing is copied or allocated.
func (a *Adapter[G, A, S]) Legal(buf []Action) []Action {
	h := unsafe.Slice((*A)(unsafe.Pointer(unsafe.SliceData(buf))), cap(buf))[:0]
	h = a.G.Legal(h)
	// The capacity is kept, so that a caller reusing the result as its next
	// buffer does not grow it again when a longer list comes.
	return unsafe.Slice((*Action)(unsafe.Pointer(unsafe.SliceData(h))), cap(h))[:len(h)]
}

// Apply takes an action, refusing an illegal one with the rule it breaks.
func (a *Adapter[G, A, S]) Apply(x Action) error { return a.G.Apply(A(x)) }

// ApplyLegal takes an action known to be legal.
func (a *Adapter[G, A, S]) ApplyLegal(x Action) { a.G.ApplyLegal(A(x)) }

// ActionText is the action's stable text form.
func (a *Adapter[G, A, S]) ActionText(x Action) string { return a.G.ActionText(A(x)) }

// ActionLabel describes the action for a person.
func (a *Adapter[G, A, S]) ActionLabel(x Action) string { return a.G.ActionLabel(A(x)) }

// ParseAction reads a text form.
func (a *Adapter[G, A, S]) ParseAction(text string) (Action, error) {
	x, err := a.G.ParseAction(text)
	return Action(x), err
}

// Clone copies the game.
func (a *Adapter[G, A, S]) Clone() State { return &Adapter[G, A, S]{G: a.G.Clone()} }

// CopyFrom makes the state a copy of src (an adapter of the same engine),
// without its log, reusing this state's memory once it has some: the fast path
// of simulations.
func (a *Adapter[G, A, S]) CopyFrom(src State) {
	from := src.(*Adapter[G, A, S]).G
	if v := reflect.ValueOf(a.G); !v.IsValid() || v.IsNil() {
		// The first copy into an empty adapter: a new zero game of the engine.
		a.G = reflect.New(reflect.TypeOf(from).Elem()).Interface().(G)
	}
	from.CloneInto(a.G)
}

// Outcome reports whether and how the game ended.
func (a *Adapter[G, A, S]) Outcome() Outcome {
	over, winner, reason := a.G.Outcome()
	return Outcome{Over: over, Winner: seatPlayer(winner), Reason: reason}
}

// Observation returns what seat p may know.
func (a *Adapter[G, A, S]) Observation(p Player) State {
	return &Adapter[G, A, S]{G: a.G.Observation(S(p))}
}

// Determinize fills an observation's unknowns at random from seed.
func (a *Adapter[G, A, S]) Determinize(seed uint64) State {
	return &Adapter[G, A, S]{G: a.G.Determinize(seed)}
}

// seatPlayer turns an engine's side into a Player: 0 and 1 are seats,
// anything else (an engine's "nobody") is None.
func seatPlayer[S Seat](s S) Player {
	if s == 0 || s == 1 {
		return Player(s)
	}
	return None
}
