package hannibal

// Action is one decision, packed in 32 bits: kind<<24 | a<<16 | b<<8 | c. Actions
// compare with ==, hash cheaply and have a stable text form (Game.ActionText) and a
// label for people (Game.ActionLabel).
type Action uint32

// Kind is what sort of decision an action is.
type Kind uint8

func act(k Kind, a, b, c uint8) Action {
	return Action(uint32(k)<<24 | uint32(a)<<16 | uint32(b)<<8 | uint32(c))
}

// Kind returns the action's kind.
func (a Action) Kind() Kind { return Kind(a >> 24) }

// A, B and C return the action's three operands.
func (a Action) A() uint8 { return uint8(a >> 16) }

// B returns the action's second operand.
func (a Action) B() uint8 { return uint8(a >> 8) }

// C returns the action's third operand.
func (a Action) C() uint8 { return uint8(a) }

// The kinds of action. Operands are noted as (a, b, c).
const (
	KPass          Kind = iota // decline, or finish a series of choices
	KFirst                     // 7.3: (side) moves first
	KCampaignFirst             // 7.3: Rome plays a campaign card first
	KPlayOps                   // 8.2: play card (a) for its OPs to (b) = opsMove/opsPC/opsRaise
	KPlayEvent                 // 8.3: play card (a) for its event
	KDiscard                   // 8.6: discard card (a)
	KPlacePC                   // 19.2: place or flip a PC in space (a)
	KRaise                     // 8.2: raise a CU with general (a)
	KActivate                  // 10.2: activate general (a)
	KTake                      // 10.2: take (a) CUs, (b) of them elephants, from outside (c=0) or inside (c=1)
	KSubs                      // 10.2: take the subordinates in mask (a | b<<8)
	KMoveTo                    // 10.2: move to adjacent space (a)
	KSail                      // 11.1: sail to port (a)
	KPickup                    // 10.2: pick up (a) CUs, (b) elephants, from outside (c=0) or inside (c=1)
	KDrop                      // 10.2: drop off (a) CUs, (b) of them elephants
	KPickGeneral               // 10.8: pick up general (a)
	KDropGeneral               // 10.9: drop off general (a)
	KStop                      // 10.2: end the move
	KPursue                    // 13.4: roll to keep moving after an avoided battle
	KAttack                    // 20.5, 20.7: give battle to the enemy in this space
	KEnterCity                 // 10.7: end the move inside the walls with (a) CUs, (b) elephants
	KSiege                     // 20.2: roll for a siege or subjugation
	KGarrison                  // 10.3, 10.7: (a) CUs, (b) elephants inside the walls; generals inside if (c)
	KIntercept                 // 12.2: general (a) attempts an interception
	KAvoid                     // 13.1: general (a) attempts to avoid battle
	KAvoidTo                   // 13.1: the avoiding army moves to space (a)
	KFight                     // 12.5: accept battle after an interception
	KBackUp                    // 12.5: back up to the last space occupied
	KOverrun                   // 10.5: overrun the lone enemy CU
	KCommandRoll               // 18.2: roll for change of command
	KCharge                    // 17.3: elephant charge
	KSortie                    // 20.7: the CUs inside the walls join the battle
	KBattleCard                // 14.6: play a battle card of type (a) as type (b)
	KConcede                   // 14.6: do not match; lose the battle
	KWithdraw                  // 16.1: attempt to withdraw
	KCounterattack             // 14.8: roll to counterattack
	KSeize                     // 14.8, 16.1: take the initiative
	KBlock                     // 16.1: roll to cancel the withdrawal
	KWithdrawTo                // 16.2: withdraw to space (a) (255: back into the walls)
	KLoseElephants             // 17.2: (a) of the losses are elephant CUs
	KLoseInside                // 20.7: (a) of the losses come from inside the walls
	KRetreatTo                 // 15.1: retreat into space (a)
	KRetreatInside             // 15.4: (a) CUs (b elephants) retreat into the walled city
	KRemovePC                  // 15.5, 22.2: remove own PC in space (a)
	KPlaceCU                   // 6.1, 6.2: place a reinforcement CU in space (a), inside if (b)
	KReturnGeneral             // 6.1: return displaced general (a) to space (b)
	KProconsul                 // 6.4: general (a) becomes (or stays) proconsul
	KConsulAt                  // 6.5: place consul (a) in space (b)
	KCommand                   // 9.3: general (a) commands the stack
	KSpace                     // an event: choose space (a)
	KProvince                  // an event: choose province (a)
	KGeneral                   // an event: choose general (a)
	KCard                      // an event: choose strategy card (a)
	KSiegeTrain                // card 30: take the Siege Train along (a=1) or leave it here (a=0)
	numKinds
)

// OPs uses (operand b of KPlayOps).
const (
	opsMove      = 0
	opsPC        = 1
	opsRaise     = 2
	opsMoveEvent = 3 // move with the OPs and use the card's event with them (cards 5, 18, 28, 50, 54)
)
