package server

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
)

// Where the server may send notifications: push endpoints and webhooks are
// URLs that players give, so the server would post to whatever they name. It
// posts only over https, to public addresses (checked when the connection is
// made, after name resolution, so a name that resolves to a private address
// is refused too), follows no redirect and gives up after a short timeout.
// Tests allow loopback (NotifyOptions.AllowLoopback), over http as well.

// cgnat is the shared address space of carriers (RFC 6598), not public.
var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// publicAddr reports whether ip is a public unicast address.
func publicAddr(ip netip.Addr) bool {
	ip = ip.Unmap()
	return ip.IsGlobalUnicast() && !ip.IsPrivate() && !cgnat.Contains(ip)
}

// allowedAddr reports whether the server may connect to ip.
func allowedAddr(ip netip.Addr, loopback bool) bool {
	return publicAddr(ip) || (loopback && ip.Unmap().IsLoopback())
}

// guardedClient is the HTTP client of the notifications: no redirects, a
// timeout, no proxy from the environment, and only allowed addresses.
func guardedClient(timeout time.Duration, loopback bool) *http.Client {
	d := &net.Dialer{Timeout: timeout, Control: func(network, address string, _ syscall.RawConn) error {
		host, _, err := net.SplitHostPort(address)
		if err != nil {
			return err
		}
		ip, err := netip.ParseAddr(host)
		if err != nil {
			return err
		}
		if !allowedAddr(ip, loopback) {
			return fmt.Errorf("%s is not a public address: notifications go to public addresses only", ip)
		}
		return nil
	}}
	tr := &http.Transport{DialContext: d.DialContext, TLSHandshakeTimeout: timeout, ResponseHeaderTimeout: timeout,
		MaxIdleConnsPerHost: 4, IdleConnTimeout: time.Minute, ForceAttemptHTTP2: true}
	return &http.Client{Transport: tr, Timeout: timeout, CheckRedirect: func(*http.Request, []*http.Request) error {
		return http.ErrUseLastResponse
	}}
}

// checkTarget validates a URL the server would post to (a webhook, a push
// endpoint): at most limit bytes, absolute, https (http only to loopback
// when allowed), no user name or password, and a host that is not a
// non-public address literal or a local name.
func checkTarget(what, raw string, limit int, loopback bool) error {
	if raw == "" {
		return fmt.Errorf("the %s is empty", what)
	}
	if len(raw) > limit {
		return fmt.Errorf("the %s is %d bytes long; at most %d", what, len(raw), limit)
	}
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("the %s %q is not a URL: %v", what, clip(raw), err)
	}
	if u.User != nil {
		return fmt.Errorf("the %s must not hold a user name or password", what)
	}
	host := u.Hostname()
	if host == "" || u.Opaque != "" {
		return fmt.Errorf("the %s %q has no host", what, clip(raw))
	}
	local := host == "localhost" || strings.HasSuffix(host, ".localhost")
	ip, ipErr := netip.ParseAddr(host)
	if ipErr == nil && ip.Unmap().IsLoopback() {
		local = true
	}
	switch {
	case local && loopback:
		if u.Scheme != "https" && u.Scheme != "http" {
			return fmt.Errorf("the %s must be an https URL", what)
		}
		return nil
	case u.Scheme != "https":
		return fmt.Errorf("the %s must be an https URL, not %q", what, clip(u.Scheme+":"))
	case local, ipErr == nil && !publicAddr(ip):
		return errors.New("the " + what + " names a local or private address: notifications go to public addresses only")
	}
	return nil
}
