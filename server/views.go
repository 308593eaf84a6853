package server

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"punic/hannibal"
	"punic/hannibal/data"
)

// StateMsg is what a seat is sent: its side's view of the game and nothing else.
// It is built only from hannibal.View for the viewing side, that side's legal
// actions, the public log and public facts about the game.
type StateMsg struct {
	T        string                `json:"t"` // "state"
	Game     string                `json:"game"`
	Version  int64                 `json:"version"`
	Seat     string                `json:"seat"`   // rome, carthage or both
	Mode     string                `json:"mode"`   // ai, hotseat, online
	Viewer   string                `json:"viewer"` // whose view this is: rome, carthage or none
	Players  map[string]PlayerInfo `json:"players"`
	View     *hannibal.View        `json:"view"`
	Cards    map[string]CardInfo   `json:"cards"` // the strategy cards this view shows, by number
	Legal    []Choice              `json:"legal"` // empty unless the viewer decides now
	CanUndo  bool                  `json:"canUndo"`
	Log      LogPart               `json:"log"`
	Since    int                   `json:"since"` // log lines from here on came after the viewer's last action
	Moves    int                   `json:"moves"` // recorded actions: the steps of the history
	Thinking bool                  `json:"thinking,omitempty"`
	Rematch  bool                  `json:"rematch,omitempty"` // a rematch exists: ask for your link
	Notice   string                `json:"notice,omitempty"`
}

// PlayerInfo says who sits at a side.
type PlayerInfo struct {
	Kind   string `json:"kind"` // human or ai
	Bot    string `json:"bot,omitempty"`
	You    bool   `json:"you"`
	Online bool   `json:"online"`
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

// Choice is one legal action: its text form (what the client sends back), a label
// for people, and what it names, so that the page can offer it on a card, a space
// or a general.
type Choice struct {
	Action  string `json:"action"`
	Label   string `json:"label"`
	Card    int    `json:"card,omitempty"`
	Space   string `json:"space,omitempty"`
	General string `json:"general,omitempty"`
}

// LogPart is the part of the log a client lacks: it keeps its first From lines and
// appends Lines.
type LogPart struct {
	From  int        `json:"from"`
	Lines []LogEntry `json:"lines"`
}

// LogEntry is one log line with the rule it cites.
type LogEntry struct {
	Turn int    `json:"turn"`
	Rule string `json:"rule,omitempty"`
	Text string `json:"text"`
}

// HistoryMsg is an earlier state of the game, seen by the same side, read-only.
type HistoryMsg struct {
	T     string              `json:"t"` // "history"
	Re    int64               `json:"re,omitempty"`
	At    int                 `json:"at"`
	Moves int                 `json:"moves"`
	View  *hannibal.View      `json:"view"`
	Cards map[string]CardInfo `json:"cards"`
	Log   []LogEntry          `json:"log"`
}

// ErrorMsg reports a refused request.
type ErrorMsg struct {
	T  string `json:"t"` // "error"
	Re int64  `json:"re,omitempty"`
	Problem
	Version int64 `json:"version"`
}

// viewer is the side whose view a seat gets: its own side; for the hotseat the side
// to decide (nobody's hand once the game is over).
func (g *liveGame) viewer(seat string) hannibal.Side {
	if seat == SeatBoth {
		return g.m.G.ToMove()
	}
	return seatSide(seat)
}

// state builds a seat's state message; the client already holds logFrom lines.
func (g *liveGame) state(seat string, logFrom int) *StateMsg {
	G := g.m.G
	side := g.viewer(seat)
	v := G.View(side)
	dec := G.Decision()
	if side != dec.Side && dec.Kind == "counter-event" {
		// Whether the opponent may answer with a counter event depends on his hand:
		// say only that he decides.
		v.Decision.Kind, v.Decision.Prompt = "waiting", "Waiting for "+dec.Side.String()
	}
	msg := &StateMsg{
		T: "state", Game: g.row.ID, Version: g.row.Version, Seat: seat, Mode: g.row.Mode,
		Viewer: side.Key(), View: v, Legal: []Choice{}, Moves: len(g.marks),
		Thinking: g.botBusy, Rematch: g.row.Rematch != "", Notice: g.notice, Since: -1,
		Players: g.players(seat),
	}
	msg.Cards = cardsOf(G.Data(), v)
	if side != hannibal.NoSide && dec.Side == side && controls(seat, side) {
		msg.Legal = g.srv.choices(G)
	}
	undoSide := side
	if seat == SeatBoth && len(g.marks) > 0 {
		undoSide = g.marks[len(g.marks)-1].side
	}
	msg.CanUndo = undoSide != hannibal.NoSide && g.m.CanUndo(undoSide)
	for i := len(g.marks) - 1; i >= 0; i-- {
		if g.marks[i].side == side {
			msg.Since = g.marks[i].logEnd
			break
		}
	}
	log := G.Log()
	logFrom = min(max(logFrom, 0), len(log))
	msg.Log = LogPart{From: logFrom, Lines: logEntries(log[logFrom:])}
	return msg
}

// players describes both sides for a seat.
func (g *liveGame) players(seat string) map[string]PlayerInfo {
	on := g.online()
	out := map[string]PlayerInfo{}
	for _, side := range []hannibal.Side{hannibal.Rome, hannibal.Carthage} {
		p := PlayerInfo{Kind: "human", You: controls(seat, side)}
		if side == g.botSide {
			p = PlayerInfo{Kind: "ai", Bot: g.row.Bot, Online: true}
		} else {
			p.Online = on[side.Key()] > 0 || on[SeatBoth] > 0
		}
		out[side.Key()] = p
	}
	return out
}

// cardsOf describes the strategy cards the view shows: the viewer's hand, the
// discard pile, the removed cards and those the map keeps.
func cardsOf(d *data.Data, v *hannibal.View) map[string]CardInfo {
	out := map[string]CardInfo{}
	for _, list := range [][]int{v.Hand, v.Discard, v.Removed, v.ByMap} {
		for _, n := range list {
			if n < 1 || n > len(d.Cards) {
				continue
			}
			c := &d.Cards[n-1]
			out[strconv.Itoa(n)] = CardInfo{N: n, Title: c.Title, Ops: c.Ops, Event: c.EventFor.String(),
				Counter: c.Counter, Ship: c.Ship, Removal: c.Removal.String(), Effect: c.Effect}
		}
	}
	return out
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

// choices lists the legal actions of the side to decide, with what each names.
func (s *Server) choices(G *hannibal.Game) []Choice {
	legal := G.Legal(nil)
	out := make([]Choice, 0, len(legal))
	for _, a := range legal {
		c := s.choice(G.ActionText(a))
		c.Label = G.ActionLabel(a)
		out = append(out, c)
	}
	return out
}

// choice describes an action text: the card, space and general it names.
func (s *Server) choice(text string) Choice {
	c := Choice{Action: text}
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
			if spaceVerbs[verb] && s.spaceKeys[part] && c.Space == "" {
				c.Space = part
			} else if generalVerbs[verb] && s.generalKeys[part] && c.General == "" {
				c.General = part
			}
		}
	}
	return c
}

// logEntries converts log lines.
func logEntries(lines []hannibal.LogLine) []LogEntry {
	out := make([]LogEntry, len(lines))
	for i, l := range lines {
		out[i] = LogEntry{Turn: l.Turn, Rule: l.Rule, Text: l.Text}
	}
	return out
}

// encodeJSON writes v as compact JSON without HTML escaping (the page inserts text
// as text, never as markup).
func encodeJSON(v any) []byte {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		panic("server: encoding a message: " + err.Error())
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}
