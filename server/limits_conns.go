package server

import (
	"fmt"
	"sync"
)

// connCounts counts the open WebSockets by seat and by client address, to cap
// them (Limits.SocketsPerSeat, SocketsPerAddress; 0: no cap).
type connCounts struct {
	perSeat, perAddr int
	mu               sync.Mutex
	seats            map[string]int // "game/seat" -> open sockets
	addrs            map[string]int // client address -> open sockets
}

// acquire counts one more socket to seat (a "game/seat" key) from addr, or
// refuses it with the reason. release must be called once the socket closes.
func (cc *connCounts) acquire(seat, addr string) (release func(), refusal string) {
	cc.mu.Lock()
	defer cc.mu.Unlock()
	if cc.perSeat > 0 && cc.seats[seat] >= cc.perSeat {
		return nil, fmt.Sprintf("this seat already has %d connections open (at most %d): close a tab or window of this game", cc.seats[seat], cc.perSeat)
	}
	if cc.perAddr > 0 && cc.addrs[addr] >= cc.perAddr {
		return nil, fmt.Sprintf("your address already has %d connections open (at most %d)", cc.addrs[addr], cc.perAddr)
	}
	cc.seats[seat]++
	cc.addrs[addr]++
	var once sync.Once
	return func() { once.Do(func() { cc.release(seat, addr) }) }, ""
}

func (cc *connCounts) release(seat, addr string) {
	cc.mu.Lock()
	defer cc.mu.Unlock()
	if cc.seats[seat]--; cc.seats[seat] <= 0 {
		delete(cc.seats, seat)
	}
	if cc.addrs[addr]--; cc.addrs[addr] <= 0 {
		delete(cc.addrs, addr)
	}
}
