package server

import (
	"context"
	"errors"
	"slices"
	"strings"

	"punic/game"
	"punic/server/store"
)

// CreateRequest asks for a new game.
type CreateRequest struct {
	Game     string  `json:"game,omitempty"` // the game's registry name (default: the server's default game, Hannibal; /api/catalog lists them)
	Mode     string  `json:"mode"`           // ai, hotseat, online or referee (referee.go)
	Side     string  `json:"side,omitempty"` // ai: the side the person plays (default the game's first side)
	Bot      string  `json:"bot,omitempty"`  // ai: the bot's key (default the first offered)
	Scenario string  `json:"scenario,omitempty"`
	Rules    string  `json:"rules,omitempty"` // a rules variant the game offers (game.Title.Variants; "" for the default)
	Seed     *uint64 `json:"seed,omitempty"`  // only with Options.AllowSeed
	// ClockDays is an online game's move clock in days per decision (0: none; clock.go).
	ClockDays int `json:"clockDays,omitempty"`
}

// CreateResponse gives the new game's links, one per seat: each link is the key to
// its seat and must be kept secret from the other player.
type CreateResponse struct {
	Game  string            `json:"game"`
	Links map[string]string `json:"links"` // seat -> "/play/TOKEN"
	// Dice is the commitment to the game's seed (dice.go); its salt stays
	// secret until the game is over.
	Dice *DiceMsg `json:"dice,omitempty"`
}

// link is the page address a token opens.
func link(token string) string { return "/play/" + token }

// create makes a new game and returns its tokens by seat. creator is the
// client address that asked for it ("" for a rematch: one per finished game).
func (s *Server) create(ctx context.Context, req CreateRequest, rematchOf string, tokens map[string]string, creator string) (*CreateResponse, *Problem) {
	k := s.kit(req.Game)
	if k == nil {
		return nil, problem("bad-request", 400, "unknown game %q: this server plays %s", clip(req.Game), s.gameNames())
	}
	t := k.title
	if req.Scenario == "" {
		req.Scenario = game.DefaultScenario(k.rules)
	}
	if keys := game.ScenarioKeys(k.rules); !slices.Contains(keys, req.Scenario) {
		return nil, problem("bad-request", 400, "unknown scenario %q: %s has %s", clip(req.Scenario), t.Title, strings.Join(keys, ", "))
	}
	rules, err := t.CheckRules(req.Rules)
	if err != nil {
		return nil, problem("bad-request", 400, "%s", clip(err.Error()))
	}
	var seats []string
	switch req.Mode {
	case ModeAI:
		if req.Side == "" {
			req.Side = t.Sides[0]
		}
		if t.PlayerOf(req.Side) == game.None || req.Side != strings.ToLower(req.Side) {
			return nil, problem("bad-request", 400, "side must be %s, not %q", strings.Join(t.Sides, " or "), clip(req.Side))
		}
		if req.Bot == "" {
			req.Bot = k.bots[0].Key
		}
		if !k.knownBot(req.Bot) {
			return nil, problem("bad-request", 400, "unknown bot %q for %s", clip(req.Bot), t.Title)
		}
		seats = []string{req.Side}
	case ModeHotseat:
		seats, req.Bot = []string{SeatBoth}, ""
	case ModeOnline:
		seats, req.Bot = slices.Clone(t.Sides), ""
	case ModeReferee:
		if len(t.Inputs) == 0 {
			return nil, problem("bad-request", 400, "%s takes no input from a table: it has no referee mode", t.Title)
		}
		seats, req.Bot = []string{SeatBoth}, ""
	default:
		return nil, problem("bad-request", 400, "mode must be ai, hotseat, online or referee, not %q", clip(req.Mode))
	}
	if p := checkClock(req); p != nil {
		return nil, p
	}
	seed := newSeed()
	if req.Seed != nil {
		if !s.opt.AllowSeed {
			return nil, problem("bad-request", 400, "this server does not let games choose their seed")
		}
		seed = *req.Seed
	}
	m, err := newMatch(k, game.Options{Scenario: req.Scenario, Seed: seed, Rules: rules, Referee: req.Mode == ModeReferee})
	if err != nil {
		return nil, problem("bad-request", 400, "%v", err)
	}
	dice, p := commitDice(seed)
	if p != nil {
		return nil, p
	}
	id := newID()
	resp := &CreateResponse{Game: id, Links: map[string]string{}}
	if req.Mode != ModeReferee { // a referee game's chance comes from the table, not the seed
		resp.Dice = &DiceMsg{Scheme: dice.Scheme, Commitment: dice.Commitment}
	}
	var rows []store.Seat
	for _, seat := range seats {
		tok := tokens[seat]
		if tok == "" {
			tok = newToken()
		}
		if tok != pending {
			resp.Links[seat] = link(tok)
		}
		h := hashToken(tok)
		if tok == pending {
			h = pendingHash(id, seat)
		}
		rows = append(rows, store.Seat{GameID: id, Seat: seat, TokenHash: h})
	}
	row := &store.Game{ID: id, Game: t.Name, Mode: req.Mode, Scenario: req.Scenario, Rules: rules, Seed: seed, Engine: t.Engine,
		Data: game.FingerprintFor(k.rules, rules), Bot: req.Bot, RematchOf: rematchOf}
	snap := &store.Snapshot{Seq: 0, Moves: 0, Position: m.Game().Position()}
	if err := s.st.CreateGame(ctx, row, rows, snap); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return nil, problem("conflict", 409, "%v", err)
		}
		return nil, problem("storage", 500, "the game could not be saved: %v", err)
	}
	if creator != "" {
		if err := s.st.SetCreator(ctx, id, creator); err != nil {
			s.logf("game %s: storing its creator failed: %v", id, err)
		}
	}
	if p := s.keepDice(ctx, id, dice); p != nil {
		return nil, p
	}
	if req.ClockDays > 0 {
		if p := s.startClock(ctx, t, id, req.ClockDays, m.Game().ToMove()); p != nil {
			return nil, p
		}
	}
	return resp, nil
}

// pending stands for a seat whose token is not known yet: the rematch seat of a
// player who has not asked for it (his token is derived from his old one when he
// does).
const pending = "pending"

// pendingHash is the placeholder hash of a pending seat; it opens nothing.
func pendingHash(game, seat string) string { return "pending:" + game + ":" + seat }

// rematch returns the link of the player holding token (seat of game g) in the
// game's rematch, creating the rematch (sides swapped) if it does not exist yet.
func (s *Server) rematch(ctx context.Context, g *liveGame, seat, token string) (string, *Problem) {
	s.rematchMu.Lock()
	defer s.rematchMu.Unlock()
	g.mu.Lock()
	over, row := g.m.Over(), g.row
	g.mu.Unlock()
	if !over {
		return "", problem("illegal", 409, "the game is not over: finish it or resign first")
	}
	newSeat := g.kit.swapSeat(seat)
	if row.Rematch == "" {
		req := CreateRequest{Game: g.kit.title.Name, Mode: row.Mode, Bot: row.Bot, Scenario: row.Scenario, Rules: row.Rules, ClockDays: s.clockOf(ctx, row.ID)}
		if row.Mode == ModeAI {
			req.Side = newSeat
		}
		tokens := map[string]string{}
		for oldSeat := range g.seats {
			tokens[g.kit.swapSeat(oldSeat)] = pending
		}
		resp, p := s.create(ctx, req, row.ID, tokens, "")
		if p != nil {
			return "", p
		}
		g.mu.Lock()
		g.row.Rematch = resp.Game
		row.Rematch = resp.Game
		g.notifyAll()
		g.mu.Unlock()
	}
	tok := rematchToken(token, row.Rematch)
	if err := s.st.ClaimSeat(ctx, row.Rematch, newSeat, pendingHash(row.Rematch, newSeat), hashToken(tok)); err != nil {
		return "", problem("storage", 500, "%v", err)
	}
	if ng, ok := s.loaded(row.Rematch); ok {
		ng.mu.Lock()
		ng.seats[newSeat] = hashToken(tok)
		ng.mu.Unlock()
	}
	return link(tok), nil
}

// loaded returns a game if it is in memory.
func (s *Server) loaded(id string) (*liveGame, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	return g, ok
}
