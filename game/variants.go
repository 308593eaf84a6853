package game

import (
	"fmt"
	"strings"
)

// Rules variants and tutorials: what a game offers beyond its scenarios, said
// once here so that every front end offers it without knowing the game.

// Variant is a rules variant a game offers (Title.Variants): the value of
// Options.Rules that chooses it and its name for people.
type Variant struct {
	Key   string `json:"key"`   // Options.Rules ("2nd", "1st")
	Label string `json:"label"` // for people ("2nd edition (2007)")
}

// RulesKeys lists the keys of the rules variants t offers, the default first;
// nil when the game has none.
func (t *Title) RulesKeys() []string {
	var out []string
	for _, v := range t.Variants {
		out = append(out, v.Key)
	}
	return out
}

// CheckRules reads a rules variant asked of t: "" and the default variant's
// key give "" (the default); a variant t offers gives its key; anything else,
// or any variant of a game that offers none, is refused with what the game
// offers.
func (t *Title) CheckRules(rules string) (string, error) {
	if rules == "" {
		return "", nil
	}
	if len(t.Variants) == 0 {
		return "", fmt.Errorf("%s offers no rules options (asked for rules %q)", t.Title, rules)
	}
	for i, v := range t.Variants {
		if v.Key == rules {
			if i == 0 {
				return "", nil
			}
			return rules, nil
		}
	}
	return "", fmt.Errorf("unknown rules %q (choose %s)", rules, strings.Join(t.RulesKeys(), " or "))
}

// TutorialInfo marks a scenario as a tutorial (Scenario.Tutorial): a guided
// game whose lesson (Lesson) walks a learner through one part of the rules.
type TutorialInfo struct {
	Number int    `json:"number"` // 1, 2, …
	Title  string `json:"title"`
	Goal   string `json:"goal"`
	// Player is the side the learner plays in a solitaire tutorial; "" when
	// two players (or a player and a bot) play it.
	Player string `json:"player"`
}

// Tutorials lists rules' tutorial scenarios, in order.
func Tutorials(r Rules) []Scenario {
	var out []Scenario
	for _, sc := range r.Scenarios() {
		if sc.Tutorial != nil {
			out = append(out, sc)
		}
	}
	return out
}

// Lesson is a tutorial's lesson where the game stands, as a front end shows it
// beside the board: the current step, its words, the spaces and pieces it
// points at and, once the game is over, the result.
type Lesson struct {
	Tutorial int      `json:"tutorial"`
	Title    string   `json:"title"`
	Goal     string   `json:"goal"`
	Player   string   `json:"player,omitempty"` // solitaire: the side the learner plays
	First    string   `json:"first"`            // the side that plays first
	Rules    []string `json:"rules,omitempty"`  // the tutorial's special rules, in words
	Victory  string   `json:"victory"`          // the victory condition, in words
	Step     int      `json:"step"`             // 1-based
	Steps    int      `json:"steps"`
	Text     string   `json:"text"`
	Spaces   []string `json:"spaces"` // the keys of the spaces the step points at
	Pieces   []string `json:"pieces"` // the keys of the pieces it points at (Hannibal: generals)
	Names    []string `json:"names"`  // the spaces, then the pieces, by their names for people
	Result   string   `json:"result,omitempty"`
}

// Lessoner is implemented by an Instance that can be a tutorial.
type Lessoner interface {
	// Lesson returns the lesson where the game stands, or nil when the game
	// is not a tutorial.
	Lesson() *Lesson
}

// LessonOf returns in's lesson, or nil when in is not a tutorial.
func LessonOf(in Instance) *Lesson {
	if l, ok := in.(Lessoner); ok {
		return l.Lesson()
	}
	return nil
}
