package hannibal

import "punic/hannibal/data"

const maxFrames = 16

// General flags.
const (
	gInside    uint8 = 1 << iota // inside the walled city of his space (10.7)
	gCommand                     // the commanding general of his stack (9.2)
	gConsul                      // a Roman consul (18)
	gProconsul                   // a Roman proconsul (6.6)
)

// Lasting effects (bits of State.effects).
const (
	effMacedonia      uint32 = 1 << iota // Philip V allied with Carthage (card 9)
	effNavalVictory                      // Carthaginian Naval Victory this turn (card 29)
	effHannoCounsels                     // card 57
	effCatoCounsels                      // card 58
	effTruce                             // card 64 in force
	effTruceReshuffle                    // Truce was played or discarded: reshuffle at turn end (8.7)
	effHannoPending                      // 57 ends at the start of the turn after the next reshuffle
	effCatoPending                       // likewise for 58
)

// Phases of a turn (rule 5), for views and the log.
const (
	phaseSetup uint8 = iota
	phaseReinforcement
	phaseDeal
	phaseStrategy
	phaseWinter
	phaseIsolation
	phaseVictory
	phaseOver
)

// State is a whole game position. It holds plain values only (no pointers, maps or
// slices), so assigning it clones it.
type State struct {
	// The map.
	ctl           [data.MaxSpaces]Side     // control: PC, walled city or tribe owner; NoSide if none
	tribeGone     spaceSet                 // subjugated tribes, now ordinary PC spaces (20.8)
	cu            [2][data.MaxSpaces]uint8 // CUs outside the walls, elephants included
	ele           [data.MaxSpaces]uint8    // Carthaginian elephant CUs outside (part of cu[Carthage])
	cuIn          [data.MaxSpaces]uint8    // CUs inside the walled city; they belong to its controller
	eleIn         [data.MaxSpaces]uint8    // elephant CUs inside (part of cuIn)
	siege         [data.MaxSpaces]uint8    // siege / subjugation points (20.2)
	siegeCarthage spaceSet                 // the points in a space are Carthage's (else Rome's)

	// The generals.
	gloc  [data.MaxGenerals]uint8 // SpaceID, or locOff / locDisplaced / locDead
	gflag [data.MaxGenerals]uint8
	// siegeTrain is the space where the Siege Train stands (card 30), or
	// noSpace when it is not on the map.
	siegeTrain SpaceID

	// The strategy cards.
	hand    [2]cardSet
	deck    [data.NumCards]uint8 // deck[deckN-1] is the top card
	deckN   uint8
	discard cardSet
	removed cardSet
	byMap   cardSet // cards kept by the map while their lasting effect runs
	// revealed[s]: cards in s's hand that the opponent knows (card 55).
	revealed [2]cardSet
	// In an observation (Game.Observation): how many of each hand's cards are
	// unknown, how many of the opponent's battle cards are unknown, and who
	// observes (side+1; 0 for a complete game).
	hidden   [2]uint8
	hiddenBC uint8
	observer uint8

	// rules is the rules edition (edition.go): rules2nd (default) or rules1st.
	rules uint8

	// The turn.
	scenario  uint8 // index in data.Scenarios
	turn      uint8
	firstTurn uint8
	lastTurn  uint8
	phase     uint8
	active    Side // the player whose card play it is (7.4)
	effects   uint32
	plays     [2]uint16 // strategy cards played this turn, per side
	// campaignFirst: Rome claimed the first play with a campaign card (7.3).
	campaignFirst bool

	// Political losses owed (Hannibal displaced, 10.10): the machine asks the side
	// to remove them before going on.
	pendingPCLoss [2]uint8
	// pendingPCBattle: the loss owed was caused by a battle (its retreat
	// included), so not paying it means suing for peace (15.6).
	pendingPCBattle [2]bool

	// CU accounting: created, and lost by cause (see destroyCUs).
	cuCreated [2]uint16
	cuLost    [2][numLostCauses]uint16

	// The end.
	over      bool
	winner    Side
	endReason uint8

	// lesson is the current step of a tutorial's lesson (tutorial.go).
	lesson uint8

	// The decision machine.
	stack [maxFrames]frame
	sp    uint8

	// Procedure locals that never nest.
	mv moveState
	cp campaignState
	rx reactionState
	bt battleState
	rt retreatState

	rng rng
}

// frame is one procedure activation on the machine's stack.
type frame struct {
	proc uint8 // which procedure
	step uint8 // where it is
	side Side  // the side the procedure works for
	who  Side  // who must decide while the frame waits
	a, b uint8 // small locals
	c, d uint8
	e    uint8
	x    SpaceID
}
