package data

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"sort"

	"go.yaml.in/yaml/v3"
)

// FirstEditionFile holds the data of the 1st-edition rules option (rules: 1st). It
// is optional: data without it cannot play the option. It is not hashed into
// Data.Fingerprint, so the default game's fingerprint does not depend on it.
const FirstEditionFile = "first-edition.yaml"

// FirstEdition is what the 1st-edition rules option changes in the data.
type FirstEdition struct {
	// Fingerprint identifies the data of a 1st-edition game: the default files
	// and first-edition.yaml.
	Fingerprint string
	// AttritionModifiers replace (same key) or add to Tables.Attrition.Modifiers.
	AttritionModifiers []Modifier
	// Cards: the 1st-edition event of the cards that differ, by number.
	Cards map[int]EditionCard
}

// EditionCard is one card's 1st-edition event.
type EditionCard struct {
	Number   int
	EventFor EventFor // who may use the event (the 2007 card's when not given)
	Effect   string   // our summary of the 1st-edition effect
}

// AttritionModifier returns the value of an attrition modifier by key: the
// 1st-edition value when first is set and the file gives one, else tables.yaml's;
// ok is false when neither has the key.
func (d *Data) AttritionModifier(key string, first bool) (value int, ok bool) {
	if first && d.FirstEdition != nil {
		for _, m := range d.FirstEdition.AttritionModifiers {
			if m.Key == key {
				return m.Value, true
			}
		}
	}
	for _, m := range d.Tables.Attrition.Modifiers {
		if m.Key == key {
			return m.Value, true
		}
	}
	return 0, false
}

type rawEditionCard struct {
	located  `yaml:"-"`
	Number   int    `yaml:"number"`
	EventFor string `yaml:"event_for"`
	Effect   string `yaml:"effect"`
}

func (c *rawEditionCard) setLine(n int) { c.line = n }

type rawEditionModifier struct {
	located `yaml:"-"`
	Key     string `yaml:"key"`
	Value   int    `yaml:"value"`
	Rule    string `yaml:"rule"`
	Text    string `yaml:"text"`
}

func (m *rawEditionModifier) setLine(n int) { m.line = n }

// loadFirstEdition reads and validates first-edition.yaml if the file system has
// it (nil otherwise).
func loadFirstEdition(fsys fs.FS, d *Data, ps *problems) *FirstEdition {
	const file = FirstEditionFile
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil
	}
	top := readDocument(fsys, file, ps)
	if top == nil {
		return nil
	}
	fe := &FirstEdition{Cards: map[int]EditionCard{}}
	seen := map[string]bool{}
	for i := 0; i+1 < len(top.Content); i += 2 {
		key, val := top.Content[i].Value, top.Content[i+1]
		seen[key] = true
		switch key {
		case "attrition_modifiers", "cards":
		default:
			ps.add(file, top.Content[i].Line, "", "unknown section %q", key)
			continue
		}
		if val.Kind != yaml.SequenceNode {
			ps.add(file, val.Line, "", "section %q must be a list", key)
			continue
		}
		if key == "attrition_modifiers" {
			keys := map[string]bool{}
			for j, m := range decodeItems[rawEditionModifier](file, val, ps) {
				item := fmt.Sprintf("attrition modifier %d", j+1)
				switch {
				case m.Key == "":
					ps.add(file, m.line, item, "needs a key")
				case keys[m.Key]:
					ps.add(file, m.line, item, "key %q given twice", m.Key)
				case m.Value < -6 || m.Value > 6:
					ps.add(file, m.line, item, "value %d is outside -6..6", m.Value)
				case m.Rule == "" || m.Text == "":
					ps.add(file, m.line, item, "needs a rule and a text")
				}
				keys[m.Key] = true
				fe.AttritionModifiers = append(fe.AttritionModifiers, Modifier{Key: m.Key, Value: m.Value, Rule: m.Rule, Text: m.Text})
			}
			continue
		}
		for _, c := range decodeItems[rawEditionCard](file, val, ps) {
			item := fmt.Sprintf("card %d", c.Number)
			if c.Number < 1 || c.Number > len(d.Cards) {
				ps.add(file, c.line, item, "no such strategy card (1-%d)", len(d.Cards))
				continue
			}
			if _, dup := fe.Cards[c.Number]; dup {
				ps.add(file, c.line, item, "given twice")
				continue
			}
			ec := EditionCard{Number: c.Number, EventFor: d.Cards[c.Number-1].EventFor, Effect: c.Effect}
			if ef, ok := parseEventFor(c.EventFor); ok {
				ec.EventFor = ef
			} else if c.EventFor != "" {
				ps.add(file, c.line, item, "event_for must be rome, carthage or both, not %q", c.EventFor)
			}
			if c.Effect == "" {
				ps.add(file, c.line, item, "needs an effect")
			}
			fe.Cards[c.Number] = ec
		}
	}
	for _, k := range []string{"attrition_modifiers", "cards"} {
		if !seen[k] {
			ps.add(file, 0, "", "missing section %q", k)
		}
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s %d\n", d.Fingerprint, file, len(b))
	h.Write(b)
	fe.Fingerprint = hex.EncodeToString(h.Sum(nil))[:16]
	return fe
}

// EditionCards lists the numbers of the cards whose 1st-edition event differs.
func (fe *FirstEdition) EditionCards() []int {
	var out []int
	for n := range fe.Cards {
		out = append(out, n)
	}
	sort.Ints(out)
	return out
}
