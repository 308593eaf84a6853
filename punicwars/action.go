package punicwars

import (
	"fmt"
	"strconv"
	"strings"

	"punic/punicwars/hexmap"
)

// Action is one decision packed in 32 bits: kind<<24 | a<<16 | b, where b is
// usually a hex (its HexID). Actions compare with ==, and have a stable text
// form (ActionText, ParseAction) and a label for people (ActionLabel).
type Action uint32

// Kind is what sort of decision an action is.
type Kind uint8

// The kinds of action, with their text forms.
const (
	KPass     Kind = iota // unused
	KDeploy               // "deploy 2908": place the current deployment line's units (19.0)
	KLeader               // "leader A": start moving leader A (5.0 procedure)
	KMove                 // "move 2909": the moving leader enters an adjacent hex (5.12)
	KAttach               // "attach army 3": attach Strength Points (5.13)
	KDetach               // "detach fleet 2": detach Strength Points (5.13)
	KAttack               // "attack army": attack the enemy Strength Points of that type (9.1)
	KUp                   // "up army 2908": turn face-down units face-up (10.25)
	KEnd                  // "end": the moving leader ends his movement
	KEndPhase             // "end phase": end the Campaign Phase
	KInvert               // "invert": the threatened force goes inside (9.16)
	KStand                // "stand": the threatened force stays outside and is attacked (9.16)
	KLose                 // "lose army 2908": choose one Strength Point lost (11.13, 11.21, 11.31, 12.32)
	KBid                  // "bid 5": Treasury Points spent on diplomacy (16.11)
	KRemove               // "remove A": remove a Roman leader at the election (8.42)
	KPlace                // "place A at 2908": place a leader (8.32, 8.4)
	KRecruit              // "recruit army 2 at 2908": raise Strength Points (13.0)
	KDone                 // "done": end the Recruitment Phase
	KOffer                // "offer end": offer to end the game by agreement (18.1)
	KAccept               // "accept": accept the offer
	KDecline              // "decline": decline it
	numKinds
)

func act(k Kind, a uint8, b int) Action {
	return Action(uint32(k)<<24 | uint32(a)<<16 | uint32(uint16(b)))
}

// Kind returns the action's kind.
func (a Action) Kind() Kind { return Kind(a >> 24) }

func (a Action) opA() uint8        { return uint8(a >> 16) }
func (a Action) hex() hexmap.HexID { return hexmap.HexID(int16(uint16(a))) }
func (a Action) bidN() int         { return int(a & 0xFFFFFF) }

func bidAction(n int) Action { return Action(uint32(KBid)<<24 | uint32(n)&0xFFFFFF) }

func recruitAction(typ uint8, n int, h hexmap.HexID) Action {
	return act(KRecruit, typ<<7|uint8(n), int(h))
}

func (a Action) recruit() (typ uint8, n int) { return a.opA() >> 7, int(a.opA() & 0x7F) }

// ActionText is the action's stable text form ("move 2909").
func (g *Game) ActionText(a Action) string {
	h := a.hex()
	num := func() string {
		if h < 0 || int(h) >= len(g.f.m.Hexes) {
			return "?"
		}
		return fmt.Sprintf("%04d", g.f.m.Hexes[h].Num)
	}
	letter := func(i uint8) string {
		if int(i) < len(g.d.Leaders) {
			return g.d.Leaders[i].Letter
		}
		return "?"
	}
	tn := func(t uint8) string {
		if t < 2 {
			return typeNames[t]
		}
		return "?"
	}
	switch a.Kind() {
	case KDeploy:
		return "deploy " + num()
	case KLeader:
		return "leader " + letter(a.opA())
	case KMove:
		return "move " + num()
	case KAttach:
		return fmt.Sprintf("attach %s %d", tn(a.opA()>>7), a.opA()&0x7F)
	case KDetach:
		return fmt.Sprintf("detach %s %d", tn(a.opA()>>7), a.opA()&0x7F)
	case KAttack:
		return "attack " + tn(a.opA())
	case KUp:
		return "up " + tn(a.opA()) + " " + num()
	case KEnd:
		return "end"
	case KEndPhase:
		return "end phase"
	case KInvert:
		return "invert"
	case KStand:
		return "stand"
	case KLose:
		return "lose " + tn(a.opA()) + " " + num()
	case KBid:
		return "bid " + strconv.Itoa(a.bidN())
	case KRemove:
		return "remove " + letter(a.opA())
	case KPlace:
		return "place " + letter(a.opA()) + " at " + num()
	case KRecruit:
		t, n := a.recruit()
		return fmt.Sprintf("recruit %s %d at %s", tn(t), n, num())
	case KDone:
		return "done"
	case KOffer:
		return "offer end"
	case KAccept:
		return "accept"
	case KDecline:
		return "decline"
	}
	return fmt.Sprintf("action %d", uint32(a))
}

// ActionLabel describes the action for a person.
func (g *Game) ActionLabel(a Action) string {
	switch a.Kind() {
	case KLeader:
		if int(a.opA()) < len(g.d.Leaders) {
			i := int(a.opA())
			return fmt.Sprintf("Move %s from %s", g.leaderName(i), g.hexName(g.s.leaders[i].hex))
		}
	case KMove:
		return "Move into " + g.hexName(a.hex())
	case KAttack:
		return "Attack the enemy " + typeNames[a.opA()&1] + " here (9.1)"
	case KUp:
		return "Turn the " + typeNames[a.opA()&1] + " in " + g.hexName(a.hex()) + " face-up (10.25)"
	case KEnd:
		return "End this leader's movement"
	case KEndPhase:
		return "End the Campaign Phase"
	case KInvert:
		return "Go inside the walls (turn the threatened force face-down, 9.16)"
	case KStand:
		return "Stay outside and take the attack (9.16)"
	case KDone:
		return "End the Recruitment Phase"
	case KOffer:
		return "Offer to end the game by agreement (18.1)"
	case KAccept:
		return "Accept ending the game now"
	case KDecline:
		return "Decline: play on"
	case KDeploy:
		return "Deploy in " + g.hexName(a.hex())
	case KPlace:
		if int(a.opA()) < len(g.d.Leaders) {
			return "Place " + g.leaderName(int(a.opA())) + " in " + g.hexName(a.hex())
		}
	}
	t := g.ActionText(a)
	return strings.ToUpper(t[:1]) + t[1:]
}

// ParseAction finds the legal action with this text form.
func (g *Game) ParseAction(text string) (Action, error) {
	want := strings.Join(strings.Fields(strings.ToLower(text)), " ")
	g.scratch = g.Legal(g.scratch)
	for _, a := range g.scratch {
		if strings.ToLower(g.ActionText(a)) == want {
			return a, nil
		}
	}
	if g.s.over {
		return 0, ErrGameOver
	}
	d := g.Decision()
	return 0, refuse("", "%q is not a legal action now: %s", text, d.Prompt)
}
