package server

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestSplitObjectAndArray(t *testing.T) {
	b := []byte(` {"a":1, "b":{"x":[1,2,{"y":"}]"}]},"c":"q\"uo}te","d":[],"e":null,"f":-1.5e3} `)
	fs, ok := splitObject(nil, b)
	if !ok || len(fs) != 6 {
		t.Fatalf("%v %q", ok, fs)
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
