// Package web is punic's browser app: plain HTML, CSS and JavaScript embedded in
// the binary (no build step). index.html chooses a game and creates it; play.html
// and app.js, the page's shell, play it over a WebSocket, and the game's own
// module (static/games/GAME.js) draws its board, from /board/GAME.svg with live
// overlays, and its panels.
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
