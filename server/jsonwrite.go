package server

import (
	"strconv"
	"unicode/utf8"
)

// appendString appends s as a JSON string, escaped as encoding/json escapes it
// with HTML escaping off (control characters, quotes, backslashes, U+2028 and
// U+2029; invalid UTF-8 becomes U+FFFD).
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

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
