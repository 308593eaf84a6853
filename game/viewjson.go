package game

// ViewAppender is implemented by an Instance that writes its view for a side as
// JSON without reflection: AppendViewJSON appends to buf the same JSON as
// json.Marshal(View(p)) and returns the extended buffer.
type ViewAppender interface {
	AppendViewJSON(buf []byte, p Player) []byte
}
