package server

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"punic/match"
)

// A new game publishes its dice commitment; every state carries it without the
// seed or the salt until the game is over; then both are revealed, they give
// the commitment, the server's replay verifies, and the record verifies too.
func TestDiceCommitment(t *testing.T) {
	e := newEnv(t)
	code, b := e.do("POST", "/api/games", CreateRequest{Mode: ModeOnline, Seed: seedPtr(424242)})
	var cr CreateResponse
	if err := json.Unmarshal(b, &cr); code != 201 || err != nil || cr.Dice == nil {
		t.Fatalf("%d %s", code, b)
	}
	if cr.Dice.Scheme != match.DiceScheme || len(cr.Dice.Commitment) != 64 || cr.Dice.Seed != "" || cr.Dice.Salt != "" {
		t.Fatalf("the creation's commitment: %+v", cr.Dice)
	}
	rome := strings.TrimPrefix(cr.Links[SeatRome], "/play/")
	st := e.state(rome)
	if st.Dice == nil || *st.Dice != *cr.Dice {
		t.Fatalf("the state's commitment %+v, the creation's %+v", st.Dice, cr.Dice)
	}
	salt, err := e.st.Salt(t.Context(), cr.Game)
	if err != nil {
		t.Fatal(err)
	}
	_, raw := e.do("GET", "/api/play/"+rome, nil)
	if strings.Contains(string(raw), salt) || strings.Contains(string(raw), "424242") {
		t.Fatal("a state before the end shows the salt or the seed")
	}
	if code, _ := e.do("GET", "/api/play/"+rome+"/record", nil); code != 403 {
		t.Fatalf("the record before the end: %d", code)
	}
	if code, _, _ := e.post(rome, "resign", "", st.Version); code != 200 {
		t.Fatalf("resign: %d", code)
	}
	st = e.state(rome)
	d := st.Dice
	if d == nil || d.Seed != "424242" || d.Salt != salt || d.Replay != "verified" {
		t.Fatalf("the end's dice: %+v", d)
	}
	seed, _ := strconv.ParseUint(d.Seed, 10, 64)
	if c, err := match.Commit(seed, d.Salt); err != nil || c != cr.Dice.Commitment {
		t.Fatalf("the revealed seed and salt give %s, the commitment was %s", c, cr.Dice.Commitment)
	}
	_, b = e.do("GET", "/api/play/"+rome+"/record", nil)
	rec, err := match.ParseRecord(b)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := match.Verify(e.srv.def.rules, rec); err != nil || v.Commitment != cr.Dice.Commitment {
		t.Fatalf("the record: %v %v", v, err)
	}
}
