package server

import (
	"context"
	"errors"
	"strconv"

	"punic/match"
	"punic/server/store"
)

// Verifiable dice (docs/server.md): every game the server creates gets a
// commitment to its seed (match.Dice: SHA-256 over the scheme, the seed and a
// random salt), published when it is created and in every state message; the
// seed and the salt stay secret until the game is over, then both are revealed
// in the state and in the record, which the server also replays under that seed
// (match.Verify).

// DiceMsg is a game's dice commitment as a seat is sent it.
type DiceMsg struct {
	Scheme     string `json:"scheme"`     // match.DiceScheme
	Commitment string `json:"commitment"` // hex SHA-256
	// Seed (in decimal: it may exceed a JavaScript number's precision) and
	// Salt (hex) are revealed when the game is over.
	Seed string `json:"seed,omitempty"`
	Salt string `json:"salt,omitempty"`
	// Replay is the server's replay of the sealed record under the seed,
	// once the game is over: "verified", or why it failed.
	Replay string `json:"replay,omitempty"`
}

// diceState is a live game's commitment, read from the store on first use.
type diceState struct {
	loaded bool
	dice   *match.Dice // nil: a game created before commitments were kept
	replay string      // the replay check's verdict, once the game is over
}

// commitDice draws the salt of a new game's commitment; keepDice stores it
// once the game exists.
func commitDice(seed uint64) (match.Dice, *Problem) {
	d, err := match.NewDice(seed)
	if err != nil {
		return d, problem("storage", 500, "the dice commitment could not be made: %v", err)
	}
	return d, nil
}

// keepDice stores a new game's salt.
func (s *Server) keepDice(ctx context.Context, id string, d match.Dice) *Problem {
	if err := s.st.PutSalt(ctx, id, d.Salt); err != nil {
		return problem("storage", 500, "the dice commitment could not be saved: %v", err)
	}
	return nil
}

// diceOf returns the game's commitment with its salt, or nil (g.mu held).
func (g *liveGame) diceOf() *match.Dice {
	if !g.dice.loaded {
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		defer cancel()
		salt, err := g.srv.st.Salt(ctx, g.row.ID)
		switch {
		case err == nil:
			c, cerr := match.Commit(g.row.Seed, salt)
			if cerr != nil {
				g.srv.logf("game %s: a bad dice salt: %v", g.row.ID, cerr)
				return nil
			}
			g.dice.dice = &match.Dice{Scheme: match.DiceScheme, Commitment: c, Salt: salt}
		case !errors.Is(err, store.ErrNotFound):
			g.srv.logf("game %s: reading the dice salt: %v", g.row.ID, err)
			return nil // try again next time
		}
		g.dice.loaded = true
	}
	return g.dice.dice
}

// diceMsg is the commitment a seat is shown, the seed and salt revealed and
// the replay checked when the game is over (g.mu held).
func (g *liveGame) diceMsg() *DiceMsg {
	d := g.diceOf()
	if d == nil || g.refereed() {
		return nil // a referee game's chance comes from the table, not the seed
	}
	msg := &DiceMsg{Scheme: d.Scheme, Commitment: d.Commitment}
	if !g.m.Over() {
		return msg
	}
	msg.Seed, msg.Salt = strconv.FormatUint(g.row.Seed, 10), d.Salt
	if g.dice.replay == "" {
		rec := g.m.SealedRecord(*d)
		g.dice.replay = "verified"
		if _, err := match.Verify(g.kit.rules, &rec); err != nil {
			g.dice.replay = err.Error()
		}
	}
	msg.Replay = g.dice.replay
	return msg
}

// record is the game's record, sealed with its commitment when it has one
// (g.mu held; served only when the game is over).
func (g *liveGame) record() match.Record {
	if d := g.diceOf(); d != nil {
		return g.m.SealedRecord(*d)
	}
	return g.m.Record()
}
