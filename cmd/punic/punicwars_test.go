package main

import (
	"encoding/xml"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"punic/game"
	"punic/match"
)

// The Punic Wars through every subcommand.

// TestPunicWarsPlay plays the game's mcts bot against the random bot in the
// terminal to the end, and a person who deploys, saves and quits; the saved
// game replays and resumes.
func TestPunicWarsPlay(t *testing.T) {
	var code int
	var out, errOut string
	withStdin("", func() {
		code, out, errOut = runCLI(t, "play", "--game", "punicwars", "--rome", "mcts:iter=10,depth=10,end=2", "--carthage", "random", "--seed", "3")
	})
	if code != exitOK || !strings.Contains(out, "Game over: ") || !strings.Contains(out, "The Punic Wars (SPI, 1975), scenario second") {
		t.Fatalf("bot game: exit %d, stderr %q, output ends %q", code, errOut, out[max(0, len(out)-300):])
	}
	file := filepath.Join(t.TempDir(), "pw.json")
	withStdin("\n1\n\n1\nsave "+file+"\nquit\n", func() {
		code, out, errOut = runCLI(t, "play", "--game", "punicwars", "--scenario", "first", "--seed", "4")
	})
	if code != exitOK || !strings.Contains(out, "Saved the game (2 actions)") || !strings.Contains(out, "Victory Points: Rome") {
		t.Fatalf("hotseat: exit %d, stderr %q:\n%s", code, errOut, out)
	}
	code, out, errOut = runCLI(t, "replay", file)
	if code != exitOK || !strings.Contains(out, "scenario first, seed 4, 2 actions (punicwars-") || !strings.Contains(out, "The game is not over") {
		t.Fatalf("replay: exit %d, stderr %q:\n%s", code, errOut, out)
	}
	withStdin("", func() {
		code, out, errOut = runCLI(t, "play", "--resume", file, "--rome", "random", "--carthage", "mcts:iter=5,depth=5,end=2")
	})
	if code != exitOK || !strings.Contains(out, "Resuming the game after 2 actions.") || !strings.Contains(out, "Game over: ") {
		t.Fatalf("resumed: exit %d, stderr %q", code, errOut)
	}
}

// TestPunicWarsReplayFinished replays the record of a finished game: the whole
// log, then the result.
func TestPunicWarsReplayFinished(t *testing.T) {
	tt, _ := game.Lookup("punicwars")
	rules, err := tt.Load("")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(rules, game.Options{Scenario: "third", Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(8, 8))
	for !m.Over() {
		g := m.Game()
		legal := g.Legal(nil)
		a := legal[r.IntN(len(legal))]
		for _, x := range legal {
			if txt := g.ActionText(x); g.Status().Turn >= 2 && (txt == "offer end" || txt == "accept") {
				a = x
			}
		}
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	b, _ := m.MarshalRecord()
	file := filepath.Join(t.TempDir(), "third.json")
	os.WriteFile(file, b, 0o644)
	code, out, errOut := runCLI(t, "replay", file)
	if code != exitOK || !strings.Contains(out, "Result: "+tt.ResultText(m.Game().Outcome())+".") {
		t.Fatalf("replay: exit %d, stderr %q, output ends %q", code, errOut, out[max(0, len(out)-300):])
	}
	for _, l := range m.Game().Log() {
		if !strings.Contains(out, l.Text) {
			t.Fatalf("replay lacks %q", l.Text)
		}
	}
	code, out, _ = runCLI(t, "replay", "--position", "3", file)
	if code != exitOK || !strings.Contains(out, "scenario: third") {
		t.Fatalf("replay --position: exit %d:\n%s", code, out)
	}
}

// TestPunicWarsBoardAndData draws the map as SVG with the regions' names, writes
// the data files out, loads them back, and refuses a broken chart with its
// file and line.
func TestPunicWarsBoardAndData(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "pw.svg")
	if code, _, errOut := runCLI(t, "board", "--game", "punicwars", "--svg", svg); code != exitOK {
		t.Fatalf("board --svg: %d %q", code, errOut)
	}
	b, _ := os.ReadFile(svg)
	d := xml.NewDecoder(strings.NewReader(string(b)))
	for {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("the SVG is not well-formed: %v", err)
		}
	}
	for _, want := range []string{"LATIUM", "ZEUGITANA", "The Punic Wars"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("the SVG lacks %q", want)
		}
	}
	dir := t.TempDir()
	if code, _, errOut := runCLI(t, "data", "--game", "punicwars", "--export", dir); code != exitOK || !strings.Contains(errOut, "wrote 5 files") {
		t.Fatalf("data --export: %d %q", code, errOut)
	}
	code, out, errOut := runCLI(t, "board", "--game", "punicwars", "--data", dir)
	if code != exitOK || !strings.Contains(out, "data from "+dir) || !strings.Contains(out, "scenario second") {
		t.Fatalf("board --data: %d %q\n%s", code, errOut, out)
	}
	charts := filepath.Join(dir, "charts.yaml")
	text, _ := os.ReadFile(charts)
	broken := strings.Replace(string(text), "  sides: 6", "  sides: [6]", 1)
	if broken == string(text) {
		t.Fatal("charts.yaml has no die sides line")
	}
	os.WriteFile(charts, []byte(broken), 0o644)
	code, _, errOut = runCLI(t, "board", "--game", "punicwars", "--data", dir)
	if code == exitOK || !regexp.MustCompile(`charts\.yaml:\d+: .*die sides must be a single value`).MatchString(errOut) {
		t.Fatalf("a broken chart: exit %d, %q", code, errOut)
	}
}

// TestPunicWarsArena: the arena plays the random bot against the game's mcts to
// the end of every game.
func TestPunicWarsArena(t *testing.T) {
	code, out, errOut := runCLI(t, "arena", "--game", "punicwars", "--a", "random", "--b", "mcts:iter=10,depth=10", "--games", "4", "--quiet")
	if code != exitOK || !strings.Contains(out, "Arena: 4 games of second") || strings.Contains(out, "error or unfinished") {
		t.Fatalf("arena: exit %d, stderr %q:\n%s", code, errOut, out)
	}
}

// TestPunicWarsEngine speaks the protocol to "punic engine --game punicwars
// --data DIR": the edited data serves the game named.
func TestPunicWarsEngine(t *testing.T) {
	dir := t.TempDir()
	if code, _, errOut := runCLI(t, "data", "--game", "punicwars", "--export", dir); code != exitOK {
		t.Fatalf("export: %q", errOut)
	}
	var code int
	var out, errOut string
	withStdin(`{"cmd":"new","game":"punicwars","scenario":"third","seed":2}`+"\n"+`{"cmd":"apply","action":"deploy 0101"}`+"\n", func() {
		code, out, errOut = runCLI(t, "engine", "--game", "punicwars", "--data", dir)
	})
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 2 || !strings.Contains(lines[0], `"scenario":"third"`) || !strings.Contains(lines[1], `"rule":"19.0"`) {
		t.Fatalf("engine: exit %d, %q:\n%s", code, errOut, out)
	}
}

// TestPunicWarsPlayReferee referees a game between bots at the terminal: the
// table gives each die and each Roman leader drawn from the cup; what does not
// fit (a letter for a die, a die for a leader, a leader not in the cup) is
// refused and asked again.
func TestPunicWarsPlayReferee(t *testing.T) {
	// Random bots may end the war by agreement before an election: referee
	// games from a few seeds until one reaches the Roman cup.
	var out string
	for seed := 2; seed < 12; seed++ {
		var code int
		var errOut string
		withStdin(strings.Repeat("3\nA\nB\nC\nD\nE\nF\nG\nH\n", 3000), func() {
			code, out, errOut = runCLI(t, "play", "--game", "punicwars", "--referee", "--rome", "random", "--carthage", "random", "--seed", strconv.Itoa(seed))
		})
		if code != exitOK || !strings.Contains(out, "Game over: ") {
			t.Fatalf("seed %d: exit %d, stderr %q", seed, code, errOut)
		}
		if strings.Contains(out, "Draw a Roman leader from the cup") {
			break
		}
	}
	for _, want := range []string{"Referee mode: the die rolls and the Roman leaders drawn from the cup", "oll a die for ",
		"Dice: 3.", "Draw a Roman leader from the cup", "Drawn from the cup: ", "Game over: "} {
		if !strings.Contains(out, want) {
			t.Errorf("referee game: output lacks %q", want)
		}
	}
}
