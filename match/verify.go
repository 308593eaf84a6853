package match

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"

	"punic/game"
)

// Verifiable dice. A server commits to a game's seed when it creates the game:
// it draws a random salt and publishes
//
//	SHA-256( "punic-dice-v1" || 0x00 || seed as 8 bytes, big-endian || salt (32 bytes) )
//
// in hex, keeping the seed and the salt secret while the game runs (the seed
// tells every card and die to come). When the game ends it reveals both, and
// the record carries the commitment, the salt and the SHA-256 of the final
// position. Verify then checks that the seed and salt give the commitment, and
// that the record replays exactly under that seed: every die and draw of the
// game (the position holds the generator's state and the log what it rolled)
// came from the committed seed, not from another.

// DiceScheme names the commitment's construction; it is also the domain string
// hashed first.
const DiceScheme = "punic-dice-v1"

// SaltSize is the salt's length in bytes.
const SaltSize = 32

// Dice is a seed's commitment: the scheme, the commitment (hex SHA-256) and,
// once revealed, the salt (hex).
type Dice struct {
	Scheme     string `json:"scheme"`
	Commitment string `json:"commitment"`
	Salt       string `json:"salt,omitempty"`
}

// NewSalt draws a random salt, in hex.
func NewSalt() (string, error) {
	b := make([]byte, SaltSize)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

// CommitBytes are the bytes the commitment hashes: the scheme's name, a zero
// byte, the seed (8 bytes, big-endian) and the salt.
func CommitBytes(seed uint64, salt []byte) []byte {
	var b bytes.Buffer
	b.WriteString(DiceScheme)
	b.WriteByte(0)
	binary.Write(&b, binary.BigEndian, seed)
	b.Write(salt)
	return b.Bytes()
}

// Commit returns the commitment (hex SHA-256) to seed with a salt given in hex.
func Commit(seed uint64, salt string) (string, error) {
	s, err := hex.DecodeString(salt)
	if err != nil || len(s) != SaltSize {
		return "", fmt.Errorf("the salt must be %d bytes in hex, not %q", SaltSize, salt)
	}
	sum := sha256.Sum256(CommitBytes(seed, s))
	return hex.EncodeToString(sum[:]), nil
}

// NewDice commits to seed with a fresh salt.
func NewDice(seed uint64) (Dice, error) {
	salt, err := NewSalt()
	if err != nil {
		return Dice{}, err
	}
	c, err := Commit(seed, salt)
	return Dice{Scheme: DiceScheme, Commitment: c, Salt: salt}, err
}

// PositionDigest is the hex SHA-256 of a position text (a record's Final).
func PositionDigest(position string) string {
	sum := sha256.Sum256([]byte(position))
	return hex.EncodeToString(sum[:])
}

// SealedRecord is the record with the seed's commitment d (its salt revealed)
// and the digest of the position now, for Verify.
func (m *Match) SealedRecord(d Dice) Record {
	r := m.Record()
	r.Dice = &d
	r.Final = PositionDigest(m.g.Position())
	return r
}

// Verdict is what Verify established.
type Verdict struct {
	Seed       uint64
	Commitment string
	Actions    int    // the actions replayed
	Final      string // the final position's digest
	Result     string // how the game ended, "" if it is not over
}

// String says it in words.
func (v *Verdict) String() string {
	res := "the game is not over"
	if v.Result != "" {
		res = "result: " + v.Result
	}
	return fmt.Sprintf("dice verified: seed %d matches commitment %s, and the %d actions replay exactly under it "+
		"to the recorded final position (%s); %s", v.Seed, v.Commitment, v.Actions, v.Final, res)
}

// Verify checks a sealed record (SealedRecord): the revealed seed and salt give
// the commitment, no die or draw came from the table, and the record replays
// exactly under the seed to the recorded final position and result. A record
// that fails is refused with what differs.
func Verify(rules game.Rules, rec *Record) (*Verdict, error) {
	d := rec.Dice
	switch {
	case d == nil:
		return nil, errors.New("the record carries no dice commitment (only records of a punic server's games do)")
	case d.Scheme != DiceScheme:
		return nil, fmt.Errorf("unknown commitment scheme %q (this program checks %q)", d.Scheme, DiceScheme)
	case d.Salt == "":
		return nil, errors.New("the salt is not revealed: the record was saved before the game ended")
	case rec.Final == "":
		return nil, errors.New(`the record has no final position digest ("final")`)
	case rec.Referee:
		return nil, errors.New("a table-referee game's dice came from the table, not from the seed")
	}
	c, err := Commit(rec.Seed, d.Salt)
	if err != nil {
		return nil, err
	}
	if c != d.Commitment {
		return nil, fmt.Errorf("the commitment does not match: seed %d and the salt give %s, but the commitment published was %s (the seed or the salt was changed)", rec.Seed, c, d.Commitment)
	}
	if rec.Start != nil && !rec.Start.Inputs.Empty() {
		return nil, errors.New("the record's start gives table inputs: those did not come from the seed")
	}
	for i, ra := range rec.Actions {
		if !ra.Inputs.Empty() {
			return nil, fmt.Errorf("action %d %q gives table inputs: those did not come from the seed", i+1, ra.Action)
		}
	}
	m, err := Replay(rules, rec)
	if err != nil {
		return nil, fmt.Errorf("the record does not replay under seed %d: %v", rec.Seed, err)
	}
	v := &Verdict{Seed: rec.Seed, Commitment: d.Commitment, Actions: len(rec.Actions), Final: PositionDigest(m.g.Position())}
	if v.Final != rec.Final {
		return nil, fmt.Errorf("the replay under seed %d ends in another position (SHA-256 %s) than the record's (%s)", rec.Seed, v.Final, rec.Final)
	}
	got := m.Record().Result
	switch {
	case (got == nil) != (rec.Result == nil):
		return nil, fmt.Errorf("the replay's result (%s) is not the record's (%s)", resultText(got), resultText(rec.Result))
	case got != nil && *got != *rec.Result:
		return nil, fmt.Errorf("the replay's result (%s) is not the record's (%s)", resultText(got), resultText(rec.Result))
	}
	if got != nil {
		v.Result = resultText(got)
	}
	return v, nil
}

// resultText says a result in words.
func resultText(r *Result) string {
	if r == nil {
		return "the game goes on"
	}
	return r.Winner + " wins: " + r.Reason
}
