package server

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"time"

	"punic/ai"
	"punic/game"
)

// BotChoice is a bot a player may choose to play against.
type BotChoice struct {
	Key   string `json:"key"`
	Label string `json:"label"`
}

// offeredBots lists the bots offered for game t, the default first: the game's
// own, then the generic search (unless the game has its own) and the random bot.
func offeredBots(t *game.Title) []BotChoice {
	var out []BotChoice
	own := map[string]bool{}
	for _, b := range t.Bots {
		out = append(out, BotChoice{b.Name, cmp.Or(b.Label, b.Name)}) // a bot without a label is offered by its name
		own[b.Name] = true
	}
	if !own["mcts"] {
		out = append(out, BotChoice{"mcts", "Search (ISMCTS): thinks longer"})
	}
	return append(out, BotChoice{"random", "Random: any legal move"})
}

// botSpec is the ai.NewBot specification for a bot key under a time budget.
func botSpec(key string, budget time.Duration) string {
	if key == "mcts" {
		return fmt.Sprintf("mcts:ms=%d", max(budget.Milliseconds()/4, 20))
	}
	return key
}

// newBot builds the bot for a game of k; an unknown key gets the random bot.
func (s *Server) newBot(k *gameKit, key string, seed uint64) ai.Bot {
	b, err := ai.NewBot(k.title, botSpec(key, s.opt.BotBudget), seed)
	if err != nil {
		s.logf("bot %q: %v; playing random", key, err)
		return ai.NewRandom(seed)
	}
	return b
}

// kickBot starts the bot if it is the AI's decision (g.mu held). The bot thinks
// on a worker of the server's pool (queued when all are busy) on the AI side's
// observation only; its choice is then applied
// like a player's, through actLocked, if the game has not changed meanwhile.
func (g *liveGame) kickBot() {
	s := g.srv
	G := g.m.Game()
	if g.botSide == game.None || g.botBusy || g.m.Over() || G.ToMove() != g.botSide || s.closed() {
		return
	}
	g.botBusy = true
	version := g.row.Version
	var legal []game.Action
	obs := G.Observation(g.botSide)
	legal = obs.Legal(legal)
	// At a decision made in the open (Hannibal's counter-event windows, 8.4)
	// the bot takes the time its search is given (botSpec) whether or not it
	// has a real choice, so that its timing tells nothing.
	counter := G.Status().Announce
	bot := g.bot
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if s.opt.BotDelay > 0 {
			select {
			case <-time.After(s.opt.BotDelay):
			case <-s.ctx.Done():
				return
			}
		}
		var a game.Action
		fresh := false
		start := time.Now()
		switch {
		case len(legal) == 0:
			return
		case len(legal) == 1:
			a = legal[0]
		default:
			// The search waits for a worker of the pool (Limits.BotWorkers).
			if !s.pool.do(s.ctx, func() { a, fresh = s.think(bot, obs, legal) }) {
				return
			}
		}
		if wait := max(s.opt.BotBudget/4, 20*time.Millisecond) - time.Since(start); counter && wait > 0 {
			select {
			case <-time.After(wait):
			case <-s.ctx.Done():
				return
			}
		}
		text := obs.ActionText(a)
		g.mu.Lock()
		defer g.mu.Unlock()
		g.botBusy = false
		if fresh {
			g.bot = s.newBot(g.kit, g.row.Bot, uint64(time.Now().UnixNano()))
		}
		if s.closed() {
			return
		}
		if g.row.Version != version {
			g.kickBot()
			return
		}
		if p := g.actLocked(g.kit.title.SideKey(g.botSide), request{Kind: "action", Action: text, Version: version}); p != nil {
			s.logf("game %s: the bot's %q was refused (%v); playing %q", g.row.ID, text, p, obs.ActionText(legal[0]))
			if p := g.actLocked(g.kit.title.SideKey(g.botSide), request{Kind: "action", Action: obs.ActionText(legal[0]), Version: version}); p != nil {
				s.logf("game %s: the bot is stuck: %v", g.row.ID, p)
				g.notifyAll()
			}
		}
	}()
	g.notifyAll() // show "thinking"
}

// think asks the bot under the time budget. A bot that overruns it is abandoned
// (fresh reports that a new one is needed) and a random legal action is taken.
func (s *Server) think(bot ai.Bot, obs game.State, legal []game.Action) (a game.Action, fresh bool) {
	done := make(chan game.Action, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				s.logf("bot %s panicked: %v", bot.Name(), r)
				close(done)
			}
		}()
		done <- bot.Act(obs)
	}()
	limit := 3*s.opt.BotBudget + 2*time.Second
	select {
	case a, ok := <-done:
		if ok {
			return a, false
		}
	case <-time.After(limit):
		s.logf("bot %s took longer than %v; playing a random move", bot.Name(), limit)
	case <-s.ctx.Done():
	}
	return legal[rand.IntN(len(legal))], true
}
