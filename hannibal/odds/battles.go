package odds

import (
	"punic/game"
	"punic/hannibal"
)

// Battles lists the battles side may weigh now, from g (a complete game or
// side's observation): the battle being fought, else those side's decision due
// leads to — moving or sailing into a space held by enemy CUs outside the walls
// (10.3), giving battle where the army stands (10.5, 20.5), fighting after an
// interception (12.5), and in a reaction (10.3) standing to fight instead of
// avoiding (13) and each interception (12). Each query names its action.
func Battles(g *hannibal.Game, side hannibal.Side) []game.OddsQuery {
	d := g.Data()
	if bi, ok := g.Battle(); ok {
		return []game.OddsQuery{{Battle: d.Board.Spaces[bi.Space].Key}}
	}
	if g.Over() || g.ToMove() != side {
		return nil
	}
	var out []game.OddsQuery
	_, at, _, mover, moving := g.MovingArmy()
	add := func(a hannibal.Action, x int) {
		out = append(out, game.OddsQuery{Battle: d.Board.Spaces[x].Key, Action: g.ActionText(a)})
	}
	for _, a := range g.Legal(nil) {
		switch a.Kind() {
		case hannibal.KMoveTo, hannibal.KSail:
			if out, _ := g.CUsAt(side.Other(), hannibal.SpaceID(a.A())); out > 0 {
				add(a, int(a.A()))
			}
		case hannibal.KAttack, hannibal.KFight:
			if moving {
				add(a, int(at))
			}
		case hannibal.KIntercept:
			if moving && mover != side {
				add(a, int(at))
			}
		case hannibal.KPass:
			if !moving || mover == side || g.Decision().Kind != "reaction" {
				continue
			}
			if own, _ := g.CUsAt(side, at); own > 0 {
				add(a, int(at))
			}
		}
	}
	return out
}
