package game

// ResultText says how a finished game ended, for people: "Rome wins (the
// enemy resigned)", or "nobody wins (Draw by agreement: …)" when the game ended
// without a winner (The Punic Wars' draws, 18.1).
func (t *Title) ResultText(o Outcome) string {
	if o.Winner == None {
		return "nobody wins (" + o.Reason + ")"
	}
	return t.SideName(o.Winner) + " wins (" + o.Reason + ")"
}
