package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
)

// newToken returns an unguessable link token: 128 random bits, base64url.
func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// newID returns a short random game id (not secret: it names a game in logs and
// records, never opens it).
func newID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// newSeed returns a random engine seed.
func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// hashToken is what the database keeps of a token: its SHA-256, so that a copy of
// the database does not give the links away.
func hashToken(tok string) string {
	h := sha256.Sum256([]byte("punic-seat:" + tok))
	return hex.EncodeToString(h[:])
}

// rematchToken derives the token of a player's seat in the rematch game from his
// token in the old game, so that a player who was away when the rematch was made
// can still be given his new link, while the database keeps only hashes.
func rematchToken(oldToken, newGame string) string {
	h := sha256.Sum256([]byte("punic-rematch:" + oldToken + ":" + newGame))
	return base64.RawURLEncoding.EncodeToString(h[:16])
}

// validToken reports whether s looks like a token (22 base64url characters), so
// that junk is refused before the database is asked.
func validToken(s string) bool {
	if len(s) != 22 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
