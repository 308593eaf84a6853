package punicwars

import (
	"encoding/json"
	"fmt"

	"punic/punicwars/data"
)

// RecordFormat is the version of the record file format.
const RecordFormat = 1

// Record is a whole game: where it started (a scenario and seed, or a
// position) and every action with the table's inputs it used, so that
// replaying it reproduces every state.
type Record struct {
	Format   int              `json:"format"`
	Engine   string           `json:"engine"`
	Game     string           `json:"game"` // "punicwars"
	Data     string           `json:"data"` // the data fingerprint (data.Data.Fingerprint)
	Scenario string           `json:"scenario"`
	Seed     uint64           `json:"seed"`
	Position string           `json:"position,omitempty"` // a start position instead of the scenario's
	Referee  bool             `json:"referee,omitempty"`
	Actions  []RecordedAction `json:"actions"`
	Result   *RecordResult    `json:"result,omitempty"`
}

// RecordedAction is one action, by whom, with the dice and picks it was given
// (forced dice, referee play).
type RecordedAction struct {
	Side   string   `json:"side"`
	Action string   `json:"action"`
	Dice   []int    `json:"dice,omitempty"`
	Picks  []string `json:"picks,omitempty"`
	Resign bool     `json:"resign,omitempty"`
}

// RecordResult is how the game ended.
type RecordResult struct {
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

// Match is a game with its record and the history that lets a player take
// back actions (Undo).
type Match struct {
	G    *Game
	rec  Record
	hist []undoPoint
}

type undoPoint struct {
	state  State
	logLen int
	side   Side
	dice   []uint8
	picks  []string
}

func (m *Match) inputs() undoPoint {
	g := m.G
	return undoPoint{state: g.s, logLen: len(g.Log()), side: g.ToMove(),
		dice: append([]uint8(nil), g.dice...), picks: append([]string(nil), g.picks...)}
}

func (m *Match) consumed(before *undoPoint, ra *RecordedAction) {
	g := m.G
	for i := 0; i < len(before.dice)-len(g.dice); i++ {
		ra.Dice = append(ra.Dice, int(before.dice[i]))
	}
	ra.Picks = append(ra.Picks, before.picks[:len(before.picks)-len(g.picks)]...)
}

// NewMatch starts a recorded game of a scenario.
func NewMatch(d *data.Data, opt Options) (*Match, error) {
	g, err := New(d, opt)
	if g == nil {
		return nil, err
	}
	key := d.Scenarios[g.s.scenario].Key
	return &Match{G: g, rec: Record{Format: RecordFormat, Engine: EngineVersion, Game: "punicwars", Data: d.Fingerprint,
		Scenario: key, Seed: opt.Seed, Referee: opt.Referee, Actions: []RecordedAction{}}}, err
}

// NewMatchFromPosition starts a recorded game from a position text.
func NewMatchFromPosition(d *data.Data, position string, seed uint64) (*Match, error) {
	g, err := LoadPosition(d, position, seed)
	if err != nil {
		return nil, err
	}
	return &Match{G: g, rec: Record{Format: RecordFormat, Engine: EngineVersion, Game: "punicwars", Data: d.Fingerprint,
		Scenario: d.Scenarios[g.s.scenario].Key, Seed: seed, Position: position, Actions: []RecordedAction{}}}, nil
}

// SetReferee puts the match in table-referee mode, recorded.
func (m *Match) SetReferee(on bool) {
	m.G.SetReferee(on)
	m.rec.Referee = on
}

// Apply takes an action of the side to move, records it and remembers how to
// take it back. An illegal action is refused and nothing changes.
func (m *Match) Apply(a Action) error {
	g := m.G
	side := g.ToMove()
	before := m.inputs()
	text := g.ActionText(a)
	if err := g.Apply(a); err != nil {
		return err
	}
	ra := RecordedAction{Side: side.Key(), Action: text}
	m.consumed(&before, &ra)
	m.rec.Actions = append(m.rec.Actions, ra)
	if m.irreversible(a, &before) {
		m.hist = m.hist[:0]
	} else {
		m.hist = append(m.hist, before)
	}
	return nil
}

// ApplyText takes an action given by its text form.
func (m *Match) ApplyText(text string) error {
	a, err := m.G.ParseAction(text)
	if err != nil {
		return err
	}
	return m.Apply(a)
}

// irreversible reports whether the action just taken may never be taken back:
// it rolled a die or drew from the cup, revealed the bids (16.11), revealed a
// hidden force (9.12), or ended the game.
func (m *Match) irreversible(a Action, before *undoPoint) bool {
	g := m.G
	if g.s.rng != before.state.rng || len(g.dice) != len(before.dice) || len(g.picks) != len(before.picks) || g.s.over {
		return true
	}
	if a.Kind() == KBid && g.s.bidDone[Rome] && g.s.bidDone[Carthage] {
		return true
	}
	if a.Kind() == KMove {
		l := g.s.active
		if l >= 0 {
			h := g.s.leaders[l].hex
			if g.count(h, g.leaderSide(int(l)).Other(), army, 1)+g.count(h, g.leaderSide(int(l)).Other(), fleet, 1) > 0 {
				return true
			}
		}
	}
	return false
}

// CanUndo reports whether side may take back its last action.
func (m *Match) CanUndo(side Side) bool {
	return len(m.hist) > 0 && m.hist[len(m.hist)-1].side == side && !m.G.s.over
}

// Undo takes back side's last action, if allowed (CanUndo).
func (m *Match) Undo(side Side) error {
	if !m.CanUndo(side) {
		if len(m.hist) > 0 && m.hist[len(m.hist)-1].side != side {
			return refuse("", "%s cannot undo: the other player has acted since", side)
		}
		return refuse("", "%s cannot undo: the last action cannot be taken back (a die was rolled, a leader drawn, a bid or a hidden force revealed)", side)
	}
	p := m.hist[len(m.hist)-1]
	m.hist = m.hist[:len(m.hist)-1]
	g := m.G
	g.s = p.state
	if g.log != nil && len(*g.log) >= p.logLen {
		*g.log = (*g.log)[:p.logLen]
	}
	g.dice, g.picks = p.dice, p.picks
	m.rec.Actions = m.rec.Actions[:len(m.rec.Actions)-1]
	return nil
}

// Resign ends the game with side's resignation, recorded.
func (m *Match) Resign(side Side) error {
	if err := m.G.Resign(side); err != nil {
		return err
	}
	m.rec.Actions = append(m.rec.Actions, RecordedAction{Side: side.Key(), Action: "resign", Resign: true})
	m.hist = m.hist[:0]
	return nil
}

// Record returns the game's record so far.
func (m *Match) Record() Record {
	r := m.rec
	r.Actions = append([]RecordedAction(nil), m.rec.Actions...)
	if over, w, why := m.G.Outcome(); over {
		r.Result = &RecordResult{Winner: w.Key(), Reason: why}
	}
	return r
}

// MarshalRecord writes the record as indented JSON.
func (m *Match) MarshalRecord() ([]byte, error) {
	return json.MarshalIndent(m.Record(), "", " ")
}

// ErrVersion is returned when a record was made by another engine version or
// with other data.
type ErrVersion struct {
	Field, Record, Here string
}

func (e *ErrVersion) Error() string {
	return fmt.Sprintf("this record was made with %s %q but this is %q: replaying it could give a different game", e.Field, e.Record, e.Here)
}

// ParseRecord reads a record from JSON and checks its format.
func ParseRecord(b []byte) (*Record, error) {
	var r Record
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("not a game record: %v", err)
	}
	if r.Format != RecordFormat {
		return nil, fmt.Errorf("record format %d is not supported (this engine reads format %d)", r.Format, RecordFormat)
	}
	return &r, nil
}

// Replay plays a record again and returns the match at its end. A record
// from another engine version or data set is refused (*ErrVersion); an action
// that does not replay is reported with its number.
func Replay(d *data.Data, r *Record) (*Match, error) {
	if r.Engine != EngineVersion {
		return nil, &ErrVersion{Field: "engine", Record: r.Engine, Here: EngineVersion}
	}
	if r.Data != d.Fingerprint {
		return nil, &ErrVersion{Field: "game data", Record: r.Data, Here: d.Fingerprint}
	}
	var m *Match
	var err error
	if r.Position != "" {
		m, err = NewMatchFromPosition(d, r.Position, r.Seed)
	} else {
		m, err = NewMatch(d, Options{Scenario: r.Scenario, Seed: r.Seed})
	}
	if err != nil {
		return nil, err
	}
	if r.Referee {
		m.SetReferee(true)
	}
	for i, ra := range r.Actions {
		if ra.Resign {
			s, ok := ParseSide(ra.Side)
			if !ok {
				return m, fmt.Errorf("action %d (resign): unknown side %q", i+1, ra.Side)
			}
			if err := m.Resign(s); err != nil {
				return m, fmt.Errorf("action %d (resign): %v", i+1, err)
			}
			continue
		}
		m.G.ForceDice(ra.Dice...)
		m.G.ForcePicks(ra.Picks...)
		if who := m.G.ToMove().Key(); who != ra.Side {
			return m, fmt.Errorf("action %d %q: recorded for %s but %s is to move", i+1, ra.Action, ra.Side, who)
		}
		if err := m.ApplyText(ra.Action); err != nil {
			return m, fmt.Errorf("action %d %q: %v", i+1, ra.Action, err)
		}
	}
	return m, nil
}
