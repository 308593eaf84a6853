package game

// Web is implemented by the rules of a game the web app can show: the page's
// drawing of the game is the game's own, fed by these and by Instance.View.
type Web interface {
	// Static is the public, unchanging part of the game the page needs (the
	// map, the pieces, the scenarios): a value encoded to JSON once, as an
	// object.
	Static() any
	// Refs are the facts a view refers to that the page shows with it
	// (Hannibal: the strategy cards it shows, by number), encoded to JSON.
	Refs(view any) any
	// Choice describes a legal action for the page: a value encoded as a JSON
	// object with "action" (its text form) and "label", and what the action
	// names (a card, a space, a general) so that the page can offer it there.
	Choice(text, label string) any
}
