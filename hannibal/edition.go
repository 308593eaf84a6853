package hannibal

import (
	"fmt"
	"strings"

	"punic/hannibal/data"
)

// Rules editions (Options.Rules, State.rules). The default is the 2nd edition as
// amended by the 2007 printing; rules1st plays the 1st edition's rules and card
// events on the 2007 board, with the readings of docs/rulings.md, section
// "1st-edition rules". The differences are named D1-D32 and by card number there;
// the 1st-edition rule numbers ("1e 8.9") are those of the Dutch text.
const (
	rules2nd uint8 = iota
	rules1st
)

// RulesChoices are the accepted values of Options.Rules ("" means "2nd").
var RulesChoices = []string{"2nd", "1st"}

// parseRules reads Options.Rules.
func parseRules(d *data.Data, s string) (uint8, error) {
	switch s {
	case "", "2nd":
		return rules2nd, nil
	case "1st":
		if d.FirstEdition == nil {
			return 0, fmt.Errorf("rules %q: the game data has no %s", s, data.FirstEditionFile)
		}
		for _, k := range []string{modNonAlpsPass, modAlpsPass, modNativeGuide} {
			if _, ok := d.AttritionModifier(k, true); !ok && k != modAlpsPass {
				return 0, fmt.Errorf("rules %q: no attrition modifier %q in the data", s, k)
			}
		}
		return rules1st, nil
	}
	return 0, fmt.Errorf("unknown rules %q (choose %s)", s, strings.Join(RulesChoices, " or "))
}

// Rules returns the game's rules edition: "2nd" (the default) or "1st".
func (g *Game) Rules() string { return RulesChoices[g.s.rules] }

// first reports whether the game plays the 1st-edition rules.
func (g *Game) first() bool { return g.s.rules == rules1st }

// recordRules is the Record's "rules" value: "" for the default.
func recordRules(r uint8) string {
	if r == rules2nd {
		return ""
	}
	return RulesChoices[r]
}

// DataFingerprint is the data fingerprint a record of a game under the rules
// carries: the default files' for the default, with first-edition.yaml for 1st.
func DataFingerprint(d *data.Data, rules string) string {
	if rules == "1st" && d.FirstEdition != nil {
		return d.FirstEdition.Fingerprint
	}
	return d.Fingerprint
}

// Attrition modifier keys (tables.yaml, first-edition.yaml).
const (
	modNonAlpsPass = "non-alps-pass"
	modAlpsPass    = "alps-pass"
	modNativeGuide = "native-guide"
)

// attritionMod is an attrition modifier of the game's edition (0 when the data
// has none, as for an Alps pass in the 2nd edition).
func (g *Game) attritionMod(key string) int {
	v, _ := g.d.AttritionModifier(key, g.first())
	return v
}

// eventFor is who may use card n's event under the game's rules.
func (g *Game) eventFor(n int) data.EventFor {
	if g.first() {
		if c, ok := g.d.FirstEdition.Cards[n]; ok {
			return c.EventFor
		}
	}
	return g.d.Card(n).EventFor
}

// ruleText is the rule a log line or refusal cites: the 2nd-edition rule, or the
// 1st-edition one with its difference number in a 1st-edition game.
func (g *Game) ruleText(second, first string) string {
	if g.first() {
		return first
	}
	return second
}

// CardEvent returns who may use strategy card n's event and its effect under the
// game's rules: the 2007 card's, or the 1st edition's (first-edition.yaml) for
// the cards that differ there.
func (g *Game) CardEvent(n int) (eventFor data.EventFor, effect string) {
	if g.first() {
		if c, ok := g.d.FirstEdition.Cards[n]; ok {
			return c.EventFor, c.Effect
		}
	}
	c := g.d.Card(n)
	return c.EventFor, c.Effect
}
