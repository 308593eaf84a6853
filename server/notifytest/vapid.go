package notifytest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"
)

// VerifyVAPID checks a push request's Authorization header as a push service
// does (RFC 8292): "vapid t=JWT, k=KEY", the JWT signed with ES256 by the key
// KEY names, for the audience (the endpoint's origin), not expired and
// expiring within 24 hours, with a mailto: or https: subject. It returns the
// key (base64url, as the header gives it).
func VerifyVAPID(header, audience string, now time.Time) (string, error) {
	rest, ok := strings.CutPrefix(header, "vapid ")
	if !ok {
		return "", fmt.Errorf("the Authorization header is not a vapid one: %q", header)
	}
	var tok, key string
	for _, part := range strings.Split(rest, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			tok = v
		case "k":
			key = v
		}
	}
	if tok == "" || key == "" {
		return "", errors.New("the vapid header lacks t= or k=")
	}
	point, err := base64.RawURLEncoding.DecodeString(key)
	if err != nil {
		return "", fmt.Errorf("k is not base64url: %v", err)
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), point)
	if err != nil {
		return "", fmt.Errorf("k is not a P-256 public key: %v", err)
	}
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		return "", errors.New("the JWT does not have three parts")
	}
	var head struct{ Alg, Typ string }
	if err := decodePart(parts[0], &head); err != nil || head.Alg != "ES256" {
		return "", fmt.Errorf("the JWT header %q is not ES256 (%v)", parts[0], err)
	}
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || len(sig) != 64 {
		return "", errors.New("the JWT signature is not 64 bytes of base64url")
	}
	digest := sha256.Sum256([]byte(parts[0] + "." + parts[1]))
	if !ecdsa.Verify(pub, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		return "", errors.New("the JWT's signature does not verify with the key k")
	}
	var claims struct {
		Aud string `json:"aud"`
		Exp int64  `json:"exp"`
		Sub string `json:"sub"`
	}
	if err := decodePart(parts[1], &claims); err != nil {
		return "", fmt.Errorf("the JWT claims: %v", err)
	}
	if claims.Aud != audience {
		return "", fmt.Errorf("the JWT's audience is %q, not %q", claims.Aud, audience)
	}
	exp := time.Unix(claims.Exp, 0)
	if !exp.After(now) || exp.After(now.Add(24*time.Hour)) {
		return "", fmt.Errorf("the JWT expires at %v, not within 24 hours of %v", exp, now)
	}
	if !strings.HasPrefix(claims.Sub, "mailto:") && !strings.HasPrefix(claims.Sub, "https://") {
		return "", fmt.Errorf("the JWT's subject %q is neither mailto: nor https:", claims.Sub)
	}
	return key, nil
}

// decodePart decodes one base64url JSON part of a JWT.
func decodePart(s string, v any) error {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}
