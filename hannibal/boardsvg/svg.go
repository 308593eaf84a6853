package boardsvg

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// svg accumulates the text of an SVG document.
type svg struct {
	b strings.Builder
}

// raw appends text as it is.
func (s *svg) raw(text string) { s.b.WriteString(text) }

// rawf appends formatted text as it is; the caller escapes any data it inserts.
func (s *svg) rawf(format string, args ...any) { fmt.Fprintf(&s.b, format, args...) }

// open starts an element with attributes given as name, value pairs (escaped here).
func (s *svg) open(name string, attrs ...string) {
	s.b.WriteByte('<')
	s.b.WriteString(name)
	s.attrs(attrs)
	s.b.WriteString(">\n")
}

// close ends an element.
func (s *svg) close(name string) { s.rawf("</%s>\n", name) }

// empty writes an element without content.
func (s *svg) empty(name string, attrs ...string) {
	s.b.WriteByte('<')
	s.b.WriteString(name)
	s.attrs(attrs)
	s.b.WriteString("/>\n")
}

// text writes an element whose content is escaped text.
func (s *svg) text(name, content string, attrs ...string) {
	s.b.WriteByte('<')
	s.b.WriteString(name)
	s.attrs(attrs)
	s.b.WriteByte('>')
	s.b.WriteString(esc(content))
	s.rawf("</%s>\n", name)
}

// title writes a <title> child, which browsers show as a tooltip.
func (s *svg) title(content string) { s.text("title", content) }

func (s *svg) attrs(kv []string) {
	if len(kv)%2 != 0 {
		panic("boardsvg: odd attribute list")
	}
	for i := 0; i < len(kv); i += 2 {
		s.rawf(` %s="%s"`, kv[i], esc(kv[i+1]))
	}
}

// esc escapes text for XML content and attribute values.
func esc(text string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(text)
}

// num formats a coordinate with at most one decimal.
func num(f float64) string {
	return strconv.FormatFloat(math.Round(f*10)/10, 'f', -1, 64)
}

// signed writes a modifier as printed on a map: "−2", "0", "+1" (with a true minus).
func signed(n int) string {
	switch {
	case n < 0:
		return "\u2212" + strconv.Itoa(-n)
	case n > 0:
		return "+" + strconv.Itoa(n)
	}
	return "0"
}
