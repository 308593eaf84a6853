package match

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"punic/game"
)

// Format is the version of the record file format this package writes. Format 2
// names its game; format 1 records, written before there was more than one
// game, are read as records of game.DefaultGame.
const Format = 2

// Record is a whole game: which game, where it started (a scenario and seed, or
// a position) and every action, so that replaying it reproduces every state.
type Record struct {
	Format   int    `json:"format"`
	Game     string `json:"game,omitempty"` // the game's registry name
	Engine   string `json:"engine"`
	Data     string `json:"data"` // the data fingerprint
	Scenario string `json:"scenario"`
	Seed     uint64 `json:"seed"`
	Position string `json:"position,omitempty"` // a start position instead of the scenario's
	Referee  bool   `json:"referee,omitempty"`  // table-referee game: inputs come from the table
	Rules    string `json:"rules,omitempty"`    // the rules variant (game.Options.Rules); "" for the default
	// Start holds the table's inputs consumed before the first action (the
	// first deal of a referee game).
	Start   *RecordedAction  `json:"start,omitempty"`
	Actions []RecordedAction `json:"actions"`
	Result  *Result          `json:"result,omitempty"`
	// Dice is the commitment to the seed a server published when the game
	// was created, with its salt revealed, and Final the SHA-256 of the
	// final position text: what "punic verify" checks (verify.go). Records
	// written elsewhere have neither.
	Dice  *Dice  `json:"dice,omitempty"`
	Final string `json:"final,omitempty"`
}

// Result is how the game ended.
type Result struct {
	Winner string `json:"winner"`
	Reason string `json:"reason"`
}

// RecordedAction is one action, by whom, with the table inputs it used (forced
// or refereed dice, draws…). In JSON each kind of input is a field of its own,
// named by the game (game.InputKind.Record): {"side":"rome","action":"pass",
// "dice":[6]}.
type RecordedAction struct {
	Side   string
	Action string
	Inputs game.Inputs
	Resign bool
}

// MarshalJSON writes side, action, the inputs (by field name) and resign.
func (ra RecordedAction) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"side":`)
	writeJSON(&b, ra.Side)
	b.WriteString(`,"action":`)
	writeJSON(&b, ra.Action)
	keys := make([]string, 0, len(ra.Inputs))
	for k, v := range ra.Inputs {
		if len(v) > 0 {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		b.WriteByte(',')
		writeJSON(&b, k)
		b.WriteByte(':')
		vals, err := json.Marshal(ra.Inputs[k])
		if err != nil {
			return nil, err
		}
		b.Write(vals)
	}
	if ra.Resign {
		b.WriteString(`,"resign":true`)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func writeJSON(b *bytes.Buffer, v any) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
	b.Truncate(b.Len() - 1) // the encoder's newline
}

// UnmarshalJSON reads side, action, resign, and every other field as the
// values of an input kind (an array).
func (ra *RecordedAction) UnmarshalJSON(b []byte) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return err
	}
	*ra = RecordedAction{}
	for k, v := range fields {
		var err error
		switch k {
		case "side":
			err = json.Unmarshal(v, &ra.Side)
		case "action":
			err = json.Unmarshal(v, &ra.Action)
		case "resign":
			err = json.Unmarshal(v, &ra.Resign)
		default:
			var vals []json.RawMessage
			if err = json.Unmarshal(v, &vals); err == nil && len(vals) > 0 {
				if ra.Inputs == nil {
					ra.Inputs = game.Inputs{}
				}
				ra.Inputs[k] = vals
			}
		}
		if err != nil {
			return fmt.Errorf("field %q: %v", k, err)
		}
	}
	return nil
}

// ParseRecord reads a record from JSON and checks its format. A format-1 record
// is a record of game.DefaultGame.
func ParseRecord(b []byte) (*Record, error) {
	var r Record
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("not a game record: %v", err)
	}
	switch r.Format {
	case 1:
		if r.Game == "" {
			r.Game = game.DefaultGame
		}
	case Format:
		if r.Game == "" {
			return nil, fmt.Errorf(`a record of format %d names its game ("game")`, Format)
		}
	default:
		return nil, fmt.Errorf("record format %d is not supported (this program reads formats 1 and %d)", r.Format, Format)
	}
	return &r, nil
}

// Marshal writes the record as indented JSON.
func (r *Record) Marshal() ([]byte, error) {
	return json.MarshalIndent(r, "", " ")
}

// ErrVersion is returned when a record was made by another engine version or with
// other data.
type ErrVersion struct {
	Field, Record, Here string
}

// Error says which of the record and this program differ, and how.
func (e *ErrVersion) Error() string {
	return fmt.Sprintf("this record was made with %s %q but this is %q: replaying it could give a different game", e.Field, e.Record, e.Here)
}
