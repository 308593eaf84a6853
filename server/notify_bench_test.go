package server

import (
	"io"
	"log"
	"path/filepath"
	"testing"

	"punic/server/notifytest"
	"punic/server/store"
)

// BenchmarkNotifyPush sends one notice to one browser through a loopback push
// service: the payload encrypted for the browser (ECDH, HKDF, AES-GCM), the
// VAPID JWT signed (ES256), the HTTP request, and the service's own checks
// (the signature verified, the payload decrypted).
func BenchmarkNotifyPush(b *testing.B) {
	st, err := store.OpenSQLite(filepath.Join(b.TempDir(), "punic.db"), store.Options{Synchronous: "NORMAL"})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	no := DefaultNotify()
	no.AllowLoopback = true
	srv, err := New(Options{Store: st, Logger: log.New(io.Discard, "", 0), Notify: &no})
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	ps := notifytest.NewPushService()
	defer ps.Close()
	sub := ps.Subscribe("b")
	job := notice{seatKey: seatKey{"g", SeatRome}, msg: Notice{Game: "g", Title: "Hannibal: Rome vs. Carthage", Side: SeatRome, SideName: "Rome", Turn: 3, Years: "216 BC",
		Text: "Your move as Rome in Hannibal: Rome vs. Carthage (game g), turn 3 (216 BC)."}}
	ps2 := store.PushSub{Endpoint: sub.Endpoint, P256dh: sub.Keys.P256dh, Auth: sub.Keys.Auth}
	for b.Loop() {
		srv.notify.push(job, ps2)
	}
	b.StopTimer()
	if got := ps.Pushes("b"); len(got) != b.N || got[0].Err != nil {
		b.Fatalf("%d pushes for %d sends (%v)", len(got), b.N, got[0].Err)
	}
}
