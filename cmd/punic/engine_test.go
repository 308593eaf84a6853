package main

import (
	"bufio"
	"encoding/json"
	"io"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// buildPunic builds the real binary into a temporary directory.
func buildPunic(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary; skipped with -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH to build with")
	}
	bin := filepath.Join(t.TempDir(), "punic")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// engine is a running "punic engine" with pipes to talk to it.
type engine struct {
	t   *testing.T
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startEngine(t *testing.T, bin string) *engine {
	t.Helper()
	cmd := exec.Command(bin, "engine")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	e := &engine{t: t, cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}
	t.Cleanup(func() {
		in.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
		}
	})
	return e
}

// write sends raw text without reading a reply.
func (e *engine) write(s string) {
	e.t.Helper()
	if _, err := io.WriteString(e.in, s); err != nil {
		e.t.Fatalf("writing to the engine: %v", err)
	}
}

// send writes one request line and reads one reply line, which must be a JSON
// object with "ok".
func (e *engine) send(line string) map[string]any {
	e.t.Helper()
	e.write(line + "\n")
	return e.read(line)
}

func (e *engine) read(what string) map[string]any {
	e.t.Helper()
	b, err := e.out.ReadBytes('\n')
	if err != nil {
		e.t.Fatalf("%.80s: reading the reply: %v", what, err)
	}
	var r map[string]any
	if err := json.Unmarshal(b, &r); err != nil {
		e.t.Fatalf("%.80s: reply is not JSON: %v: %s", what, err, b)
	}
	if _, ok := r["ok"].(bool); !ok {
		e.t.Fatalf("%.80s: reply without ok: %s", what, b)
	}
	return r
}

func (e *engine) ok(line string) map[string]any {
	e.t.Helper()
	r := e.send(line)
	if r["ok"] != true {
		e.t.Fatalf("%.80s: %v", line, r["error"])
	}
	return r
}

func (e *engine) fail(line, want string) {
	e.t.Helper()
	r := e.send(line)
	msg, _ := r["error"].(string)
	if r["ok"] != false || !strings.Contains(msg, want) {
		e.t.Fatalf("%.80s: reply %v, want an error containing %q", line, r, want)
	}
}

func statusOf(r map[string]any) map[string]any {
	st, _ := r["status"].(map[string]any)
	return st
}

// TestEngineBinary builds the real binary once and drives "punic engine" through
// pipes: bad input, then a whole game.
func TestEngineBinary(t *testing.T) {
	bin := buildPunic(t)
	t.Run("bad input", func(t *testing.T) { engineBadInput(t, bin) })
	t.Run("full game", func(t *testing.T) { engineFullGame(t, bin) })
}

// engineBadInput feeds the engine every kind of bad input: each gets an error
// reply and the engine goes on; the end of input ends it cleanly.
func engineBadInput(t *testing.T, bin string) {
	e := startEngine(t, bin)
	e.fail(`{"cmd":"legal"`, "malformed JSON: unexpected end of JSON input")
	e.fail(`legal`, "malformed JSON: invalid character 'l'")
	e.fail("\xff\xfe{}", "malformed JSON")
	e.fail(`[]`, "a request must be a JSON object")
	e.fail(`{"cmd":"fly"}`, `unknown command "fly"`)
	e.fail(`{"cmd":"new","seed":"one"}`, `"seed" must be a non-negative integer`)
	e.fail(`{"cmd":"new","colour":"red"}`, `unknown field "colour" for new`)
	e.fail(`{"cmd":"apply","id":0}`, "no game")
	e.fail(strings.Repeat("[", 20000)+strings.Repeat("]", 20000), "malformed JSON")
	e.fail(`{"cmd":"`+strings.Repeat("a", 6<<20)+`"}`, "request too long: more than 4194304 bytes (the line was skipped)")
	// Blank lines and comments get no reply: the next reply is hello's.
	e.write("\n   \n# a comment\n")
	if r := e.ok(`{"cmd":"hello"}`); r["engine"] == nil {
		t.Fatalf("hello: %v", r)
	}
	e.ok(`{"cmd":"new","seed":5}`)
	e.fail(`{"cmd":"apply","id":1000}`, "id 1000 is out of range")
	e.fail(`{"cmd":"apply","action":"sail carthage"}`, `"sail carthage" is not a legal action now`)
	e.fail(`{"cmd":"dice","dice":[0]}`, "must be 1-6")
	e.fail(`{"cmd":"view","side":7}`, `"side" must be rome, carthage or none (a spectator), not the number 7`)
	e.ok(`{"cmd":"status"}`)
	// The end of the input ends the engine cleanly.
	e.in.Close()
	if rest, _ := io.ReadAll(e.out); len(rest) != 0 {
		t.Fatalf("output after the end of input: %q", rest)
	}
	if err := e.cmd.Wait(); err != nil {
		t.Fatalf("engine exit at end of input: %v", err)
	}
}

// engineFullGame plays a whole game through the protocol, choosing random legal
// ids and taking some back, then checks the result, the record and the log,
// loads the record in a second engine and quits.
func engineFullGame(t *testing.T, bin string) {
	e := startEngine(t, bin)
	st := statusOf(e.ok(`{"cmd":"new","scenario":"218bc","seed":2024}`))
	r := rand.New(rand.NewPCG(2024, 1))
	actions, undos := 0, 0
	for st["over"] != true {
		if actions > 20000 {
			t.Fatal("the game did not end in 20000 actions")
		}
		legal := e.ok(`{"cmd":"legal"}`)
		list := legal["actions"].([]any)
		if len(list) == 0 || legal["side"] != st["toMove"] {
			t.Fatalf("legal: %d actions for %v, status says %v", len(list), legal["side"], st["toMove"])
		}
		id := r.IntN(len(list))
		ap := e.ok(`{"cmd":"apply","id":` + itoa(id) + `}`)
		want := list[id].(map[string]any)
		if ap["action"] != want["text"] || ap["side"] != legal["side"] {
			t.Fatalf("applied %v by %v, chose %v", ap["action"], ap["side"], want["text"])
		}
		actions++
		st = statusOf(ap)
		if actions%50 == 0 {
			// Take the action back where the rules allow, and replay it.
			u := e.send(`{"cmd":"undo"}`)
			if u["ok"] == true {
				undos++
				e.ok(`{"cmd":"apply","action":` + quote(want["text"].(string)) + `}`)
			}
		}
	}
	if st["winner"] != "rome" && st["winner"] != "carthage" {
		t.Fatalf("game over without a winner: %v", st)
	}
	if int(st["actions"].(float64)) != actions {
		t.Fatalf("status counts %v actions, %d taken", st["actions"], actions)
	}
	rec := e.ok(`{"cmd":"save"}`)["record"].(map[string]any)
	res := rec["result"].(map[string]any)
	if res["winner"] != st["winner"] || len(rec["actions"].([]any)) != actions {
		t.Fatalf("record result %v with %d actions; status %v", res, len(rec["actions"].([]any)), st)
	}
	lg := e.ok(`{"cmd":"log","from":0}`)
	if n := len(lg["log"].([]any)); n < actions/4 || float64(n) != lg["total"] {
		t.Fatalf("log of %d lines (total %v) for %d actions", n, lg["total"], actions)
	}
	e.fail(`{"cmd":"apply","id":0}`, "the game is over")
	// A second engine loads the record and reaches the same position.
	pos := e.ok(`{"cmd":"position"}`)["position"]
	b, _ := json.Marshal(map[string]any{"cmd": "load", "record": rec})
	e2 := startEngine(t, bin)
	if st2 := statusOf(e2.ok(string(b))); st2["winner"] != st["winner"] {
		t.Fatalf("loaded record: %v", st2)
	}
	if e2.ok(`{"cmd":"position"}`)["position"] != pos {
		t.Fatal("the loaded record reaches another position")
	}
	if bye := e.ok(`{"cmd":"quit"}`); bye["bye"] != true {
		t.Fatalf("quit: %v", bye)
	}
	if err := e.cmd.Wait(); err != nil {
		t.Fatalf("engine exit after quit: %v", err)
	}
	t.Logf("%d actions, %d undone and replayed, %v wins", actions, undos, st["winner"])
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func quote(s string) string { b, _ := json.Marshal(s); return string(b) }
