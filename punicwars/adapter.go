package punicwars

import "punic/game"

// GenericState is the game as a game.State (bots, the match, the front ends):
// the generic adapter of package game over this engine's own types.
type GenericState = game.Adapter[*Game, Action, Side]

var _ game.State = (*GenericState)(nil)

// Generic wraps the game for the generic interface.
func (g *Game) Generic() *GenericState { return &GenericState{G: g} }
