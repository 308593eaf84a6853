package server

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"punic/server/store"
)

// floodResult is what one creation flood did.
type floodResult struct {
	created, refused, other int64
	took                    time.Duration
	dbBytes                 int64           // the database and its WAL after the flood
	base, during            []time.Duration // the other player's action latencies
}

func (r floodResult) String() string {
	return fmt.Sprintf("%d creations in %v: %d created, %d refused (429), %d other, database %.1f MB; other player's actions p50/p99 %v/%v before, %v/%v during",
		r.created+r.refused+r.other, r.took.Round(time.Millisecond), r.created, r.refused, r.other, float64(r.dbBytes)/1e6,
		pct(r.base, 50), pct(r.base, 99), pct(r.during, 50), pct(r.during, 99))
}

// pct is the p-th percentile of ds.
func pct(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*p/100)].Round(100 * time.Microsecond)
}

// flood sends n game creations from one address (8 at a time) while another
// player, at another address, plays a hotseat game; it measures that player's
// actions before and during the flood. The store writes with full sync, as
// `punic serve` does.
func flood(t *testing.T, l Limits, n int) floodResult {
	t.Helper()
	l.TrustProxy = true
	e := openEnvWith(t, filepath.Join(t.TempDir(), "punic.db"), store.Options{})
	e.srv.Close()
	opt := e.srv.opt
	opt.Limits = &l
	srv, err := New(opt)
	if err != nil {
		t.Fatal(err)
	}
	e.srv = srv
	e.http.Config.Handler = srv
	_, toks := e.create(CreateRequest{Mode: ModeHotseat, Seed: seedPtr(9)})
	tok := toks[SeatBoth]
	var res floodResult
	act := func() time.Duration {
		s := e.state(tok)
		start := time.Now()
		if code, _, eb := e.post(tok, "action", s.Legal[0].Action, s.Version); code != 200 {
			t.Fatalf("the other player's action: %+v", eb.Error)
		}
		return time.Since(start)
	}
	for range 20 {
		res.base = append(res.base, act())
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	body := []byte(`{"mode":"online"}`)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for next.Add(1) <= int64(n) {
				req, _ := http.NewRequest("POST", e.http.URL+"/api/games", bytes.NewReader(body))
				req.Header.Set("X-Forwarded-For", "203.0.113.9")
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					atomic.AddInt64(&res.other, 1)
					continue
				}
				io.Copy(io.Discard, resp.Body) // so that the connection is kept, as a flooding tool does
				resp.Body.Close()
				switch resp.StatusCode {
				case 201:
					atomic.AddInt64(&res.created, 1)
				case 429:
					atomic.AddInt64(&res.refused, 1)
				default:
					atomic.AddInt64(&res.other, 1)
				}
			}
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	for {
		select {
		case <-done:
			res.took = time.Since(start)
			for _, f := range []string{e.path, e.path + "-wal"} {
				if fi, err := os.Stat(f); err == nil {
					res.dbBytes += fi.Size()
				}
			}
			return res
		default:
			res.during = append(res.during, act())
		}
	}
}

// TestCreationFloodRefused repeats the attack of issue 14 on loopback: 1,000
// rapid creations from one address. With the default limits all but the
// burst are refused with 429, and the other player's actions go on. With
// PUNIC_ATTACK_FIGURES=1 the same flood runs without limits too, for the
// comparison in docs/server.md.
func TestCreationFloodRefused(t *testing.T) {
	l := DefaultLimits()
	r := flood(t, l, 1000)
	t.Logf("default limits: %v", r)
	if r.created < int64(l.CreateBurst) || r.created > int64(l.CreateBurst)+5 || r.refused+r.created != 1000 {
		t.Fatalf("want about %d created and the rest refused: %v", l.CreateBurst, r)
	}
	if len(r.during) == 0 {
		t.Fatal("the other player made no action during the flood")
	}
	if p := pct(r.during, 50); p > time.Second {
		t.Fatalf("the other player's actions took %v (p50) during the flood", p)
	}
	if os.Getenv("PUNIC_ATTACK_FIGURES") != "" {
		t.Logf("no limits: %v", flood(t, Limits{}, 1000))
	}
}
