package jsonw

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"strings"
	"testing"
)

// String writes what json.Marshal writes for every kind of character: plain
// text, quotes, control characters, HTML-sensitive bytes, U+2028/9, invalid
// UTF-8, and random byte strings.
func TestStringMatchesMarshal(t *testing.T) {
	cases := []string{"", "plain", `say "hi" \ there`, "tab\there\nline\r\b\f\x00\x1f\x7f",
		"<b>&amp;</b>", "Hannibal’s army — 218 BC", "sep\u2028par\u2029", "bad \xff\xfe utf8", "é\xc3"}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 2000; i++ {
		b := make([]byte, r.Intn(12))
		for j := range b {
			b[j] = byte(r.Intn(256))
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		want, _ := json.Marshal(s)
		if got := String(nil, s); string(got) != string(want) {
			t.Fatalf("String(%q) = %s, json.Marshal gives %s", s, got, want)
		}
	}
	// StringNoHTML: as an Encoder with HTML escaping off writes the string.
	for _, s := range cases {
		var want bytes.Buffer
		e := json.NewEncoder(&want)
		e.SetEscapeHTML(false)
		e.Encode(s)
		if got := StringNoHTML(nil, s); string(got) != strings.TrimSuffix(want.String(), "\n") {
			t.Fatalf("StringNoHTML(%q) = %s, the Encoder gives %s", s, got, want.String())
		}
	}
}

// The lists and maps write what json.Marshal writes, nil and empty included.
func TestCompositesMatchMarshal(t *testing.T) {
	check := func(v any, got []byte) {
		t.Helper()
		want, _ := json.Marshal(v)
		if string(got) != string(want) {
			t.Fatalf("%#v: got %s, json.Marshal gives %s", v, got, want)
		}
	}
	check([]int(nil), Ints(nil, nil))
	type item struct {
		N int `json:"n"`
	}
	one := func(x *item, b []byte) []byte { return append(Int(append(b, `{"n":`...), x.N), '}') }
	check([]item(nil), List(nil, []item(nil), one))
	check([]item{}, List(nil, []item{}, one))
	check([]item{{1}, {-2}}, List(nil, []item{{1}, {-2}}, one))
	check([]int{}, Ints(nil, []int{}))
	check([]int{-3, 0, 42}, Ints(nil, []int{-3, 0, 42}))
	check([]string(nil), Strings(nil, nil))
	check([]string{"a<", ""}, Strings(nil, []string{"a<", ""}))
	im := map[string]int{"rome": 3, "carthage": -1, "a": 0}
	check(im, IntMap(nil, im))
	check(map[string]int(nil), IntMap(nil, nil))
	sm := map[string]string{"rome": "scipio", "carthage": "hannibal"}
	check(sm, StringMap(nil, sm))
	check(map[string]string{}, StringMap(nil, map[string]string{}))
	lm := map[string][]int{"rome": {1, 0}, "carthage": nil}
	check(lm, IntsMap(nil, lm))
	check(true, Bool(nil, true))
	if got := string(Key(Key([]byte("{"), "a"), "b")); got != `{"a":,"b":` {
		t.Fatalf("Key: got %s", got)
	}
}

// Appending into a slice with room allocates nothing.
func TestNoAllocations(t *testing.T) {
	buf := make([]byte, 0, 1024)
	m := map[string]int{"rome": 1, "carthage": 2}
	n := testing.AllocsPerRun(100, func() {
		b := String(buf[:0], "Rome <plays> a card\n")
		b = IntMap(b, m)
		_ = Ints(b, []int{1, 2, 3})
	})
	if n != 0 {
		t.Fatalf("%v allocations, want 0", n)
	}
}

// TextMap writes what an Encoder with HTML escaping off writes for a map: the
// keys sorted (here more than fit its small array too) and unescaped.
func TestTextMapMatchesEncoder(t *testing.T) {
	for _, m := range []map[string]string{nil, {}, {"b<": "x&y", "a": "<z>"}, func() map[string]string {
		big := map[string]string{}
		for i := range 40 {
			big[strings.Repeat("k", i%7)+string(rune('a'+i%26))+string(rune('0'+i/26))] = "v"
		}
		return big
	}()} {
		var want bytes.Buffer
		e := json.NewEncoder(&want)
		e.SetEscapeHTML(false)
		e.Encode(m)
		if got := TextMap(nil, m, StringNoHTML); string(got) != strings.TrimSuffix(want.String(), "\n") {
			t.Fatalf("TextMap(%v) = %s, the Encoder gives %s", m, got, want.String())
		}
	}
}
