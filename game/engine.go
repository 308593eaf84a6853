package game

// Helpers for the registration packages of games (hannibal/title,
// punicwars/title): what every title writes the same way, written once.

// LoadData reads a game's data: embedded() when dir is "", else fromDir(dir),
// an edited copy made with "punic data --export".
func LoadData[D any](dir string, embedded func() (D, error), fromDir func(string) (D, error)) (D, error) {
	if dir == "" {
		return embedded()
	}
	return fromDir(dir)
}

// RefereeEngine is the part of a game's engine that table-referee play hands
// over to unchanged: the mode, the forced dice not used yet, and going on once
// the table gave what the game's start asked for.
type RefereeEngine interface {
	Referee() bool
	SetReferee(on bool)
	PendingDice() int
	Advance() error
}

// EngineTable implements the methods of Table that only hand over to the
// engine; a game's Table embeds it and adds the rest (its inputs).
type EngineTable struct{ E RefereeEngine }

// Referee reports table-referee mode.
func (t EngineTable) Referee() bool { return t.E.Referee() }

// SetReferee turns table-referee mode on or off.
func (t EngineTable) SetReferee(on bool) { t.E.SetReferee(on) }

// Pending counts the forced dice not used yet.
func (t EngineTable) Pending() int { return t.E.PendingDice() }

// Advance runs the game on to its next decision.
func (t EngineTable) Advance() error { return t.E.Advance() }
