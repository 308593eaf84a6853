package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"punic/game"
)

// The games a server plays. Options.Games (or Options.Rules, or every
// registered game) each become a gameKit: what the server needs of the game,
// built once. A stored game's row names its game (store.Game.Game), and the
// live game uses that game's kit for everything: its rules replay it, its
// title names its seats, its web adapter describes its choices.

// gameKit is one game a server plays, with what the server makes of it once.
type gameKit struct {
	rules  game.Rules
	title  *game.Title
	web    game.Web // nil when the game gives the web app nothing of its own
	bots   []BotChoice
	odds   bool   // the game's Instances estimate battles (game.OddsTeller)
	board  []byte // the board drawing (game.Rules.DrawSVG)
	static []byte // the static facts (JSON)
	// choiceJSON remembers the legal actions' JSON (choicecache.go).
	choiceJSON choiceCache
}

// errUnserved is the error of a stored game whose game this server does not
// play.
var errUnserved = errors.New("this server does not play the game")

// newKit builds a game's kit from its loaded rules.
func newKit(r game.Rules) (*gameKit, error) {
	k := &gameKit{rules: r, title: r.Title()}
	k.web, _ = r.(game.Web)
	k.bots = offeredBots(k.title)
	inst, err := r.New(game.Options{Scenario: game.DefaultScenario(r), Seed: 1, NoLog: true})
	if err != nil {
		return nil, fmt.Errorf("server: %s: starting its default scenario: %v", k.title.Name, err)
	}
	_, k.odds = inst.(game.OddsTeller)
	var b bytes.Buffer
	if err := r.DrawSVG(&b); err != nil {
		return nil, fmt.Errorf("server: %s: drawing its board: %v", k.title.Name, err)
	}
	k.board = b.Bytes()
	if k.static, err = k.staticFacts(); err != nil {
		return nil, err
	}
	return k, nil
}

// kits builds the kits of the games the options name: Games, else Rules, else
// every registered game with its built-in data. It returns them in order with
// the default game's kit: game.DefaultGame when it is served, else the first.
func kits(opt Options) ([]*gameKit, *gameKit, error) {
	rules := opt.Games
	if len(rules) == 0 && opt.Rules != nil {
		rules = []game.Rules{opt.Rules}
	}
	if len(rules) == 0 {
		for _, t := range game.Titles() {
			r, err := t.Load("")
			if err != nil {
				return nil, nil, fmt.Errorf("server: %s data: %v", t.Name, err)
			}
			rules = append(rules, r)
		}
	}
	if len(rules) == 0 {
		return nil, nil, fmt.Errorf("server: no game to play: none is linked into this program")
	}
	var out []*gameKit
	seen := map[string]bool{}
	var def *gameKit
	for _, r := range rules {
		name := r.Title().Name
		if seen[name] {
			return nil, nil, fmt.Errorf("server: game %s given twice", name)
		}
		seen[name] = true
		k, err := newKit(r)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, k)
		if name == game.DefaultGame {
			def = k
		}
	}
	if def == nil {
		def = out[0]
	}
	return out, def, nil
}

// kit returns the kit of the game named ("" is the server's default game), or
// nil when the server does not play it.
func (s *Server) kit(name string) *gameKit {
	if name == "" {
		return s.def
	}
	for _, k := range s.kits {
		if k.title.Name == name {
			return k
		}
	}
	return nil
}

// gameNames lists the names of the games the server plays.
func (s *Server) gameNames() string {
	var names []string
	for _, k := range s.kits {
		names = append(names, k.title.Name)
	}
	return strings.Join(names, ", ")
}

// staticFacts is the JSON of the game's static facts (game.Web.Static) with the
// bots on offer ("bots"), the rules variants the game offers ("rules", the
// default first; empty when it has none), its tutorials ("tutorials"), and,
// unless the game's facts hold them already, its name ("game"), its title
// ("title"), its sides ("sides") and whether it estimates battles ("odds").
func (k *gameKit) staticFacts() ([]byte, error) {
	facts := map[string]json.RawMessage{}
	if k.web != nil {
		if err := json.Unmarshal(encodeJSON(k.web.Static()), &facts); err != nil {
			return nil, fmt.Errorf("server: %s: the game's static facts are not a JSON object: %v", k.title.Name, err)
		}
	}
	facts["bots"] = encodeJSON(k.bots)
	variants := k.title.Variants
	if variants == nil {
		variants = []game.Variant{}
	}
	facts["rules"] = encodeJSON(variants)
	facts["tutorials"] = encodeJSON(staticTutorials(k.rules))
	for key, v := range map[string]any{"game": k.title.Name, "title": k.title.Title, "sides": k.title.Sides, "odds": k.odds} {
		if _, ok := facts[key]; !ok {
			facts[key] = encodeJSON(v)
		}
	}
	return encodeJSON(facts), nil
}

// StaticTutorial is a tutorial as /api/static lists it (game.TutorialInfo with
// its scenario's key).
type StaticTutorial struct {
	Key string `json:"key"`
	game.TutorialInfo
}

// staticTutorials lists the game's tutorials, in order.
func staticTutorials(r game.Rules) []StaticTutorial {
	out := []StaticTutorial{}
	for _, sc := range game.Tutorials(r) {
		out = append(out, StaticTutorial{Key: sc.Key, TutorialInfo: *sc.Tutorial})
	}
	return out
}

// refs are the facts the page shows with view (game.Web.Refs), or an empty
// object.
func (k *gameKit) refs(view any) any {
	if k.web == nil {
		return map[string]any{}
	}
	return k.web.Refs(view)
}

// choice is one legal action as the page is offered it (game.Web.Choice).
func (k *gameKit) choice(text, label string) any {
	if k.web != nil {
		return k.web.Choice(text, label)
	}
	return Choice{Action: text, Label: label}
}

// knownBot reports whether key names a bot offered for the game.
func (k *gameKit) knownBot(key string) bool {
	for _, b := range k.bots {
		if b.Key == key {
			return true
		}
	}
	return false
}

// swapSeat is the seat a player takes in the rematch: the other side (the
// hotseat keeps both).
func (k *gameKit) swapSeat(seat string) string {
	if p := k.title.PlayerOf(seat); p != game.None {
		return k.title.SideKey(1 - p)
	}
	return seat
}

// resultText is the stored result of a finished game.
func (k *gameKit) resultText(o game.Outcome) string {
	if o.Winner == game.None {
		return "draw: " + o.Reason
	}
	return k.title.SideKey(o.Winner) + " wins: " + o.Reason
}
