package hannibal

import "punic/hannibal/data"

// Movement modes (what activated the army).
const (
	mvOps        uint8 = iota // OPs of a strategy card (8.2)
	mvCampaign                // a Major or Minor Campaign event (10.11)
	mvForceMarch              // a Force March event (6 spaces)
)

// Move flags.
const (
	mfBySea         uint32 = 1 << iota // entered the current space by sea
	mfPursuit                          // an enemy avoided battle: roll to keep moving (13.4)
	mfFought                           // fought a battle on this play
	mfBackedUp                         // backed up after an interception (12.5)
	mfFromBesieged                     // started inside a besieged walled city (20.5)
	mfPursuitFailed                    // failed a pursuit roll (10.11)
	mfSieged                           // made a siege or subjugation roll
	mfNativeGuide                      // Native Guide (card 5) used with this move
	mfCharm                            // Hannibal Charms Italy (card 28) used with this move
	mfTraitor                          // Traitor in Tarentum (card 18) used with this move
	mfTreachery                        // Treachery within City (card 54) used with this move
	mfPirates                          // Adriatic Pirates (card 50) used with this move
	mfBadWeather                       // Bad Weather (card 41) cut the move short
	mfGone                             // the army no longer exists (sunk, eliminated)
	mfFromInside                       // started inside the walls
	mfSiegeTrain                       // the Siege Train (card 30) moves with the army
	mfFinished                         // the activation is over, its CUs recorded (10.11)
	mfSubordinate1e                    // activated as a subordinate (1e 16.4, rules: 1st)
)

// moveState describes the army moving on the current play (rules 10, 11).
type moveState struct {
	card    uint8 // the strategy card played, 0 if none
	mode    uint8
	ops     uint8 // the card's OPs: generals of higher strategy rating cannot move
	gen     GeneralID
	subs    genSet // subordinates moving with the commander
	cus     uint8  // CUs moving, elephants included (at most 10, 10.2)
	ele     uint8  // elephant CUs moving
	at      SpaceID
	prev    SpaceID // the last space occupied: where an intercepted army backs up (12.5)
	start   SpaceID
	embark  SpaceID // port of embarkation of the last sea move
	mp      uint8   // movement points spent
	mpMax   uint8
	seaCUs  uint8 // most CUs that may move by sea (11.4); 0: no sea movement
	seaLeft uint8 // sea moves still allowed on this activation
	flags   uint32
	crossed data.ConnKind // the kind of the last connection crossed
	sailTo  SpaceID       // the port a sea move is bound for
	pathN   uint8         // spaces entered on this activation (Bad Weather, card 41)
	path    [6]SpaceID
	inside  uint8 // CUs that ended the move inside the walls
	entered uint8 // CUs the army had when it entered its current space
	// grp groups the moving CUs by how far they moved on this card (10.11,
	// campaign_cus.go).
	grpN uint8
	grp  [6]cuGroup
	// The Siege Train (card 30) joined the army at army MP trainStart, having
	// moved trainBefore MP on this card (10.11).
	trainStart, trainBefore uint8
	// failedIcpt holds the enemy generals that failed to intercept this army on
	// this play: they may not avoid battle against it (12.10).
	failedIcpt genSet
}

// campaignState follows a whole card play that may move several armies (10.11).
type campaignState struct {
	left      uint8  // activations still allowed (3 Major, 2 Minor, 1 otherwise)
	moved     genSet // generals already moved on this card (10.11, 2007: at most once)
	exhausted genSet // generals whose movement is spent (battle, siege, back-up, failed pursuit)
	seaUsed   bool   // the one army allowed to use sea movement has done so (11.4)
	// acts counts the activations of this card so far (the current one's
	// number while a general moves).
	acts uint8
	// spent lists CUs that moved on this card and how far (campaign_cus.go).
	spentN uint8
	spent  [32]spentEntry
	// sieged lists the sites that already had a siege or subjugation roll on this
	// card (20.2).
	siegedN uint8
	sieged  [4]SpaceID

	// trainUsed: the MP the Siege Train (card 30) moved on this card, like a
	// CU's (10.11; spentAll once its army fought, besieged or backed up).
	trainUsed uint8
	// trainLeftBy: the activation that last left the Siege Train behind; that
	// army may not take it up again.
	trainLeftBy uint8
}

func (c *campaignState) wasSieged(x SpaceID) bool {
	for i := 0; i < int(c.siegedN); i++ {
		if c.sieged[i] == x {
			return true
		}
	}
	return false
}

func (c *campaignState) markSieged(x SpaceID) {
	if int(c.siegedN) < len(c.sieged) {
		c.sieged[c.siegedN] = x
		c.siegedN++
	}
}
