package title

import (
	"fmt"
	"strconv"
	"strings"
)

// How the page groups the legal actions into steps (issue 15). The legal list
// stays the truth: grouping only says which actions the page offers together,
// behind one control. Choices of one group share Group; GroupLabel names the
// group, Sub is a choice's label inside it. A group whose choices carry a Count
// is chosen with a stepper (a number of CUs) that starts at the largest number
// (Prefer "most") or the smallest ("fewest"). Pass marks an action that only
// declines (pass, do not match): a window whose every choice is one of those
// can be answered by the page itself (docs/server.md, "Passing automatically").

// stepVerbs are the verbs whose first operand is a number of CUs chosen with a
// stepper, with the group they join, its label and the usual number.
var stepVerbs = map[string]struct{ group, label, prefer string }{
	"take":           {"take", "Take CUs", "most"},
	"take-in":        {"take-in", "Take CUs from inside the walls", "most"},
	"pickup":         {"pickup", "Pick up…", "most"},
	"pickup-in":      {"pickup", "Pick up…", "most"},
	"drop":           {"drop", "Drop off…", "fewest"},
	"garrison":       {"garrison", "CUs inside the walls", "most"},
	"enter-city":     {"enter-city", "End inside the walls", "most"},
	"retreat-inside": {"retreat-inside", "Retreat into the walls", "most"},
	"lose-elephants": {"lose-elephants", "Elephants among the losses", "fewest"},
	"lose-inside":    {"lose-inside", "Losses from inside the walls", "fewest"},
}

// memberVerbs join a stepper's group without a number: a general picked up or
// dropped off goes with the CUs.
var memberVerbs = map[string]struct{ group, label string }{
	"pickup-general": {"pickup", "Pick up…"},
	"drop-general":   {"drop", "Drop off…"},
}

// opsSub is what playing a card for its OPs does, as the card's own button says.
var opsSub = map[string]string{"move": "move a general", "pc": "place PCs", "raise": "raise a CU", "move+event": "move + event"}

// group fills in a choice's group, its label inside the group, its number and
// whether it only declines.
func (r *Rules) group(c *Choice) {
	f := strings.Fields(c.Action)
	if len(f) == 0 {
		return
	}
	verb := f[0]
	switch verb {
	case "pass", "concede":
		c.Pass = true
		return
	}
	if cardVerbs[verb] && c.Card >= 1 && c.Card <= len(r.d.Cards) {
		card := &r.d.Cards[c.Card-1]
		c.Group = "card:" + strconv.Itoa(c.Card)
		c.GroupLabel = fmt.Sprintf("#%d %s", c.Card, card.Title)
		switch verb {
		case "ops":
			ops := "OPs"
			if card.Ops == 1 {
				ops = "OP"
			}
			what := ""
			if len(f) > 2 {
				what = opsSub[f[2]]
			}
			c.Sub = fmt.Sprintf("%d %s: %s", card.Ops, ops, what)
		case "event":
			c.Sub = "Event"
		case "discard":
			c.Sub = "Discard"
		default:
			c.Sub = "Choose this card"
		}
		return
	}
	if s, ok := stepVerbs[verb]; ok && len(f) > 1 {
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return
		}
		c.Group, c.GroupLabel, c.Sub, c.Prefer = s.group, s.label, c.Label, s.prefer
		c.Count, c.Unit, c.Units = &n, "CU", "CUs"
		return
	}
	if m, ok := memberVerbs[verb]; ok {
		c.Group, c.GroupLabel, c.Sub = m.group, m.label, c.Label
	}
}

// effectNames names the lasting effects (hannibal.View.Effects) by the title of
// the card whose event makes each; the two effects no card is keyed by get their
// own words.
func effectNames(r *Rules) map[string]string {
	out := map[string]string{}
	for _, c := range r.d.Cards {
		if c.Event != "" && out[c.Event] == "" {
			out[c.Event] = c.Title
		}
	}
	if t := out["philip-v"]; t != "" {
		out["macedonia-allied"] = t
	}
	if t := out["truce"]; t != "" {
		out["truce-reshuffle"] = t + " (until the next reshuffle)"
	}
	return out
}
