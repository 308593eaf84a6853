package main

import (
	"fmt"
	"time"

	"punic/server"
)

// serveLimits are the flags of `punic serve` that set server.Limits
// (docs/server.md, "Limits").
type serveLimits struct {
	createRate, createBurst, maxActive *int
	trustProxy                         *bool
	unjoined, abandoned                *time.Duration
	botWorkers                         *int
	wsSeat, wsAddr                     *int
	histRate, histBurst                *int
	oddsRate, oddsBurst                *int
	hintRate, hintBurst                *int
	chatRate, chatBurst                *int
	maxBody                            *int64
}

// limitFlags declares the limits' flags with server.DefaultLimits as defaults.
func limitFlags(fs *flagSet) *serveLimits {
	d := server.DefaultLimits()
	return &serveLimits{
		createRate:  fs.Int("create-rate", int(d.CreateRate*60+0.5), "new games one client address may create per `MINUTE` on average (0: no limit)"),
		createBurst: fs.Int("create-burst", d.CreateBurst, "new games one address may create at once before --create-rate applies"),
		maxActive:   fs.Int("max-active", d.ActiveGames, "unfinished games one address may have created at once (0: no limit)"),
		trustProxy:  fs.Bool("trust-proxy", false, "take the client address from X-Forwarded-For (only behind a reverse proxy that sets it)"),
		unjoined:    fs.Duration("expire-unjoined", d.ExpireUnjoined, "delete an unfinished game a seat of which was never opened this long after its creation (0: never)"),
		abandoned:   fs.Duration("expire-abandoned", d.ExpireAbandoned, "delete an unfinished game with no move for this long (0: never; finished games are kept)"),
		botWorkers:  fs.Int("bot-workers", 0, "how many bots may think at once (0: the cores less one, at least 1)"),
		wsSeat:      fs.Int("ws-per-seat", d.SocketsPerSeat, "WebSocket connections open to one seat at most (0: no limit)"),
		wsAddr:      fs.Int("ws-per-address", d.SocketsPerAddress, "WebSocket connections open from one address at most (0: no limit)"),
		histRate:    fs.Int("history-rate", int(d.HistoryRate), "history requests per `SECOND` of one connection (0: no limit)"),
		histBurst:   fs.Int("history-burst", d.HistoryBurst, "history requests one connection may make at once"),
		oddsRate:    fs.Int("odds-rate", int(d.OddsRate*60+0.5), "battle-odds requests per `MINUTE` of one connection (over HTTP: of one address; 0: no limit)"),
		oddsBurst:   fs.Int("odds-burst", d.OddsBurst, "battle-odds requests one connection may make at once"),
		hintRate:    fs.Int("hint-rate", int(d.HintRate*60+0.5), "hint requests per `MINUTE` of one address (0: no limit)"),
		hintBurst:   fs.Int("hint-burst", d.HintBurst, "hint requests one address may make at once"),
		chatRate:    fs.Int("chat-rate", int(d.ChatRate*60+0.5), "chat messages per `MINUTE` of one seat (0: no limit)"),
		chatBurst:   fs.Int("chat-burst", d.ChatBurst, "chat messages one seat may send at once"),
		maxBody:     fs.Int64("max-body", d.BodyBytes, "the largest request body or WebSocket message, in `BYTES`"),
	}
}

// limits checks the flags' values and gives the server's limits.
func (f *serveLimits) limits() (*server.Limits, error) {
	for name, v := range map[string]int{"create-rate": *f.createRate, "create-burst": *f.createBurst, "max-active": *f.maxActive,
		"bot-workers": *f.botWorkers, "ws-per-seat": *f.wsSeat, "ws-per-address": *f.wsAddr, "history-rate": *f.histRate, "history-burst": *f.histBurst,
		"odds-rate": *f.oddsRate, "odds-burst": *f.oddsBurst, "hint-rate": *f.hintRate, "hint-burst": *f.hintBurst,
		"chat-rate": *f.chatRate, "chat-burst": *f.chatBurst} {
		if v < 0 {
			return nil, fmt.Errorf("--%s must be 0 or more, not %d", name, v)
		}
	}
	if *f.unjoined < 0 || *f.abandoned < 0 {
		return nil, fmt.Errorf("--expire-unjoined and --expire-abandoned must be 0 or more")
	}
	if *f.maxBody < 256 {
		return nil, fmt.Errorf("--max-body must be at least 256 bytes, not %d", *f.maxBody)
	}
	l := server.DefaultLimits()
	l.CreateRate, l.CreateBurst, l.ActiveGames, l.TrustProxy = float64(*f.createRate)/60, *f.createBurst, *f.maxActive, *f.trustProxy
	l.ExpireUnjoined, l.ExpireAbandoned = *f.unjoined, *f.abandoned
	l.BotWorkers, l.SocketsPerSeat, l.SocketsPerAddress = *f.botWorkers, *f.wsSeat, *f.wsAddr
	l.HistoryRate, l.HistoryBurst = float64(*f.histRate), *f.histBurst
	l.OddsRate, l.OddsBurst = float64(*f.oddsRate)/60, *f.oddsBurst
	l.HintRate, l.HintBurst = float64(*f.hintRate)/60, *f.hintBurst
	l.ChatRate, l.ChatBurst = float64(*f.chatRate)/60, *f.chatBurst
	l.BodyBytes, l.MessageBytes = *f.maxBody, *f.maxBody
	return &l, nil
}
