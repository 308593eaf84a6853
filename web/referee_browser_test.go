package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"punic/server"
)

// Table-referee games in the page (web/static/referee.js): created from the
// home page for each game, played to an action that needs the table's die,
// the die entered by clicking, and the game going on with it.

// refState is a referee game's state as these tests read it, for either game.
type refState struct {
	Version int64 `json:"version"`
	Legal   []struct {
		Action string `json:"action"`
	} `json:"legal"`
	Table *server.TableMsg `json:"table"`
}

// refState reads a seat's state over the API.
func (s *site) refState(tok string) *refState { return stateAs[refState](s, tok) }

// refPost takes an action over the API; it may leave the action waiting for
// the table.
func (s *site) refPost(tok, action string) {
	s.t.Helper()
	b, _ := json.Marshal(server.ActionRequest{Action: action, Version: s.refState(tok).Version})
	resp, err := http.Post(s.url+"/api/play/"+tok+"/action", "application/json", bytes.NewReader(b))
	if err != nil {
		s.t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		s.t.Fatalf("%q: %d", action, resp.StatusCode)
	}
}

// refereeCase is one game's way to a die asked of the table.
type refereeCase struct {
	game, title string
	// toDie plays from the page's start (after what start needs, if
	// anything) to an action waiting for a die.
	toDie func(t *testing.T, s *site, tok string)
	die   string // the face clicked
	log   string // what the log says once the game went on with it
}

var refereeCases = []refereeCase{
	{game: "hannibal", title: "Hannibal",
		toDie: func(t *testing.T, s *site, tok string) {
			for _, a := range []string{"pass", "first carthage", "ops 33 move", "activate hannibal", "subs mago,gisgo", "take 10 e2", "move dertosa", "move ilerda", "move tolosa", "pass"} {
				s.refPost(tok, a)
			}
		},
		die: "6", log: "attrition roll 6"},
	{game: "punicwars", title: "The Punic Wars",
		toDie: func(t *testing.T, s *site, tok string) {
			for range 40 {
				m := s.refState(tok)
				if m.Table.Need != nil {
					return
				}
				s.refPost(tok, m.Legal[len(m.Legal)-1].Action)
			}
			t.Fatal("no die asked for in 40 actions")
		},
		die: "4", log: "Carthage rolls 4-1 = 3 on Diplomacy Table"},
}

// TestRefereeInThePage creates a referee game of each game from the home
// page, at a desktop's and a phone's size: Hannibal's first deal is entered by
// clicking the cards drawn (a wrong card refused, with the reason, and the
// deal cleared and entered again), the game is played to a die asked of the
// table, the die is clicked and sent, and the log shows the roll.
func TestRefereeInThePage(t *testing.T) {
	if dir := os.Getenv("PUNIC_SCREENSHOTS"); dir != "" {
		os.MkdirAll(filepath.Join(dir, t.Name()), 0o755) // the subtests' screenshots
	}
	for _, size := range []struct {
		name string
		w, h int
	}{{"desktop", 1440, 900}, {"phone", 390, 844}} {
		for _, c := range refereeCases {
			t.Run(c.game+"-"+size.name, func(t *testing.T) {
				s := newSite(t)
				ctx := browserFor(t, size.w, size.h, 150*time.Second)
				run(t, ctx, "home page", chromedp.Navigate(s.url+"/"), chromedp.WaitReady(css(`#bot option`)))
				run(t, ctx, "a referee game",
					chromedp.SetValue(css(`#game`), c.game),
					chromedp.Evaluate[chromedp.Void](`document.getElementById('game').dispatchEvent(new Event('change'))`),
					chromedp.WaitVisible(css(`#referee-choice`)),
					chromedp.Click(css(`input[value="referee"]`)))
				if size.name == "desktop" {
					shot(t, ctx, "lobby")
				}
				if hidden := get(t, ctx, "the side choice", chromedp.Evaluate[bool](`document.getElementById('side-choice').hidden`)); !hidden {
					t.Fatal("a referee game offers a side to choose: both are played from the page")
				}
				run(t, ctx, "start", chromedp.Click(css(`#start`)), chromedp.WaitVisible(css(`#referee`)), chromedp.WaitReady(css(`body[data-version]`)))
				tok := get(t, ctx, "token", chromedp.Evaluate[string](`decodeURIComponent(location.pathname.split('/').pop())`))
				players := get(t, ctx, "players", chromedp.Text(css(`#players`)))
				if !strings.Contains(players, "at the table") {
					t.Fatalf("players: %q", players)
				}
				if c.game == "hannibal" {
					enterDeal(t, ctx, s, tok)
				}
				c.toDie(t, s, tok)
				run(t, ctx, "the die asked", chromedp.WaitVisible(css(`#referee[data-need="dice"] button[data-die="1"]`)))
				uncover(t, ctx)
				prompt := get(t, ctx, "the table's prompt", chromedp.Text(css(`#ref-prompt`)))
				todo := get(t, ctx, "the to-do", chromedp.Text(css(`#prompt-text`)))
				if !strings.Contains(prompt, "die") || !strings.Contains(todo, "The table is asked for dice") {
					t.Fatalf("the need: %q; to do: %q", prompt, todo)
				}
				if n := get(t, ctx, "choices", chromedp.Evaluate[int](`document.querySelectorAll('#choices button').length`)); n != 0 {
					t.Fatalf("%d choices offered while the action waits for the table", n)
				}
				run(t, ctx, "two faces, cleared, one face",
					chromedp.Click(css(`button[data-die="2"]`)), chromedp.Click(css(`button[data-die="3"]`)),
					chromedp.Click(css(`#ref-clear`)),
					chromedp.Click(css(`button[data-die="`+c.die+`"]`)))
				chosen := get(t, ctx, "chosen", chromedp.Text(css(`#ref-chosen`)))
				if strings.TrimSpace(chosen) != c.die {
					t.Fatalf("chosen: %q (want %s: the count is 1)", chosen, c.die)
				}
				shot(t, ctx, "die-asked")
				v := s.refState(tok).Version
				run(t, ctx, "send", chromedp.Click(css(`#ref-send`)), chromedp.WaitNotPresent(css(`#referee[data-need="dice"]`)))
				waitVersion(t, ctx, v+2) // the die stored, then the action
				logText := get(t, ctx, "log", chromedp.Text(css(`#log`)))
				if !strings.Contains(logText, c.log) {
					t.Fatalf("the log does not show the roll (%q):\n%s", c.log, logText)
				}
				uncover(t, ctx)
				shot(t, ctx, "went-on")
				if said := get(t, ctx, "said", chromedp.Text(css(`#ref-said`))); !strings.Contains(said, "Dice: "+c.die) {
					t.Fatalf("the panel says %q", said)
				}
			})
		}
	}
}

// enterDeal enters Hannibal's first deal in the page by clicking the cards:
// a wrong one first (one of the next side's, sent alone, to see the
// refusal), then the whole deal.
func enterDeal(t *testing.T, ctx context.Context, s *site, tok string) {
	t.Helper()
	run(t, ctx, "the deal asked", chromedp.WaitVisible(css(`#referee[data-need="draw"] button[data-option="64"]`)))
	shot(t, ctx, "deal-asked")
	// A card's button shows its number, and names it in words (its title) for
	// the tooltip and screen readers.
	if title := get(t, ctx, "a card's words", chromedp.Evaluate[string](`document.querySelector('#referee button[data-option="12"]').title`)); !strings.HasPrefix(title, "12 ") || len(title) < 5 {
		t.Errorf("card 12's button is named %q", title)
	}
	var clicks []chromedp.Action[chromedp.Void]
	for _, c := range strings.Fields("1 9 2 33 3 34 4 35 5 36 6 37 7 38") {
		clicks = append(clicks, chromedp.Click(css(fmt.Sprintf(`button[data-option=%q]`, c))))
	}
	run(t, ctx, "the first card twice (a second click takes it back)",
		chromedp.Click(css(`button[data-option="1"]`)), chromedp.Click(css(`button[data-option="1"]`)))
	if got := get(t, ctx, "chosen", chromedp.Text(css(`#ref-chosen`))); !strings.Contains(got, "None chosen") {
		t.Fatalf("after taking the card back: %q", got)
	}
	// The text field: a card that is not a strategy card is refused, the
	// game unchanged.
	v := s.refState(tok).Version
	run(t, ctx, "a wrong card typed",
		chromedp.SendKeys(css(`#ref-text`), "99"), chromedp.Click(css(`#ref-text-send`)),
		chromedp.WaitVisible(css(`#ref-error`)))
	if e := get(t, ctx, "error", chromedp.Text(css(`#ref-error`))); !strings.Contains(e, "99") {
		t.Fatalf("the refusal: %q", e)
	}
	if s.refState(tok).Version != v {
		t.Fatal("a refused card changed the game")
	}
	run(t, ctx, "the deal clicked", clicks...)
	if got := get(t, ctx, "send", chromedp.Text(css(`#ref-send`))); got != "Send" {
		t.Fatalf("the send button says %q with the whole deal chosen", got)
	}
	run(t, ctx, "the deal sent", chromedp.Click(css(`#ref-send`)), chromedp.WaitNotPresent(css(`#referee[data-need="draw"]`)))
	if m := s.refState(tok); m.Table.Need != nil || len(m.Legal) == 0 {
		t.Fatalf("after the deal: %+v", m.Table.Need)
	}
}
