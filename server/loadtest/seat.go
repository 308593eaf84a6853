package loadtest

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/coder/websocket"
)

// seat is one player's socket and what it knows of its game: the parts of the
// state messages the player needs to act.
type seat struct {
	conn    *websocket.Conn
	n       int64 // the number of the last state message applied (-1: waiting for a full state)
	version int64
	legal   []string
	over    bool

	waiting bool // an action is sent and not yet acknowledged
	stale   bool // the server said the game moved on: wait for its state
	sentAt  time.Time
	sentVer int64
	id      int64
}

// message is what a seat reads of the server's messages: a full state
// ("state"), a change to the previous one ("delta", whose base must be the
// number of the state it applies to) or a refusal ("error"). In a delta a field
// that is absent did not change.
type message struct {
	T       string  `json:"t"`
	Re      int64   `json:"re"`
	N       int64   `json:"n"`
	Base    int64   `json:"base"`
	Version *int64  `json:"version"`
	Legal   *[]pick `json:"legal"`
	Over    *bool   `json:"over"`
	Code    string  `json:"code"`
	Reason  string  `json:"reason"`
}

// pick is a legal action as a state message lists it.
type pick struct {
	Action string `json:"action"`
}

// clientMsg is what a seat sends.
type clientMsg struct {
	T       string `json:"t"`
	ID      int64  `json:"id,omitempty"`
	Action  string `json:"action,omitempty"`
	Version int64  `json:"version"`
}

// apply takes a state message in; it reports false when a delta does not apply
// to what the seat holds (it must ask for a full state).
func (s *seat) apply(m *message) bool {
	if m.T == "delta" && m.Base != s.n {
		return false
	}
	if m.T == "state" {
		s.legal, s.over = s.legal[:0], false
	}
	s.n = m.N
	if m.Version != nil {
		s.version = *m.Version
	}
	if m.Legal != nil {
		s.legal = s.legal[:0]
		for _, p := range *m.Legal {
			s.legal = append(s.legal, p.Action)
		}
	}
	if m.Over != nil {
		s.over = *m.Over
	}
	return true
}

// play reads the seat's messages and acts whenever the seat must decide, until
// the game is over (true), the socket fails or ctx ends.
func (s *seat) play(ctx context.Context, r *run, rng *rand.Rand) (over bool, err error) {
	defer s.conn.CloseNow()
	var h histogram
	var longest time.Duration
	defer func() { r.record(&h, longest) }()
	for {
		_, b, err := s.conn.Read(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return false, nil
			}
			return false, fmt.Errorf("a seat's socket: %v", err)
		}
		var m message
		if err := json.Unmarshal(b, &m); err != nil {
			return false, fmt.Errorf("a message that is not JSON: %v", err)
		}
		switch m.T {
		case "state", "delta":
			s.stale = false
			if !s.apply(&m) {
				s.n = -1
				if err := s.send(ctx, clientMsg{T: "sync"}); err != nil {
					return false, err
				}
				continue
			}
		case "error":
			if m.Re != 0 && m.Re == s.id && s.waiting {
				s.waiting = false
				s.stale = m.Code == "stale"
			}
			r.fail(ctx, serverError("an action", m.Code, m.Reason))
			continue
		default:
			continue
		}
		if s.waiting && s.version > s.sentVer {
			d := time.Since(s.sentAt)
			h.add(d)
			longest = max(longest, d)
			r.actions.Add(1)
			s.waiting = false
		}
		if s.over {
			return true, nil
		}
		if !s.waiting && !s.stale && s.n >= 0 && len(s.legal) > 0 {
			s.id++
			s.waiting, s.sentVer, s.sentAt = true, s.version, time.Now()
			a := s.legal[rng.IntN(len(s.legal))]
			if err := s.send(ctx, clientMsg{T: "action", ID: s.id, Action: a, Version: s.version}); err != nil {
				if ctx.Err() != nil {
					return false, nil
				}
				return false, fmt.Errorf("send an action: %v", err)
			}
		}
	}
}
