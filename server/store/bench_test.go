package store

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

// BenchmarkAppend measures appends per second with many games acting at once
// (each game's events one after the other, as the server sends them), grouped
// in transactions of up to 256 (the group commit) or one transaction per event
// (as before it), on SQLite with full synchronous commits and on PostgreSQL
// (when PUNIC_TEST_POSTGRES is set).
func BenchmarkAppend(b *testing.B) {
	for _, bk := range []struct {
		name string
		be   backend
		opt  func(db string) (Store, error)
	}{
		{"sqlite-full", sqliteBackend, func(db string) (Store, error) { return OpenSQLite(db, Options{}) }},
		{"postgres", postgresBackend, nil},
	} {
		for _, most := range []int{1, maxGroup} {
			for _, games := range []int{10, 200} {
				b.Run(fmt.Sprintf("%s/group=%d/games=%d", bk.name, most, games), func(b *testing.B) {
					benchAppend(b, bk.be, bk.opt, most, games)
				})
			}
		}
	}
}

func benchAppend(b *testing.B, be backend, open func(string) (Store, error), most, games int) {
	db := be.fresh(b)
	if open == nil {
		open = func(db string) (Store, error) { return be.open(db, 0) }
	}
	s, err := open(db)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	ctx := b.Context()
	for i := range games {
		id := fmt.Sprintf("g%03d", i)
		g := &Game{ID: id, Mode: "hotseat", Scenario: "218bc", Engine: "e", Data: "d"}
		if err := s.CreateGame(ctx, g, []Seat{{Seat: "both", TokenHash: "h-" + id}}, nil); err != nil {
			b.Fatal(err)
		}
	}
	c := committerOf(b, s)
	c.most = most
	groups0, events0 := c.groups.Load(), c.events.Load()
	per := (b.N + games - 1) / games
	b.ResetTimer()
	start := time.Now()
	var wg sync.WaitGroup
	for i := range games {
		id := fmt.Sprintf("g%03d", i)
		wg.Go(func() {
			for seq := int64(1); seq <= int64(per); seq++ {
				if err := s.Append(ctx, id, Event{Seq: seq, Kind: KindAction, Side: "rome", Action: "move cannae"}, nil, Outcome{}); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	n := per * games
	b.ReportMetric(float64(n)/elapsed.Seconds(), "appends/s")
	if g := c.groups.Load() - groups0; g > 0 {
		b.ReportMetric(float64(c.events.Load()-events0)/float64(g), "appends/tx")
	}
}
