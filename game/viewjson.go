package game

// ViewAppender is an Instance that can append player p's view as JSON to buf
// without reflection, reusing its own memory; the bytes equal json.Marshal(View(p)).
type ViewAppender interface {
	AppendViewJSON(buf []byte, p Player) []byte
}
