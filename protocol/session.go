package protocol

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"punic/game"
	"punic/match"
)

// Version is the protocol's version, reported by "hello". It changes when a
// command or a reply changes incompatibly.
const Version = 1

// Session is one dialogue with a client: the games' data, the game being played
// (a recorded match, nil before "new" or "load") and whether the client has quit.
type Session struct {
	games *game.Loader
	m     *match.Match
	done  bool
	// Table-referee play (cmd_referee.go): what the table was last asked for,
	// until the game goes on, and how many values of that kind were queued
	// since (toward a deal).
	need   *game.Need
	queued map[string]int
}

// NewSession starts a session that plays the registered games, their data
// loaded by games.
func NewSession(games *game.Loader) *Session { return &Session{games: games} }

// Match returns the game being played, or nil.
func (s *Session) Match() *match.Match { return s.m }

// Done reports whether the client sent "quit".
func (s *Session) Done() bool { return s.done }

// Serve answers the requests read from r on w, one reply line per request line,
// until "quit" or the end of r. It returns an error only when reading or writing
// fails.
func Serve(games *game.Loader, r io.Reader, w io.Writer) error {
	s := NewSession(games)
	lines := newLineReader(r, MaxLine)
	out := bufio.NewWriter(w)
	for !s.done {
		line, err := lines.next()
		var reply []byte
		switch {
		case errors.Is(err, io.EOF):
			return out.Flush()
		case errors.Is(err, errLineTooLong):
			reply = errorReply(fmt.Errorf("request too long: more than %d bytes (the line was skipped)", MaxLine))
		case err != nil:
			out.Flush()
			return err
		default:
			if skip(line) {
				continue
			}
			reply = s.Handle(line)
		}
		out.Write(reply)
		out.WriteByte('\n')
		if err := out.Flush(); err != nil {
			return err
		}
	}
	return nil
}

var errNoGame = errors.New(`no game: start one with {"cmd":"new"} or {"cmd":"load",...}`)

// skip reports whether a line is blank or a comment: no request, no reply.
func skip(line []byte) bool {
	t := bytes.TrimSpace(line)
	return len(t) == 0 || t[0] == '#'
}

// Handle answers one request line and returns the reply line, without its
// newline. It never panics on bad input: every problem is an error reply.
func (s *Session) Handle(line []byte) (reply []byte) {
	defer func() {
		if p := recover(); p != nil {
			// A bug, not bad input; the client gets an error and may go on.
			reply = errorReply(fmt.Errorf("internal error: %v", p))
		}
	}()
	name, fields, err := parseRequest(line)
	if err != nil {
		return errorReply(err)
	}
	c, ok := commandByName(name)
	if !ok {
		return errorReply(fmt.Errorf("unknown command %q (commands: %s)", name, commandNames()))
	}
	var body any
	if c.input != nil {
		if err := checkFields(name, fields, c.fields()); err != nil {
			return errorReply(err)
		}
		if s.m == nil {
			return errorReply(errNoGame)
		}
		body, err = s.supply(c.input, jsonArgs{fields, c.fields()})
	} else {
		args := c.newArgs()
		if err := decodeArgs(name, fields, args); err != nil {
			return errorReply(err)
		}
		if c.needGame && s.m == nil {
			return errorReply(errNoGame)
		}
		body, err = c.run(s, args)
	}
	if err != nil {
		return errorReply(err)
	}
	return okReply(body)
}

// okReply renders {"ok":true, ...body's fields}.
func okReply(body any) []byte {
	if body == nil {
		return []byte(`{"ok":true}`)
	}
	b, err := marshal(body)
	if err != nil {
		return errorReply(fmt.Errorf("internal error: %v", err))
	}
	if len(b) < 2 || b[0] != '{' {
		return errorReply(fmt.Errorf("internal error: reply is not an object"))
	}
	if string(b) == "{}" {
		return []byte(`{"ok":true}`)
	}
	return append([]byte(`{"ok":true,`), b[1:]...)
}

// failure is an error reply. Rule is the rule an illegal action breaks. Need,
// Count, Prompt and Options say that a referee game needs input from the table
// (of a kind the game declares: Hannibal's dice, draw, hands or pick) before it
// can go on: the client supplies it and
// sends the command again.
type failure struct {
	OK      bool     `json:"ok"`
	Error   string   `json:"error"`
	Rule    string   `json:"rule,omitempty"`
	Need    string   `json:"need,omitempty"`
	Count   int      `json:"count,omitempty"`
	Prompt  string   `json:"prompt,omitempty"`
	Options []string `json:"options,omitempty"`
	// For, Side and Detail say what the input is for ("interception"), who
	// rolls or draws it, and the game's facts about it (game.Need).
	For    string         `json:"for,omitempty"`
	Side   string         `json:"side,omitempty"`
	Detail map[string]any `json:"detail,omitempty"`
}

// errorReply renders {"ok":false,"error":...}.
func errorReply(err error) []byte {
	f := failure{Error: err.Error(), Rule: game.RuleOf(err)}
	// Only a command's own need for table input (Session.needed) is a need
	// reply: a record that does not replay is an error, whatever the cause.
	var ne *needError
	if errors.As(err, &ne) {
		f.Need, f.Count, f.Prompt, f.Options = ne.need.Kind, ne.need.Count, ne.need.Prompt, ne.need.Options
		f.For, f.Side, f.Detail = ne.need.For, ne.need.Side, ne.need.Facts
	}
	b, _ := marshal(f)
	return b
}

// marshal encodes v as one line of JSON, without escaping <, > and &.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(buf.Bytes(), "\n"), nil
}
