package server

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"punic/server/store"
)

// testTime is a clock a test moves by hand (Options.Now): nothing sleeps.
type testTime struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testTime) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testTime) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// clockEnv is a test server whose games' clocks follow tt.
func clockEnv(t *testing.T) (*testEnv, *testTime) {
	tt := &testTime{t: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	e := openEnvWith(t, t.TempDir()+"/punic.db", store.Options{Synchronous: "NORMAL"}, func(o *Options) { o.Now = tt.now })
	return e, tt
}

// statusOf reads a seat's status line.
func (e *testEnv) statusOf(tok string) StatusMsg {
	e.t.Helper()
	code, b := e.do("GET", "/api/play/"+tok+"/status", nil)
	var st StatusMsg
	if err := json.Unmarshal(b, &st); code != 200 || err != nil {
		e.t.Fatalf("status: %d %s", code, b)
	}
	return st
}

// playUntilOther takes the first legal action of whichever seat decides until
// the decision passes to the other side, and returns the new side to decide.
func (e *testEnv) playUntilOther(toks map[string]string) string {
	e.t.Helper()
	first := e.statusOf(toks[SeatRome]).ToMove
	for range 200 {
		st := e.statusOf(toks[SeatRome])
		if st.ToMove != first {
			return st.ToMove
		}
		s := e.state(toks[st.ToMove])
		if code, _, eb := e.post(toks[st.ToMove], "action", s.Legal[0].Action, s.Version); code != 200 {
			e.t.Fatalf("action %q: %d %+v", s.Legal[0].Action, code, eb.Error)
		}
	}
	e.t.Fatal("the decision never passed to the other side")
	return ""
}

func other(seat string) string {
	if seat == SeatRome {
		return SeatCarthage
	}
	return SeatRome
}

// TestClockDeadlinesAndClaim: an online game with a clock of one day per
// decision gives the side to decide 24 hours, set afresh when the decision
// passes to the other side; past the deadline the late side may still
// decide, and once it has not, the waiting side claims the game, which the
// late side loses on time. The status line and GET …/clock show it all.
func TestClockDeadlinesAndClaim(t *testing.T) {
	e, tt := clockEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(3), ClockDays: 1})
	st := e.statusOf(toks[SeatRome])
	first := st.ToMove
	if st.Clock == nil || st.Clock.Days != 1 || st.Clock.Side != first || st.Clock.Left != int64(24*time.Hour/time.Millisecond) || st.Clock.Expired {
		t.Fatalf("the new game's clock: %+v", st.Clock)
	}
	if !strings.HasSuffix(st.Clock.Text, ": 1 day left") || !e.statusOf(toks[first]).Clock.Yours {
		t.Fatalf("the clock in words: %q", st.Clock.Text)
	}
	tt.add(20 * time.Hour)
	second := e.playUntilOther(toks)
	c := e.statusOf(toks[first]).Clock
	if c.Side != second || c.Left != int64(24*time.Hour/time.Millisecond) || c.Yours {
		t.Fatalf("after the decision passed to %s: %+v", second, c)
	}
	// Claiming too early, or one's own lateness, is refused.
	tt.add(23 * time.Hour)
	if code, b := e.do("POST", "/api/play/"+toks[first]+"/claim", ClaimRequest{Version: e.statusOf(toks[first]).Version}); code != 409 || !strings.Contains(string(b), "still has 1 hour to decide") {
		t.Fatalf("an early claim: %d %s", code, b)
	}
	tt.add(2 * time.Hour)
	c = e.statusOf(toks[first]).Clock
	if !c.Expired || !c.CanClaim || c.Left != -int64(time.Hour/time.Millisecond) || !strings.HasSuffix(c.Text, "'s time is up") {
		t.Fatalf("past the deadline, for the waiting side: %+v", c)
	}
	if c := e.statusOf(toks[second]).Clock; c.CanClaim || !c.Yours {
		t.Fatalf("past the deadline, for the late side: %+v", c)
	}
	v := e.statusOf(toks[first]).Version
	if code, b := e.do("POST", "/api/play/"+toks[second]+"/claim", ClaimRequest{Version: v}); code != 409 || !strings.Contains(string(b), "only the player waiting") {
		t.Fatalf("the late side claiming: %d %s", code, b)
	}
	// The late side may still decide: the clock restarts for the other side.
	back := e.playUntilOther(toks)
	if back != first {
		t.Fatalf("the decision went to %s", back)
	}
	if c := e.statusOf(toks[second]).Clock; c.Expired || c.CanClaim || c.Side != first || c.Left != int64(24*time.Hour/time.Millisecond) {
		t.Fatalf("after the late side decided: %+v", c)
	}
	// Now the first side is late, and the second claims.
	tt.add(24*time.Hour + time.Minute)
	v = e.statusOf(toks[first]).Version
	if code, b := e.do("POST", "/api/play/"+toks[second]+"/claim", ClaimRequest{Version: v - 1}); code != 409 || !strings.Contains(string(b), "stale") {
		t.Fatalf("a claim of an old version: %d %s", code, b)
	}
	code, b := e.do("POST", "/api/play/"+toks[second]+"/claim", ClaimRequest{Version: v})
	if code != 200 {
		t.Fatalf("the claim: %d %s", code, b)
	}
	st = e.statusOf(toks[first])
	if !st.Over || !strings.HasPrefix(st.Result, second+" wins") || st.Version != v+1 {
		t.Fatalf("the game after the claim: %+v", st)
	}
	if st.Clock == nil || st.Clock.TimedOut != first || st.Clock.Side != "" || st.Clock.CanClaim || !strings.HasSuffix(st.Clock.Text, " ran out of time") {
		t.Fatalf("the clock after the claim: %+v", st.Clock)
	}
	code, b = e.do("GET", "/api/play/"+toks[first]+"/clock", nil)
	var cm ClockMsg
	if err := json.Unmarshal(b, &cm); code != 200 || err != nil || cm.TimedOut != first || cm.T != "clock" {
		t.Fatalf("GET clock: %d %s", code, b)
	}
	if code, b := e.do("POST", "/api/play/"+toks[second]+"/claim", ClaimRequest{Version: v + 1}); code != 409 || !strings.Contains(string(b), "over") {
		t.Fatalf("a claim once over: %d %s", code, b)
	}
}

// TestClockOnlyOnline: a clock is chosen only for online games and within
// 1-30 days; games without one say so.
func TestClockOnlyOnline(t *testing.T) {
	e, _ := clockEnv(t)
	for _, req := range []CreateRequest{
		{Mode: ModeAI, ClockDays: 3}, {Mode: ModeHotseat, ClockDays: 3},
		{Mode: ModeOnline, ClockDays: 31}, {Mode: ModeOnline, ClockDays: -1},
	} {
		if code, b := e.do("POST", "/api/games", req); code != 400 || !strings.Contains(string(b), "clock") {
			t.Errorf("%+v: %d %s", req, code, b)
		}
	}
	_, toks := e.create(CreateRequest{Mode: ModeOnline})
	if st := e.statusOf(toks[SeatRome]); st.Clock != nil {
		t.Fatalf("a game without a clock has one: %+v", st.Clock)
	}
	if code, b := e.do("GET", "/api/play/"+toks[SeatRome]+"/clock", nil); code != 404 || !strings.Contains(string(b), "no clock") {
		t.Fatalf("GET clock of a game without one: %d %s", code, b)
	}
	if code, b := e.do("POST", "/api/play/"+toks[SeatRome]+"/claim", ClaimRequest{}); code != 409 || !strings.Contains(string(b), "no clock") {
		t.Fatalf("a claim in a game without a clock: %d %s", code, b)
	}
}

// TestClockSurvivesRestart: the deadline is in the database, so a restarted
// server (a game loaded again) keeps it, and the rematch keeps the clock.
func TestClockSurvivesRestart(t *testing.T) {
	tt := &testTime{t: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
	path := t.TempDir() + "/punic.db"
	e := openEnv(t, path, func(o *Options) { o.Now = tt.now })
	_, toks := e.create(CreateRequest{Mode: ModeOnline, Seed: seedPtr(4), ClockDays: 3})
	tt.add(time.Hour)
	e.playUntilOther(toks)
	want := e.statusOf(toks[SeatRome]).Clock
	e.close()
	tt.add(time.Hour)
	e = openEnv(t, path, func(o *Options) { o.Now = tt.now })
	got := e.statusOf(toks[SeatRome]).Clock
	if got.Side != want.Side || got.Deadline != want.Deadline || got.Left != want.Left-int64(time.Hour/time.Millisecond) {
		t.Fatalf("after a restart %+v, before %+v", got, want)
	}
	v := e.statusOf(toks[SeatRome]).Version
	if code, _, eb := e.post(toks[SeatRome], "resign", "", v); code != 200 {
		t.Fatalf("resign: %d %+v", code, eb.Error)
	}
	if c := e.statusOf(toks[SeatRome]).Clock; c.Side != "" || c.Deadline != 0 || c.TimedOut != "" || c.Text != "clock stopped" {
		t.Fatalf("the clock of a game resigned: %+v", c)
	}
	code, b := e.do("POST", "/api/play/"+toks[SeatRome]+"/rematch", nil)
	var rm map[string]string
	if err := json.Unmarshal(b, &rm); code != 200 || err != nil {
		t.Fatalf("rematch: %d %s", code, b)
	}
	if c := e.statusOf(strings.TrimPrefix(rm["link"], "/play/")).Clock; c == nil || c.Days != 3 || c.Left != int64(72*time.Hour/time.Millisecond) {
		t.Fatalf("the rematch's clock: %+v", c)
	}
}
