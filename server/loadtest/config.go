// Package loadtest drives running punic servers through their real HTTP and
// WebSocket API, as many players at once would, and measures how many actions
// they take per second and how long each waits for its acknowledgement
// ("punic loadtest", docs/server.md "Performance").
//
// It is a closed loop: every seat that must decide picks a legal action from its
// latest state message, sends it and waits for the state that acknowledges it
// (or an error) before it acts again. Only loopback servers are driven, and the
// number of games and the run's length are capped: it is a bench tool, not a
// way to flood someone else's server.
package loadtest

import (
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"
)

// Bounds of a run.
const (
	MaxGames    = 1000
	MaxDuration = 10 * time.Minute
	MaxServers  = 16
)

// Config is one run.
type Config struct {
	Servers  []string      // base URLs of the servers, e.g. http://127.0.0.1:8080; games are spread across them
	Games    int           // live games played at once
	Duration time.Duration // how long the run lasts
	Mode     string        // online (two seats, one socket each; the default) or hotseat (one seat)
	Seed     uint64        // the players' random choices
	// Progress, when set, gets a progress line once a second.
	Progress func(Snapshot)
}

// check validates the configuration and returns the servers' base URLs.
func (c *Config) check() ([]*url.URL, error) {
	if c.Games < 1 || c.Games > MaxGames {
		return nil, fmt.Errorf("games must be between 1 and %d, not %d", MaxGames, c.Games)
	}
	if c.Duration <= 0 || c.Duration > MaxDuration {
		return nil, fmt.Errorf("the duration must be more than 0 and at most %v, not %v", MaxDuration, c.Duration)
	}
	switch c.Mode {
	case "":
		c.Mode = "online"
	case "online", "hotseat":
	default:
		return nil, fmt.Errorf("mode must be online or hotseat, not %q", c.Mode)
	}
	if len(c.Servers) == 0 {
		return nil, fmt.Errorf("no server to drive")
	}
	if len(c.Servers) > MaxServers {
		return nil, fmt.Errorf("at most %d servers, not %d", MaxServers, len(c.Servers))
	}
	var out []*url.URL
	for _, s := range c.Servers {
		u, err := Loopback(s)
		if err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}

// Loopback parses a server's base URL and refuses any that is not on this
// machine's loopback interface (localhost, 127.0.0.0/8, ::1).
func Loopback(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("server %q: %v", raw, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("server %q: the URL must start with http:// or https://", raw)
	}
	if u.Path != "" && u.Path != "/" || u.RawQuery != "" || u.User != nil {
		return nil, fmt.Errorf("server %q: give the server's base URL only (scheme, host and port)", raw)
	}
	host := u.Hostname()
	ip := net.ParseIP(host)
	if !strings.EqualFold(host, "localhost") && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("server %q: loadtest drives only servers on this machine's loopback (localhost, 127.0.0.1, [::1]), not %q", raw, host)
	}
	u.Path = ""
	return u, nil
}
