package server

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"runtime"
	"strconv"
	"time"
)

// Limits bound what one client can make the server do (docs/server.md,
// "Limits"). A zero count, rate or duration turns that limit off; DefaultLimits
// gives the values `punic serve` uses.
type Limits struct {
	// CreateRate is how many games one client address may create per second
	// on average, and CreateBurst how many at once (a token bucket); beyond,
	// creation is refused with 429 and Retry-After.
	CreateRate  float64
	CreateBurst int
	// ActiveGames is how many unfinished games created by one address may
	// exist at once; beyond, creation is refused with 429.
	ActiveGames int
	// TrustProxy takes the client address from the last entry of
	// X-Forwarded-For (set by a reverse proxy in front of the server) instead
	// of the connection's remote address. Only for a server reachable through
	// that proxy alone: anyone else could choose his address.
	TrustProxy bool
	// ExpireUnjoined deletes an unfinished game a seat of which was never
	// opened (an online game whose second player never came, an AI game
	// never played) this long after its creation.
	ExpireUnjoined time.Duration
	// ExpireAbandoned deletes an unfinished game with no event for this long.
	// Finished games are kept.
	ExpireAbandoned time.Duration
	// ExpireEvery is how often the janitor looks for games to expire.
	ExpireEvery time.Duration
	// BotWorkers is how many bots may think at once (0: follow the cores,
	// GOMAXPROCS-1 and at least 1, so that a core stays for people's
	// requests); the other bots wait their turn in a queue.
	BotWorkers int
	// SocketsPerSeat and SocketsPerAddress cap the WebSocket connections open
	// to one seat and from one client address; beyond, the upgrade is refused
	// with 429.
	SocketsPerSeat    int
	SocketsPerAddress int
	// HistoryRate and HistoryBurst limit the history requests of one
	// WebSocket (and over HTTP, of one address) per second (a token bucket).
	HistoryRate  float64
	HistoryBurst int
	// OddsRate and OddsBurst limit the battle-odds requests of one WebSocket
	// (and over HTTP, of one address) per second (a token bucket): each
	// estimate plays hundreds of battles while it holds the game.
	OddsRate  float64
	OddsBurst int
	// HintRate and HintBurst limit the hint requests of one client address
	// per second (a token bucket): each hint is a search on a bot worker.
	HintRate  float64
	HintBurst int
	// ChatRate and ChatBurst limit the chat messages of one seat per second
	// (a token bucket).
	ChatRate  float64
	ChatBurst int
	// BodyBytes caps a request body and MessageBytes a WebSocket message
	// (0: the defaults, these two are always on).
	BodyBytes    int64
	MessageBytes int64
}

// DefaultLimits are the limits of `punic serve` unless its flags say otherwise.
func DefaultLimits() Limits {
	return Limits{
		CreateRate: 0.2, CreateBurst: 10, ActiveGames: 20,
		ExpireUnjoined: 24 * time.Hour, ExpireAbandoned: 30 * 24 * time.Hour, ExpireEvery: 10 * time.Minute,
		SocketsPerSeat: 4, SocketsPerAddress: 64,
		HistoryRate: 30, HistoryBurst: 60,
		OddsRate: 2, OddsBurst: 10,
		HintRate: 0.1, HintBurst: 3,
		ChatRate: 0.2, ChatBurst: 5,
		BodyBytes: 16 << 10, MessageBytes: 16 << 10,
	}
}

// normalized fills in the defaults that cannot be off.
func (l Limits) normalized() Limits {
	d := DefaultLimits()
	if l.BodyBytes <= 0 {
		l.BodyBytes = d.BodyBytes
	}
	if l.MessageBytes <= 0 {
		l.MessageBytes = d.MessageBytes
	}
	if l.BotWorkers <= 0 {
		l.BotWorkers = max(1, runtime.GOMAXPROCS(0)-1)
	}
	if l.ExpireEvery <= 0 {
		l.ExpireEvery = d.ExpireEvery
	}
	return l
}

// maxActionBytes caps an action's text form: the longest real one is a few
// dozen bytes.
const maxActionBytes = 256

// clipAt is how much of a client's input a refusal repeats.
const clipAt = 80

// clip cuts what a refusal repeats of a client's input to its first 80 bytes
// (never in the middle of a character) and "…", so that a huge input is not
// sent back.
func clip(s string) string {
	if len(s) <= clipAt {
		return s
	}
	n := clipAt
	for n > 0 && !isRuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// checkAction refuses an action text too long to be one.
func checkAction(action string) *Problem {
	if len(action) > maxActionBytes {
		return problem("bad-request", 400, "the action %q is %d bytes long; an action has at most %d", clip(action), len(action), maxActionBytes)
	}
	return nil
}

// tooMany is a 429 refusal; retry > 0 is sent as Retry-After (whole seconds,
// rounded up).
func tooMany(w http.ResponseWriter, code string, retry time.Duration, format string, args ...any) {
	if retry > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(retrySeconds(retry)))
	}
	writeProblem(w, problem(code, http.StatusTooManyRequests, format, args...))
}

// retrySeconds rounds a wait up to whole seconds, at least 1.
func retrySeconds(d time.Duration) int { return max(1, int(math.Ceil(d.Seconds()))) }

// waitText says a wait in words for a refusal.
func waitText(d time.Duration) string {
	return fmt.Sprintf("%d s", retrySeconds(d))
}

// initLimits sets up the limits' state from the options.
func (s *Server) initLimits() {
	l := DefaultLimits()
	if s.opt.Limits != nil {
		l = *s.opt.Limits
	}
	s.lim = l.normalized()
	s.creates = newBuckets(s.lim.CreateRate, s.lim.CreateBurst)
	s.histHTTP = newBuckets(s.lim.HistoryRate, s.lim.HistoryBurst)
	s.oddsHTTP = newBuckets(s.lim.OddsRate, s.lim.OddsBurst)
	s.hintHTTP = newBuckets(s.lim.HintRate, s.lim.HintBurst)
	s.chats = newBuckets(s.lim.ChatRate, s.lim.ChatBurst)
	s.conns = &connCounts{perSeat: s.lim.SocketsPerSeat, perAddr: s.lim.SocketsPerAddress, seats: map[string]int{}, addrs: map[string]int{}}
	s.pool = newPool(s.ctx, s.lim.BotWorkers, &s.wg)
	s.wg.Add(1)
	go s.expiryJanitor()
}

// createFor creates a game for the client at addr, unless the unfinished games
// that address created already reach Limits.ActiveGames (429).
func (s *Server) createFor(ctx context.Context, req CreateRequest, addr string) (*CreateResponse, *Problem) {
	s.createMu.Lock() // the count and the creation go together
	defer s.createMu.Unlock()
	if s.lim.ActiveGames > 0 {
		n, err := s.st.ActiveGamesBy(ctx, addr)
		if err != nil {
			return nil, problem("storage", 500, "%v", err)
		}
		if n >= s.lim.ActiveGames {
			return nil, problem("too-many-games", http.StatusTooManyRequests,
				"your address has %d unfinished games (at most %d): finish or resign one first, or wait until an unused one expires", n, s.lim.ActiveGames)
		}
	}
	return s.create(ctx, req, "", nil, addr)
}
