package server

import (
	"bytes"
	"encoding/json"

	"punic/game"
)

// StateMsg is what a seat is sent: its side's view of the game and nothing else.
// It is built only from the game's view for the viewing side
// (game.Instance.View), that side's legal actions, the public log and public
// facts about the game. The server writes it by hand (statemsg.go) in this
// shape; over the WebSocket the messages after the first are deltas.
type StateMsg struct {
	T        string                `json:"t"` // "state"
	N        int64                 `json:"n"` // the message's number: a delta applies to the message it names as base
	Game     string                `json:"game"`
	Version  int64                 `json:"version"`
	Seat     string                `json:"seat"`   // a side's key, or both
	Mode     string                `json:"mode"`   // ai, hotseat, online, referee
	Viewer   string                `json:"viewer"` // whose view this is: a side's key, or none
	Players  map[string]PlayerInfo `json:"players"`
	View     any                   `json:"view"`
	Cards    any                   `json:"cards"` // the facts the view refers to (game.Web.Refs; Hannibal: strategy cards by number)
	Legal    []any                 `json:"legal"` // empty unless the viewer decides now (game.Web.Choice)
	CanUndo  bool                  `json:"canUndo"`
	Log      LogPart               `json:"log"`
	Since    int                   `json:"since"` // log lines from here on came after the viewer's last action
	Moves    int                   `json:"moves"` // recorded actions: the steps of the history
	Over     bool                  `json:"over"`  // the game is over
	Thinking bool                  `json:"thinking,omitempty"`
	Rematch  bool                  `json:"rematch,omitempty"` // a rematch exists: ask for your link
	Notice   string                `json:"notice,omitempty"`
	Dice     *DiceMsg              `json:"dice,omitempty"`  // the seed's commitment, revealed at the end (dice.go)
	Name     string                `json:"name"`            // the game's registry name ("hannibal", "punicwars"); Game is this game's id
	Table    *TableMsg             `json:"table,omitempty"` // a referee game's table (referee.go); absent in other games
}

// PlayerInfo says who sits at a side.
type PlayerInfo struct {
	Kind   string `json:"kind"` // human or ai
	Bot    string `json:"bot,omitempty"`
	You    bool   `json:"you"`
	Online bool   `json:"online"`
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
	T     string     `json:"t"` // "history"
	Re    int64      `json:"re,omitempty"`
	At    int        `json:"at"`
	Moves int        `json:"moves"`
	View  any        `json:"view"`
	Cards any        `json:"cards"`
	Log   []LogEntry `json:"log"`
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
func (g *liveGame) viewer(seat string) game.Player {
	if seat == SeatBoth {
		return g.m.Game().ToMove()
	}
	return g.seatSide(seat)
}

// state is a seat's whole state message (g.mu held), with the log from logFrom
// on: the seat's shared message (broadcast.go) when logFrom is 0.
func (g *liveGame) state(seat string, logFrom int) json.RawMessage {
	if logFrom <= 0 {
		return g.fullState(seat)
	}
	sc := g.seatState(seat)
	log := g.log()
	return sc.parts.fullMessage(sc.n, log, min(logFrom, log.len()))
}

// players describes both sides for a seat.
func (g *liveGame) players(seat string) map[string]PlayerInfo {
	on := g.online()
	out := map[string]PlayerInfo{}
	for i, key := range g.kit.title.Sides {
		side := game.Player(i)
		p := PlayerInfo{Kind: "human", You: g.controls(seat, side)}
		if side == g.botSide {
			p = PlayerInfo{Kind: "ai", Bot: g.row.Bot, Online: true}
		} else {
			p.Online = on[key] > 0 || on[SeatBoth] > 0
		}
		out[key] = p
	}
	return out
}

// Choice is a legal action as the page is offered it when the game describes
// its actions no further: its text form (what the client sends back) and a
// label for people.
type Choice struct {
	Action string `json:"action"`
	Label  string `json:"label"`
}

// logEntries converts log lines.
func logEntries(lines []game.LogLine) []LogEntry {
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
