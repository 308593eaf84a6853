package server

import (
	"strconv"

	"punic/game/jsonw"
)

// appendString appends s as a JSON string as the server's encoder writes it
// (encodeJSON: HTML escaping off).
func appendString(b []byte, s string) []byte { return jsonw.StringNoHTML(b, s) }

// appendBool appends true or false.
func appendBool(b []byte, v bool) []byte { return strconv.AppendBool(b, v) }

// appendLogLine appends one log line as LogEntry encodes it.
func appendLogLine(b []byte, turn int, rule, text string) []byte {
	b = append(b, `{"turn":`...)
	b = strconv.AppendInt(b, int64(turn), 10)
	if rule != "" {
		b = append(b, `,"rule":`...)
		b = appendString(b, rule)
	}
	b = append(b, `,"text":`...)
	b = appendString(b, text)
	return append(b, '}')
}

// appendPlayers appends both sides' players for seat as encodeJSON writes
// g.players(seat) (a map: the sides' keys sorted), without reflection.
func (g *liveGame) appendPlayers(b []byte, seat string) []byte {
	return jsonw.TextMap(b, g.players(seat), func(b []byte, p PlayerInfo) []byte { return p.appendJSON(b) })
}

// appendJSON appends p as encodeJSON writes it.
func (p PlayerInfo) appendJSON(b []byte) []byte {
	b = append(b, `{"kind":`...)
	b = appendString(b, p.Kind)
	if p.Bot != "" {
		b = append(b, `,"bot":`...)
		b = appendString(b, p.Bot)
	}
	b = append(b, `,"you":`...)
	b = appendBool(b, p.You)
	b = append(b, `,"online":`...)
	b = appendBool(b, p.Online)
	return append(b, '}')
}

// appendRefs appends the facts the page shows with view (gameKit.refs) as
// encodeJSON writes them: by the game's own writer when it has one
// (jsonw.TextAppender: Hannibal's cards), by encodeJSON otherwise.
func (k *gameKit) appendRefs(b []byte, view any) []byte {
	refs := k.refs(view)
	if a, ok := refs.(jsonw.TextAppender); ok {
		return a.AppendJSONText(b)
	}
	return append(b, encodeJSON(refs)...)
}

// appendJSON appends d as encodeJSON writes it (null for none).
func (d *DiceMsg) appendJSON(b []byte) []byte {
	if d == nil {
		return append(b, "null"...)
	}
	b = append(b, `{"scheme":`...)
	b = appendString(b, d.Scheme)
	b = append(b, `,"commitment":`...)
	b = appendString(b, d.Commitment)
	for _, f := range [...]struct{ key, val string }{{`,"seed":`, d.Seed}, {`,"salt":`, d.Salt}, {`,"replay":`, d.Replay}} {
		if f.val != "" {
			b = append(b, f.key...)
			b = appendString(b, f.val)
		}
	}
	return append(b, '}')
}
