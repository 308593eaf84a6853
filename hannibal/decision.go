package hannibal

// Decision says who must decide now and what about.
type Decision struct {
	Side   Side   // who decides; NoSide when the game is over
	Kind   string // a short, stable name of the kind of decision
	Prompt string // what is asked, for a person
}

// Decision describes the decision the game waits for.
func (g *Game) Decision() Decision {
	if g.s.over || g.s.sp == 0 {
		return Decision{Side: NoSide, Kind: "over", Prompt: "The game is over"}
	}
	f := g.top()
	kind, prompt := g.describe(f)
	return Decision{Side: f.who, Kind: kind, Prompt: prompt}
}

// describe names the decision frame f waits for and asks it, for a person
// (the text is built by describeTo, viewprompt.go).
func (g *Game) describe(f *frame) (string, string) {
	var arr [160]byte
	kind, b := g.describeTo(arr[:0], f)
	return kind, string(b)
}
