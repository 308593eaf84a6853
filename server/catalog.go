package server

import (
	"bytes"
	"html"
	"net/http"
	"strings"

	"punic/game"
)

// What the server tells the page about each game it plays: the lobby's
// catalog, each game's static facts and board drawing, and the play page
// marked with its game (docs/server.md, "Games").

// CatalogGame is one game as GET /api/catalog lists it for the lobby.
type CatalogGame struct {
	Name      string            `json:"name"`  // the registry name: a creation's "game"
	Title     string            `json:"title"` // for people
	Default   bool              `json:"default,omitempty"`
	Sides     []string          `json:"sides"`
	Scenarios []CatalogScenario `json:"scenarios"` // the scenarios to choose from (tutorials apart), the default marked
	Rules     []game.Variant    `json:"rules"`     // the rules variants, the default first; empty when the game has one set of rules
	Bots      []CatalogBot      `json:"bots"`      // the bots offered, the default first
	Tutorials []StaticTutorial  `json:"tutorials"`
	Odds      bool              `json:"odds"` // the game estimates battles (the odds panel)
	// Referee is true when the game can be refereed at a real table (it
	// declares kinds of table input, game.Title.Inputs: mode "referee");
	// Chance says in words what the table gives it.
	Referee bool   `json:"referee"`
	Chance  string `json:"chance,omitempty"`
}

// CatalogScenario is a scenario of a game in the catalog.
type CatalogScenario struct {
	Key     string `json:"key"`
	Name    string `json:"name"`
	Default bool   `json:"default,omitempty"`
}

// CatalogBot is a bot in the catalog: its key (a creation's "bot") and label.
type CatalogBot struct {
	Name  string `json:"name"`
	Label string `json:"label"`
}

// catalog lists the games the server plays, in its order.
func (s *Server) catalog() []CatalogGame {
	out := []CatalogGame{}
	for _, k := range s.kits {
		c := CatalogGame{Name: k.title.Name, Title: k.title.Title, Default: k == s.def, Sides: k.title.Sides,
			Scenarios: []CatalogScenario{}, Rules: k.title.Variants, Bots: []CatalogBot{}, Tutorials: staticTutorials(k.rules), Odds: k.odds,
			Referee: len(k.title.Inputs) > 0, Chance: k.title.Chance}
		if c.Rules == nil {
			c.Rules = []game.Variant{}
		}
		for _, sc := range k.rules.Scenarios() {
			if sc.Tutorial == nil {
				c.Scenarios = append(c.Scenarios, CatalogScenario{Key: sc.Key, Name: sc.Name, Default: sc.Default})
			}
		}
		for _, b := range k.bots {
			c.Bots = append(c.Bots, CatalogBot{Name: b.Key, Label: b.Label})
		}
		out = append(out, c)
	}
	return out
}

// catalogJSON answers GET /api/catalog.
func (s *Server) catalogJSON(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, s.catalog())
}

// kitOf finds the game a request names by its path's {game} ("" for the
// default game), answering 404 when the server does not play it.
func (s *Server) kitOf(w http.ResponseWriter, name string) *gameKit {
	if name == "" {
		return s.def
	}
	k := s.kit(name)
	if k == nil {
		writeProblem(w, problem("not-found", 404, "unknown game %q: this server plays %s", clip(name), s.gameNames()))
	}
	return k
}

// boardSVG serves a game's board drawing: GET /board/{game}.svg, or the
// default game's at /board.svg.
func (s *Server) boardSVG(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	if name != "" {
		var ok bool
		if name, ok = strings.CutSuffix(name, ".svg"); !ok {
			writeProblem(w, problem("not-found", 404, "a board is /board/GAME.svg"))
			return
		}
	}
	k := s.kitOf(w, name)
	if k == nil {
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write(k.board)
}

// staticJSON serves a game's static facts: GET /api/static/{game}, or the
// default game's at /api/static.
func (s *Server) staticJSON(w http.ResponseWriter, r *http.Request) {
	k := s.kitOf(w, r.PathValue("game"))
	if k == nil {
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write(k.static)
}

// playHTML is the play page marked with its game: the body's data-game (the
// module the shell loads), data-title and data-odds, and the page's title.
func playHTML(page []byte, k *gameKit) []byte {
	odds := ""
	if k.odds {
		odds = ` data-odds="1"`
	}
	body := `<body data-game="` + html.EscapeString(k.title.Name) + `" data-title="` + html.EscapeString(k.title.Title) + `"` + odds + `>`
	page = bytes.Replace(page, []byte("<body>"), []byte(body), 1)
	return bytes.Replace(page, []byte("<title>punic</title>"), []byte("<title>punic: "+html.EscapeString(k.title.Title)+"</title>"), 1)
}
