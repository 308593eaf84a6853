package ai

import (
	"punic/hannibal"
	"punic/hannibal/data"
)

// spaceBits is a set of spaces, one bit each.
type spaceBits [data.MaxSpaces / 64]uint64

func (s *spaceBits) has(x data.SpaceID) bool { return s[x/64]&(1<<(x%64)) != 0 }
func (s *spaceBits) add(x data.SpaceID)      { s[x/64] |= 1 << (x % 64) }

// supplied returns the spaces from which side can trace a path to a friendly CU,
// or a friendly walled city, tribe or port (19.4): the PCs outside it would be
// removed as isolated at the end of the turn. The path crosses no mountain pass
// and enters a space with an enemy PC or a neutral tribe only where side has CUs,
// and one with enemy CUs only where side has a PC.
func supplied(g *hannibal.Game, fx *boardFacts, side hannibal.Side) spaceBits {
	b := fx.d.Board
	var set spaceBits
	var stack [data.MaxSpaces]data.SpaceID
	n := 0
	all := func(sd hannibal.Side, x data.SpaceID) int {
		out, in := g.CUsAt(sd, x)
		return out + in
	}
	for i := range b.Spaces {
		x := b.Spaces[i].ID
		source := all(side, x) > 0
		if g.ControlOf(x) == side && (b.Spaces[i].Kind == data.WalledCity || g.TribeAt(x) || b.Spaces[i].Port) {
			source = true
		}
		if source {
			set.add(x)
			stack[n] = x
			n++
		}
	}
	for n > 0 {
		n--
		x := stack[n]
		for _, l := range b.Spaces[x].Links {
			y := l.To
			if l.Kind.IsPass() || set.has(y) {
				continue
			}
			ctl := g.ControlOf(y)
			mine := all(side, y) > 0
			if (ctl == side.Other() || (g.TribeAt(y) && ctl == hannibal.NoSide)) && !mine {
				continue
			}
			if all(side.Other(), y) > 0 && ctl != side {
				continue
			}
			set.add(y)
			stack[n] = y
			n++
		}
	}
	return set
}
