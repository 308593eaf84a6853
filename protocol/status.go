package protocol

import (
	"punic/hannibal"
	"punic/referee"
)

// Status is where a game stands: its turn and phase, who must decide what, how
// many actions were taken and, at the end, the result.
type Status struct {
	Scenario string `json:"scenario"`
	Seed     uint64 `json:"seed"`
	Turn     int    `json:"turn"`
	Years    string `json:"years"`
	Phase    string `json:"phase"`
	Active   string `json:"active"` // whose card play it is
	ToMove   string `json:"toMove"` // who decides now: rome, carthage or none
	Kind     string `json:"kind"`   // the kind of decision ("card-play", "battle-card", …; "table" while waiting for the table)
	Prompt   string `json:"prompt"`
	Actions  int    `json:"actions"` // actions recorded so far
	Over     bool   `json:"over"`
	Winner   string `json:"winner,omitempty"`
	Reason   string `json:"reason,omitempty"`
}

// status describes the match.
func status(m *hannibal.Match) Status {
	g := m.G
	v := g.View(hannibal.NoSide)
	r := m.Record()
	st := Status{
		Scenario: r.Scenario, Seed: r.Seed,
		Turn: v.Turn, Years: v.Years, Phase: v.Phase, Active: v.Active,
		ToMove: v.Decision.Side, Kind: v.Decision.Kind, Prompt: v.Decision.Prompt,
		Actions: len(r.Actions), Over: v.Over,
	}
	if over, w, why := g.Outcome(); over {
		st.Winner, st.Reason = w.Key(), why
	}
	if referee.Waiting(g) {
		st.Kind, st.Prompt = "table", `The game waits for the table's inputs before its first decision (queue them, then send "advance")`
	}
	return st
}

// statusReply is the reply of the commands that change the game.
type statusReply struct {
	Status Status `json:"status"`
}

// LogEntry is one line of the game log: the turn, the rule applied (empty for
// headings) and what happened.
type LogEntry struct {
	Turn int    `json:"turn"`
	Rule string `json:"rule"`
	Text string `json:"text"`
}

// logEntries converts log lines from index from on.
func logEntries(lines []hannibal.LogLine, from int) []LogEntry {
	out := []LogEntry{}
	for _, l := range lines[min(from, len(lines)):] {
		out = append(out, LogEntry{Turn: l.Turn, Rule: l.Rule, Text: l.Text})
	}
	return out
}
