package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"punic/punicwars"
	pwtitle "punic/punicwars/title"
)

// Hidden information in The Punic Wars' frames (9.12): the strength of a
// face-down force inside its walls is hidden from the enemy while none of his
// leaders is in its hex. TestPunicWarsFramesHideFaceDownForces plays seeded
// online games over both seats' WebSockets, steering the random play toward
// sieges (forces threatened go inside their walls), and checks every frame
// each seat receives, at every step: rebuilt from its deltas as the page
// rebuilds it, the board it shows is exactly what the engine lets that side
// see, and no frame holds a hidden force's hex as its owner sees it, nor a
// position text. (Hannibal's hidden cards are TestNoHiddenInformationLeaks'.)

// pwFrames is one seat's WebSocket: its frames, and the version and legal
// actions of the state rebuilt from them.
type pwFrames struct {
	*frames
	version int64
	legal   []Choice
}

func (e *testEnv) pwDial(tok string) *pwFrames {
	e.t.Helper()
	return &pwFrames{frames: e.dialFrames(tok), version: -1}
}

// until reads frames until the seat holds version v.
func (f *pwFrames) until(v int64) {
	f.t.Helper()
	for f.version < v {
		if _, _, state := f.read(fmt.Sprintf(" (at version %d, waiting for %d)", f.version, v)); !state {
			continue
		}
		json.Unmarshal(f.whole["version"], &f.version)
		f.legal = nil
		json.Unmarshal(f.whole["legal"], &f.legal)
	}
}

// pwTruth is what one seat may see at one version, and what it must not be
// sent.
type pwTruth struct {
	hexes   []byte   // the board as the engine shows it to the seat (View.Hexes as JSON)
	needles [][]byte // a hidden force's hex as its owner sees it
	hidden  int      // the enemy forces hidden from the seat
}

func pwTruthOf(g *punicwars.Game, seat punicwars.Side) *pwTruth {
	mine, theirs := g.View(seat), g.View(seat.Other())
	tr := &pwTruth{}
	tr.hexes, _ = json.Marshal(mine.Hexes)
	for k, h := range mine.Hexes {
		for _, u := range h.Units {
			if u.Hidden {
				tr.hidden++
			}
		}
		if k < len(theirs.Hexes) && theirs.Hexes[k].Hex == h.Hex {
			a, _ := json.Marshal(h)
			if b, _ := json.Marshal(theirs.Hexes[k]); !bytes.Equal(a, b) && hasHiddenUnit(h) {
				tr.needles = append(tr.needles, b)
			}
		}
	}
	return tr
}

// pwHiddenOnWire checks a view as a seat received it against 9.12: every
// enemy unit face-down in a hex where none of the seat's leaders is on the
// map is hidden, with no strength and no leader named; it returns how many.
func pwHiddenOnWire(t *testing.T, seat string, raw json.RawMessage) int {
	t.Helper()
	var v struct {
		Hexes []struct {
			Hex   int `json:"hex"`
			Units []struct {
				Side     string `json:"side"`
				Strength int    `json:"strength"`
				FaceDown bool   `json:"faceDown"`
				Hidden   bool   `json:"hidden"`
				Leader   string `json:"leader"`
			} `json:"units"`
		} `json:"hexes"`
		Leaders []struct {
			Side  string `json:"side"`
			Hex   int    `json:"hex"`
			State string `json:"state"`
		} `json:"leaders"`
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, h := range v.Hexes {
		watched := false
		for _, l := range v.Leaders {
			watched = watched || l.Side == seat && l.State == "map" && l.Hex == h.Hex
		}
		for _, u := range h.Units {
			if u.Side == seat || !u.FaceDown || watched {
				continue
			}
			if !u.Hidden || u.Strength != 0 || u.Leader != "" {
				t.Fatalf("%s is shown an enemy force inside the walls of %04d with no leader of its own there: %+v", seat, h.Hex, u)
			}
			n++
		}
	}
	return n
}

func hasHiddenUnit(h punicwars.HexView) bool {
	for _, u := range h.Units {
		if u.Hidden {
			return true
		}
	}
	return false
}

func TestPunicWarsFramesHideFaceDownForces(t *testing.T) {
	// Seeds whose random play puts forces inside their walls with no enemy
	// leader beside them (185 and 77 frames of 1,401 at 700 actions).
	seeds := []uint64{12, 13}
	if testing.Short() {
		seeds = seeds[:1]
	}
	var frames, hiddenMoments, hiddenForces int
	for _, seed := range seeds {
		f, m, n := playPunicLeakGame(t, seed)
		frames += f
		hiddenMoments += m
		hiddenForces += n
	}
	t.Logf("%d games, %d frames checked, %d of them while the seat had hidden enemy forces (%d forces in all)", len(seeds), frames, hiddenMoments, hiddenForces)
	if hiddenMoments == 0 {
		t.Fatal("the games never hid a face-down force: the test checked nothing of 9.12")
	}
}

// playPunicLeakGame plays one online game and checks its frames; it returns
// the frames checked, those sent while the seat had enemy forces hidden from
// it, and the hidden forces counted over those.
func playPunicLeakGame(t *testing.T, seed uint64) (int, int, int) {
	e := fastEnv(t)
	id, toks := e.create(CreateRequest{Game: "punicwars", Mode: ModeOnline, Scenario: "first", Seed: &seed})
	seats := map[string]punicwars.Side{SeatRome: punicwars.Rome, SeatCarthage: punicwars.Carthage}
	conns := map[string]*pwFrames{SeatRome: e.pwDial(toks[SeatRome]), SeatCarthage: e.pwDial(toks[SeatCarthage])}
	g, ok := e.srv.loaded(id)
	if !ok {
		t.Fatal("the game is not loaded")
	}
	truth := map[int64]map[string]*pwTruth{}
	r := rand.New(rand.NewPCG(seed, 16))
	v := int64(0)
	for step := 0; step < 700; step++ {
		for _, c := range conns {
			c.until(v)
		}
		g.mu.Lock()
		pg, ok := pwtitle.Game(g.m.Game())
		if !ok {
			g.mu.Unlock()
			t.Fatal("not a Punic Wars game")
		}
		if g.row.Version != v {
			g.mu.Unlock()
			t.Fatalf("the game is at version %d, expected %d", g.row.Version, v)
		}
		truth[v] = map[string]*pwTruth{}
		for seat, side := range seats {
			truth[v][seat] = pwTruthOf(pg, side)
		}
		over := pg.Over()
		g.mu.Unlock()
		if over {
			break
		}
		var me *pwFrames
		for _, c := range conns {
			if len(c.legal) > 0 {
				me = c
			}
		}
		if me == nil {
			t.Fatalf("version %d: nobody has a legal action", v)
		}
		msg, _ := json.Marshal(ClientMsg{T: "action", Action: pickSiege(me.legal, r), Version: v})
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err := me.c.Write(ctx, websocket.MessageText, msg)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		v++
	}
	// Every frame of each seat, against what that seat could know then.
	checked, moments, forces := 0, 0, 0
	boards := map[string]map[int64][]byte{} // seat -> version -> the board it was shown
	for seat, c := range conns {
		boards[seat] = map[int64][]byte{}
		var whole map[string]json.RawMessage
		for _, raw := range c.raw {
			var m map[string]json.RawMessage
			json.Unmarshal(raw, &m)
			switch string(m["t"]) {
			case `"state"`:
				whole = m
			case `"delta"`:
				whole, _ = applyDelta(whole, m)
			default:
				continue
			}
			var ver int64
			json.Unmarshal(whole["version"], &ver)
			tr := truth[ver][seat]
			if tr == nil {
				t.Fatalf("seed %d: a frame of version %d, which the test did not see", seed, ver)
			}
			for _, n := range tr.needles {
				if bytes.Contains(raw, n) {
					t.Fatalf("seed %d, version %d: %s was sent a hidden force as its owner sees it: %s", seed, ver, seat, n)
				}
			}
			if bytes.Contains(raw, []byte("m rng")) || bytes.Contains(raw, []byte("stack: ")) {
				t.Fatalf("seed %d, version %d: %s was sent a position text: %s", seed, ver, seat, raw)
			}
			var view struct {
				Hexes json.RawMessage `json:"hexes"`
			}
			json.Unmarshal(whole["view"], &view)
			boards[seat][ver] = view.Hexes
			// 9.12 read on the frame itself: an enemy force face-down
			// where none of the seat's leaders stands shows no strength
			// and no commander.
			hidden := pwHiddenOnWire(t, seat, whole["view"])
			if hidden != tr.hidden {
				t.Fatalf("seed %d, version %d: %s's frame hides %d forces, the engine %d", seed, ver, seat, hidden, tr.hidden)
			}
			if !bytes.Equal(view.Hexes, tr.hexes) {
				t.Fatalf("seed %d, version %d: %s's board is\n%s\nthe engine shows it\n%s", seed, ver, seat, view.Hexes, tr.hexes)
			}
			checked++
			if tr.hidden > 0 {
				moments++
				forces += tr.hidden
			}
		}
	}
	// The checker sees a hidden force when it is there: the owner's board at
	// the same version holds each force as the needles name it.
	for ver, byseat := range truth {
		for seat, tr := range byseat {
			other := SeatRome
			if seat == SeatRome {
				other = SeatCarthage
			}
			for _, n := range tr.needles {
				if b := boards[other][ver]; b != nil && !bytes.Contains(b, n) {
					t.Fatalf("seed %d, version %d: %s's own board lacks its force as the checker names it: %s", seed, ver, other, n)
				}
			}
		}
	}
	t.Logf("seed %d: %d actions, %d frames, %d with hidden enemy forces", seed, v, checked, moments)
	return checked, moments, forces
}

// pickSiege chooses a random legal action, steering toward sieges: a force
// threatened goes inside its walls, a leader in an enemy's hex attacks, no
// offer to end the war; bids are small.
func pickSiege(legal []Choice, r *rand.Rand) string {
	var inside, attack, rest []string
	for _, c := range legal {
		switch a := c.Action; {
		case a == "invert":
			inside = append(inside, a)
		case strings.HasPrefix(a, "attack "):
			attack = append(attack, a)
		case a == "offer end", strings.HasPrefix(a, "bid ") && a != "bid 0" && a != "bid 1":
		default:
			rest = append(rest, a)
		}
	}
	switch {
	case len(inside) > 0:
		return inside[0]
	case len(attack) > 0 && r.IntN(2) == 0:
		return attack[r.IntN(len(attack))]
	case len(rest) > 0:
		return rest[r.IntN(len(rest))]
	case len(attack) > 0:
		return attack[0]
	}
	return legal[r.IntN(len(legal))].Action
}
