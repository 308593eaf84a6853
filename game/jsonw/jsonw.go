// Package jsonw appends JSON values to a byte slice exactly as encoding/json's
// Marshal writes them (strings with its HTML-safe escaping, integers in
// decimal), without reflection and without allocating when the slice has room.
// The games' hand-written view encoders (AppendJSON) are built from it.
package jsonw

import (
	"strconv"
	"unicode/utf8"
)

const hex = "0123456789abcdef"

// htmlSafe[b] is true for the ASCII bytes encoding/json's Marshal writes as
// they are in a string: not a control character, not '"' or '\\', and not one
// of the HTML-sensitive '<', '>' and '&' (which Marshal escapes). textSafe is
// the same with '<', '>' and '&' kept as they are (an Encoder with
// SetEscapeHTML(false)).
var htmlSafe, textSafe = func() (html, text [utf8.RuneSelf]bool) {
	for b := 0x20; b < utf8.RuneSelf; b++ {
		html[b], text[b] = true, true
	}
	for _, b := range `"\<>&` {
		html[b] = false
	}
	text['"'], text['\\'] = false, false
	return html, text
}()

// String appends s as a JSON string, as json.Marshal writes it: '"' and '\\'
// escaped, \b \f \n \r \t by name, other control characters and '<', '>',
// '&', U+2028 and U+2029 as \u00XX / \u20XX, invalid UTF-8 as \ufffd.
func String(buf []byte, s string) []byte { return appendString(buf, s, &htmlSafe) }

// StringNoHTML appends s as a JSON string as an Encoder with
// SetEscapeHTML(false) writes it: as String, but '<', '>' and '&' as they are.
func StringNoHTML(buf []byte, s string) []byte { return appendString(buf, s, &textSafe) }

// appendString appends s as a JSON string, writing the ASCII bytes safe marks
// as they are and escaping the rest as encoding/json does.
func appendString(buf []byte, s string, safe *[utf8.RuneSelf]bool) []byte {
	buf = append(buf, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if safe[b] {
				i++
				continue
			}
			buf = append(buf, s[start:i]...)
			switch b {
			case '\\', '"':
				buf = append(buf, '\\', b)
			case '\b':
				buf = append(buf, '\\', 'b')
			case '\f':
				buf = append(buf, '\\', 'f')
			case '\n':
				buf = append(buf, '\\', 'n')
			case '\r':
				buf = append(buf, '\\', 'r')
			case '\t':
				buf = append(buf, '\\', 't')
			default:
				buf = append(buf, '\\', 'u', '0', '0', hex[b>>4], hex[b&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			buf = append(buf, s[start:i]...)
			buf = append(buf, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			buf = append(buf, s[start:i]...)
			buf = append(buf, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	buf = append(buf, s[start:]...)
	return append(buf, '"')
}

// Int appends n in decimal.
func Int(buf []byte, n int) []byte { return strconv.AppendInt(buf, int64(n), 10) }

// Bool appends true or false.
func Bool(buf []byte, b bool) []byte { return strconv.AppendBool(buf, b) }

// Key appends a member's name and its colon, after a comma unless the member
// is the object's first (buf ends with '{').
func Key(buf []byte, name string) []byte {
	if n := len(buf); n > 0 && buf[n-1] != '{' {
		buf = append(buf, ',')
	}
	buf = append(buf, '"')
	buf = append(buf, name...)
	return append(buf, '"', ':')
}

// Ints appends a list of integers: null for a nil slice, as Marshal writes it.
func Ints(buf []byte, list []int) []byte {
	if list == nil {
		return append(buf, "null"...)
	}
	buf = append(buf, '[')
	for i, n := range list {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = Int(buf, n)
	}
	return append(buf, ']')
}

// Strings appends a list of strings: null for a nil slice.
func Strings(buf []byte, list []string) []byte {
	if list == nil {
		return append(buf, "null"...)
	}
	buf = append(buf, '[')
	for i, s := range list {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = String(buf, s)
	}
	return append(buf, ']')
}

// IntMap appends a map[string]int as Marshal writes it: null when nil, the
// keys in sorted order. A map of up to 32 entries (the games' per-side maps)
// allocates nothing.
func IntMap(buf []byte, m map[string]int) []byte { return appendMap(buf, m, String, Int) }

// StringMap appends a map[string]string as Marshal writes it.
func StringMap(buf []byte, m map[string]string) []byte { return appendMap(buf, m, String, String) }

// IntsMap appends a map[string][]int as Marshal writes it.
func IntsMap(buf []byte, m map[string][]int) []byte { return appendMap(buf, m, String, Ints) }

// TextMap appends a map with string keys as an Encoder with
// SetEscapeHTML(false) writes it (keys with StringNoHTML, in sorted order),
// each value written by value. A map of up to 32 entries allocates nothing.
func TextMap[V any](buf []byte, m map[string]V, value func([]byte, V) []byte) []byte {
	return appendMap(buf, m, StringNoHTML, value)
}

// TextAppender is a value that writes its own JSON without reflection, byte
// for byte what an Encoder with SetEscapeHTML(false) writes for it (without
// the Encoder's newline): the form the web server sends.
type TextAppender interface {
	AppendJSONText(buf []byte) []byte
}

// appendMap appends m as Marshal writes a map with string keys, each key
// written by key and each value by value. The keys are sorted by insertion
// into a small array.
func appendMap[V any](buf []byte, m map[string]V, key func([]byte, string) []byte, value func([]byte, V) []byte) []byte {
	if m == nil {
		return append(buf, "null"...)
	}
	var arr [32]string
	keys := sortedKeys(arr[:0], m)
	buf = append(buf, '{')
	for i, k := range keys {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = key(buf, k)
		buf = append(buf, ':')
		buf = value(buf, m[k])
	}
	return append(buf, '}')
}

// sortedKeys appends m's keys to keys in ascending order (insertion sort: the
// maps are small).
func sortedKeys[V any](keys []string, m map[string]V) []string {
	for k := range m {
		keys = append(keys, k)
		for i := len(keys) - 1; i > 0 && keys[i] < keys[i-1]; i-- {
			keys[i], keys[i-1] = keys[i-1], keys[i]
		}
	}
	return keys
}

// List appends a list of values as Marshal writes a slice (null when nil),
// each element written by one (a method expression such as
// (*SpaceView).appendJSON).
func List[T any](buf []byte, items []T, one func(*T, []byte) []byte) []byte {
	if items == nil {
		return append(buf, "null"...)
	}
	buf = append(buf, '[')
	for i := range items {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = one(&items[i], buf)
	}
	return append(buf, ']')
}
