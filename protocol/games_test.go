package protocol

import (
	"encoding/json"
	"strings"
	"testing"

	"punic/game/gametest"
)

// TestSecondGame plays the toy race of package gametest through the protocol
// next to Hannibal (and The Punic Wars, linked in by punicwars_test.go): "hello"
// lists them all, "new" takes the game, the toy's own
// input command queues its die, and Hannibal's input commands are refused.
func TestSecondGame(t *testing.T) {
	gametest.Register()
	s := newSession()
	h := mustOK(t, s, `{"cmd":"hello"}`)
	var names []string
	for _, g := range h["games"].([]any) {
		names = append(names, g.(map[string]any)["name"].(string))
	}
	if strings.Join(names, ",") != "hannibal,punicwars,toy" || h.str("engine") != "punic-hannibal 0.6" {
		t.Fatalf("hello: %v", h)
	}
	mustFail(t, s, `{"cmd":"new","game":"chess"}`, `unknown game "chess" (games: hannibal, punicwars, toy)`)
	mustFail(t, s, `{"cmd":"new","game":"toy","scenario":"218bc"}`, `unknown scenario "218bc" (scenarios: short, long)`)
	st := mustOK(t, s, `{"cmd":"new","game":"toy","seed":3}`)
	if st.str("status", "game") != "toy" || st.str("status", "toMove") != "north" || st.str("status", "scenario") != "short" {
		t.Fatalf("new: %v", st)
	}
	mustFail(t, s, `{"cmd":"draws","cards":[1]}`, "draws: Toy race takes no such input from the table (its input commands: rolls)")
	mustOK(t, s, `{"cmd":"rolls","rolls":[6]}`)
	r := mustOK(t, s, `{"cmd":"apply","action":"roll"}`)
	if log := r["log"].([]any); r.str("side") != "north" || len(log) != 1 || !strings.Contains(log[0].(map[string]any)["text"].(string), "North adds 6") {
		t.Fatalf("apply: %v", r)
	}
	mustFail(t, s, `{"cmd":"undo"}`, "North cannot undo")
	mustFail(t, s, `{"cmd":"resign","side":"rome"}`, `"side" must be north or south, not "rome"`)
	mustOK(t, s, `{"cmd":"resign","side":"south"}`)
	rec := mustOK(t, s, `{"cmd":"save"}`)
	if rec.str("record", "game") != "toy" {
		t.Fatalf("save: %v", rec)
	}
	// The record loads back into a fresh session, into the toy game.
	s2 := newSession()
	b, _ := json.Marshal(map[string]any{"cmd": "load", "record": rec["record"]})
	if st := mustOK(t, s2, string(b)); st.str("status", "game") != "toy" || st.str("status", "winner") != "north" {
		t.Fatalf("load: %v", st)
	}
}
