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
