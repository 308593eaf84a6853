package game

import (
	"errors"
	"io"
)

// Instance is one game in progress as the front ends (the engine protocol, the
// terminal, the web server) and the match (undo, records, replay) see it: the
// bots' State, plus what people and records need. Bots never use it: their
// simulations stay on State and the engine's own types.
type Instance interface {
	State
	// Status says where the game stands: its turn, phase and the decision due.
	Status() Status
	// Log returns the game's log so far (the caller must not change it).
	Log() []LogLine
	// View is what player p may see (None: a spectator), as a value encoded
	// to JSON for programs and the web app.
	View(p Player) any
	// Position writes the whole state as the game's position text.
	Position() string
	// Board draws the board as p sees it, as text for a terminal.
	Board(w io.Writer, p Player) error
	// Resign ends the game: p resigns and the other player wins.
	Resign(p Player) error
	// Snapshot captures everything an undo restores: the state, the length of
	// the log and the table inputs queued.
	Snapshot() Snapshot
	// Restore puts back a snapshot taken of this game.
	Restore(Snapshot)
	// Irreversible reports whether action a, just taken from the snapshot
	// before, may never be taken back: it rolled a die, drew or revealed
	// something, or ended the game.
	Irreversible(a Action, before Snapshot) bool
	// Table is the game's chance as the table supplies it (dice, draws,
	// picks…): queues of forced inputs and the table-referee mode.
	Table() Table
}

// Snapshot is a game's own copy of its state, taken by Instance.Snapshot.
type Snapshot any

// Status is where a game stands, for people and programs.
type Status struct {
	Scenario string // the scenario the game is of
	Turn     int
	Label    string // the turn for people ("218 BC")
	Phase    string
	Active   string // the key of the player whose turn it is, if the game has one
	// Kind names the decision due ("card-play", "move"…; "over" at the end)
	// and Prompt asks it of a person.
	Kind   string
	Prompt string
	// Note is a remark on the decision for people, shown with the choices.
	Note string
	// Announce is true when the decision is made in the open even with a
	// single choice: a bot's choice is shown and takes its usual time, or the
	// decision's absence or speed would tell something (a window that opens
	// whatever the hand holds).
	Announce bool
	// Secret is true when the decision is made in secret (The Punic Wars'
	// diplomacy bids, 16.11): a front end shows neither the choice nor its
	// label to the other player; the game's log tells what may be told.
	Secret bool
	// Score is each side's running score, when the game keeps one
	// (Hannibal: political points); Title.ScoreName names it.
	Score []int
	// Overview is true at the decisions before which a player at a terminal
	// wants to see the board (the start of a card play).
	Overview bool
}

// LogLine is one line of a game's log: the turn, the rule applied (empty for
// headings) and what happened.
type LogLine struct {
	Turn int    // game turn
	Rule string // rule number, e.g. "12.4"; empty for headings
	Text string
}

// String renders the line as "rule text".
func (l LogLine) String() string {
	if l.Rule == "" {
		return l.Text
	}
	return l.Rule + " " + l.Text
}

// ErrGameOver refuses an action or a resignation once the game has ended.
var ErrGameOver = errors.New("the game is over")

// RuleCiter is an error that cites the rule it enforces (a refused action).
type RuleCiter interface {
	error
	CitedRule() string
}

// RuleOf returns the rule an error cites, or "".
func RuleOf(err error) string {
	var c RuleCiter
	if errors.As(err, &c) {
		return c.CitedRule()
	}
	return ""
}
