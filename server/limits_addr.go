package server

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// clientAddr is the address a request's limits are counted against: the
// connection's remote IP, or with trustProxy the last X-Forwarded-For entry
// (the one the proxy in front added). An IPv6 address counts as its /64
// network, which one host usually holds whole.
func clientAddr(r *http.Request, trustProxy bool) string {
	host := r.RemoteAddr
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	if trustProxy {
		if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
			parts := strings.Split(xff[len(xff)-1], ",")
			if last := strings.TrimSpace(parts[len(parts)-1]); last != "" {
				host = last
			}
		}
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return clip(host)
	}
	ip = ip.Unmap()
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}

// addr is the client address of r under the server's limits.
func (s *Server) addr(r *http.Request) string { return clientAddr(r, s.lim.TrustProxy) }
