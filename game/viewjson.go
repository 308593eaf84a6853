package game

// ViewAppender is an Instance that can append player p's view as JSON to buf
// without reflection, reusing its own memory; the bytes equal json.Marshal(View(p)).
type ViewAppender interface {
	AppendViewJSON(buf []byte, p Player) []byte
}

// ViewKeeper is a ViewAppender that lends the view it last appended for p:
// the value View(p) would give, kept in the instance's memory and valid until
// its next AppendViewJSON for p. A front end that needs the view itself after
// writing it (the facts it refers to, game.Web.Refs) reads it instead of
// building it again.
type ViewKeeper interface {
	ViewAppender
	KeptView(p Player) any
}
