package data

// EventFor tells who may use a strategy card's event (rule 8.3).
type EventFor uint8

// Who may use an event.
const (
	EventRome EventFor = iota
	EventCarthage
	EventBoth
)

// Allows reports whether the side may use the event.
func (e EventFor) Allows(s Side) bool {
	return e == EventBoth || (e == EventRome && s == Rome) || (e == EventCarthage && s == Carthage)
}

// String names the value as the data files write it.
func (e EventFor) String() string { return [...]string{"rome", "carthage", "both"}[e] }

// Removal tells when a card leaves the game (rule 8.5).
type Removal uint8

// When a card is removed.
const (
	NeverRemoved       Removal = iota
	RemovedAfterEvent          // REMOVE IF PLAYED
	RemovedAfterSecond         // Philip V of Macedon: after its second event
)

// String names the value as the data files write it.
func (r Removal) String() string {
	return [...]string{"never", "after-event", "after-second-event"}[r]
}

// TruceEffect tells whether using a card's event ends a Truce (card 64).
type TruceEffect uint8

// How an event acts on a Truce.
const (
	TruceBreaks              TruceEffect = iota
	TruceKeeps                           // counter events, events that move armies
	TruceBreaksUnlessCounter             // Hostile Tribes: breaks only as a normal event
)

// String names the value as the data files write it.
func (t TruceEffect) String() string {
	return [...]string{"breaks", "keeps", "breaks-unless-counter"}[t]
}

// NumCards is the number of strategy cards the rules require (rule 2.1).
const NumCards = 64

// Card is one strategy card (rule 8).
type Card struct {
	Number   int // 1..64; Cards[Number-1]
	Title    string
	Ops      int // operation number, 1..3
	EventFor EventFor
	Ship     bool // may be used for sea movement (rule 8.1)
	Counter  bool // a counter event (rule 8.4)
	Removal  Removal
	Truce    TruceEffect
	Event    string // the key the engine binds the event to
	Effect   string // what the event does, in our own words
}

// BattleCardType is one type of battle card (rule 14.7).
type BattleCardType struct {
	Key   string
	Name  string
	Count int
	Wild  bool // a Reserve: may be played as any other type (14.9)
}

// parseEventFor reads a card's event_for key: rome, carthage or both.
func parseEventFor(key string) (EventFor, bool) {
	switch key {
	case "rome":
		return EventRome, true
	case "carthage":
		return EventCarthage, true
	case "both":
		return EventBoth, true
	}
	return 0, false
}
