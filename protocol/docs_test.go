package protocol

import (
	"encoding/json"
	"flag"
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"punic/hannibal"
	"punic/hannibal/data"
)

// The examples in docs/protocol.md and docs/positions.md are checked here, so that
// the docs stay true.

var update = flag.Bool("update", false, "rewrite the example session of docs/protocol.md with the replies the engine gives now")

// fencedAfter returns the first fenced code block after marker in a doc.
func fencedAfter(t *testing.T, doc, marker string) string {
	t.Helper()
	i := strings.Index(doc, marker)
	if i < 0 {
		t.Fatalf("the doc has no %s", marker)
	}
	rest := doc[i+len(marker):]
	start := strings.Index(rest, "```")
	if start < 0 {
		t.Fatalf("no code block after %s", marker)
	}
	rest = rest[start+3:]
	rest = rest[strings.Index(rest, "\n")+1:]
	end := strings.Index(rest, "```")
	if end < 0 {
		t.Fatalf("unclosed code block after %s", marker)
	}
	return rest[:end]
}

func readDoc(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("../docs/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func keysOf(m map[string]any) []string {
	var k []string
	for key := range m {
		k = append(k, key)
	}
	sort.Strings(k)
	return k
}

// TestProtocolDocTranscript replays the example session of docs/protocol.md: each
// request must succeed or fail as shown, errors with the same text, and replies
// must have the same fields. (The engine's texts in successful replies may change
// as the engine grows; the protocol's shape may not.)
func TestProtocolDocTranscript(t *testing.T) { checkTranscript(t, "<!-- transcript -->", 10) }

// TestProtocolDocTranscriptPunicWars replays the example session of The Punic
// Wars in docs/protocol.md in the same way.
func TestProtocolDocTranscriptPunicWars(t *testing.T) {
	checkTranscript(t, "<!-- transcript punicwars -->", 8)
}

// checkTranscript replays the transcript after marker in docs/protocol.md,
// which must hold at least min exchanges; with -update it rewrites it with the
// replies the engine gives now.
func checkTranscript(t *testing.T, marker string, min int) {
	doc := readDoc(t, "protocol.md")
	block := fencedAfter(t, doc, marker)
	s := newSession()
	var req string
	var fresh strings.Builder
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(block), "\n") {
		switch {
		case strings.HasPrefix(line, "> "):
			req = line[2:]
		case strings.HasPrefix(line, "< "):
			var want reply
			if err := json.Unmarshal([]byte(line[2:]), &want); err != nil {
				t.Fatalf("documented reply to %s is not JSON: %v", req, err)
			}
			raw := s.Handle([]byte(req))
			fresh.WriteString("> " + req + "\n< " + string(raw) + "\n")
			n++
			if *update {
				continue
			}
			var got reply
			json.Unmarshal(raw, &got)
			if got.ok() != want.ok() || got.str("error") != want.str("error") {
				t.Errorf("%s:\n got %v %q\nwant %v %q", req, got.ok(), got.str("error"), want.ok(), want.str("error"))
			}
			if !reflect.DeepEqual(keysOf(got), keysOf(want)) {
				t.Errorf("%s: reply fields %v, documented %v", req, keysOf(got), keysOf(want))
			}
		default:
			t.Fatalf("transcript line is neither a request nor a reply: %q", line)
		}
	}
	if n < min {
		t.Fatalf("the transcript has only %d exchanges", n)
	}
	if *update {
		if err := os.WriteFile("../docs/protocol.md", []byte(strings.Replace(doc, block, fresh.String(), 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPositionsDocExample loads the hand-written position of docs/positions.md,
// directly and through the protocol.
func TestPositionsDocExample(t *testing.T) {
	text := fencedAfter(t, readDoc(t, "positions.md"), "<!-- example position -->")
	g, err := hannibal.LoadPosition(data.MustDefault(), text, 7)
	if err != nil {
		t.Fatalf("the documented example does not load: %v", err)
	}
	if d := g.Decision(); d.Side != hannibal.Carthage || d.Kind != "card-play" || g.Turn() != 3 {
		t.Fatalf("the example resumes with %+v on turn %d; the doc says Carthage's card play on turn 3", d, g.Turn())
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	// Writing it and loading that gives the same position again.
	again, err := hannibal.LoadPosition(data.MustDefault(), g.Position(), 0)
	if err != nil || again.Position() != g.Position() {
		t.Fatalf("the example does not survive writing and loading: %v", err)
	}
	s := newSession()
	b, _ := json.Marshal(map[string]any{"cmd": "load", "position": text, "seed": 7})
	st := mustOK(t, s, string(b))
	if st.str("status", "toMove") != "carthage" || hg(s).Position() != g.Position() {
		t.Fatalf("loaded through the protocol: %v", st)
	}
}

// TestPositionsDocErrors checks that the broken position of docs/positions.md is
// refused with exactly the documented problems.
func TestPositionsDocErrors(t *testing.T) {
	doc := readDoc(t, "positions.md")
	text := fencedAfter(t, doc, "<!-- broken position -->")
	want := strings.TrimSpace(fencedAfter(t, doc, "<!-- broken position errors -->"))
	_, err := hannibal.LoadPosition(data.MustDefault(), text, 1)
	if err == nil {
		t.Fatal("the broken example loads")
	}
	if got := strings.TrimSpace(err.Error()); got != want {
		t.Fatalf("the broken example is refused with\n%s\nthe doc says\n%s", got, want)
	}
}
