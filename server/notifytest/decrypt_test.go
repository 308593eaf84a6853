package notifytest

import (
	"crypto/ecdh"
	"encoding/base64"
	"testing"
)

// TestDecryptRFC8291Example decrypts the example message of RFC 8291
// (section 5 and appendix A) with the example's receiver keys.
func TestDecryptRFC8291Example(t *testing.T) {
	b := func(s string) []byte {
		v, err := base64.RawURLEncoding.DecodeString(s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	ua, err := ecdh.P256().NewPrivateKey(b("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"))
	if err != nil {
		t.Fatal(err)
	}
	if got := base64.RawURLEncoding.EncodeToString(ua.PublicKey().Bytes()); got != "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4" {
		t.Fatalf("the receiver's public key is %s", got)
	}
	msg := b("DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN")
	plain, err := Decrypt(msg, ua, b("BTBZMqHH6r4Tts7J_aSIgg"))
	if err != nil {
		t.Fatal(err)
	}
	if string(plain) != "When I grow up, I want to be a watermelon" {
		t.Fatalf("plaintext %q", plain)
	}
	// A changed byte of the ciphertext or another auth secret fails.
	msg[len(msg)-1] ^= 1
	if _, err := Decrypt(msg, ua, b("BTBZMqHH6r4Tts7J_aSIgg")); err == nil {
		t.Error("a changed message decrypted")
	}
	msg[len(msg)-1] ^= 1
	if _, err := Decrypt(msg, ua, b("BTBZMqHH6r4Tts7J_aSIgA")); err == nil {
		t.Error("another auth secret decrypted it")
	}
}
