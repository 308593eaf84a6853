package server

import (
	"testing"
	"time"
)

// age sets a game's creation and last event times back by d.
func (e *testEnv) age(id string, created, updated time.Duration) {
	e.t.Helper()
	now := time.Now()
	if _, err := e.st.DB().Exec(`UPDATE games SET created = ?, updated = ? WHERE id = ?`,
		now.Add(-created).UnixMilli(), now.Add(-updated).UnixMilli(), id); err != nil {
		e.t.Fatal(err)
	}
}

func TestUnjoinedAndAbandonedGamesExpire(t *testing.T) {
	l := *testLimits()
	l.ExpireUnjoined, l.ExpireAbandoned, l.ExpireEvery = time.Hour, 48*time.Hour, time.Hour
	e := limitedEnv(t, l)
	unjoined, ut := e.create(CreateRequest{Mode: ModeOnline})
	e.state(ut[SeatRome]) // Carthage never comes
	joined, jt := e.create(CreateRequest{Mode: ModeOnline})
	e.state(jt[SeatRome])
	e.state(jt[SeatCarthage])
	abandoned, at := e.create(CreateRequest{Mode: ModeHotseat})
	s := e.state(at[SeatBoth])
	e.post(at[SeatBoth], "action", s.Legal[0].Action, 0)
	finished, ft := e.create(CreateRequest{Mode: ModeHotseat})
	e.post(ft[SeatBoth], "resign", "", 0)
	watched, wt := e.create(CreateRequest{Mode: ModeHotseat}) // abandoned, but someone looks at it
	c := e.dial(wt[SeatBoth])
	c.stateAt(0)
	neverOpened, _ := e.create(CreateRequest{Mode: ModeAI, Bot: "random"})

	e.age(unjoined, 2*time.Hour, 2*time.Hour)
	e.age(joined, 72*time.Hour, time.Minute)
	e.age(abandoned, 72*time.Hour, 72*time.Hour)
	e.age(finished, 72*time.Hour, 72*time.Hour)
	e.age(watched, 72*time.Hour, 72*time.Hour)
	e.age(neverOpened, 2*time.Hour, 2*time.Hour)

	n, err := e.srv.expireGames(time.Now())
	if err != nil || n != 3 {
		t.Fatalf("expired %d games (%v), want 3: unjoined, abandoned, never opened", n, err)
	}
	for _, id := range []string{unjoined, abandoned, neverOpened} {
		if _, _, err := e.st.LoadGame(t.Context(), id); err == nil {
			t.Errorf("game %s is still in the database", id)
		}
		if _, ok := e.srv.loaded(id); ok {
			t.Errorf("game %s is still in memory", id)
		}
	}
	if code, _ := e.do("GET", "/api/play/"+ut[SeatRome], nil); code != 404 {
		t.Errorf("an expired game's link: %d, want 404", code)
	}
	for _, id := range []string{joined, finished, watched} {
		if _, _, err := e.st.LoadGame(t.Context(), id); err != nil {
			t.Errorf("game %s was deleted: %v", id, err)
		}
	}
	// The janitor does it by itself, and stops with the server.
	l.ExpireEvery = 20 * time.Millisecond
	e2 := limitedEnv(t, l)
	late, _ := e2.create(CreateRequest{Mode: ModeOnline})
	e2.age(late, 2*time.Hour, 2*time.Hour)
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, _, err := e2.st.LoadGame(t.Context(), late); err != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the janitor did not expire the unjoined game")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
