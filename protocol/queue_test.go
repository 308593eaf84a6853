package protocol

import (
	"fmt"
	"strings"
	"testing"
)

// TestQueueReadAndClear queues forced inputs outside referee mode, reads them in
// status.queued, refuses picks and draws that name nothing that can be drawn,
// and clears the queues by kind and all at once.
func TestQueueReadAndClear(t *testing.T) {
	s := newSession()
	mustOK(t, s, `{"cmd":"new","seed":9}`)
	if st := mustOK(t, s, `{"cmd":"status"}`); st["status"].(map[string]any)["queued"] != nil {
		t.Fatalf("nothing queued, yet status says %v", st)
	}
	mustOK(t, s, `{"cmd":"dice","dice":[4,2]}`)
	mustOK(t, s, `{"cmd":"picks","picks":["Varro","fa",33]}`)
	mustFail(t, s, `{"cmd":"picks","picks":["varo"]}`, `picks: "varo" names no strategy card, consul or battle card type (the consul cup: `)
	mustFail(t, s, `{"cmd":"picks","picks":["65"]}`, `picks: "65" is not a strategy card number 1-64 (picks[0])`)
	hand := 0
	for c := 1; c <= 64 && hand == 0; c++ {
		if !hg(s).InDeck(c) {
			hand = c
		}
	}
	mustFail(t, s, fmt.Sprintf(`{"cmd":"draws","cards":[%d]}`, hand), "is not in the deck: it is in a hand, discarded or out of the game")
	in := 0
	for c := 1; c <= 64 && in == 0; c++ {
		if hg(s).InDeck(c) {
			in = c
		}
	}
	mustOK(t, s, fmt.Sprintf(`{"cmd":"draws","cards":[%d]}`, in))
	mustFail(t, s, fmt.Sprintf(`{"cmd":"draws","cards":[%d]}`, in), "is queued already")

	q := mustOK(t, s, `{"cmd":"status"}`)["status"].(map[string]any)["queued"]
	if fmt.Sprint(q) != fmt.Sprintf("map[dice:[4 2] draws:[%d] picks:[varro frontal-assault 33]]", in) {
		t.Fatalf("status.queued: %v", q)
	}
	c := mustOK(t, s, `{"cmd":"clear","inputs":["picks"]}`)
	if fmt.Sprint(c["cleared"]) != "map[picks:[varro frontal-assault 33]]" {
		t.Fatalf("clear picks: %v", c)
	}
	if q := c["status"].(map[string]any)["queued"]; fmt.Sprint(q) != fmt.Sprintf("map[dice:[4 2] draws:[%d]]", in) {
		t.Fatalf("after clearing the picks: %v", q)
	}
	mustFail(t, s, `{"cmd":"clear","inputs":["cards"]}`, `clear: "cards" is not a kind of input of this game`)
	c = mustOK(t, s, `{"cmd":"clear"}`)
	if c["status"].(map[string]any)["queued"] != nil || hg(s).PendingDice() != 0 {
		t.Fatalf("clear: %v", c)
	}
}

// TestUnfitPickRefusedWhenUsed: a pick queued ahead that names a battle card
// type is accepted, but the first random draw it comes to is the consul cup's:
// the action that makes that draw is refused with the reason, the pick dropped,
// and the same action then goes through.
func TestUnfitPickRefusedWhenUsed(t *testing.T) {
	s := newSession()
	mustOK(t, s, `{"cmd":"new","seed":9}`)
	mustOK(t, s, `{"cmd":"picks","picks":["fa"]}`)
	for i := 0; i < 5000; i++ {
		if hg(s).Over() {
			t.Fatal("the game ended and the pick was never used")
		}
		r := send(t, s, `{"cmd":"apply","id":0}`)
		if r.ok() {
			if len(hg(s).Queued().Picks) == 0 {
				t.Fatalf("the pick was used by action %d", i)
			}
			continue
		}
		if !strings.Contains(r.str("error"), `the pick queued, "frontal-assault", does not fit: "frontal-assault" is not in the consul cup; it was dropped from the queue and the action not taken (send it again)`) {
			t.Fatalf("apply: %v", r)
		}
		if q := mustOK(t, s, `{"cmd":"status"}`)["status"].(map[string]any)["queued"]; q != nil {
			t.Fatalf("the pick stayed queued: %v", q)
		}
		mustOK(t, s, `{"cmd":"apply","id":0}`)
		return
	}
	t.Fatal("no pick was made")
}
