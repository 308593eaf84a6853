package match

import (
	"punic/game"
)

// actionList is a match's recorded actions kept compactly (issue 14: a finished
// game on a server held 55 KB of RecordedAction values for 770 actions): the
// actions' texts one after the other in one buffer, where each ends, and each
// action's side as one byte. The few actions that carry more — table inputs
// they used, a resignation — are kept apart, by index. Record and LastAction
// give them back as RecordedAction values.
type actionList struct {
	text  []byte           // every action's text, one after the other
	ends  []uint32         // ends[i]: where action i's text ends in text
	sides []game.Player    // sides[i]: who took action i
	extra map[int]extraAct // the actions with inputs or a resignation
}

// extraAct is what an action carries besides its side and text.
type extraAct struct {
	inputs game.Inputs
	resign bool
}

// len is the number of actions.
func (l *actionList) len() int { return len(l.ends) }

// push appends an action.
func (l *actionList) push(side game.Player, text string, inputs game.Inputs, resign bool) {
	l.text = append(l.text, text...)
	l.ends = append(l.ends, uint32(len(l.text)))
	l.sides = append(l.sides, side)
	if len(inputs) > 0 || resign {
		if l.extra == nil {
			l.extra = map[int]extraAct{}
		}
		l.extra[len(l.ends)-1] = extraAct{inputs: inputs, resign: resign}
	}
}

// pop drops the last action.
func (l *actionList) pop() {
	n := len(l.ends) - 1
	l.text = l.text[:l.start(n)]
	l.ends, l.sides = l.ends[:n], l.sides[:n]
	delete(l.extra, n)
}

// start is where action i's text starts in text.
func (l *actionList) start(i int) uint32 {
	if i == 0 {
		return 0
	}
	return l.ends[i-1]
}

// at is action i as a RecordedAction, its text taken from all (string(l.text),
// or "" to copy just this action's text).
func (l *actionList) at(t *game.Title, i int, all string) RecordedAction {
	a, b := l.start(i), l.ends[i]
	ra := RecordedAction{Side: t.SideKey(l.sides[i])}
	if all != "" {
		ra.Action = all[a:b]
	} else {
		ra.Action = string(l.text[a:b])
	}
	if x, ok := l.extra[i]; ok {
		ra.Inputs, ra.Resign = x.inputs, x.resign
	}
	return ra
}

// all returns every action as RecordedAction values, their texts sharing one
// string.
func (l *actionList) all(t *game.Title) []RecordedAction {
	out := make([]RecordedAction, len(l.ends))
	text := string(l.text)
	for i := range out {
		out[i] = l.at(t, i, text)
	}
	return out
}

// clip drops the spare capacity the lists grew while the game was played: a
// finished game keeps exactly its actions.
func (l *actionList) clip() {
	l.text = append([]byte(nil), l.text...)
	l.ends = append([]uint32(nil), l.ends...)
	l.sides = append([]game.Player(nil), l.sides...)
}
