package protocol

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

// TestViewBattleOutcome loads a position where Hasdrubal attacks Varro without a
// battle card, and reads the move's start, the battle's outcome and the retreat
// in progress from the view's fields.
func TestViewBattleOutcome(t *testing.T) {
	pos, err := os.ReadFile("testdata/battle-retreat.txt")
	if err != nil {
		t.Fatal(err)
	}
	s := newSession()
	b, _ := json.Marshal(string(pos))
	mustOK(t, s, `{"cmd":"load","seed":1,"position":`+string(b)+`}`)
	mustOK(t, s, `{"cmd":"hands","rome":[0,0,0,0,0,0],"carthage":[0,0,0,0,0,0]}`)
	mustOK(t, s, `{"cmd":"dice","dice":[1,2]}`) // casualties none; Retreat Table 2 on 3 CUs: 1
	for _, a := range []string{"ops 5 move", "activate hasdrubal", "take 3", "move cannae"} {
		mustOK(t, s, apply(a))
	}
	v := mustOK(t, s, `{"cmd":"view","side":"rome"}`)
	if v.str("view", "moving", "from") != "arpi" || v.str("view", "moving", "at") != "cannae" {
		t.Fatalf("moving: %v", v["view"].(map[string]any)["moving"])
	}
	for i := 0; i < 5 && mustOK(t, s, `{"cmd":"status"}`).str("status", "kind") != "retreat"; i++ {
		mustOK(t, s, apply("pass"))
	}
	mustOK(t, s, apply("retreat arpi"))
	view := mustOK(t, s, `{"cmd":"view","side":"none"}`)["view"].(map[string]any)
	lb, _ := view["lastBattle"].(map[string]any)
	if lb == nil || lb["winner"] != "rome" || lb["how"] != "ran-out" || lb["rounds"] != 0.0 || lb["retreatTable"] != 1.0 ||
		fmt.Sprint(lb["lost"]) != "map[carthage:1 rome:0]" {
		t.Fatalf("lastBattle: %v", lb)
	}
	rt, _ := view["retreat"].(map[string]any)
	if rt == nil || rt["side"] != "carthage" || rt["inProgress"] != true || fmt.Sprint(rt["path"]) != "[arpi]" || rt["cus"] != 2.0 {
		t.Fatalf("retreat: %v", rt)
	}
}
