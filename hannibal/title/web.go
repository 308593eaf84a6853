package title

import (
	"strconv"
	"strings"

	"punic/game/jsonw"
	"punic/hannibal"
)

// What the web app needs of Hannibal (game.Web): the static facts of the board,
// the strategy cards a view shows, and the card, space or general each action
// names.

// Static is the public, unchanging part of the game the page needs: the map's
// spaces, provinces and connections, the generals, the battle-card types and the
// scenarios. It holds nothing about any game in progress.
type Static struct {
	Width       int             `json:"width"`
	Height      int             `json:"height"`
	Spaces      []StaticSpace   `json:"spaces"`
	Provinces   []StaticProv    `json:"provinces"`
	Generals    []StaticGeneral `json:"generals"`
	BattleCards []StaticBC      `json:"battleCards"`
	Scenarios   []StaticScen    `json:"scenarios"`
	// Effects names the lasting effects a view lists (View.Effects) for people:
	// the card that made each, by the effect's key ("siege-train:SPACE" goes by
	// its part before the colon).
	Effects map[string]string `json:"effects"`
}

// StaticSpace is one map space.
type StaticSpace struct {
	Key      string `json:"key"`
	Name     string `json:"name"`
	Province string `json:"province"`
	Kind     string `json:"kind"`
	Port     bool   `json:"port,omitempty"`
	Capacity int    `json:"capacity,omitempty"`
	X        int    `json:"x"`
	Y        int    `json:"y"`
}

// StaticProv is one province.
type StaticProv struct {
	Key    string `json:"key"`
	Name   string `json:"name"`
	Scores bool   `json:"scores"`
}

// StaticGeneral is one general counter.
type StaticGeneral struct {
	Key      string `json:"key"`
	Name     string `json:"name"`
	Side     string `json:"side"`
	Strategy int    `json:"strategy"`
	Battle   int    `json:"battle"`
	Ability  string `json:"ability"`
}

// StaticBC is one battle-card type.
type StaticBC struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

// StaticScen is one scenario.
type StaticScen struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

// Static describes the board and the pieces for the web app.
func (r *Rules) Static() any {
	d := r.d
	b := d.Board
	st := &Static{Width: b.Width, Height: b.Height}
	for _, s := range b.Spaces {
		st.Spaces = append(st.Spaces, StaticSpace{Key: s.Key, Name: s.Name, Province: b.Provinces[s.Province].Key,
			Kind: s.Kind.String(), Port: s.Port, Capacity: s.Capacity, X: s.X, Y: s.Y})
	}
	for _, p := range b.Provinces {
		st.Provinces = append(st.Provinces, StaticProv{Key: p.Key, Name: p.Name, Scores: p.Scores})
	}
	for _, g := range d.Generals {
		st.Generals = append(st.Generals, StaticGeneral{Key: g.Key, Name: g.Name, Side: g.Side.Key(),
			Strategy: g.Strategy, Battle: g.Battle, Ability: g.AbilityText})
	}
	for _, c := range d.BattleCards {
		st.BattleCards = append(st.BattleCards, StaticBC{Key: c.Key, Name: c.Name})
	}
	for _, s := range d.Scenarios {
		st.Scenarios = append(st.Scenarios, StaticScen{Key: s.Key, Name: s.Name})
	}
	st.Effects = effectNames(r)
	return st
}

// CardInfo is a strategy card as the hand shows it, with our own effect text.
type CardInfo struct {
	N       int    `json:"n"`
	Title   string `json:"title"`
	Ops     int    `json:"ops"`
	Event   string `json:"event"` // who may use the event: rome, carthage, both
	Counter bool   `json:"counter,omitempty"`
	Ship    bool   `json:"ship,omitempty"`
	Removal string `json:"removal"`
	Effect  string `json:"effect"`
}

// Refs describes the strategy cards a view (a *hannibal.View) shows: the
// viewer's hand, the discard pile, the removed cards and those the map keeps,
// each with its event under the game's rules edition (View.Rules: a
// 1st-edition game shows the 1st edition's event, Game.CardEvent).
func (r *Rules) Refs(view any) any {
	d := r.d
	out := CardRefs{}
	v, ok := view.(*hannibal.View)
	if !ok {
		return out
	}
	for _, list := range [][]int{v.Hand, v.Discard, v.Removed, v.ByMap} {
		for _, n := range list {
			if n < 1 || n > len(d.Cards) {
				continue
			}
			c := &d.Cards[n-1]
			ev, effect := hannibal.CardEventUnder(d, v.Rules, n)
			out[strconv.Itoa(n)] = CardInfo{N: n, Title: c.Title, Ops: c.Ops, Event: ev.String(),
				Counter: c.Counter, Ship: c.Ship, Removal: c.Removal.String(), Effect: effect}
		}
	}
	return out
}

// CardRefs is what Refs gives: cards by their number (in decimal, as a JSON
// object's keys are strings).
type CardRefs map[string]CardInfo

// AppendJSONText appends the cards as an Encoder with SetEscapeHTML(false)
// writes them (jsonw.TextAppender): the server writes its state messages
// without reflection.
func (c CardRefs) AppendJSONText(buf []byte) []byte {
	return jsonw.TextMap(buf, c, func(b []byte, ci CardInfo) []byte { return ci.appendJSONText(b) })
}

// appendJSONText appends the card as an Encoder with SetEscapeHTML(false)
// writes it.
func (ci *CardInfo) appendJSONText(b []byte) []byte {
	b = append(b, `{"n":`...)
	b = jsonw.Int(b, ci.N)
	b = append(b, `,"title":`...)
	b = jsonw.StringNoHTML(b, ci.Title)
	b = append(b, `,"ops":`...)
	b = jsonw.Int(b, ci.Ops)
	b = append(b, `,"event":`...)
	b = jsonw.StringNoHTML(b, ci.Event)
	if ci.Counter {
		b = append(b, `,"counter":true`...)
	}
	if ci.Ship {
		b = append(b, `,"ship":true`...)
	}
	b = append(b, `,"removal":`...)
	b = jsonw.StringNoHTML(b, ci.Removal)
	b = append(b, `,"effect":`...)
	b = jsonw.StringNoHTML(b, ci.Effect)
	return append(b, '}')
}

// Choice is one legal action: its text form (what the client sends back), a label
// for people, and what it names, so that the page can offer it on a card, a space
// or a general.
type Choice struct {
	Action  string `json:"action"`
	Label   string `json:"label"`
	Card    int    `json:"card,omitempty"`
	Space   string `json:"space,omitempty"`
	General string `json:"general,omitempty"`
	// Grouping for the page (group.go): choices of one Group are offered as one
	// step, GroupLabel naming it and Sub naming each choice inside it; Count is
	// the number of CUs a stepper sets, starting at Prefer ("most" or "fewest");
	// Unit and Units name one and several of what it counts ("CU", "CUs").
	Group      string `json:"group,omitempty"`
	GroupLabel string `json:"groupLabel,omitempty"`
	Sub        string `json:"sub,omitempty"`
	Count      *int   `json:"count,omitempty"`
	Prefer     string `json:"prefer,omitempty"`
	Unit       string `json:"unit,omitempty"`
	Units      string `json:"units,omitempty"`
	// Pass marks an action that only declines (pass, do not match).
	Pass bool `json:"pass,omitempty"`
}

// The verbs of action texts whose operands name a space or a general
// (docs/engine.md): the map offers those actions on that space or army.
var (
	spaceVerbs = map[string]bool{"pc": true, "move": true, "sail": true, "avoid-to": true, "withdraw-to": true,
		"retreat": true, "remove-pc": true, "place": true, "return": true, "consul": true, "space": true}
	generalVerbs = map[string]bool{"activate": true, "raise": true, "intercept": true, "avoid": true,
		"pickup-general": true, "drop-general": true, "proconsul": true, "consul": true, "return": true,
		"general": true, "subs": true}
	cardVerbs = map[string]bool{"ops": true, "event": true, "discard": true, "card": true}
)

// Choice describes an action text: the card, space and general it names.
func (r *Rules) Choice(text, label string) any { return r.choice(text, label) }

func (r *Rules) choice(text, label string) Choice {
	c := r.names(text, label)
	r.group(&c)
	return c
}

// names is the choice with the card, space and general its action names.
func (r *Rules) names(text, label string) Choice {
	c := Choice{Action: text, Label: label}
	f := strings.Fields(text)
	if len(f) < 2 {
		return c
	}
	verb := f[0]
	if cardVerbs[verb] {
		c.Card, _ = strconv.Atoi(f[1])
	}
	for _, w := range f[1:] {
		for _, part := range strings.Split(w, ",") {
			if spaceVerbs[verb] && c.Space == "" && r.isSpace(part) {
				c.Space = part
			} else if generalVerbs[verb] && c.General == "" && r.isGeneral(part) {
				c.General = part
			}
		}
	}
	return c
}

func (r *Rules) isSpace(key string) bool {
	for _, s := range r.d.Board.Spaces {
		if s.Key == key {
			return true
		}
	}
	return false
}

func (r *Rules) isGeneral(key string) bool {
	for _, g := range r.d.Generals {
		if g.Key == key {
			return true
		}
	}
	return false
}
