package hannibal

import (
	"encoding/json"
	"fmt"

	"punic/hannibal/data"
)

// EngineVersion names this rules engine's behaviour. A game record carries the
// version that made it; replaying it under another version is refused, because the
// same actions might not mean the same game.
const EngineVersion = "punic-hannibal 0.5"

// RecordFormat is the version of the record file format.
const RecordFormat = 1

// Record is a whole game: where it started (a scenario and seed, or a position)
// and every action, so that replaying it reproduces every state.
type Record struct {
	Format   int    `json:"format"`
	Engine   string `json:"engine"`
	Data     string `json:"data"` // the data fingerprint (data.Data.Fingerprint)
	Scenario string `json:"scenario"`
	Seed     uint64 `json:"seed"`
	Position string `json:"position,omitempty"` // a start position instead of the scenario's
	Referee  bool   `json:"referee,omitempty"`  // table-referee game: inputs come from the table
	// Start holds the table's inputs consumed before the first action (the first
	// deal of a referee game).
	Start   *RecordedAction  `json:"start,omitempty"`
	Actions []RecordedAction `json:"actions"`
	Result  *RecordResult    `json:"result,omitempty"`
}

// RecordedAction is one action, by whom, with the dice and draws it was given
// (forced dice, referee play) if any.
type RecordedAction struct {
	Side   string      `json:"side"`
	Action string      `json:"action"`
	Dice   []int       `json:"dice,omitempty"`
	Draws  []int       `json:"draws,omitempty"`
	Hands  [][2][6]int `json:"hands,omitempty"`
	Picks  []string    `json:"picks,omitempty"`
	Resign bool        `json:"resign,omitempty"`
}

// RecordResult is how the game ended.
type RecordResult struct {
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

// Match is a game together with its record and the history that lets a player
// take back actions (Undo).
type Match struct {
	G    *Game
	rec  Record
	hist []undoPoint
}

// undoPoint is the game just before an action that may be taken back.
type undoPoint struct {
	state  State
	logLen int
	side   Side
	dice   []uint8
	draws  []uint8
	hands  [][2][numBC]uint8
	picks  []string
}

// inputs captures the game's queues of table inputs.
func (m *Match) inputs() undoPoint {
	g := m.G
	return undoPoint{state: g.s, logLen: len(g.Log()), side: g.ToMove(),
		dice: append([]uint8(nil), g.dice...), draws: append([]uint8(nil), g.draws...),
		hands: append([][2][numBC]uint8(nil), g.hands...), picks: append([]string(nil), g.picks...)}
}

// consumed fills ra with the inputs used since before.
func (m *Match) consumed(before *undoPoint, ra *RecordedAction) {
	g := m.G
	for i := 0; i < len(before.dice)-len(g.dice); i++ {
		ra.Dice = append(ra.Dice, int(before.dice[i]))
	}
	for i := 0; i < len(before.draws)-len(g.draws); i++ {
		ra.Draws = append(ra.Draws, int(before.draws[i]))
	}
	for i := 0; i < len(before.hands)-len(g.hands); i++ {
		var h [2][6]int
		for t := 0; t < numBC; t++ {
			h[0][t], h[1][t] = int(before.hands[i][0][t]), int(before.hands[i][1][t])
		}
		ra.Hands = append(ra.Hands, h)
	}
	ra.Picks = append(ra.Picks, before.picks[:len(before.picks)-len(g.picks)]...)
}

// NewMatch starts a recorded game of a scenario. In referee mode the first deal
// needs the cards drawn at the table: the match is returned with a *NeedInput
// error; supply the draws (ForceDraws) and call Advance.
func NewMatch(d *data.Data, opt Options) (*Match, error) {
	g, err := New(d, opt)
	if g == nil {
		return nil, err
	}
	key := opt.Scenario
	if key == "" {
		key = "218bc"
	}
	m := &Match{G: g, rec: Record{Format: RecordFormat, Engine: EngineVersion, Data: d.Fingerprint, Scenario: key, Seed: opt.Seed, Referee: opt.Referee, Actions: []RecordedAction{}}}
	return m, err
}

// Advance runs the game on after a *NeedInput from the start of a referee game,
// recording the inputs it uses.
func (m *Match) Advance() error {
	before := m.inputs()
	err := m.G.Advance()
	if err == nil && len(m.rec.Actions) == 0 && len(before.draws)+len(before.dice)+len(before.hands)+len(before.picks) > 0 {
		if m.rec.Start == nil {
			m.rec.Start = &RecordedAction{Action: "start"}
		}
		m.consumed(&before, m.rec.Start)
	}
	return err
}

// NewMatchFromPosition starts a recorded game from a position text.
func NewMatchFromPosition(d *data.Data, position string, seed uint64) (*Match, error) {
	g, err := LoadPosition(d, position, seed)
	if err != nil {
		return nil, err
	}
	sc := d.ScenarioAt(int(g.s.scenario)).Key
	return &Match{G: g, rec: Record{Format: RecordFormat, Engine: EngineVersion, Data: d.Fingerprint, Scenario: sc, Seed: seed, Position: position, Actions: []RecordedAction{}}}, nil
}

// SetReferee puts the match (a game started from a position) in table-referee
// mode, recorded.
func (m *Match) SetReferee(on bool) {
	m.G.SetReferee(on)
	m.rec.Referee = on
}

// Apply takes an action of the side to move, records it and remembers how to take
// it back. An illegal action is refused and nothing changes.
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

// irreversible reports whether the action just taken may never be taken back: it
// rolled a die, drew or revealed a card, or played one (Undo rules, docs/engine.md).
func (m *Match) irreversible(a Action, before *undoPoint) bool {
	g := m.G
	if g.s.rng != before.state.rng || len(g.dice) != len(before.dice) || len(g.draws) != len(before.draws) || len(g.hands) != len(before.hands) || len(g.picks) != len(before.picks) {
		return true
	}
	switch a.Kind() {
	case KPlayOps, KPlayEvent, KDiscard, KCampaignFirst, KFirst:
		return true
	}
	return g.s.hand != before.state.hand || g.s.over
}

// CanUndo reports whether side may take back its last action: it was the last
// action of the game, made by side, and nothing irreversible happened since.
func (m *Match) CanUndo(side Side) bool {
	return len(m.hist) > 0 && m.hist[len(m.hist)-1].side == side && !m.G.s.over
}

// Undo takes back side's last action, if allowed (CanUndo).
func (m *Match) Undo(side Side) error {
	if !m.CanUndo(side) {
		if len(m.hist) > 0 && m.hist[len(m.hist)-1].side != side {
			return refuse("", "%s cannot undo: the other player has acted since", side)
		}
		return refuse("", "%s cannot undo: the last action cannot be taken back (a die was rolled, a card drawn, played or revealed, or the other player acted)", side)
	}
	p := m.hist[len(m.hist)-1]
	m.hist = m.hist[:len(m.hist)-1]
	g := m.G
	g.s = p.state
	if g.log != nil && len(*g.log) >= p.logLen {
		*g.log = (*g.log)[:p.logLen]
	}
	g.dice, g.draws, g.hands, g.picks = p.dice, p.draws, p.hands, p.picks
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

// ErrVersion is returned when a record was made by another engine version or with
// other data.
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

// Replay plays a record again and returns the match at its end. A record from
// another engine version or data set is refused (ErrVersion); an action that does
// not replay is reported with its number.
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
		if err == nil && r.Referee {
			m.SetReferee(true)
		}
	} else {
		m, err = NewMatch(d, Options{Scenario: r.Scenario, Seed: r.Seed, Referee: r.Referee})
		if _, needs := err.(*NeedInput); needs {
			if r.Start == nil {
				// Saved before its first deal: the match still waits for it.
				return m, err
			}
			forceInputs(m.G, r.Start)
			err = m.Advance()
		}
	}
	if err != nil {
		return nil, err
	}
	for i, ra := range r.Actions {
		if ra.Resign {
			s, err := data.ParseSide(ra.Side)
			if err == nil {
				err = m.Resign(s)
			}
			if err != nil {
				return m, fmt.Errorf("action %d (resign): %v", i+1, err)
			}
			continue
		}
		forceInputs(m.G, &ra)
		if who := m.G.ToMove().Key(); who != ra.Side {
			return m, fmt.Errorf("action %d %q: recorded for %s but %s is to move", i+1, ra.Action, ra.Side, who)
		}
		if err := m.ApplyText(ra.Action); err != nil {
			return m, fmt.Errorf("action %d %q: %v", i+1, ra.Action, err)
		}
	}
	return m, nil
}

// forceInputs queues the table inputs a recorded action used.
func forceInputs(g *Game, ra *RecordedAction) {
	g.ForceDice(ra.Dice...)
	g.ForceDraws(ra.Draws...)
	for _, h := range ra.Hands {
		g.ForceBattleHands(h[0], h[1])
	}
	g.ForcePicks(ra.Picks...)
}
