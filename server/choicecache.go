package server

import (
	"sync"

	"punic/game"
)

// choiceCacheSize bounds the choice cache: past it the cache starts again
// empty (a game's action texts repeat from turn to turn and from game to game,
// so a few thousand entries serve a busy server).
const choiceCacheSize = 1 << 16

// choiceCache remembers each legal action's JSON as the page is offered it,
// by its text and label: game.Web.Choice is a function of those two alone, so
// a state message appends the remembered bytes instead of describing and
// encoding the action again (issue 14: the legal list was the costliest part
// of a state message after the view). Safe for concurrent use.
type choiceCache struct {
	mu sync.Mutex
	m  map[string][]byte
}

// appendChoices appends the JSON list of the legal actions of the side to
// decide, byte for byte what encodeJSON of their k.choice writes. Each game
// has its cache: two games may share an action's text and label.
func (k *gameKit) appendChoices(b []byte, G game.Instance) []byte {
	b = append(b, '[')
	c := &k.choiceJSON
	var key []byte
	for i, a := range G.Legal(nil) {
		if i > 0 {
			b = append(b, ',')
		}
		text, label := G.ActionText(a), G.ActionLabel(a)
		key = append(append(append(key[:0], text...), 0), label...)
		c.mu.Lock()
		enc, ok := c.m[string(key)]
		c.mu.Unlock()
		if !ok {
			enc = encodeJSON(k.choice(text, label))
			c.mu.Lock()
			if c.m == nil || len(c.m) >= choiceCacheSize {
				c.m = make(map[string][]byte)
			}
			c.m[string(key)] = enc
			c.mu.Unlock()
		}
		b = append(b, enc...)
	}
	return append(b, ']')
}
