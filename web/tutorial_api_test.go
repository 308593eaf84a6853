package web_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"punic/server"
)

// TestEveryTutorialPlaysThroughTheServer creates each tutorial as the home page
// does (solitaire: against the default bot, which answers the decisions the absent
// side must take; two players: hotseat and against the bot) and plays random
// legal actions to the end: the lesson travels in every state, and the end shows
// the tutorial's result.
func TestEveryTutorialPlaysThroughTheServer(t *testing.T) {
	s := newSite(t)
	type game struct {
		key  string
		req  server.CreateRequest
		seat string
	}
	var games []game
	for n, player := range []string{"rome", "carthage", "carthage", "", "", ""} {
		key := "tutorial-" + string(rune('1'+n))
		if player != "" {
			games = append(games, game{key, server.CreateRequest{Mode: server.ModeAI, Side: player, Scenario: key}, player})
			continue
		}
		games = append(games, game{key, server.CreateRequest{Mode: server.ModeHotseat, Scenario: key}, server.SeatBoth},
			game{key, server.CreateRequest{Mode: server.ModeAI, Side: "carthage", Scenario: key}, "carthage"})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, gm := range games {
		for seed := uint64(1); seed <= 3; seed++ {
			req := gm.req
			req.Seed = &seed
			tok := s.create(req)[gm.seat]
			deadline := time.Now().Add(60 * time.Second)
			for {
				st := s.state(tok)
				if st.View.Lesson == nil || st.View.Lesson.Title == "" {
					t.Fatalf("%s (%s): no lesson in the state", gm.key, req.Mode)
				}
				if st.View.Over {
					if st.View.Lesson.Result == "" || st.View.Lesson.Step != st.View.Lesson.Steps {
						t.Fatalf("%s: lesson at the end %+v", gm.key, st.View.Lesson)
					}
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("%s (%s, seed %d): not over after a minute (version %d, %s)", gm.key, req.Mode, seed, st.Version, st.View.Decision.Prompt)
				}
				if len(st.Legal) == 0 {
					time.Sleep(20 * time.Millisecond)
					continue
				}
				s.post(tok, st.Legal[rng.IntN(len(st.Legal))].Action, st.Version)
			}
		}
	}
}
