package punicwars

// prompt says, for a person, what decision k asks of who (the text is built by
// promptTo, viewprompt.go).
func (g *Game) prompt(k int, who Side) string { return string(g.promptTo(nil, k, who)) }
