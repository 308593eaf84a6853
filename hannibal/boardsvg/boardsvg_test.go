package boardsvg

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
	"testing"

	"punic/hannibal/data"
)

// node is one parsed XML element.
type node struct {
	name     string
	attr     map[string]string
	children []*node
	text     string // character data directly inside
}

// parse reads a whole XML document strictly and returns its root element.
func parse(t *testing.T, doc []byte) *node {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	var stack []*node
	var root *node
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			n := &node{name: tok.Name.Local, attr: map[string]string{}}
			for _, a := range tok.Attr {
				n.attr[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				p.children = append(p.children, n)
			} else if root != nil {
				t.Fatal("more than one root element")
			} else {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(tok)
			}
		}
	}
	if root == nil {
		t.Fatal("empty document")
	}
	return root
}

// all returns every element below n (n included) that satisfies keep.
func (n *node) all(keep func(*node) bool) []*node {
	var out []*node
	var walk func(*node)
	walk = func(m *node) {
		if keep(m) {
			out = append(out, m)
		}
		for _, c := range m.children {
			walk(c)
		}
	}
	walk(n)
	return out
}

// hasClass reports whether the element's class list holds c.
func (n *node) hasClass(c string) bool {
	for _, f := range strings.Fields(n.attr["class"]) {
		if f == c {
			return true
		}
	}
	return false
}

// texts returns all character data below n.
func (n *node) texts() string {
	var b strings.Builder
	for _, m := range n.all(func(*node) bool { return true }) {
		b.WriteString(m.text)
		b.WriteByte(' ')
	}
	return b.String()
}

// render draws the embedded board with opts and parses the result.
func render(t *testing.T, opts Options) (*data.Data, *node) {
	t.Helper()
	d := data.MustDefault()
	var buf bytes.Buffer
	if err := Render(&buf, d, opts); err != nil {
		t.Fatalf("Render: %v", err)
	}
	return d, parse(t, buf.Bytes())
}

// TestRenderIsWellFormedSVG checks the document element and its size.
func TestRenderIsWellFormedSVG(t *testing.T) {
	_, root := render(t, Options{})
	if root.name != "svg" || root.attr["xmlns"] != "http://www.w3.org/2000/svg" {
		t.Errorf("root element %q xmlns %q, want an SVG root", root.name, root.attr["xmlns"])
	}
	if vb := root.attr["viewBox"]; vb != "0 0 2300 1582" {
		t.Errorf("viewBox %q, want \"0 0 2300 1582\"", vb)
	}
	titles := root.all(func(n *node) bool { return n.attr["id"] == "title" })
	if len(titles) != 1 || !strings.Contains(titles[0].texts(), DefaultTitle) || !strings.Contains(titles[0].texts(), DefaultSubtitle) {
		t.Error("the picture has no title")
	}
}

// TestEverySpaceDrawn checks one element per space, by data-space, with its name, its
// province and the symbol of its kind.
func TestEverySpaceDrawn(t *testing.T) {
	d, root := render(t, Options{})
	groups := map[string]*node{}
	for _, n := range root.all(func(n *node) bool { _, ok := n.attr["data-space"]; return ok }) {
		key := n.attr["data-space"]
		if groups[key] != nil {
			t.Errorf("space %s drawn twice", key)
		}
		groups[key] = n
	}
	if len(groups) != 96 || len(d.Board.Spaces) != 96 {
		t.Errorf("%d spaces drawn, want 96", len(groups))
	}
	symbol := map[data.SpaceKind]string{data.Political: "circle", data.WalledCity: "rect", data.Tribe: "polygon"}
	for i, s := range d.Board.Spaces {
		g := groups[s.Key]
		if g == nil {
			t.Errorf("space %s not drawn", s.Key)
			continue
		}
		if g.attr["id"] != "space-"+s.Key || !g.hasClass("space") || !g.hasClass(s.Kind.String()) {
			t.Errorf("space %s: id %q class %q", s.Key, g.attr["id"], g.attr["class"])
		}
		if g.attr["data-province"] != d.Board.ProvinceOf(data.SpaceID(i)).Key {
			t.Errorf("space %s: data-province %q", s.Key, g.attr["data-province"])
		}
		names := g.all(func(n *node) bool { return n.hasClass("name") })
		if len(names) != 1 || names[0].text != s.Name {
			t.Errorf("space %s: name label missing or wrong", s.Key)
		}
		syms := g.all(func(n *node) bool { return n.hasClass("symbol") })
		if len(syms) != 1 || syms[0].name != symbol[s.Kind] {
			t.Errorf("space %s (%s): symbol %v, want one %s", s.Key, s.Kind, syms, symbol[s.Kind])
		}
		ports := g.all(func(n *node) bool { return n.hasClass("port-mark") })
		if s.Port != g.hasClass("port") || (len(ports) == 1) != s.Port {
			t.Errorf("space %s: port %v but class %q and %d port marks", s.Key, s.Port, g.attr["class"], len(ports))
		}
		if s.Port {
			mod := ports[0].all(func(n *node) bool { return n.hasClass("naval-modifier") })
			if len(mod) != 1 || mod[0].text != signed(s.NavalMod) {
				t.Errorf("port %s: naval modifier label wrong, want %q", s.Key, signed(s.NavalMod))
			}
		}
		if s.Kind == data.WalledCity {
			caps := g.all(func(n *node) bool { return n.hasClass("capacity") })
			if len(caps) != 1 || caps[0].text != map[bool]string{true: "5", false: "2"}[s.Capacity == 5] {
				t.Errorf("walled city %s: capacity label wrong", s.Key)
			}
			sieges := g.all(func(n *node) bool { return n.hasClass("siege-modifier") })
			if (len(sieges) == 1) != (s.SiegeMod != 0) {
				t.Errorf("walled city %s: siege modifier %d but %d badges", s.Key, s.SiegeMod, len(sieges))
			}
		}
		friendly := g.all(func(n *node) bool { return n.hasClass("tribe-mark") })
		if (len(friendly) == 1) != (s.Kind == data.Tribe && s.TribeFor == data.Carthage) {
			t.Errorf("space %s: friendly-tribe mark wrong", s.Key)
		}
	}
	if got := groups["rome"].all(func(n *node) bool { return n.hasClass("naval-modifier") }); len(got) != 1 || got[0].text != "+2" {
		t.Error("Rome's port should read +2")
	}
	if got := groups["carthage"].all(func(n *node) bool { return n.hasClass("naval-modifier") }); len(got) != 1 || got[0].text != "\u22122" {
		t.Error("Carthage's port should read \u22122 (11.6)")
	}
}

// TestEveryConnectionDrawn checks one element per connection, by data-connection,
// with the class of its kind.
func TestEveryConnectionDrawn(t *testing.T) {
	d, root := render(t, Options{})
	got := map[string]*node{}
	for _, n := range root.all(func(n *node) bool { _, ok := n.attr["data-connection"]; return ok }) {
		got[n.attr["data-connection"]] = n
	}
	if len(got) != 176 {
		t.Errorf("%d connections drawn, want 176", len(got))
	}
	kinds := map[string]int{}
	for _, c := range d.Board.Connections {
		key := d.Board.Spaces[c.A].Key + " " + d.Board.Spaces[c.B].Key
		n := got[key]
		if n == nil {
			t.Errorf("connection %q not drawn", key)
			continue
		}
		if !n.hasClass("connection") || !n.hasClass(c.Kind.String()) || n.attr["data-kind"] != c.Kind.String() {
			t.Errorf("connection %q: class %q, want connection %s", key, n.attr["class"], c.Kind)
		}
		kinds[c.Kind.String()]++
	}
	for kind, want := range map[string]int{"normal": 166, "alps-pass": 4, "pass": 4, "strait": 2} {
		drawn := root.all(func(n *node) bool { return n.hasClass("connection") && n.hasClass(kind) })
		if len(drawn) != want || kinds[kind] != want {
			t.Errorf("%d connections of class %s, want %d", len(drawn), kind, want)
		}
	}
	// The Strait of Messana is drawn doubled (control of both ends, 10.6); the
	// Corsica-Sardinia strait single; passes as zigzags.
	if n := got["rhegium messana"]; n == nil || len(n.all(func(m *node) bool { return m.attr["stroke-dasharray"] != "" })) != 2 {
		t.Error("the Strait of Messana should be two dashed lines")
	}
	if n := got["aleria sassari"]; n == nil || len(n.all(func(m *node) bool { return m.attr["stroke-dasharray"] != "" })) != 1 {
		t.Error("the Corsica-Sardinia strait should be one dashed line")
	}
	if n := got["allobroges taurini"]; n == nil || len(n.all(func(m *node) bool { return m.attr["stroke"] == "#ffffff" })) != 1 {
		t.Error("an Alps pass should have a white core")
	}
}

// TestLegend checks that the legend explains every symbol, colour and line.
func TestLegend(t *testing.T) {
	_, root := render(t, Options{})
	legends := root.all(func(n *node) bool { return n.attr["id"] == "legend" })
	if len(legends) != 1 {
		t.Fatalf("%d legends, want 1", len(legends))
	}
	text := legends[0].texts()
	for _, want := range []string{"Legend", "Political space", "Walled city", "Siege modifier", "Neutral tribe",
		"Tribe friendly to Carthage", "naval modifier", "Rome", "Carthage", "Neutral",
		"Connection", "Alps pass", "Non-Alps pass", "Strait", "both ends", "Province", "no points"} {
		if !strings.Contains(text, want) {
			t.Errorf("legend lacks %q", want)
		}
	}
	for _, kind := range []string{"normal", "alps-pass", "pass", "strait"} {
		if len(legends[0].all(func(n *node) bool { return n.hasClass("legend-connection") && n.hasClass(kind) })) == 0 {
			t.Errorf("legend has no %s sample line", kind)
		}
	}
}

// TestProvincesShaded checks one area and one name per province.
func TestProvincesShaded(t *testing.T) {
	d, root := render(t, Options{})
	areas := root.all(func(n *node) bool { return n.hasClass("province") })
	names := root.all(func(n *node) bool { return n.hasClass("province-name") })
	if len(areas) != 22 || len(names) != 22 {
		t.Fatalf("%d province areas and %d names, want 22", len(areas), len(names))
	}
	fills := map[string]bool{}
	for i, p := range d.Board.Provinces {
		if areas[i].attr["data-province"] != p.Key || len(areas[i].all(func(n *node) bool { return n.name == "circle" })) != len(p.Spaces) {
			t.Errorf("province %s: area wrong", p.Key)
		}
		fills[areas[i].attr["fill"]] = true
		if !strings.Contains(names[i].texts(), strings.ToUpper(p.Name)) {
			t.Errorf("province %s: name missing", p.Key)
		}
	}
	if len(fills) != 22 {
		t.Errorf("%d distinct province colours, want 22", len(fills))
	}
}

// TestControlColours checks the starting control and the Control override.
func TestControlColours(t *testing.T) {
	d, root := render(t, Options{})
	fillOf := func(root *node, key string) (string, string) {
		g := root.all(func(n *node) bool { return n.attr["data-space"] == key })[0]
		return g.attr["data-control"], g.all(func(n *node) bool { return n.hasClass("symbol") })[0].attr["fill"]
	}
	for key, side := range map[string]data.Side{"rome": data.Rome, "saguntum": data.Carthage, "taurini": data.NoSide} {
		ctl, fill := fillOf(root, key)
		if ctl != side.Key() || fill != sideFill(side) {
			t.Errorf("%s: control %q fill %q, want %s %s", key, ctl, fill, side.Key(), sideFill(side))
		}
	}
	if sideFill(data.Rome) == sideFill(data.Carthage) || sideFill(data.Rome) == sideFill(data.NoSide) {
		t.Error("the side colours must differ")
	}
	_, root = render(t, Options{Control: func(data.SpaceID) data.Side { return data.Rome }})
	for _, s := range d.Board.Spaces {
		if ctl, fill := fillOf(root, s.Key); ctl != "rome" || fill != sideFill(data.Rome) {
			t.Errorf("override: %s drawn %s %s, want rome", s.Key, ctl, fill)
		}
	}
	if t0 := root.all(func(n *node) bool { return n.attr["id"] == "title" })[0].texts(); strings.Contains(t0, DefaultSubtitle) {
		t.Error("a drawn game state must not claim to be the 218 BC start")
	}
}

// TestNamesLegible checks the layout: every name inside the picture, clear of the
// title and legend, of every other name and of every other space's symbol.
func TestNamesLegible(t *testing.T) {
	d := data.MustDefault()
	g := &drawing{d: d, b: d.Board}
	g.frame = rect{0, 0, float64(d.Board.Width), float64(d.Board.Height)}
	g.layout()
	for i, n := range g.nameAt {
		bi := n.box()
		name := d.Board.Spaces[i].Name
		if !bi.inside(g.frame) {
			t.Errorf("%s's name leaves the picture", name)
		}
		for _, r := range g.reserved {
			if bi.overlap(r) > 0 {
				t.Errorf("%s's name runs into the title or legend", name)
			}
		}
		for j, m := range g.nameAt {
			if j > i && bi.overlap(m.box()) > 0 {
				t.Errorf("the names of %s and %s overlap", name, d.Board.Spaces[j].Name)
			}
		}
		for j := range d.Board.Spaces {
			if j == i {
				continue
			}
			sym := box(g.at(data.SpaceID(j)), 2*squareH, 2*squareH)
			if bi.overlap(sym) > 0 {
				t.Errorf("%s's name covers the symbol of %s", name, d.Board.Spaces[j].Name)
			}
		}
	}
}

// TestRenderErrors checks the refusals: no data, and a failing writer.
func TestRenderErrors(t *testing.T) {
	if err := Render(io.Discard, nil, Options{}); err == nil {
		t.Error("Render without data succeeded")
	}
	boom := errors.New("disk full")
	if err := Render(failWriter{boom}, data.MustDefault(), Options{}); !errors.Is(err, boom) {
		t.Errorf("Render to a failing writer returned %v, want %v", err, boom)
	}
}

// failWriter fails every write.
type failWriter struct{ err error }

func (f failWriter) Write([]byte) (int, error) { return 0, f.err }

// TestSigned checks the printed form of modifiers.
func TestSigned(t *testing.T) {
	for n, want := range map[int]string{-2: "\u22122", -1: "\u22121", 0: "0", 1: "+1", 2: "+2"} {
		if got := signed(n); got != want {
			t.Errorf("signed(%d) = %q, want %q", n, got, want)
		}
	}
}
