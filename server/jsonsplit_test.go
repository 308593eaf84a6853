package server

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"punic/game"
)

func TestSplitObjectAndArray(t *testing.T) {
	b := []byte(` {"a":1, "b":{"x":[1,2,{"y":"}]"}]},"c":"q\"uo}te","d":[],"e":null,"f":-1.5e3} `)
	fs, ok := splitObject(nil, b)
	if !ok || len(fs) != 6 {
		t.Fatalf("%v %+v", ok, fs)
	}
	want := map[string]string{"a": "1", "b": `{"x":[1,2,{"y":"}]"}]}`, "c": `"q\"uo}te"`, "d": "[]", "e": "null", "f": "-1.5e3"}
	for _, f := range fs {
		if want[f.key] != string(f.val) {
			t.Errorf("%s: %s, want %s", f.key, f.val, want[f.key])
		}
	}
	items, ok := splitArray(nil, []byte(`[{"k":"a,b"}, [1,[2]] ,"s",3]`))
	if !ok || len(items) != 4 || string(items[0]) != `{"k":"a,b"}` || string(items[1]) != `[1,[2]]` || string(items[3]) != "3" {
		t.Fatalf("%v %q", ok, items)
	}
	for _, bad := range []string{`[1,2`, `{"a":1`, `{"a" 1}`, `{a:1}`, `"x"`, `{"a":"1}`} {
		if _, ok := splitObject(nil, []byte(bad)); ok {
			t.Errorf("%s split as an object", bad)
		}
	}
	if _, ok := splitArray(nil, []byte(`[1,2`)); ok {
		t.Error("an unfinished array split")
	}
	if fs, ok := splitObject(nil, []byte(`{}`)); !ok || len(fs) != 0 {
		t.Error("the empty object")
	}
}

// TestAppendStringMatchesEncodingJSON: the hand-written string encoder writes
// what encodeJSON writes.
func TestAppendStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "plain", `q"uote\back`, "tab\tnl\ncr\r\x00\x1f", "<b>&amp;</b>", "Rome → Cannae «»", "\u2028\u2029", "bad\xffutf8", strings.Repeat("é", 40)} {
		got := string(appendString(nil, s))
		if want := string(encodeJSON(s)); got != want {
			t.Errorf("%q: %s, want %s", s, got, want)
		}
		var back string
		if err := json.Unmarshal([]byte(got), &back); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
	got := string(appendLogLine(nil, 3, "8.4", `a "line"`))
	if want := string(encodeJSON(LogEntry{Turn: 3, Rule: "8.4", Text: `a "line"`})); got != want {
		t.Errorf("log line %s, want %s", got, want)
	}
	if got, want := string(appendLogLine(nil, 1, "", "x")), string(encodeJSON(LogEntry{Turn: 1, Text: "x"})); got != want {
		t.Errorf("log line %s, want %s", got, want)
	}
}

// TestSplitAfterMatchesSplitObject: splitting an object after an earlier one
// gives exactly the fields splitting it whole gives, for random objects and
// random changes (values longer, shorter, the same; fields added, dropped,
// moved) and for the views of a random game, one after the other.
func TestSplitAfterMatchesSplitObject(t *testing.T) {
	check := func(old, b []byte) {
		t.Helper()
		was, ok := splitObject(nil, old)
		if !ok {
			t.Fatalf("not an object: %s", old)
		}
		want, wok := splitObject(nil, b)
		got, gok := splitAfter(nil, b, old, was)
		if gok != wok || len(got) != len(want) {
			t.Fatalf("%s after %s: %v %d fields, want %v %d", b, old, gok, len(got), wok, len(want))
		}
		for k := range want {
			if got[k].key != want[k].key || string(got[k].val) != string(want[k].val) || got[k].at != want[k].at || got[k].end != want[k].end {
				t.Fatalf("%s after %s: field %d %+v, want %+v", b, old, k, got[k], want[k])
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	values := []string{`1`, `12`, `"a,b"`, `"x\"}"`, `[1,2]`, `[1,[2,3]]`, `{"k":[{}]}`, `null`, `true`, `""`, `-3.5`}
	object := func(keys []string, vals []string) []byte {
		b := []byte{'{'}
		for k := range keys {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(b, '"')
			b = append(b, keys[k]...)
			b = append(b, `":`...)
			b = append(b, vals[k]...)
		}
		return append(b, '}')
	}
	for range 20000 {
		n := r.IntN(7)
		keys, vals := make([]string, n), make([]string, n)
		for k := range n {
			keys[k], vals[k] = string(rune('a'+k)), values[r.IntN(len(values))]
		}
		old := object(keys, vals)
		for range r.IntN(3) + 1 { // change a few values
			if n > 0 {
				vals[r.IntN(n)] = values[r.IntN(len(values))]
			}
		}
		switch r.IntN(6) {
		case 0: // a field added
			at := r.IntN(n + 1)
			keys = append(keys[:at], append([]string{"new"}, keys[at:]...)...)
			vals = append(vals[:at], append([]string{values[r.IntN(len(values))]}, vals[at:]...)...)
		case 1: // a field dropped
			if n > 0 {
				at := r.IntN(n)
				keys, vals = append(keys[:at], keys[at+1:]...), append(vals[:at], vals[at+1:]...)
			}
		case 2: // two fields swapped
			if n > 1 {
				x, y := r.IntN(n), r.IntN(n)
				keys[x], keys[y] = keys[y], keys[x]
			}
		}
		check(old, object(keys, vals))
	}
	check([]byte(`{"a":1}`), []byte(`{"a":1}`))
	check([]byte(`{"a":1}`), []byte(`{}`))
	check([]byte(`{"a":1,"b":2}`), []byte(`{"a":1, "b":3}`))
	// The views of a random game, one after the other.
	e := fastEnv(t)
	G, err := e.srv.def.rules.New(game.Options{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	va := G.(game.ViewAppender)
	var old []byte
	for step := 0; step < 400 && G.ToMove() != game.None; step++ {
		b := va.AppendViewJSON(nil, G.ToMove())
		if old != nil {
			check(old, b)
		}
		old = b
		legal := G.Legal(nil)
		if err := G.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}
