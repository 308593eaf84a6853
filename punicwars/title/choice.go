package title

import (
	"fmt"
	"strconv"
	"strings"

	"punic/punicwars/hexmap"
)

// Choice is one legal action for the page: its text form (what the page sends
// back), a label for people, what it names (a hex, a leader, a stack's type)
// so that the board can offer it there, and how the page groups it into steps
// (the generic fields of game.Web's choices, as Hannibal's).
type Choice struct {
	Action string `json:"action"`
	Label  string `json:"label"`
	// Hex is the hex the action names (deploy, move, up, lose, place,
	// recruit); To is a move's destination (the same hex).
	Hex int `json:"hex,omitempty"`
	To  int `json:"to,omitempty"`
	// Leader is the letter of the deciding side's leader the action names
	// (leader, remove, place).
	Leader string `json:"leader,omitempty"`
	// Stack is the type of Strength Points the action names: army or fleet
	// (attach, detach, attack, up, lose, recruit).
	Stack string `json:"stack,omitempty"`
	// Force marks an action of the moving (or threatened) force that names no
	// hex: the page offers it at the moving leader's hex (attach, detach,
	// attack, end, invert, stand).
	Force bool `json:"force,omitempty"`
	// Grouping for the page: choices of one Group are offered as one step,
	// GroupLabel naming it and Sub naming each choice inside it; Count is the
	// number a stepper sets, starting at Prefer ("most" or "fewest"); Unit
	// and Units name one and several of what it counts (Strength Points,
	// Treasury Points: "SP", "TP").
	Group      string `json:"group,omitempty"`
	GroupLabel string `json:"groupLabel,omitempty"`
	Sub        string `json:"sub,omitempty"`
	Count      *int   `json:"count,omitempty"`
	Prefer     string `json:"prefer,omitempty"`
	Unit       string `json:"unit,omitempty"`
	Units      string `json:"units,omitempty"`
	// Pass marks an action that only declines (done recruiting, decline an
	// offer): a window of nothing else can be answered by the page itself.
	Pass bool `json:"pass,omitempty"`
}

// Choice describes an action text: what it names and its group.
func (r *Rules) Choice(text, label string) any { return r.choice(text, label) }

// choice reads an action's text form (punicwars.Game.ActionText): the verbs
// and operands are those of docs/punic-wars-engine.md.
func (r *Rules) choice(text, label string) Choice {
	c := Choice{Action: text, Label: label}
	f := strings.Fields(text)
	if len(f) == 0 {
		return c
	}
	hex := func(s string) int {
		n, err := strconv.Atoi(s)
		if err != nil || r.d.Map.ID(n) == hexmap.NoHex {
			return 0
		}
		return n
	}
	count := func(s string) *int {
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil
		}
		return &n
	}
	switch verb := f[0]; {
	case verb == "deploy" && len(f) == 2:
		c.Hex = hex(f[1])
		c.Group, c.GroupLabel, c.Sub = "deploy", "Deploy in…", r.hexLabel(c.Hex)
	case verb == "leader" && len(f) == 2:
		c.Leader = f[1]
		c.Group, c.GroupLabel, c.Sub = "leader", "Move a leader…", label
	case verb == "move" && len(f) == 2:
		c.Hex = hex(f[1])
		c.To = c.Hex
		c.Group, c.GroupLabel, c.Sub = "move", "Move into…", r.hexLabel(c.Hex)
	case (verb == "attach" || verb == "detach") && len(f) == 3:
		c.Stack, c.Force, c.Count = f[1], true, count(f[2])
		c.Unit, c.Units = "SP", "SP"
		what := typeWords[f[1]]
		if verb == "attach" {
			c.Group, c.GroupLabel, c.Prefer = "attach-"+f[1], "Attach "+what+" (5.13)", "most"
		} else {
			c.Group, c.GroupLabel, c.Prefer = "detach-"+f[1], "Detach "+what+" (5.13)", "fewest"
		}
		c.Sub = label
	case verb == "attack" && len(f) == 2:
		c.Stack, c.Force = f[1], true
	case verb == "up" && len(f) == 3:
		c.Stack, c.Hex = f[1], hex(f[2])
		c.Group, c.GroupLabel, c.Sub = "up", "Turn face-up (10.25)…", typeWords[f[1]]+" in "+r.hexLabel(c.Hex)
	case verb == "lose" && len(f) == 3:
		c.Stack, c.Hex = f[1], hex(f[2])
		c.Group, c.GroupLabel, c.Sub = "lose", "Lose a Strength Point…", typeWords[f[1]]+" in "+r.hexLabel(c.Hex)
	case verb == "bid" && len(f) == 2:
		c.Count, c.Unit, c.Units = count(f[1]), "TP", "TP"
		c.Group, c.GroupLabel, c.Sub, c.Prefer = "bid", "Diplomacy bid in Treasury Points (16.11)", label, "fewest"
	case verb == "remove" && len(f) == 2:
		c.Leader = f[1]
		c.Group, c.GroupLabel, c.Sub = "remove", "Remove a leader (8.42)…", label
	case verb == "place" && len(f) == 4 && f[2] == "at":
		c.Leader, c.Hex = f[1], hex(f[3])
		c.Group, c.GroupLabel, c.Sub = "place-"+f[1], "Place leader "+f[1]+" in…", r.hexLabel(c.Hex)
	case verb == "recruit" && len(f) == 5 && f[3] == "at":
		c.Stack, c.Count, c.Hex = f[1], count(f[2]), hex(f[4])
		c.Unit, c.Units = "SP", "SP"
		c.Group = "recruit-" + f[1] + "-" + f[4]
		c.GroupLabel = fmt.Sprintf("Raise %s in %s (13.0)", typeWords[f[1]], r.hexLabel(c.Hex))
		c.Sub, c.Prefer = label, "most"
	case text == "end" || text == "invert" || text == "stand":
		c.Force = true
	case text == "done" || text == "decline":
		c.Pass = true
	}
	return c
}

// typeWords name the types of Strength Points.
var typeWords = map[string]string{"army": "army Strength Points", "fleet": "fleet Strength Points"}

// hexLabel is "2908 Roma (Latium)", "3009 (Latium)" or "2814 (sea)".
func (r *Rules) hexLabel(num int) string {
	id := r.d.Map.ID(num)
	if id == hexmap.NoHex {
		return fmt.Sprintf("%04d", num)
	}
	x := r.d.Map.Hex(id)
	where := "sea"
	if rg := r.d.RegionOf[id]; rg >= 0 {
		where = r.d.Regions[rg].Name
	}
	if x.Name != "" {
		return fmt.Sprintf("%04d %s (%s)", num, x.Name, where)
	}
	return fmt.Sprintf("%04d (%s)", num, where)
}
