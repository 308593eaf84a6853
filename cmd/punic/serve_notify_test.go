package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVAPIDKeyFile: --vapid-key reads a P-256 key from PEM (SEC 1 as openssl
// writes it, after its EC PARAMETERS block, or PKCS #8) and refuses another
// curve or a file without a key.
func TestVAPIDKeyFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, blocks ...*pem.Block) string {
		var b []byte
		for _, blk := range blocks {
			b = append(b, pem.EncodeToMemory(blk)...)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	k, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	sec1, _ := x509.MarshalECPrivateKey(k)
	pkcs8, _ := x509.MarshalPKCS8PrivateKey(k)
	other, _ := ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	p384, _ := x509.MarshalECPrivateKey(other)
	for _, p := range []string{
		write("sec1.pem", &pem.Block{Type: "EC PARAMETERS", Bytes: []byte{6, 8, 42, 134, 72, 206, 61, 3, 1, 7}}, &pem.Block{Type: "EC PRIVATE KEY", Bytes: sec1}),
		write("pkcs8.pem", &pem.Block{Type: "PRIVATE KEY", Bytes: pkcs8}),
	} {
		got, err := readVAPIDKey(p)
		if err != nil || !got.Equal(k) {
			t.Errorf("%s: %v", filepath.Base(p), err)
		}
	}
	if _, err := readVAPIDKey(write("p384.pem", &pem.Block{Type: "EC PRIVATE KEY", Bytes: p384})); err == nil || !strings.Contains(err.Error(), "P-256") {
		t.Errorf("a P-384 key: %v", err)
	}
	if _, err := readVAPIDKey(write("none.pem", &pem.Block{Type: "CERTIFICATE", Bytes: []byte{1}})); err == nil {
		t.Error("a file without a key was read")
	}
}
