package server

import (
	"encoding/json"
	"testing"
)

// TestStatusSaysWhoseMove: a seat's one-line status says whose decision it is
// and whether it is this seat's, and a wrong token is 404 as everywhere.
func TestStatusSaysWhoseMove(t *testing.T) {
	e := newEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(3)})
	mine, theirs := 0, 0
	for _, seat := range []string{SeatRome, SeatCarthage} {
		code, b := e.do("GET", "/api/play/"+toks[seat]+"/status", nil)
		var st StatusMsg
		if err := json.Unmarshal(b, &st); code != 200 || err != nil {
			t.Fatalf("%s: %d %s", seat, code, b)
		}
		if st.Seat != seat || st.Turn != 1 || st.Years == "" || st.Over || st.ToMove == "" || st.Title == "" {
			t.Fatalf("%s: %s", seat, b)
		}
		if st.YourMove != (st.ToMove == seat) {
			t.Fatalf("%s: yourMove %v with toMove %q", seat, st.YourMove, st.ToMove)
		}
		if st.YourMove {
			mine++
		} else {
			theirs++
		}
	}
	if mine != 1 || theirs != 1 {
		t.Fatalf("%d seats to move, %d waiting; want one of each", mine, theirs)
	}
	if code, _ := e.do("GET", "/api/play/nosuchtoken/status", nil); code != 404 {
		t.Fatalf("a wrong token: %d", code)
	}
}
