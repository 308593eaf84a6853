package hannibal

// LastBattle is how the last battle fought ended, its retreat included (the
// view's lastBattle), or nil when no battle was decided since the game started
// or was loaded. Battle odds (hannibal/odds) read it after each simulated
// battle without building a whole view.
func (g *Game) LastBattle() *BattleOutcome { return g.battleOutcome() }
