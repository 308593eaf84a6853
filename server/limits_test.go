package server

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// testLimits are the limits of the test servers: the defaults without the
// limits on creation (the tests create many games from one address); the tests
// of those limits set their own.
func testLimits() *Limits {
	l := DefaultLimits()
	l.CreateRate, l.ActiveGames = 0, 0
	return &l
}

// limitedEnv is a test server with limits l.
func limitedEnv(t *testing.T, l Limits) *testEnv {
	t.Helper()
	e := fastEnv(t)
	e.srv.Close()
	e.srv.lim = l.normalized()
	e.srv.opt.Limits = &l
	srv, err := New(e.srv.opt)
	if err != nil {
		t.Fatal(err)
	}
	e.srv = srv
	e.http.Config.Handler = srv
	return e
}

func TestBucket(t *testing.T) {
	var b bucket
	t0 := time.Unix(1000, 0)
	for i := range 3 {
		if ok, _ := b.take(1, 3, t0); !ok {
			t.Fatalf("token %d of a burst of 3 refused", i+1)
		}
	}
	ok, wait := b.take(1, 3, t0)
	if ok || wait != time.Second {
		t.Fatalf("4th at once: ok %v, wait %v (want a refusal and 1s)", ok, wait)
	}
	if ok, _ := b.take(1, 3, t0.Add(1500*time.Millisecond)); !ok {
		t.Fatal("a token came back after 1.5 s at 1/s, but was refused")
	}
	if ok, wait := b.take(1, 3, t0.Add(1500*time.Millisecond)); ok || wait != 500*time.Millisecond {
		t.Fatalf("ok %v wait %v, want 0.5 s", ok, wait)
	}
	if !b.full(1, 3, t0.Add(10*time.Second)) {
		t.Fatal("the bucket is not full after 10 s")
	}
	bs := newBuckets(1, 1)
	bs.take("a", t0)
	bs.take("b", t0.Add(5*time.Second))
	bs.sweep(t0.Add(5 * time.Second))
	if bs.size() != 1 {
		t.Fatalf("%d buckets after the sweep, want 1 (b is still empty)", bs.size())
	}
	if ok, _ := newBuckets(0, 0).take("x", t0); !ok {
		t.Fatal("rate 0 must mean no limit")
	}
}

func TestClientAddr(t *testing.T) {
	for _, c := range []struct {
		remote, xff string
		trust       bool
		want        string
	}{
		{"10.0.0.1:5555", "", false, "10.0.0.1"},
		{"10.0.0.1:5555", "1.2.3.4", false, "10.0.0.1"}, // not trusted: ignored
		{"10.0.0.1:5555", "6.6.6.6, 1.2.3.4", true, "1.2.3.4"},
		{"10.0.0.1:5555", "", true, "10.0.0.1"},
		{"[2001:db8:1:2:3:4:5:6]:80", "", false, "2001:db8:1:2::/64"},
		{"[::ffff:10.0.0.2]:80", "", false, "10.0.0.2"},
	} {
		r, _ := http.NewRequest("GET", "/", nil)
		r.RemoteAddr = c.remote
		if c.xff != "" {
			r.Header.Set("X-Forwarded-For", c.xff)
		}
		if got := clientAddr(r, c.trust); got != c.want {
			t.Errorf("%s %q trust %v: %q, want %q", c.remote, c.xff, c.trust, got, c.want)
		}
	}
}

func TestClip(t *testing.T) {
	if clip("short") != "short" {
		t.Fatal("a short input must be kept whole")
	}
	long := strings.Repeat("é", 100) // 200 bytes
	c := clip(long)
	if !strings.HasSuffix(c, "…") || len(c) > clipAt+len("…") || !strings.HasPrefix(long, strings.TrimSuffix(c, "…")) {
		t.Fatalf("clip: %q", c)
	}
}
