package loadtest

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"sync"
	"sync/atomic"
	"time"
)

// maxSamples is how many error texts a run keeps for its report.
const maxSamples = 5

// run is the shared state of one run.
type run struct {
	cfg     Config
	client  *client
	start   time.Time
	actions atomic.Int64
	errors  atomic.Int64
	games   atomic.Int64
	created atomic.Int64
	done    atomic.Int64
	refused atomic.Int64

	mu      sync.Mutex
	hist    histogram
	max     time.Duration
	samples []string
}

// Run drives the servers for cfg.Duration (or until ctx ends) and returns the
// figures. Only a wrong configuration is an error; what goes wrong during the
// run is counted in Result.Errors.
func Run(ctx context.Context, cfg Config) (*Result, error) {
	servers, err := cfg.check()
	if err != nil {
		return nil, err
	}
	r := &run{cfg: cfg, client: newClient(cfg.Games), start: time.Now()}
	ctx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	var wg sync.WaitGroup
	for i := range cfg.Games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.slot(ctx, servers[i%len(servers)], rand.New(rand.NewPCG(cfg.Seed, uint64(i))))
		}()
	}
	stopProgress := make(chan struct{})
	progressDone := make(chan struct{})
	go func() {
		defer close(progressDone)
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-stopProgress:
				return
			case <-t.C:
				if cfg.Progress != nil {
					cfg.Progress(r.snapshot())
				}
			}
		}
	}()
	wg.Wait()
	close(stopProgress)
	<-progressDone
	r.client.close()
	res := &Result{Snapshot: r.snapshot(), Servers: len(servers), GamesWanted: cfg.Games, Mode: cfg.Mode}
	res.Elapsed = min(res.Elapsed, cfg.Duration)
	r.mu.Lock()
	res.ErrorSamples = append([]string(nil), r.samples...)
	r.mu.Unlock()
	return res, nil
}

// snapshot is the figures so far.
func (r *run) snapshot() Snapshot {
	r.mu.Lock()
	defer r.mu.Unlock()
	return Snapshot{
		Elapsed: time.Since(r.start), Actions: r.actions.Load(), Errors: r.errors.Load(),
		Games: int(r.games.Load()), Created: r.created.Load(), Finished: r.done.Load(), Refused: r.refused.Load(),
		P50: r.hist.quantile(0.50), P90: r.hist.quantile(0.90), P99: r.hist.quantile(0.99), Max: r.max,
	}
}

// fail counts an error and keeps its text if it is among the first.
func (r *run) fail(ctx context.Context, err error) {
	if ctx.Err() != nil {
		return // the run's end cut the request short: not the server's fault
	}
	r.errors.Add(1)
	r.mu.Lock()
	if len(r.samples) < maxSamples {
		r.samples = append(r.samples, err.Error())
	}
	r.mu.Unlock()
}

// record adds a seat's latencies to the run's.
func (r *run) record(h *histogram, longest time.Duration) {
	r.mu.Lock()
	r.hist.merge(h)
	r.max = max(r.max, longest)
	r.mu.Unlock()
}

// slot keeps one live game going on server u until ctx ends: it creates a game,
// plays it with one socket per seat, and starts another when it is over.
func (r *run) slot(ctx context.Context, u *url.URL, rng *rand.Rand) {
	for ctx.Err() == nil {
		links, err := r.createGame(ctx, u)
		if err != nil {
			r.fail(ctx, err)
			pause(ctx, time.Second) // do not hammer a failing server
			continue
		}
		r.created.Add(1)
		r.games.Add(1)
		over, err := r.play(ctx, u, links, rng)
		r.games.Add(-1)
		if err != nil {
			r.fail(ctx, err)
		}
		if over {
			r.done.Add(1)
		}
	}
}

// play plays one game with one socket per seat until it is over, a socket
// fails or ctx ends; over reports that the game was played to its end.
func (r *run) play(ctx context.Context, u *url.URL, links map[string]string, rng *rand.Rand) (over bool, err error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type end struct {
		over bool
		err  error
	}
	ends := make(chan end, len(links))
	for _, l := range links {
		s, err := r.client.dial(ctx, u, l)
		if err != nil {
			cancel()
			return false, err
		}
		seed := rng.Uint64()
		go func() {
			o, err := s.play(ctx, r, rand.New(rand.NewPCG(seed, 1)))
			ends <- end{o, err}
		}()
	}
	for range links {
		e := <-ends
		over = over || e.over
		if e.err != nil && err == nil && ctx.Err() == nil {
			err = e.err
			cancel() // one seat lost: end the game's other sockets
		}
	}
	return over, err
}

// pause waits d or until ctx ends.
func pause(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}

// errOver ends a seat's loop when its game is over.
var errOver = errors.New("game over")

// serverError is a refused request as the server words it.
func serverError(what, code, reason string) error {
	return fmt.Errorf("%s: %s: %s", what, code, reason)
}
