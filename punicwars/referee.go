package punicwars

// Table-referee play: two people play on a real board and the engine
// adjudicates. When the rules need a die or a random pick (a Roman leader drawn
// from the cup, 8.4) and none was supplied, Apply (or New, or Advance) stops,
// leaves the game exactly as it was, and returns a *NeedInput; the caller
// supplies it (ForceDice, ForcePicks) and tries again.

// NeedInput is the error of a referee game that needs something from the table.
type NeedInput struct {
	What    string   // "dice" or "pick"
	Count   int      // how many
	Prompt  string   // what is needed, for a person
	Options []string // for "pick": the values allowed
	Bad     string   // a queued pick that does not fit: dropped from the queue
	For     string   // what the die is for ("combat", "attrition", …)
	Side    string   // who rolls it (a side's key; empty when the rules do not say)
}

// Error describes what the table must supply.
func (e *NeedInput) Error() string { return e.Prompt }

// SetReferee turns table-referee mode on or off.
func (g *Game) SetReferee(on bool) { g.referee = on }

// Referee reports whether the game is in table-referee mode.
func (g *Game) Referee() bool { return g.referee }

// ForceDice queues die rolls to be used, in order, before the generator.
func (g *Game) ForceDice(rolls ...int) {
	for _, r := range rolls {
		g.dice = append(g.dice, uint8(r))
	}
}

// PendingDice returns how many forced rolls are unused.
func (g *Game) PendingDice() int { return len(g.dice) }

// ForcePicks queues random picks made at the table: the letters of the Roman
// leaders drawn from the cup (8.4).
func (g *Game) ForcePicks(picks ...string) { g.picks = append(g.picks, picks...) }

// ClearInputs forgets every queued die and pick.
func (g *Game) ClearInputs() { g.dice, g.picks = nil, nil }

func (g *Game) need(n *NeedInput) { panic(n) }

// guarded runs fn; in referee mode a need for input undoes everything fn did
// and is returned as the error.
func (g *Game) guarded(fn func()) (err error) {
	if !g.referee {
		fn()
		return nil
	}
	saved := g.s
	logLen := len(g.Log())
	dice := append([]uint8(nil), g.dice...)
	picks := append([]string(nil), g.picks...)
	defer func() {
		if r := recover(); r != nil {
			n, ok := r.(*NeedInput)
			if !ok {
				panic(r)
			}
			g.s = saved
			if g.log != nil {
				*g.log = (*g.log)[:logLen]
			}
			g.dice, g.picks = dice, picks
			if n.Bad != "" {
				for i, p := range g.picks {
					if p == n.Bad {
						g.picks = append(g.picks[:i:i], g.picks[i+1:]...)
						break
					}
				}
			}
			err = n
		}
	}()
	fn()
	return nil
}

// Advance runs the game to its next decision; needed only after a *NeedInput
// once the input was supplied.
func (g *Game) Advance() error { return g.guarded(g.run) }
