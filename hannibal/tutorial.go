package hannibal

import (
	"fmt"
	"strings"
	"sync"

	"punic/hannibal/data"
)

// Tutorials (docs/tutorials.md): the six one-turn teaching games adapted from the
// Hannibal & Hamilcar playbook. A tutorial is a scenario with a data.Tutorial: it
// starts from a whole position with fixed hands, may forbid entering spaces,
// raising troops or moving by sea, replaces the Victory Check with its own
// condition (checked at every decision for the "reaches" tutorials), and carries a
// lesson whose current step (State.lesson) advances as the game reaches each
// step's trigger.

// maxTutorials bounds the tutorial numbers the refusal codes are registered for.
const maxTutorials = 9

var (
	rcTutBan   [maxTutorials + 1][2]rc
	rcTutSea   [maxTutorials + 1]rc
	rcTutRaise [maxTutorials + 1]rc
)

func init() {
	for n := 1; n <= maxTutorials; n++ {
		rule := fmt.Sprintf("tutorial %d", n)
		rcTutBan[n][Rome] = newRC(rule, "no Roman unit may enter this space in this tutorial")
		rcTutBan[n][Carthage] = newRC(rule, "no Carthaginian unit may enter this space in this tutorial")
		rcTutSea[n] = newRC(rule, "no naval movement in this tutorial")
		rcTutRaise[n] = newRC(rule, "no raising troops in this tutorial")
	}
}

// tutorial returns the game's tutorial, or nil for a campaign scenario.
func (g *Game) tutorial() *data.Tutorial {
	if int(g.s.scenario) < len(g.d.Scenarios) {
		return nil
	}
	return g.d.ScenarioAt(int(g.s.scenario)).Tutorial
}

// Tutorial returns the game's tutorial data, or nil when the game is not one.
func (g *Game) Tutorial() *data.Tutorial { return g.tutorial() }

// tutorialNumber is the tutorial's number as refusals cite it (1..maxTutorials).
func tutorialNumber(t *data.Tutorial) int { return min(max(t.Number, 1), maxTutorials) }

var (
	tutorialsMu      sync.Mutex
	tutorialsChecked = map[*data.Data]error{}
)

// checkTutorials loads every tutorial's position once per data set: a tutorial
// whose set-up does not load, or names another scenario, makes the data unusable,
// as any other defect does.
func checkTutorials(d *data.Data) error {
	tutorialsMu.Lock()
	defer tutorialsMu.Unlock()
	if err, ok := tutorialsChecked[d]; ok {
		return err
	}
	var bad []string
	fx, err := factsOf(d)
	if err != nil {
		return nil // New reports it
	}
	for i := range d.Tutorials {
		sc := &d.Tutorials[i]
		t := sc.Tutorial
		where := fmt.Sprintf("%s/%s.yaml: tutorial %d", data.ScenariosDir, sc.Key, t.Number)
		if t.Number > maxTutorials {
			bad = append(bad, fmt.Sprintf("%s: at most %d tutorials", where, maxTutorials))
			continue
		}
		g, err := loadPosition(d, fx, t.Position, 0)
		if err != nil {
			bad = append(bad, fmt.Sprintf("%s: position: %v", where, err))
			continue
		}
		if int(g.s.scenario) != len(d.Scenarios)+i {
			bad = append(bad, fmt.Sprintf("%s: the position's scenario line must name %q", where, sc.Key))
		}
		if g.s.firstTurn != uint8(sc.FirstTurn) || g.s.lastTurn != uint8(sc.LastTurn) {
			bad = append(bad, fmt.Sprintf("%s: the position's turns differ from first_turn/last_turn", where))
		}
		if t.Player != NoSide && g.s.hand[t.Player.Other()] != 0 {
			bad = append(bad, fmt.Sprintf("%s: a solitaire tutorial gives the absent side no card", where))
		}
	}
	if len(bad) > 0 {
		err = fmt.Errorf("the rules engine cannot use these tutorials:\n  %s", strings.Join(bad, "\n  "))
	}
	tutorialsChecked[d] = err
	return err
}

// setupTutorial lays out a tutorial from its position and runs it to the first
// decision (the 7.3 question, or the first card play).
func (g *Game) setupTutorial(sc *data.Scenario) {
	lg, err := loadPosition(g.d, g.f, sc.Tutorial.Position, 0)
	if err != nil {
		panic("hannibal: tutorial set-up: " + err.Error()) // checkTutorials has loaded it
	}
	rng := g.s.rng
	g.s = lg.s
	g.s.rng = rng
	g.shuffleDeck() // the deck plays no part; shuffle it with the game's own seed
	if g.logging() {
		g.logf("4", "Set-up: %s", sc.Name)
		*g.log = append(*g.log, *lg.log...)
	}
}

// tutorialFirst settles who plays first in a tutorial (7.3 over fixed hands): the
// tutorial's first side, after asking Rome about a campaign card when the tutorial
// allows it. It reports whether it settled it.
func (g *Game) tutorialFirst(f *frame) bool {
	t := g.tutorial()
	if t == nil {
		return false
	}
	if f.step == fsAskRome && t.CampaignFirst && g.s.hand[Rome]&g.f.campaignCards != 0 {
		return false // ask Rome (stepFirst)
	}
	g.s.active = t.First
	if g.logging() {
		g.logf("7.3", "Tutorial %d: %s plays first", t.Number, t.First)
	}
	return true
}

// tutorialEnterRC applies the tutorial's bans on entering spaces.
func (g *Game) tutorialEnterRC(side Side, y SpaceID) rc {
	t := g.tutorial()
	if t == nil {
		return 0
	}
	for _, b := range t.Banned {
		if b.Side != side {
			continue
		}
		for _, x := range b.Spaces {
			if x == y {
				return rcTutBan[tutorialNumber(t)][side]
			}
		}
	}
	return 0
}

// tutorialSeaRC forbids naval movement where the tutorial does.
func (g *Game) tutorialSeaRC() rc {
	if t := g.tutorial(); t != nil && t.NoSea {
		return rcTutSea[tutorialNumber(t)]
	}
	return 0
}

// tutorialRaiseRC forbids raising troops with OPs where the tutorial does.
func (g *Game) tutorialRaiseRC() rc {
	if t := g.tutorial(); t != nil && t.NoRaise {
		return rcTutRaise[tutorialNumber(t)]
	}
	return 0
}

// tutorialPause runs at every decision point of a tutorial: a "reaches" victory
// ends the game at once (reported true), and the lesson moves on past every step
// whose trigger now holds.
func (g *Game) tutorialPause() bool {
	t := g.tutorial()
	if t == nil {
		return false
	}
	if t.Victory.EveryAction && !g.arrivalPending() && g.tutorialHolds(t) {
		if g.logging() {
			g.logf(g.tutorialRule(t), "%s", t.Victory.Text)
		}
		g.endGame(t.Victory.Side, endTutorial)
		return true
	}
	for int(g.s.lesson) < len(t.Lesson)-1 && g.triggered(&t.Lesson[g.s.lesson].Until) {
		g.s.lesson++
	}
	return false
}

// arrivalPending reports whether an army has entered a space but the entry is not
// complete: the crossing's attrition (10.6, after the Bad Weather window) or a loss
// of CUs is still to come. A general "reaches" a space only once it is.
func (g *Game) arrivalPending() bool {
	for i := 0; i < int(g.s.sp); i++ {
		f := &g.s.stack[i]
		if f.proc == procLosses || (f.proc == procMove && (f.step == msCrossed || f.step == msCrossedAttrition)) {
			return true
		}
	}
	return false
}

func (g *Game) tutorialRule(t *data.Tutorial) string {
	return fmt.Sprintf("tutorial %d", t.Number)
}

// tutorialVictory replaces the Victory Check of a tutorial (after Winter Attrition
// and the Political Isolation Phase) and ends the game. It reports whether the game
// is a tutorial.
func (g *Game) tutorialVictory() bool {
	t := g.tutorial()
	if t == nil {
		return false
	}
	v := &t.Victory
	winner := v.Side
	if !g.tutorialHolds(t) {
		winner = v.Side.Other()
	}
	if g.logging() {
		g.logf(g.tutorialRule(t), "%s", g.verdict(t, winner))
	}
	g.endGame(winner, endTutorial)
	return true
}

// tutorialHolds reports whether the tutorial's victory condition holds now.
func (g *Game) tutorialHolds(t *data.Tutorial) bool {
	v := &t.Victory
	side := v.Side
	for _, p := range v.Control {
		if !g.controlsProvince(side, p) {
			return false
		}
	}
	for _, x := range v.Armies {
		if !g.hasArmy(side, x) {
			return false
		}
	}
	if v.General != data.NoGeneral {
		x, ok := g.where(v.General)
		if !ok || !containsSpace(v.In, x) {
			return false
		}
		if v.Elephant && g.s.ele[x]+g.s.eleIn[x] == 0 {
			return false
		}
	}
	if len(v.More) > 0 {
		mine, theirs := g.provincesAmong(side, v.More), g.provincesAmong(side.Other(), v.More)
		switch {
		case mine > theirs:
		case mine == theirs && v.TieOnCUs && g.cusOnMap(side) > g.cusOnMap(side.Other()):
		default:
			return false
		}
	}
	return true
}

// hasArmy reports whether side has an army in x: a general with CUs on his side of
// the walls (9.1).
func (g *Game) hasArmy(side Side, x SpaceID) bool {
	return (g.generalsAt(side, x, false) != 0 && g.out(side, x) > 0) ||
		(g.generalsAt(side, x, true) != 0 && g.in(side, x) > 0)
}

func containsSpace(list []SpaceID, x SpaceID) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

func (g *Game) provincesAmong(side Side, ps []data.ProvinceID) int {
	n := 0
	for _, p := range ps {
		if g.controlsProvince(side, p) {
			n++
		}
	}
	return n
}

func (g *Game) cusOnMap(side Side) int {
	n := 0
	for i := range g.d.Board.Spaces {
		n += g.all(side, SpaceID(i))
	}
	return n
}

// triggered reports whether a lesson step's trigger holds now.
func (g *Game) triggered(u *data.LessonTrigger) bool {
	if u.Empty() {
		return false
	}
	s := &g.s
	for _, n := range u.Played {
		if (s.hand[Rome] | s.hand[Carthage]).has(n) {
			return false
		}
	}
	if u.Plays > 0 && int(s.plays[Rome])+int(s.plays[Carthage]) < u.Plays {
		return false
	}
	if u.General != data.NoGeneral {
		if x, ok := g.where(u.General); !ok || x != u.Space {
			return false
		}
	}
	if u.Phase != "" {
		reached := s.over
		for i, name := range phaseNames {
			if name == u.Phase && int(s.phase) >= i {
				reached = true
			}
		}
		if !reached {
			return false
		}
	}
	if u.Decision != "" && g.Decision().Kind != u.Decision {
		return false
	}
	return true
}

// verdict words the tutorial's result.
func (g *Game) verdict(t *data.Tutorial, winner Side) string {
	v := &t.Victory
	score := ""
	if len(v.More) > 0 {
		score = fmt.Sprintf(" (provinces: %s %d, %s %d)", v.Side, g.provincesAmong(v.Side, v.More),
			v.Side.Other(), g.provincesAmong(v.Side.Other(), v.More))
	}
	if winner == v.Side {
		return fmt.Sprintf("%s wins: %s%s", winner, v.Text, score)
	}
	return fmt.Sprintf("%s wins: %s did not achieve it (%s)%s", winner, v.Side, v.Text, score)
}

// Lesson is a tutorial's lesson as a front end shows it beside the board: the
// current step, its words, and the spaces and generals it points at.
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
	Spaces   []string `json:"spaces"`   // space keys to highlight
	Generals []string `json:"generals"` // general keys to highlight
	Result   string   `json:"result,omitempty"`
}

// Lesson returns the tutorial's current lesson step, or nil when the game is not a
// tutorial. Once the game is over it shows the last step and the result.
func (g *Game) Lesson() *Lesson {
	t := g.tutorial()
	if t == nil {
		return nil
	}
	i := int(g.s.lesson)
	if g.s.over {
		i = len(t.Lesson) - 1
	}
	i = min(i, len(t.Lesson)-1)
	st := &t.Lesson[i]
	l := &Lesson{Tutorial: t.Number, Title: t.Title, Goal: t.Goal, First: t.First.Key(),
		Victory: t.Victory.Text, Step: i + 1, Steps: len(t.Lesson), Text: st.Text,
		Spaces: []string{}, Generals: []string{}, Rules: tutorialRules(t)}
	if t.Player != NoSide {
		l.Player = t.Player.Key()
	}
	for _, x := range st.Spaces {
		l.Spaces = append(l.Spaces, g.d.Board.Spaces[x].Key)
	}
	for _, id := range st.Generals {
		l.Generals = append(l.Generals, g.d.Generals[id].Key)
	}
	if g.s.over {
		if g.s.endReason == endTutorial {
			l.Result = g.verdict(t, g.s.winner)
		} else {
			l.Result = fmt.Sprintf("%s wins: %s", g.s.winner, endWords[g.s.endReason])
		}
	}
	return l
}

// tutorialRules words a tutorial's special rules.
func tutorialRules(t *data.Tutorial) []string {
	var out []string
	for _, b := range t.Banned {
		adj := "Roman"
		if b.Side == Carthage {
			adj = "Carthaginian"
		}
		out = append(out, fmt.Sprintf("No %s unit may enter %s.", adj, b.Words))
	}
	if t.NoRaise {
		out = append(out, "No raising troops.")
	}
	if t.NoSea {
		out = append(out, "No naval movement.")
	}
	return out
}
