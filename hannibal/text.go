package hannibal

import (
	"fmt"
	"strings"
)

// Action texts: a stable, parseable form ("move cannae", "bc reserve as probe")
// and a label for people ("Move Hannibal to Cannae").

func (g *Game) spaceKey(x uint8) string {
	if SpaceID(x) == noSpace {
		return "walls"
	}
	if int(x) >= len(g.d.Board.Spaces) {
		return fmt.Sprintf("space%d", x)
	}
	return g.d.Board.Spaces[x].Key
}

func (g *Game) genKey(id uint8) string {
	if int(id) >= len(g.d.Generals) {
		return fmt.Sprintf("general%d", id)
	}
	return g.d.Generals[id].Key
}

func (g *Game) bcKey(t uint8) string {
	if t == bcMarharbal {
		return "marharbal"
	}
	if int(t) >= len(g.d.BattleCards) {
		return fmt.Sprintf("bc%d", t)
	}
	return g.d.BattleCards[t].Key
}

func cuText(verb string, n, e uint8) string {
	s := fmt.Sprintf("%s %d", verb, n)
	if e > 0 {
		s += fmt.Sprintf(" e%d", e)
	}
	return s
}

var opsWords = [...]string{"move", "pc", "raise", "move+event"}

// ActionText returns the action's stable text form.
func (g *Game) ActionText(a Action) string {
	A, B, C := a.A(), a.B(), a.C()
	switch a.Kind() {
	case KPass:
		return "pass"
	case KFirst:
		return "first " + Side(A).Key()
	case KCampaignFirst:
		return "campaign-first"
	case KPlayOps:
		if int(B) < len(opsWords) {
			return fmt.Sprintf("ops %d %s", A, opsWords[B])
		}
	case KPlayEvent:
		return fmt.Sprintf("event %d", A)
	case KDiscard:
		return fmt.Sprintf("discard %d", A)
	case KPlacePC:
		return "pc " + g.spaceKey(A)
	case KRaise:
		return "raise " + g.genKey(A)
	case KActivate:
		return "activate " + g.genKey(A)
	case KTake:
		if C == 1 {
			return cuText("take-in", A, B)
		}
		return cuText("take", A, B)
	case KSubs:
		mask := genSet(A) | genSet(B)<<8
		if mask == 0 {
			return "subs none"
		}
		var names []string
		for i := range g.d.Generals {
			if mask.has(GeneralID(i)) {
				names = append(names, g.d.Generals[i].Key)
			}
		}
		return "subs " + strings.Join(names, ",")
	case KMoveTo:
		return "move " + g.spaceKey(A)
	case KSail:
		return "sail " + g.spaceKey(A)
	case KPickup:
		if C == 1 {
			return cuText("pickup-in", A, B)
		}
		return cuText("pickup", A, B)
	case KDrop:
		return cuText("drop", A, B)
	case KPickGeneral:
		return "pickup-general " + g.genKey(A)
	case KDropGeneral:
		return "drop-general " + g.genKey(A)
	case KStop:
		return "stop"
	case KPursue:
		return "pursue"
	case KAttack:
		return "attack"
	case KEnterCity:
		s := cuText("enter-city", A, B)
		if C == 1 {
			s += " generals"
		}
		return s
	case KSiege:
		return "siege"
	case KGarrison:
		s := cuText("garrison", A, B)
		if C == 1 {
			s += " generals"
		}
		return s
	case KIntercept:
		return "intercept " + g.genKey(A)
	case KAvoid:
		return "avoid " + g.genKey(A)
	case KAvoidTo:
		if B == 1 {
			return "avoid-to " + g.spaceKey(A) + " inside"
		}
		return "avoid-to " + g.spaceKey(A)
	case KFight:
		return "fight"
	case KBackUp:
		return "back-up"
	case KOverrun:
		return "overrun"
	case KCommandRoll:
		return "command-roll"
	case KCharge:
		return "charge"
	case KSortie:
		return "sortie"
	case KBattleCard:
		if A == B {
			return "bc " + g.bcKey(A)
		}
		return "bc " + g.bcKey(A) + " as " + g.bcKey(B)
	case KConcede:
		return "concede"
	case KWithdraw:
		return "withdraw"
	case KCounterattack:
		return "counterattack"
	case KSeize:
		return "seize"
	case KBlock:
		return "block"
	case KWithdrawTo:
		return "withdraw-to " + g.spaceKey(A)
	case KLoseElephants:
		return fmt.Sprintf("lose-elephants %d", A)
	case KLoseInside:
		return fmt.Sprintf("lose-inside %d", A)
	case KRetreatTo:
		return "retreat " + g.spaceKey(A)
	case KRetreatInside:
		s := cuText("retreat-inside", A, B)
		if C == 1 {
			s += " generals"
		}
		return s
	case KRemovePC:
		return "remove-pc " + g.spaceKey(A)
	case KPlaceCU:
		if B == 1 {
			return "place " + g.spaceKey(A) + " inside"
		}
		return "place " + g.spaceKey(A)
	case KReturnGeneral:
		return "return " + g.genKey(A) + " " + g.spaceKey(B)
	case KProconsul:
		return "proconsul " + g.genKey(A)
	case KConsulAt:
		return "consul " + g.genKey(A) + " " + g.spaceKey(B)
	case KCommand:
		return "command " + g.genKey(A)
	case KSpace:
		return "space " + g.spaceKey(A)
	case KProvince:
		if int(A) < len(g.d.Board.Provinces) {
			return "province " + g.d.Board.Provinces[A].Key
		}
	case KGeneral:
		return "general " + g.genKey(A)
	case KCard:
		return fmt.Sprintf("card %d", A)
	case KSiegeTrain:
		if A == 1 {
			return "take-train"
		}
		return "leave-train"
	}
	return fmt.Sprintf("action %08x", uint32(a))
}

// ParseAction finds the legal action whose text form is text (spaces and case do
// not matter). An unknown or illegal text is refused with the reason.
func (g *Game) ParseAction(text string) (Action, error) {
	want := strings.Join(strings.Fields(strings.ToLower(text)), " ")
	if want == "" {
		return 0, fmt.Errorf("empty action")
	}
	legal := g.Legal(nil)
	for _, a := range legal {
		if g.ActionText(a) == want {
			return a, nil
		}
	}
	if g.s.over {
		return 0, ErrGameOver
	}
	if a, ok := g.EncodeAction(text); ok {
		// A real action that is illegal now: say which rule refuses it.
		if r, isRefusal := g.explain(g.top(), a).(*Refusal); isRefusal && r.Rule != "" {
			return 0, r
		}
	}
	d := g.Decision()
	return 0, &Refusal{Reason: fmt.Sprintf("%q is not a legal action now; %s must decide: %s", text, d.Side, d.Prompt)}
}

// ActionLabel describes the action for a person.
func (g *Game) ActionLabel(a Action) string {
	A, B, C := a.A(), a.B(), a.C()
	s := &g.s
	sp := func(x uint8) string {
		if SpaceID(x) == noSpace {
			return "the walls"
		}
		return g.spaceName(SpaceID(x))
	}
	gn := func(x uint8) string { return g.genName(GeneralID(x)) }
	withE := func(n, e uint8) string {
		t := cus(int(n))
		if e > 0 {
			t += " (" + plural(int(e), "elephant", "elephants") + ")"
		}
		return t
	}
	switch a.Kind() {
	case KPass:
		if g.s.sp > 0 && g.top().proc == procMove && g.top().step == msLandInside {
			return "Land outside the walls and give battle"
		}
		if g.s.sp > 0 && g.top().proc == procFirst && g.top().step == fsAskRome {
			// 7.3's question is put to Rome whatever his hand (docs/rulings.md), so
			// passing is often his only answer: say what it means.
			return "Pass: no campaign card first (Carthage decides who plays first)"
		}
		return "Pass / done"
	case KFirst:
		return Side(A).String() + " plays first"
	case KCampaignFirst:
		return "Rome plays a campaign card first"
	case KPlayOps:
		card := &g.d.Cards[A-1]
		what := [...]string{"move a general", "place PCs", "raise a CU", "move a general, with the event"}[B%4]
		return fmt.Sprintf("Play %s for %s: %s", g.cardName(int(A)), plural(card.Ops, "OP", "OPs"), what)
	case KPlayEvent:
		return "Play the event " + g.cardName(int(A))
	case KDiscard:
		return "Discard " + g.cardName(int(A))
	case KPlacePC:
		if s.ctl[A] != NoSide {
			return "Flip the PC in " + sp(A)
		}
		return "Place a PC in " + sp(A)
	case KRaise:
		return "Raise a CU with " + gn(A)
	case KActivate:
		x, _ := g.where(GeneralID(A))
		return fmt.Sprintf("Activate %s (in %s)", gn(A), g.spaceName(x))
	case KTake:
		if C == 1 {
			return "Take " + withE(A, B) + " from inside the walls"
		}
		return "Take " + withE(A, B)
	case KSubs:
		mask := genSet(A) | genSet(B)<<8
		var names []string
		for i := range g.d.Generals {
			if mask.has(GeneralID(i)) {
				names = append(names, g.genName(GeneralID(i)))
			}
		}
		if len(names) == 0 {
			return "No subordinates"
		}
		return "Subordinates: " + strings.Join(names, ", ")
	case KMoveTo:
		return fmt.Sprintf("Move %s to %s", g.genName(s.mv.gen), sp(A))
	case KSail:
		return fmt.Sprintf("Sail %s to %s", g.genName(s.mv.gen), sp(A))
	case KPickup:
		return "Pick up " + withE(A, B)
	case KDrop:
		return "Drop off " + withE(A, B)
	case KPickGeneral:
		return "Pick up " + gn(A)
	case KDropGeneral:
		return "Drop off " + gn(A)
	case KStop:
		if g.top().proc == procRetreat {
			return "End the retreat here"
		}
		return "End the move here"
	case KPursue:
		return "Roll to pursue"
	case KAttack:
		return "Attack the enemy outside the walls"
	case KEnterCity:
		return fmt.Sprintf("End inside the walls with %s", withE(A, B))
	case KSiege:
		return "Roll for siege / subjugation"
	case KGarrison:
		t := fmt.Sprintf("Put %s inside the walls", withE(A, B))
		if C == 1 {
			t += ", generals inside"
		}
		return t
	case KIntercept:
		x, _ := g.where(GeneralID(A))
		return fmt.Sprintf("Intercept with %s from %s", gn(A), g.spaceName(x))
	case KAvoid:
		return "Avoid battle with " + gn(A)
	case KAvoidTo:
		if B == 1 {
			return "Avoid into the walls of " + sp(A)
		}
		return "Avoid battle into " + sp(A)
	case KFight:
		return "Fight"
	case KBackUp:
		return "Back up one space"
	case KOverrun:
		return "Overrun the lone CU"
	case KCommandRoll:
		return "Roll for change of command"
	case KCharge:
		return "Elephant charge!"
	case KSortie:
		return "Sortie from the walls"
	case KBattleCard:
		return "Play " + g.bcDesc(A, B)
	case KConcede:
		if g.s.sp > 0 && g.top().proc == procBattle && g.top().step == bsRound {
			return "Play no card (lose the battle, 14.10)"
		}
		return "Do not match (lose the battle)"
	case KWithdraw:
		return "Attempt to withdraw"
	case KCounterattack:
		return "Roll to counterattack"
	case KSeize:
		return "Seize the initiative"
	case KBlock:
		return "Roll to stop the withdrawal"
	case KWithdrawTo:
		return "Withdraw to " + sp(A)
	case KLoseElephants:
		return fmt.Sprintf("Lose %s among the losses", plural(int(A), "elephant CU", "elephant CUs"))
	case KLoseInside:
		return fmt.Sprintf("Take %d losses from inside the walls", A)
	case KRetreatTo:
		return "Retreat into " + sp(A)
	case KRetreatInside:
		return fmt.Sprintf("Retreat %s into the walls", withE(A, B))
	case KRemovePC:
		if s.sp > 0 && g.top().proc == procEvent {
			return "Remove the PC in " + sp(A) // card 56 takes enemy PCs
		}
		return "Remove your PC in " + sp(A)
	case KPlaceCU:
		if B == 1 {
			return "Place a CU inside the walls of " + sp(A)
		}
		return "Place a CU in " + sp(A)
	case KReturnGeneral:
		return fmt.Sprintf("%s enters in %s", gn(A), sp(B))
	case KProconsul:
		return gn(A) + " becomes proconsul"
	case KConsulAt:
		return fmt.Sprintf("Place consul %s in %s", gn(A), sp(B))
	case KCommand:
		return gn(A) + " takes command"
	case KSpace:
		if g.s.sp > 0 && g.top().proc == procMove {
			if g.top().step == msHanno {
				return "Hanno removes the Roman PC in " + sp(A)
			}
			return "Hannibal charms " + sp(A) + " (1 MP): remove the Roman PC"
		}
		return "Choose " + sp(A)
	case KProvince:
		if int(A) < len(g.d.Board.Provinces) {
			return "Choose " + g.d.Board.Provinces[A].Name
		}
	case KGeneral:
		return "Choose " + gn(A)
	case KCard:
		if A >= 1 && int(A) <= len(g.d.Cards) {
			return "Choose " + g.cardName(int(A))
		}
	case KSiegeTrain:
		if A == 1 {
			return "Take the Siege Train along"
		}
		return "Leave the Siege Train here"
	}
	return g.ActionText(a)
}
