// Package web is punic's browser app: plain HTML, CSS and JavaScript embedded in
// the binary (no build step). index.html creates games; play.html plays one over a
// WebSocket, drawing the board from /board.svg with live overlays.
package web

import (
	"embed"
	"io/fs"
	"net/http"
)

//go:embed static
var files embed.FS

// static is the app's files, rooted at the static folder.
var static, _ = fs.Sub(files, "static")

// Assets serves the app's files (style sheet, scripts, icons).
func Assets() http.Handler {
	return http.FileServer(http.FS(static))
}

// Page returns one of the app's pages: index.html or play.html.
func Page(name string) ([]byte, error) {
	return fs.ReadFile(static, name)
}
