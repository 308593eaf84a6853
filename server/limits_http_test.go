package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// doFrom sends a request as if from address addr (the server trusts
// X-Forwarded-For in these tests); body is sent as it is.
func (e *testEnv) doFrom(addr, method, path string, body []byte) (*http.Response, []byte) {
	e.t.Helper()
	req, _ := http.NewRequest(method, e.http.URL+path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if addr != "" {
		req.Header.Set("X-Forwarded-For", addr)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// problemOf reads a refusal's body.
func problemOf(t *testing.T, b []byte) *Problem {
	t.Helper()
	var eb errorBody
	if err := json.Unmarshal(b, &eb); err != nil || eb.Error == nil {
		t.Fatalf("not a refusal: %s (%v)", b, err)
	}
	return eb.Error
}

func TestCreationRateLimitedPerAddress(t *testing.T) {
	l := *testLimits()
	l.CreateRate, l.CreateBurst, l.TrustProxy = 0.5, 3, true
	e := limitedEnv(t, l)
	body := []byte(`{"mode":"hotseat"}`)
	for i := range 3 {
		if resp, b := e.doFrom("1.1.1.1", "POST", "/api/games", body); resp.StatusCode != 201 {
			t.Fatalf("creation %d of a burst of 3: %d %s", i+1, resp.StatusCode, b)
		}
	}
	resp, b := e.doFrom("1.1.1.1", "POST", "/api/games", body)
	p := problemOf(t, b)
	retry, _ := strconv.Atoi(resp.Header.Get("Retry-After"))
	if resp.StatusCode != 429 || p.Code != "rate-limited" || retry < 1 || retry > 2 || !strings.Contains(p.Reason, "try again in") {
		t.Fatalf("4th creation: %d Retry-After %q %+v", resp.StatusCode, resp.Header.Get("Retry-After"), p)
	}
	// Garbage counts too: the bucket is taken before the body is read.
	if resp, _ := e.doFrom("1.1.1.1", "POST", "/api/games", []byte("xx")); resp.StatusCode != 429 {
		t.Fatalf("a bad request from a limited address: %d, want 429", resp.StatusCode)
	}
	// Another address is not limited by the first one.
	if resp, b := e.doFrom("2.2.2.2", "POST", "/api/games", body); resp.StatusCode != 201 {
		t.Fatalf("another address: %d %s", resp.StatusCode, b)
	}
}

func TestActiveGamesCappedPerAddress(t *testing.T) {
	l := *testLimits()
	l.ActiveGames, l.TrustProxy = 2, true
	e := limitedEnv(t, l)
	var toks []string
	for range 2 {
		resp, b := e.doFrom("3.3.3.3", "POST", "/api/games", []byte(`{"mode":"hotseat"}`))
		if resp.StatusCode != 201 {
			t.Fatalf("%d %s", resp.StatusCode, b)
		}
		var cr CreateResponse
		json.Unmarshal(b, &cr)
		toks = append(toks, strings.TrimPrefix(cr.Links[SeatBoth], "/play/"))
	}
	resp, b := e.doFrom("3.3.3.3", "POST", "/api/games", []byte(`{"mode":"online"}`))
	if p := problemOf(t, b); resp.StatusCode != 429 || p.Code != "too-many-games" || !strings.Contains(p.Reason, "at most 2") {
		t.Fatalf("3rd unfinished game: %d %+v", resp.StatusCode, p)
	}
	if resp, _ := e.doFrom("4.4.4.4", "POST", "/api/games", []byte(`{"mode":"online"}`)); resp.StatusCode != 201 {
		t.Fatalf("another address was capped: %d", resp.StatusCode)
	}
	// A finished game no longer counts.
	if code, _, eb := e.post(toks[0], "resign", "", 0); code != 200 {
		t.Fatalf("resign: %+v", eb.Error)
	}
	if resp, b := e.doFrom("3.3.3.3", "POST", "/api/games", []byte(`{"mode":"online"}`)); resp.StatusCode != 201 {
		t.Fatalf("after finishing a game: %d %s", resp.StatusCode, b)
	}
}

func TestBodiesAreStrict(t *testing.T) {
	e := fastEnv(t)
	huge := strings.Repeat("x", 12<<10)
	for _, c := range []struct {
		body   string
		status int
		has    string
	}{
		{`{"mode":"hotseat"}{"mode":"online"}`, 400, "more JSON"},
		{`{"mode":"hotseat"} garbage`, 400, "something after"},
		{`{"mode":"hotseat"}]`, 400, "something after"},
		{`{"mode":"hotseat","colour":"red"}`, 400, "unknown field"},
		{``, 400, "empty"},
		{`{"mode":"` + huge + `"}`, 400, "mode must be"},
		{`{"` + huge + `":1}`, 400, "unknown field"},
		{`{"mode":"hotseat","scenario":"` + strings.Repeat("y", 40<<10) + `"}`, 413, "larger than"},
	} {
		resp, b := e.doFrom("", "POST", "/api/games", []byte(c.body))
		p := problemOf(t, b)
		if resp.StatusCode != c.status || !strings.Contains(p.Reason, c.has) {
			t.Errorf("%.40q: %d %+v, want %d with %q", c.body, resp.StatusCode, p, c.status, c.has)
		}
		if len(b) > 400 {
			t.Errorf("%.40q: the refusal is %d bytes long: it repeats the input", c.body, len(b))
		}
	}
	// A valid body followed by spaces is fine.
	if resp, b := e.doFrom("", "POST", "/api/games", []byte("{\"mode\":\"hotseat\"}\n  \n")); resp.StatusCode != 201 {
		t.Fatalf("%d %s", resp.StatusCode, b)
	}
	// Actions: the same strictness, and an action too long to be one.
	_, toks := e.create(CreateRequest{Mode: ModeHotseat})
	path := "/api/play/" + toks[SeatBoth] + "/action"
	for _, body := range []string{`{"action":"pass","version":0}{}`, `{"action":"pass","version":0,"x":1}`, `{"action":"` + huge + `","version":0}`} {
		resp, b := e.doFrom("", "POST", path, []byte(body))
		if resp.StatusCode != 400 || len(b) > 400 {
			t.Errorf("%.40q: %d, %d bytes: %s", body, resp.StatusCode, len(b), b[:min(len(b), 200)])
		}
	}
	if v := e.state(toks[SeatBoth]).Version; v != 0 {
		t.Fatalf("a refused request changed the game: version %d", v)
	}
}

// TestMalformedRequestsGet4xx sends broken requests of every kind to every
// endpoint: each gets a 4xx, none a 5xx or a success.
func TestMalformedRequestsGet4xx(t *testing.T) {
	e := fastEnv(t)
	_, toks := e.create(CreateRequest{Mode: ModeOnline})
	tok := toks[SeatRome]
	bodies := []string{"", "null", "[]", `"x"`, "{", `{"version":"x"}`, `{"version":1e999}`, `{"action":5}`, "\xff\xfe", `{"a":` + strings.Repeat("[", 5000)}
	for _, path := range []string{"/api/games", "/api/play/" + tok + "/action", "/api/play/" + tok + "/undo", "/api/play/" + tok + "/resign"} {
		for _, body := range bodies {
			resp, b := e.doFrom("", "POST", path, []byte(body))
			if resp.StatusCode < 400 || resp.StatusCode >= 500 {
				t.Errorf("POST %s %.20q: %d %s", path, body, resp.StatusCode, b)
			}
		}
	}
	for _, q := range []string{"", "?at=", "?at=x", "?at=-1", "?at=99999", "?at=1e3", "?at=" + strings.Repeat("9", 100)} {
		if resp, b := e.doFrom("", "GET", "/api/play/"+tok+"/history"+q, nil); resp.StatusCode != 400 {
			t.Errorf("history%s: %d %s", q, resp.StatusCode, b)
		}
	}
	for _, m := range []string{"PUT", "DELETE", "PATCH"} {
		if resp, _ := e.doFrom("", m, "/api/games", nil); resp.StatusCode != 405 {
			t.Errorf("%s /api/games: %d", m, resp.StatusCode)
		}
	}
	if v := e.state(tok).Version; v != 0 {
		t.Fatalf("a malformed request changed the game: version %d", v)
	}
	if resp, _ := e.doFrom("", "GET", "/api/play/"+tok+"/record", nil); resp.StatusCode != 403 {
		t.Errorf("record before the end: %d", resp.StatusCode)
	}
}
