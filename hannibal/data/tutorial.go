package data

import (
	"fmt"
	"strings"
)

// Tutorial is what turns a scenario into one of the six teaching games adapted from
// the Hannibal & Hamilcar playbook (docs/tutorials.md): a whole position to start
// from, its own special rules and victory condition, and a lesson shown step by
// step. A scenario with a Tutorial takes its set-up from Position; its Armies,
// Consuls and Control are not used.
type Tutorial struct {
	Number   int    // 1-6; refusals cite "tutorial N"
	Title    string // e.g. "Acquiring political control"
	Goal     string // one line: what the player must achieve
	Position string // the starting position (docs/positions.md), at phase "deal"

	// Who plays. Solitaire tutorials have a Player side; the other side holds no
	// card and takes only the decisions the rules force on it (a bot answers them).
	Player Side // NoSide: a game for two
	First  Side // the side that plays the first card
	// CampaignFirst asks Rome the 7.3 question (open with a campaign card) before
	// First plays.
	CampaignFirst bool

	// Special rules.
	Banned  []Ban // spaces a side's units may not enter
	NoRaise bool  // no raising troops with OPs (8.2), either side
	NoSea   bool  // no naval movement (11), either side

	Victory TutorialVictory
	Lesson  []LessonStep
}

// Ban forbids a side's units to enter some spaces.
type Ban struct {
	Side   Side
	Spaces []SpaceID // every space of the banned provinces, and any named space
	Words  string    // how the refusal names them: "Idubeda"
}

// TutorialVictory replaces the Victory Check (22). Side wins when the condition
// holds; otherwise the other side wins at the end of the turn.
type TutorialVictory struct {
	Side Side
	// EveryAction checks the condition at every decision, not only at the end (the
	// "reaches" tutorials).
	EveryAction bool
	Text        string // the condition in words

	// Conditions; all those given must hold.
	Control  []ProvinceID // Side controls each of these provinces
	Armies   []SpaceID    // Side has an army (a general with CUs) in each
	General  GeneralID    // NoGeneral, or this general must stand in one of In
	In       []SpaceID
	Elephant bool         // ... with an elephant CU in his space
	More     []ProvinceID // Side controls more of these provinces than the other side
	TieOnCUs bool         // with More: equal provinces, then more CUs on the map wins
}

// LessonStep is one step of a tutorial's lesson: the words shown, the spaces and
// generals they point at, and when the lesson moves on to the next step.
type LessonStep struct {
	Text     string
	Spaces   []SpaceID
	Generals []GeneralID
	Until    LessonTrigger // empty: the last step, shown to the end
}

// LessonTrigger says when a step is done; every condition given must hold at a
// decision point of the game.
type LessonTrigger struct {
	Played   []int     // these cards have left both hands
	Plays    int       // at least this many cards have been played, both sides together
	Decision string    // the pending decision is of this kind (Decision.Kind)
	General  GeneralID // with Space: the general stands in Space
	Space    SpaceID
	Phase    string // the game has reached this phase (winter, isolation, over…)
}

// Empty reports whether the trigger has no condition (a last step).
func (t *LessonTrigger) Empty() bool {
	return len(t.Played) == 0 && t.Plays == 0 && t.Decision == "" && t.General == NoGeneral && t.Phase == ""
}

type rawTutorial struct {
	Number        int    `yaml:"number"`
	Title         string `yaml:"title"`
	Goal          string `yaml:"goal"`
	Position      string `yaml:"position"`
	Player        string `yaml:"player"`
	First         string `yaml:"first"`
	CampaignFirst bool   `yaml:"campaign_first"`
	Banned        []struct {
		Side      string   `yaml:"side"`
		Provinces []string `yaml:"provinces"`
		Spaces    []string `yaml:"spaces"`
	} `yaml:"banned"`
	NoRaise bool `yaml:"no_raise"`
	NoSea   bool `yaml:"no_sea"`
	Victory struct {
		Side        string   `yaml:"side"`
		EveryAction bool     `yaml:"every_action"`
		Text        string   `yaml:"text"`
		Control     []string `yaml:"control"`
		Armies      []string `yaml:"armies"`
		General     string   `yaml:"general"`
		In          []string `yaml:"in"`
		InProvince  []string `yaml:"in_province"`
		Elephant    bool     `yaml:"elephant"`
		More        []string `yaml:"more"`
		TieOnCUs    bool     `yaml:"tie_on_cus"`
	} `yaml:"victory"`
	Lesson []struct {
		Text     string   `yaml:"text"`
		Spaces   []string `yaml:"spaces"`
		Generals []string `yaml:"generals"`
		Until    struct {
			Played   []int  `yaml:"played"`
			Plays    int    `yaml:"plays"`
			Decision string `yaml:"decision"`
			General  string `yaml:"general"`
			Space    string `yaml:"space"`
			Phase    string `yaml:"phase"`
		} `yaml:"until"`
	} `yaml:"lesson"`
}

// lessonPhases are the phases a lesson step may wait for.
var lessonPhases = map[string]bool{"strategy": true, "winter": true, "isolation": true, "victory": true, "over": true}

// buildTutorial validates a scenario's tutorial section.
func buildTutorial(d *Data, f, item string, rt *rawTutorial, ps *problems) *Tutorial {
	b := d.Board
	bad := func(format string, args ...any) { ps.add(f, 0, item, "tutorial: "+format, args...) }
	t := &Tutorial{Number: rt.Number, Title: rt.Title, Goal: rt.Goal, Position: rt.Position,
		CampaignFirst: rt.CampaignFirst, NoRaise: rt.NoRaise, NoSea: rt.NoSea}
	if rt.Number < 1 {
		bad("number must be 1 or more")
	}
	if rt.Title == "" || rt.Goal == "" {
		bad("title and goal are required")
	}
	if !strings.Contains(rt.Position, "phase: deal") {
		bad("the position must start at \"phase: deal\" (the hands are fixed, nothing is dealt)")
	}
	side := func(what, v string, none bool) Side {
		s, err := ParseSide(v)
		if err != nil || (s == NoSide && !none) {
			bad("%s must be rome or carthage, not %q", what, v)
			return Rome
		}
		return s
	}
	space := func(k string) (SpaceID, bool) {
		x, ok := b.SpaceByKey(k)
		if !ok {
			bad("unknown space %q", k)
		}
		return x, ok
	}
	province := func(k string) (ProvinceID, bool) {
		p, ok := b.ProvinceByKey(k)
		if !ok {
			bad("unknown province %q", k)
		}
		return p, ok
	}
	general := func(k string) GeneralID {
		if k == "" {
			return NoGeneral
		}
		id, ok := d.GeneralByKey(k)
		if !ok {
			bad("unknown general %q", k)
			return NoGeneral
		}
		return id
	}
	t.Player = NoSide
	if rt.Player != "" {
		t.Player = side("player", rt.Player, false)
	}
	t.First = side("first", rt.First, false)
	if t.CampaignFirst && t.First != Carthage {
		bad("campaign_first asks Rome whether to play before Carthage: first must be carthage")
	}
	for _, rb := range rt.Banned {
		ban := Ban{Side: side("banned side", rb.Side, false)}
		var words []string
		for _, pk := range rb.Provinces {
			if p, ok := province(pk); ok {
				ban.Spaces = append(ban.Spaces, b.Provinces[p].Spaces...)
				words = append(words, b.Provinces[p].Name)
			}
		}
		for _, sk := range rb.Spaces {
			if x, ok := space(sk); ok {
				ban.Spaces = append(ban.Spaces, x)
				words = append(words, b.Spaces[x].Name)
			}
		}
		if len(ban.Spaces) == 0 {
			bad("a ban names no province or space")
		}
		ban.Words = strings.Join(words, ", ")
		t.Banned = append(t.Banned, ban)
	}
	rv := &rt.Victory
	v := TutorialVictory{Side: side("victory side", rv.Side, false), EveryAction: rv.EveryAction, Text: rv.Text,
		General: general(rv.General), Elephant: rv.Elephant, TieOnCUs: rv.TieOnCUs}
	if rv.Text == "" {
		bad("victory needs its text")
	}
	for _, pk := range rv.Control {
		if p, ok := province(pk); ok {
			v.Control = append(v.Control, p)
		}
	}
	for _, sk := range rv.Armies {
		if x, ok := space(sk); ok {
			v.Armies = append(v.Armies, x)
		}
	}
	for _, sk := range rv.In {
		if x, ok := space(sk); ok {
			v.In = append(v.In, x)
		}
	}
	for _, pk := range rv.InProvince {
		if p, ok := province(pk); ok {
			v.In = append(v.In, b.Provinces[p].Spaces...)
		}
	}
	for _, pk := range rv.More {
		if p, ok := province(pk); ok {
			v.More = append(v.More, p)
		}
	}
	if (v.General == NoGeneral) != (len(v.In) == 0) {
		bad("victory: general and in/in_province go together")
	}
	if v.General != NoGeneral && d.Generals[v.General].Side != v.Side {
		bad("victory: general %s is not on the %s side", rv.General, v.Side)
	}
	if v.Elephant && v.General == NoGeneral {
		bad("victory: elephant needs a general")
	}
	if v.TieOnCUs && len(v.More) == 0 {
		bad("victory: tie_on_cus needs more")
	}
	if len(v.Control)+len(v.Armies)+len(v.In)+len(v.More) == 0 {
		bad("victory has no condition")
	}
	if v.EveryAction && v.General == NoGeneral {
		bad("victory: every_action is for a general reaching a space")
	}
	t.Victory = v
	if len(rt.Lesson) == 0 {
		bad("the lesson has no step")
	}
	for i, rs := range rt.Lesson {
		st := LessonStep{Text: strings.TrimSpace(rs.Text)}
		where := fmt.Sprintf("lesson step %d", i+1)
		if st.Text == "" {
			bad("%s has no text", where)
		}
		for _, sk := range rs.Spaces {
			if x, ok := space(sk); ok {
				st.Spaces = append(st.Spaces, x)
			}
		}
		for _, gk := range rs.Generals {
			if id := general(gk); id != NoGeneral {
				st.Generals = append(st.Generals, id)
			}
		}
		u := &rs.Until
		st.Until = LessonTrigger{Played: u.Played, Plays: u.Plays, Decision: u.Decision, General: general(u.General), Space: NoSpace, Phase: u.Phase}
		for _, n := range u.Played {
			if n < 1 || n > len(d.Cards) {
				bad("%s: no card %d", where, n)
			}
		}
		if (u.General == "") != (u.Space == "") {
			bad("%s: until general and space go together", where)
		}
		if u.Space != "" {
			if x, ok := space(u.Space); ok {
				st.Until.Space = x
			}
		}
		if u.Phase != "" && !lessonPhases[u.Phase] {
			bad("%s: until phase %q is not one of strategy, winter, isolation, victory, over", where, u.Phase)
		}
		last := i == len(rt.Lesson)-1
		if st.Until.Empty() != last {
			if last {
				bad("%s: the last step is shown to the end and has no until", where)
			} else {
				bad("%s needs an until (only the last step has none)", where)
			}
		}
		t.Lesson = append(t.Lesson, st)
	}
	return t
}
