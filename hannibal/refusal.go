package hannibal

import "fmt"

// Refusal is the error Apply returns for an illegal action: the rule it breaks and
// why. The game is left unchanged.
type Refusal struct {
	Rule   string // rule number, e.g. "12.3"
	Reason string
}

// Error renders the refusal as "rule 12.3: …".
func (r *Refusal) Error() string {
	if r.Rule == "" {
		return r.Reason
	}
	return "rule " + r.Rule + ": " + r.Reason
}

// CitedRule is the rule number the refusal cites (game.RuleCiter).
func (r *Refusal) CitedRule() string { return r.Rule }

func refuse(rule, format string, args ...any) *Refusal {
	return &Refusal{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// rc is a refusal code: the reason a candidate action is illegal, 0 when legal.
// Legal-action generation and Apply's explanations share these checks.
type rc uint16

type rcInfo struct{ rule, text string }

var rcTable = map[rc]rcInfo{}

// newRC registers a refusal reason and returns its code.
func newRC(rule, text string) rc {
	c := rc(len(rcTable) + 1)
	rcTable[c] = rcInfo{rule, text}
	return c
}

func (c rc) refusal() *Refusal {
	info := rcTable[c]
	return &Refusal{Rule: info.rule, Reason: info.text}
}
