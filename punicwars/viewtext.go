package punicwars

import "sync"

// actionTextKey is what an action's text and label depend on: the data set
// (its facts), the action, and for an action on a leader his value and the hex
// he stands in (ActionText and ActionLabel read nothing else;
// TestActionTextsRemembered checks it at every step of random games).
type actionTextKey struct {
	facts *facts
	a     Action
	at    int // the leader's hex for KLeader, KRemove, KPlace; -1 otherwise
	value int // the leader's value for those; 0 otherwise
}

// maxActionTexts bounds the remembered texts; past it, texts are built anew.
const maxActionTexts = 1 << 15

// actionTexts remembers the texts and labels of the actions views list, so a
// view built at every step writes its legal list without formatting them
// again: they are finitely many (an action is a kind and a few small
// operands).
var actionTexts = struct {
	sync.RWMutex
	m map[actionTextKey][2]string
}{m: map[actionTextKey][2]string{}}

// actionView is the legal action a as a view lists it, its text and label
// remembered.
func (g *Game) actionView(a Action) ActionView {
	k := actionTextKey{facts: g.f, a: a, at: -1}
	switch a.Kind() {
	case KLeader, KRemove, KPlace:
		if i := int(a.opA()); i < len(g.d.Leaders) {
			k.at, k.value = int(g.s.leaders[i].hex), int(g.s.leaders[i].value)
		}
	}
	actionTexts.RLock()
	t, ok := actionTexts.m[k]
	actionTexts.RUnlock()
	if !ok {
		t = [2]string{g.ActionText(a), g.ActionLabel(a)}
		actionTexts.Lock()
		if len(actionTexts.m) < maxActionTexts {
			actionTexts.m[k] = t
		}
		actionTexts.Unlock()
	}
	return ActionView{Text: t[0], Label: t[1]}
}
