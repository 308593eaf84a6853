package protocol

import (
	"punic/game"
	"punic/match"
)

// Status is where a game stands: which game, its turn and phase, who must decide
// what, how many actions were taken and, at the end, the result.
type Status struct {
	Game     string `json:"game"`
	Scenario string `json:"scenario"`
	Seed     uint64 `json:"seed"`
	Turn     int    `json:"turn"`
	Years    string `json:"years"` // the turn for people (Hannibal: the years)
	Phase    string `json:"phase"`
	Active   string `json:"active"` // whose turn it is (Hannibal: whose card play)
	ToMove   string `json:"toMove"` // who decides now: a side's key, or none
	Kind     string `json:"kind"`   // the kind of decision ("card-play", "battle-card", …; "table" while waiting for the table)
	Prompt   string `json:"prompt"`
	Actions  int    `json:"actions"` // actions recorded so far
	Over     bool   `json:"over"`
	Winner   string `json:"winner,omitempty"`
	Reason   string `json:"reason,omitempty"`
	// Queued are the table inputs queued and not used yet, per kind (by the
	// record's field: Hannibal's dice, draws, hands, picks); absent when none.
	Queued game.Inputs `json:"queued,omitempty"`
}

// status describes the match.
func status(m *match.Match) Status {
	g, t := m.Game(), m.Title()
	v := g.Status()
	st := Status{
		Game: t.Name, Scenario: m.Scenario(), Seed: m.Seed(),
		Turn: v.Turn, Years: v.Label, Phase: v.Phase, Active: v.Active,
		ToMove: t.SideKey(g.ToMove()), Kind: v.Kind, Prompt: v.Prompt,
		Actions: m.Actions(),
	}
	if tbl := g.Table(); tbl != nil {
		if q := tbl.Queued(); !q.Empty() {
			st.Queued = q
		}
	}
	if o := g.Outcome(); o.Over {
		st.Over, st.Winner, st.Reason = true, t.SideKey(o.Winner), o.Reason
	}
	if m.Waiting() {
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
func logEntries(lines []game.LogLine, from int) []LogEntry {
	out := []LogEntry{}
	for _, l := range lines[min(from, len(lines)):] {
		out = append(out, LogEntry{Turn: l.Turn, Rule: l.Rule, Text: l.Text})
	}
	return out
}
