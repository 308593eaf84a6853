package game

import "encoding/json"

// Table-referee play and forced inputs. A game's chance — dice, cards drawn,
// random picks — can come from outside its generator: tests and puzzles queue it
// ahead, and in table-referee mode two people play on a real board and the game
// asks the table for each input when its rules need one (an action is then
// refused with a need, and the game is left as it was). Which kinds of input
// exist is the game's business: it declares them (InputKind), and the front ends
// offer a command per kind.

// InputKind is one kind of input the table can supply, as declared by its game.
type InputKind struct {
	// Name is the kind a need names ("dice", "draw", "pick"): the protocol's
	// "need" field.
	Name string
	// Command is the protocol command, and the word at the terminal's table
	// prompt, that supplies it ("dice", "draws", "picks"); Words are other
	// words a person may type there ("die", "draw").
	Command string
	Words   []string
	// Noun names the input in a sentence ("the strategy cards drawn").
	Noun string
	// Record is the field of a recorded action that holds the values of this
	// kind the action used ("dice", "draws").
	Record string
	// Help is the protocol command's one-line help; Args its arguments.
	Help string
	Args []Arg
	// Ahead is true when the input may be supplied before it is asked for
	// (dice, used for the next rolls); other kinds, in a referee game, only
	// when asked.
	Ahead bool
}

// Arg is one argument of a protocol command: its field and what it takes.
type Arg struct {
	Name, Want string
}

// Inputs are table inputs: for each kind (by its Record field), its values in
// order, each as the JSON a record stores.
type Inputs map[string][]json.RawMessage

// Empty reports whether no input is held.
func (in Inputs) Empty() bool {
	for _, v := range in {
		if len(v) > 0 {
			return false
		}
	}
	return true
}

// Need is what the table must supply now.
type Need struct {
	Kind  string // an InputKind's Name
	Count int    // how many values are asked for (at least 1)
	// Prompt asks it of a person; Note, if any, is a line that completes it
	// at a terminal ("In the deck: 3 7 12").
	Prompt, Note string
	Options      []string // the values allowed, when the game lists them
	// Labels name the Options in words for a person, index for index ("12
	// Hannibal Crosses the Alps" for card 12); empty when the options are
	// words already.
	Labels []string
	// For says what the input is for, as a word a program can test (a die
	// for "interception", "retreat", "combat"); Side is the key of the side
	// that rolls or draws it (empty when either may, or the game does not
	// say). Facts are the game's facts about it, for a program (the general
	// rolling, the number he needs, the battle hands' sizes): names and values
	// encoded as JSON. Each is empty when the game does not say.
	For, Side string
	Facts     map[string]any
	// Stale is true when the game refuses a value queued earlier that no
	// longer fits (another action was taken since): front ends drop the
	// inputs queued (match.Match.Reset) and try again, or the same value
	// would be refused again and again.
	Stale bool
	// Detail is the game's own account of the need (how far a deal got);
	// only the game reads it.
	Detail any
}

// Supplied is the result of supplying a table input.
type Supplied struct {
	Count int    // how many values were queued
	Text  string // what was queued, for people ("Dice: 3 5.")
	Reply any    // the protocol reply's fields: a value encoded as a JSON object
}

// Args are the arguments of a protocol request (the kind's InputKind.Args).
type Args interface {
	// Get decodes the argument named into dst (a pointer) and reports whether
	// it was given; a value of the wrong type is an error saying what the
	// argument takes.
	Get(name string, dst any) (bool, error)
}

// Table is a game's chance as the table supplies it: the queues of forced
// inputs, the table-referee mode and the checking of what the table gives.
type Table interface {
	// Referee reports table-referee mode; SetReferee turns it on or off.
	Referee() bool
	SetReferee(on bool)
	// Queued returns a copy of the inputs queued and not used yet.
	Queued() Inputs
	// Force queues inputs, as a record stores them.
	Force(in Inputs) error
	// Pending counts the inputs queued ahead (Ahead kinds) and not used yet.
	Pending() int
	// Need presents err, returned by an action, by the game's creation or by
	// Advance, when it asks the table for input (ok false otherwise). queued
	// counts, by kind name, the values the front end queued since the game
	// last went on (nil for none): the game took them and asks for the next,
	// and only the front end knows how far, say, a deal got.
	Need(err error, queued map[string]int) (n *Need, ok bool)
	// Advance runs the game on to its next decision, after its creation
	// asked the table for input and the input was queued.
	Advance() error
	// SupplyArgs checks and queues the arguments of a kind's protocol command
	// (the request's fields). Once it has read and checked them on their own,
	// it calls need to learn what the table was asked for: nil when it was not
	// asked (forced inputs outside referee mode), or an error that refuses the
	// input (a referee game that did not ask for it). The game checks the
	// values against the need and counts down what it still wants.
	SupplyArgs(kind string, args Args, need func() (*Need, error)) (Supplied, error)
	// SupplyText checks and queues what a person typed at a terminal for need,
	// and counts down what need still wants.
	SupplyText(need *Need, text string) (Supplied, error)
	// Usage says how to type what need asks for at a terminal; Help lists
	// every kind's terminal forms.
	Usage(need *Need) string
	Help() string
}
