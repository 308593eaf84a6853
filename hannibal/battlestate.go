package hannibal

import "punic/hannibal/data"

// Battle-card types (indexes of data.BattleCards).
const (
	bcFrontal = data.FrontalAssault
	bcLeft    = data.FlankLeft
	bcRight   = data.FlankRight
	bcProbe   = data.Probe
	bcDouble  = data.DoubleEnvelopment
	bcReserve = data.Reserve
	numBC     = data.NumBattleCardTypes
	// bcMarharbal marks Marharbal's Cavalry (card 6) played as a battle card.
	bcMarharbal = 7
)

// How a battle ended.
const (
	howUnmatched uint8 = iota + 1 // the defender could not or would not match (14.10)
	howRanOut                     // the attacker had no battle card left (14.10)
	howWithdrew                   // the attacker withdrew (16.2)
)

// Battle flags.
const (
	bfHannibalProbe    uint16 = 1 << iota // Hannibal used his Probe ability this battle (24)
	bfMarharbal                           // the attacker's card this round is Marharbal's Cavalry
	bfChargeDone                          // the elephant charge question is settled
	bfNoSpanishAllies                     // Spanish Allies Desert (card 31) against the defender…
	bfNoNumidianAllies                    // Numidian Allies Desert (card 32)
	bfSortieDone
	bfCommandDone
	bfElephantFright // Elephant Fright (card 42) cancels the charge
	bfSpyRome        // Spy in Enemy Camp (card 20) played by Rome, applied after the deal
	bfSpyCarthage    // … by Carthage
	bfAllyRome       // Ally Deserts (card 59) played by Rome at the start, applied after the deal
	bfAllyCarthage   // … by Carthage
	// bfWithdrawTried1e: the attacker has tried to withdraw this round (1e 11.11,
	// rules: 1st); cleared when a battle card is played.
	bfWithdrawTried1e
)

// roundRecord is one round of a battle, for views and the log.
type roundRecord struct {
	attacker Side
	card     uint8 // the card the attacker played (type, or bcMarharbal)
	as       uint8 // the type it counted as
	matched  uint8 // the defender's card (type), or 255 if not matched
}

// battleState is the battle being fought (rule 14); battles never nest.
type battleState struct {
	x       SpaceID
	from    SpaceID // where the original attacker came from; noSpace if it fought in place
	bySea   bool    // the original attacker landed by sea this play (15.2)
	origAtt Side
	att     Side // the current attacker (14.8)
	cmd     [2]GeneralID
	start   [2]uint8 // CUs at the start of the battle (14.12)
	hand    [2][numBC]uint8
	faceUp  [2][numBC]uint8 // cards shown by Spy in Enemy Camp (card 20)
	dealt   [2]uint8
	rounds  uint8
	cur     uint8 // the type the attacker's card counts as this round
	flags   uint16
	// icptSide receives the interception bonus (12.4); NoSide if none.
	icptSide Side
	// failedAvoid: the defender failed to avoid battle (13.1).
	failedAvoid bool
	// noAllies[side]: allies denied to side by a desertion event (cards 31, 32).
	noAllies [2]uint8
	sortie   uint8 // CUs that came out of the walls to fight (20.7)
	sortieBy Side
	winner   Side
	how      uint8
	winType  uint8 // the type the winning card counted as (14.12)
	// withdrawTo is where a withdrawing army goes (noSpace: back into the walls).
	withdrawTo SpaceID
	// retreatTableLoss: the Retreat Table took CUs (10.10 displacement).
	retreatTableLoss bool
	lost             [2]uint8
	// For the view of the battle's outcome (outcome.go): the turn it was
	// fought, each side's battle casualties (14.11), the loser's losses on the
	// Retreat Table (14.12), and whether its loser retreated (s.rt).
	turn      uint8
	casLost   [2]uint8
	tableLost uint8
	retreated bool
	histN     uint8
	hist      [20]roundRecord
}

func (b *battleState) def() Side { return b.att.Other() }

func (b *battleState) cards(s Side) int {
	n := 0
	for _, c := range b.hand[s] {
		n += int(c)
	}
	return n
}
