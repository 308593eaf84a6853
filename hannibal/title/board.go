package title

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"punic/hannibal"
	"punic/hannibal/data"
)

// writeBoard writes a summary of what v's side may see: the turn, the political
// points and provinces, the armies, sieges and lasting effects, the cards (the
// viewer's hand, the others only counted), the battle in progress and the army
// moving.
func writeBoard(w io.Writer, d *data.Data, v *hannibal.View) error {
	var b strings.Builder
	fmt.Fprintf(&b, "\n=== Turn %d of %d (%s), %s phase", v.Turn, v.LastTurn, v.Years, v.Phase)
	if v.Phase == "strategy" {
		fmt.Fprintf(&b, ", %s's card play", sideName(v.Active))
	}
	b.WriteString(" ===\n")
	if v.Rules == "1st" {
		b.WriteString("Rules: 1st edition\n")
	}
	if l := v.Lesson; l != nil {
		writeLessonMarks(&b, d, l)
	}
	fmt.Fprintf(&b, "Political points: Rome %d, Carthage %d\n", v.Points["rome"], v.Points["carthage"])
	writeProvinces(&b, d, v)
	writeArmies(&b, d, v)
	var sieges []string
	for i, sv := range v.Spaces {
		if sv.Siege > 0 {
			sieges = append(sieges, fmt.Sprintf("%s %d by %s", d.Board.Spaces[i].Name, sv.Siege, sideName(sv.SiegeBy)))
		}
	}
	if len(sieges) > 0 {
		fmt.Fprintf(&b, "Sieges: %s\n", strings.Join(sieges, "; "))
	}
	if len(v.Effects) > 0 {
		fmt.Fprintf(&b, "Lasting effects: %s\n", strings.Join(v.Effects, ", "))
	}
	fmt.Fprintf(&b, "Cards: deck %d, discard %d, removed %d; Rome holds %d, Carthage %d\n",
		v.DeckSize, len(v.Discard), len(v.Removed), v.HandSize["rome"], v.HandSize["carthage"])
	if v.Side == "rome" || v.Side == "carthage" {
		var hand []string
		for _, n := range v.Hand {
			hand = append(hand, cardText(d, v.Rules, n))
		}
		if len(hand) == 0 {
			hand = []string{"no cards"}
		}
		fmt.Fprintf(&b, "Your hand (%s): %s\n", sideName(v.Side), strings.Join(hand, "; "))
	}
	if v.Battle != nil {
		writeBattle(&b, d, v)
	}
	if mv := v.MovingArmy; mv != nil {
		fmt.Fprintf(&b, "Moving: %s in %s with %s, %d of %d MP used\n", generalName(d, mv.General), spaceName(d, mv.At), plural(mv.CUs, "CU", "CUs"), mv.MP, mv.MPMax)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeProvinces lists the provinces by controller; * marks those that score.
func writeProvinces(b *strings.Builder, d *data.Data, v *hannibal.View) {
	by := map[string][]string{}
	for i, p := range v.Provinces {
		name := d.Board.Provinces[i].Name
		if p.Scores {
			name += "*"
		}
		by[p.Control] = append(by[p.Control], name)
	}
	b.WriteString("Provinces (* scores political points):\n")
	for _, c := range []string{"rome", "carthage", "none"} {
		if len(by[c]) > 0 {
			fmt.Fprintf(b, "  %-9s %s\n", sideName(c), strings.Join(by[c], ", "))
		}
	}
}

// writeArmies lists every space with CUs or generals, outside and inside the walls.
func writeArmies(b *strings.Builder, d *data.Data, v *hannibal.View) {
	type key struct {
		space  string
		side   string
		inside bool
	}
	gens := map[key][]string{}
	for i, g := range v.Generals {
		if g.Status != "map" {
			continue
		}
		name := d.Generals[i].Name
		var tags []string
		if g.Command {
			tags = append(tags, "commands")
		}
		if g.Consul {
			tags = append(tags, "consul")
		}
		if g.Proconsul {
			tags = append(tags, "proconsul")
		}
		if len(tags) > 0 {
			name += " (" + strings.Join(tags, ", ") + ")"
		}
		k := key{g.Where, g.Side, g.Inside}
		gens[k] = append(gens[k], name)
	}
	b.WriteString("Armies:\n")
	n := 0
	for i, sv := range v.Spaces {
		var parts []string
		for _, side := range []string{"rome", "carthage"} {
			cus, ele := sv.RomeCUs, 0
			if side == "carthage" {
				cus, ele = sv.CartCUs, sv.Elephants
			}
			if g := gens[key{sv.Key, side, false}]; cus > 0 || len(g) > 0 {
				parts = append(parts, armyText(sideName(side), cus, ele, g))
			}
		}
		owner := sv.Control
		if g := gens[key{sv.Key, owner, true}]; sv.Inside > 0 || len(g) > 0 {
			parts = append(parts, armyText("inside the walls: "+sideName(owner), sv.Inside, sv.InsideEle, g))
		}
		if len(parts) == 0 {
			continue
		}
		n++
		mark := "  "
		if v.Lesson != nil && slices.Contains(v.Lesson.Spaces, sv.Key) {
			mark = "> "
		}
		fmt.Fprintf(b, "%s%-16s %s\n", mark, d.Board.Spaces[i].Name, strings.Join(parts, "; "))
	}
	if n == 0 {
		b.WriteString("  none\n")
	}
}

func armyText(who string, cus, ele int, gens []string) string {
	s := fmt.Sprintf("%s %s", who, plural(cus, "CU", "CUs"))
	if ele > 0 {
		s += fmt.Sprintf(" (%s)", plural(ele, "elephant", "elephants"))
	}
	if len(gens) > 0 {
		s += " with " + strings.Join(gens, ", ")
	}
	return s
}

// writeBattle describes the battle in progress: the viewer's own battle cards, the
// opponent's only counted (or shown, when a card revealed them).
func writeBattle(b *strings.Builder, d *data.Data, v *hannibal.View) {
	bt := v.Battle
	fmt.Fprintf(b, "Battle in %s: %s attacks", spaceName(d, bt.Space), sideName(bt.Attacker))
	if bt.OrigAttacker != bt.Attacker {
		fmt.Fprintf(b, " (%s attacked first)", sideName(bt.OrigAttacker))
	}
	fmt.Fprintf(b, ", %d rounds played; battle cards held: Rome %d, Carthage %d\n", bt.Rounds, bt.Cards["rome"], bt.Cards["carthage"])
	if bt.Current != "" {
		fmt.Fprintf(b, "  to match: %s\n", battleCardName(d, bt.Current))
	}
	if v.Side == "rome" || v.Side == "carthage" {
		fmt.Fprintf(b, "  your battle cards: %s\n", battleCards(d, bt.MyCards))
	}
	for side, counts := range bt.FaceUp {
		fmt.Fprintf(b, "  %s's cards shown: %s\n", sideName(side), battleCards(d, counts))
	}
}

func battleCards(d *data.Data, counts []int) string {
	var parts []string
	for t, n := range counts {
		if n > 0 && t < len(d.BattleCards) {
			parts = append(parts, fmt.Sprintf("%d %s", n, d.BattleCards[t].Name))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func battleCardName(d *data.Data, key string) string {
	for _, t := range d.BattleCards {
		if t.Key == key {
			return t.Name
		}
	}
	return key
}

// cardText names a strategy card with its OPs and whose event it is under the
// rules edition ("1st" or the default).
func cardText(d *data.Data, rules string, n int) string {
	if n < 1 || n > len(d.Cards) {
		return fmt.Sprintf("#%d", n)
	}
	c := d.Card(n)
	ev, _ := hannibal.CardEventUnder(d, rules, n)
	return fmt.Sprintf("#%d %s (%s, %s event)", n, c.Title, plural(c.Ops, "OP", "OPs"), eventFor(ev))
}

// writeLessonMarks says which spaces and generals a tutorial's lesson step
// points at; the armies in those spaces are marked ">" below.
func writeLessonMarks(b *strings.Builder, d *data.Data, l *hannibal.Lesson) {
	fmt.Fprintf(b, "Tutorial %d, step %d of %d", l.Tutorial, l.Step, l.Steps)
	if look := lessonLook(d, l); len(look) > 0 {
		fmt.Fprintf(b, ": look at %s (armies there are marked >)", strings.Join(look, ", "))
	}
	b.WriteString("\n")
}

// lessonLook names the spaces, then the generals, a lesson step points at.
func lessonLook(d *data.Data, l *hannibal.Lesson) []string {
	var look []string
	for _, k := range l.Spaces {
		look = append(look, spaceName(d, k))
	}
	for _, k := range l.Generals {
		look = append(look, generalName(d, k))
	}
	return look
}

func eventFor(e data.EventFor) string {
	switch e {
	case data.EventRome:
		return "Rome"
	case data.EventCarthage:
		return "Carthage"
	}
	return "either side's"
}

func sideName(key string) string {
	s, err := data.ParseSide(key)
	if err != nil || s == data.NoSide {
		return "nobody"
	}
	return s.String()
}

func spaceName(d *data.Data, key string) string {
	if x, ok := d.Board.SpaceByKey(key); ok {
		return d.Board.Spaces[x].Name
	}
	return key
}

func generalName(d *data.Data, key string) string {
	if id, ok := d.GeneralByKey(key); ok {
		return d.Generals[id].Name
	}
	return key
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
