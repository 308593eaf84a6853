// Package notifytest is the receiving end of punic's notifications, for
// tests: a Web Push service on loopback that checks each push's VAPID
// authorization (RFC 8292: the ES256 signature of its JWT, checked with the
// key it names, and the audience, expiry and subject claims) and decrypts it
// as a browser would (RFC 8291, aes128gcm) with the test subscription's own
// private key; and a webhook receiver that keeps what it is posted.
package notifytest

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/hkdf"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
)

// Decrypt opens an aes128gcm push message (RFC 8188's coding with RFC 8291's
// key derivation) with the receiving browser's private key and authentication
// secret, and returns its plaintext without the padding.
func Decrypt(body []byte, ua *ecdh.PrivateKey, auth []byte) ([]byte, error) {
	// The header: salt (16), record size (4), key id length (1), key id (the
	// application server's public key).
	if len(body) < 21 {
		return nil, errors.New("the message is shorter than its header")
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if len(body) < 21+idlen {
		return nil, errors.New("the message is shorter than its key id")
	}
	asPub, err := ecdh.P256().NewPublicKey(body[21 : 21+idlen])
	if err != nil {
		return nil, fmt.Errorf("the key id is not a P-256 public key: %v", err)
	}
	records := body[21+idlen:]
	if rs < 18 || len(records) > int(rs) {
		return nil, fmt.Errorf("record size %d for %d bytes: more than one record, which Web Push does not use", rs, len(records))
	}
	shared, err := ua.ECDH(asPub)
	if err != nil {
		return nil, err
	}
	// RFC 8291 section 3.4: IKM from the shared secret and the auth secret,
	// bound to both public keys.
	info := append([]byte("WebPush: info\x00"), ua.PublicKey().Bytes()...)
	info = append(info, asPub.Bytes()...)
	ikm, err := hkdf.Key(sha256.New, shared, auth, string(info), 32)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, records, nil)
	if err != nil {
		return nil, fmt.Errorf("decryption failed: %v", err)
	}
	// The last (only) record ends with the delimiter 2 and then zeros.
	end := len(plain) - 1
	for end >= 0 && plain[end] == 0 {
		end--
	}
	if end < 0 || plain[end] != 2 {
		return nil, errors.New("the record does not end with the last-record delimiter")
	}
	return plain[:end], nil
}
