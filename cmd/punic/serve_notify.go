package main

import (
	"crypto/ecdsa"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"os"
	"time"

	"punic/server"
)

// serveNotify are the flags of `punic serve` that set server.NotifyOptions
// (docs/server.md, "Notifications").
type serveNotify struct {
	off              *bool
	keyFile, subject *string
	publicURL        *string
	delay, interval  *time.Duration
	perSeat, workers *int
	retries          *int
	timeout, backoff *time.Duration
}

// notifyFlags declares the notifications' flags with server.DefaultNotify as
// defaults.
func notifyFlags(fs *flagSet) *serveNotify {
	d := server.DefaultNotify()
	return &serveNotify{
		off:       fs.Bool("no-notify", false, "send no turn notifications (no Web Push, no webhooks)"),
		keyFile:   fs.String("vapid-key", "", "sign Web Push with the P-256 key in this PEM `FILE` (default: a key generated once and kept in the database)"),
		subject:   fs.String("vapid-subject", d.Subject, "the contact push services may write to about this server: mailto:ADDRESS or an https:// `URL`"),
		publicURL: fs.String("public-url", "", "the server's address for people (https://punic.example), the link webhook messages carry (default: the address the webhook was set through)"),
		delay:     fs.Duration("notify-delay", d.Delay, "notify a seat once its decision has waited this long (an open page answers sooner)"),
		interval:  fs.Duration("notify-interval", d.Interval, "the least time between two notifications of one seat"),
		perSeat:   fs.Int("push-per-seat", d.PushPerSeat, "browsers a seat may have subscribed (the newest are kept)"),
		workers:   fs.Int("notify-workers", d.Workers, "notifications sent at once"),
		retries:   fs.Int("webhook-retries", d.Retries, "how many times a failed webhook post is tried again"),
		timeout:   fs.Duration("notify-timeout", d.Timeout, "the time limit of one request to a push service or a webhook"),
		backoff:   fs.Duration("webhook-backoff", d.Backoff, "the first wait before a webhook post is tried again (doubling)"),
	}
}

// options checks the flags' values and gives the server's notification
// options, with the VAPID key read from --vapid-key.
func (f *serveNotify) options() (*server.NotifyOptions, error) {
	o := server.DefaultNotify()
	o.Off, o.Subject, o.PublicURL = *f.off, *f.subject, *f.publicURL
	if *f.delay < 0 || *f.interval < 0 || *f.timeout <= 0 || *f.backoff < 0 {
		return nil, fmt.Errorf("--notify-delay, --notify-interval and --webhook-backoff must be 0 or more, --notify-timeout more than 0")
	}
	if *f.perSeat < 1 || *f.workers < 1 || *f.retries < 0 {
		return nil, fmt.Errorf("--push-per-seat and --notify-workers must be at least 1, --webhook-retries 0 or more")
	}
	o.Delay, o.Interval, o.Timeout, o.Backoff = *f.delay, *f.interval, *f.timeout, *f.backoff
	o.PushPerSeat, o.Workers, o.Retries = *f.perSeat, *f.workers, *f.retries
	if *f.keyFile != "" {
		k, err := readVAPIDKey(*f.keyFile)
		if err != nil {
			return nil, err
		}
		o.VAPIDKey = k
	}
	return &o, nil
}

// readVAPIDKey reads a P-256 private key from a PEM file ("EC PRIVATE KEY",
// as `openssl ecparam -name prime256v1 -genkey` writes it, or PKCS #8
// "PRIVATE KEY").
func readVAPIDKey(path string) (*ecdsa.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	for {
		var blk *pem.Block
		blk, b = pem.Decode(b)
		if blk == nil {
			return nil, fmt.Errorf("--vapid-key %s: no EC PRIVATE KEY or PRIVATE KEY block in the file", path)
		}
		var k any
		switch blk.Type {
		case "EC PRIVATE KEY":
			k, err = x509.ParseECPrivateKey(blk.Bytes)
		case "PRIVATE KEY":
			k, err = x509.ParsePKCS8PrivateKey(blk.Bytes)
		default:
			continue // e.g. the EC PARAMETERS block openssl writes first
		}
		if err != nil {
			return nil, fmt.Errorf("--vapid-key %s: %v", path, err)
		}
		ek, ok := k.(*ecdsa.PrivateKey)
		if !ok || ek.Curve.Params().Name != "P-256" {
			return nil, fmt.Errorf("--vapid-key %s: the key must be an ECDSA P-256 key", path)
		}
		return ek, nil
	}
}
