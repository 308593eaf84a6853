package punicwars

import "fmt"

// Refusal is the error Apply returns for an illegal action: the case it breaks
// and why. The game is left unchanged.
type Refusal struct {
	Rule   string // case number, e.g. "9.14"
	Reason string
}

// Error renders the refusal as "rule 9.14: …".
func (r *Refusal) Error() string {
	if r.Rule == "" {
		return r.Reason
	}
	return "rule " + r.Rule + ": " + r.Reason
}

func refuse(rule, format string, args ...any) *Refusal {
	return &Refusal{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}

// rc is a refusal code: why a candidate action is illegal, 0 when legal. The
// legal-action lists and Apply's explanations call the same rule functions.
type rc uint16

type rcInfo struct{ rule, text string }

var rcTable = []rcInfo{{}}

// newRC registers a refusal reason and returns its code.
func newRC(rule, text string) rc {
	rcTable = append(rcTable, rcInfo{rule, text})
	return rc(len(rcTable) - 1)
}

func (c rc) refusal() *Refusal {
	info := rcTable[c]
	return &Refusal{Rule: info.rule, Reason: info.text}
}
