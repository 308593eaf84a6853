package server

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// viewJSON is a state's view and log, for comparisons.
func viewJSON(s *stateMsg) string {
	b, _ := json.Marshal(struct {
		V any
		L any
		G any
		U bool
	}{s.View, s.Log.Lines, s.Legal, s.CanUndo})
	return string(b)
}

// playRandom plays n random legal actions in a hotseat game over HTTP, undoing
// now and then; it returns how many undos it made.
func playRandom(t *testing.T, e *testEnv, tok string, n int, r *rand.Rand, undo bool) int {
	undos := 0
	var before []string // the game before each action that might be undone
	for i := 0; i < n; i++ {
		s := e.state(tok)
		if s.View.Over {
			break
		}
		if undo && s.CanUndo && len(before) > 0 && r.IntN(2) == 0 {
			code, ns, eb := e.post(tok, "undo", "", s.Version)
			if code != 200 {
				t.Fatalf("undo refused although offered: %+v", eb.Error)
			}
			if ns.Version != s.Version+1 {
				t.Fatalf("undo: version %d after %d", ns.Version, s.Version)
			}
			ns.CanUndo = false
			want := before[len(before)-1]
			before = before[:len(before)-1]
			if got := viewJSON(ns); got != want {
				t.Fatalf("after undo the game differs from before the action:\n%s\n%s", got, want)
			}
			undos++
			continue
		}
		s.CanUndo = false
		before = append(before, viewJSON(s))
		a := s.Legal[r.IntN(len(s.Legal))].Action
		if code, _, eb := e.post(tok, "action", a, s.Version); code != 200 {
			t.Fatalf("%q refused: %+v", a, eb.Error)
		}
	}
	return undos
}

func TestUndoAndRestartKeepEveryAction(t *testing.T) {
	e := newEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(99)})
	tok := toks[SeatBoth]
	r := rand.New(rand.NewPCG(1, 2))
	undos := playRandom(t, e, tok, 300, r, true)
	if undos == 0 {
		t.Fatal("the random game never offered an undo")
	}
	before := e.state(tok)
	evs, _ := e.st.Events(t.Context(), id)
	snaps, _ := e.st.Snapshots(t.Context(), id)
	t.Logf("%d events (%d undos), %d snapshots, %d log lines", len(evs), undos, snaps, len(before.Log.Lines))
	if int64(len(evs)) != before.Version {
		t.Fatalf("%d events stored for version %d", len(evs), before.Version)
	}
	path := e.path
	e.close()

	// A new server on the same database file: the same game, every action kept.
	e2 := openEnv(t, path)
	after := e2.state(tok)
	after.Players, before.Players = nil, nil
	if after.Version != before.Version || viewJSON(after) != viewJSON(before) || after.Since != before.Since || after.Moves != before.Moves {
		t.Fatalf("after the restart: version %d (was %d), moves %d (was %d)", after.Version, before.Version, after.Moves, before.Moves)
	}
	if after.Notice != "" {
		t.Fatalf("the game replayed with a notice: %s", after.Notice)
	}
	mode, err := e2.st.JournalMode()
	if err != nil || mode != "wal" {
		t.Errorf("journal mode %q (%v), want wal", mode, err)
	}
	// It plays on.
	playRandom(t, e2, tok, 20, r, true)
}

func TestRestartFallsBackToTheSnapshot(t *testing.T) {
	e := newEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(4)})
	tok := toks[SeatBoth]
	playRandom(t, e, tok, 30, rand.New(rand.NewPCG(3, 4)), false)
	before := e.state(tok)
	path := e.path
	e.close()
	// Pretend the engine changed: the stored events no longer replay.
	e2 := openEnv(t, path)
	if _, err := e2.st.DB().Exec(`UPDATE games SET engine = 'punic-hannibal 0.0' WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	// And drop the newest snapshot, so that actions are replayed on an older one.
	if _, err := e2.st.DB().Exec(`DELETE FROM snapshots WHERE game_id = ? AND seq = (SELECT max(seq) FROM snapshots WHERE game_id = ?)`, id, id); err != nil {
		t.Fatal(err)
	}
	after := e2.state(tok)
	if after.Notice == "" || !strings.Contains(after.Notice, "resumed") {
		t.Fatalf("no notice: %q", after.Notice)
	}
	// The board, the hands and the choices are the same: the last snapshot and
	// the actions after it.
	a, _ := json.Marshal([]any{after.View, after.Legal})
	b, _ := json.Marshal([]any{before.View, before.Legal})
	if after.Version != before.Version || string(a) != string(b) {
		t.Fatalf("version %d, was %d; view\n%s\nwas\n%s", after.Version, before.Version, a, b)
	}
	if strings.Contains(after.Notice, "lost") {
		t.Fatalf("notice: %s", after.Notice)
	}
	// It plays on.
	playRandom(t, e2, tok, 10, rand.New(rand.NewPCG(5, 6)), false)
}

func TestResignAndRematch(t *testing.T) {
	e := newEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(31)})
	s := e.state(toks[SeatRome])
	if code, _ := e.do("GET", "/api/play/"+toks[SeatRome]+"/record", nil); code != 403 {
		t.Fatalf("the record must wait for the end: %d", code)
	}
	if code, _ := e.do("POST", "/api/play/"+toks[SeatRome]+"/rematch", nil); code != 409 {
		t.Fatalf("rematch before the end: %d", code)
	}
	code, ns, eb := e.post(toks[SeatRome], "resign", "", s.Version)
	if code != 200 || !ns.View.Over || ns.View.Winner != SeatCarthage {
		t.Fatalf("resign: %d %+v", code, eb)
	}
	if code, _, _ := e.post(toks[SeatCarthage], "action", "pass", ns.Version); code != 409 {
		t.Fatalf("acting after the end: %d", code)
	}
	code, b := e.do("GET", "/api/play/"+toks[SeatCarthage]+"/record", nil)
	if code != 200 || !strings.Contains(string(b), `"resign"`) {
		t.Fatalf("record: %d %s", code, b)
	}
	// Rematch: Rome's player asks first, then Carthage's.
	link := func(tok string) string {
		code, b := e.do("POST", "/api/play/"+tok+"/rematch", nil)
		if code != 200 {
			t.Fatalf("rematch: %d %s", code, b)
		}
		var m map[string]string
		json.Unmarshal(b, &m)
		return strings.TrimPrefix(m["link"], "/play/")
	}
	rTok := link(toks[SeatRome])
	if again := link(toks[SeatRome]); again != rTok {
		t.Fatal("asking twice must give the same link")
	}
	if !e.state(toks[SeatCarthage]).Rematch {
		t.Fatal("the opponent is not told of the rematch")
	}
	cTok := link(toks[SeatCarthage])
	if rTok == cTok || rTok == toks[SeatRome] || cTok == toks[SeatCarthage] {
		t.Fatal("the rematch needs new, different links")
	}
	a, b2 := e.state(rTok), e.state(cTok)
	if a.Seat != SeatCarthage || b2.Seat != SeatRome || a.Game == id || a.Game != b2.Game {
		t.Fatalf("rematch seats: Rome's player got %s, Carthage's %s (games %s %s)", a.Seat, b2.Seat, a.Game, b2.Game)
	}
	// The old links still open the old game.
	if e.state(toks[SeatRome]).Game != id {
		t.Fatal("the old link changed game")
	}
}

func TestBotPlaysItsSide(t *testing.T) {
	for _, bot := range []string{"random", "heuristic"} {
		t.Run(bot, func(t *testing.T) {
			e := newEnv(t)
			id, toks := e.create(CreateRequest{Mode: ModeAI, Side: SeatCarthage, Bot: bot, Seed: seedPtr(17)})
			tok := toks[SeatCarthage]
			if len(toks) != 1 || tok == "" {
				t.Fatalf("AI game links: %v", toks)
			}
			c := e.dial(tok)
			r := rand.New(rand.NewPCG(5, 6))
			mine := 0
			deadline := time.Now().Add(40 * time.Second)
			acted := int64(-1)
			c.stateAt(0)
			for mine < 15 && time.Now().Before(deadline) {
				s := c.cur
				if s.View.Over {
					break
				}
				if s.Players[SeatRome].Kind != "ai" || !s.Players[SeatCarthage].You {
					t.Fatalf("players: %+v", s.Players)
				}
				if len(s.Legal) == 0 || s.Version == acted {
					c.next()
					continue
				}
				c.send(ClientMsg{T: "action", Action: s.Legal[r.IntN(len(s.Legal))].Action, Version: s.Version})
				acted = s.Version
				mine++
			}
			evs, _ := e.st.Events(t.Context(), id)
			rome := 0
			for _, ev := range evs {
				if ev.Side == SeatRome {
					rome++
				}
			}
			if mine < 15 || rome == 0 {
				t.Fatalf("%d of my actions, %d by the bot", mine, rome)
			}
			t.Logf("%s: %d actions by the person, %d by the bot", bot, mine, rome)
		})
	}
}

func TestIdleGamesLeaveMemory(t *testing.T) {
	e := newEnv(t)
	id, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(2)})
	me, _ := decider(e, toks)
	s := e.state(me)
	e.post(me, "action", s.Legal[0].Action, s.Version)
	c := e.dial(toks[SeatRome])
	c.stateAt(1)
	later := time.Now().Add(idleAfter + time.Second)
	if n := e.srv.evictIdle(later); n != 0 {
		t.Fatalf("a game with a client connected was evicted")
	}
	c.c.Close(1000, "")
	if n := e.srv.evictIdle(time.Now().Add(overAfter + time.Second)); n != 0 {
		t.Fatalf("a game not over was evicted after %v", overAfter)
	}
	deadline := time.Now().Add(5 * time.Second)
	for e.srv.evictIdle(later) == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the idle game stayed in memory")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, ok := e.srv.loaded(id); ok {
		t.Fatal("still loaded")
	}
	// Asked for again, it comes back from the database as it was.
	if again := e.state(me); again.Version != 1 {
		t.Fatalf("version %d after reloading", again.Version)
	}
}
