package hannibal

// LastBattle is how the last battle fought ended, its retreat included (the
// view's lastBattle), or nil when no battle was decided since the game started
// or was loaded. Battle odds (hannibal/odds) read it after each simulated
// battle without building a whole view. The result is new memory each call.
func (g *Game) LastBattle() *BattleOutcome {
	var mem viewMem
	o := &BattleOutcome{}
	if !g.battleOutcomeInto(o, &mem) {
		return nil
	}
	if o.Retreat != nil {
		r := *o.Retreat
		o.Retreat = &r
	}
	return o
}
