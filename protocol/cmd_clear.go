package protocol

import (
	"fmt"

	"punic/game"
)

// The forced-input queues can be read (status.queued) and cleared: a value typed
// by mistake at the table, dice queued ahead and no longer wanted.

type clearArgs struct {
	Inputs []string `json:"inputs" want:"an array of the kinds of input to forget, by their command or record field (\"dice\", \"picks\"); default: all"`
}

type clearReply struct {
	Cleared game.Inputs `json:"cleared"` // what was forgotten, per kind
	Status  Status      `json:"status"`
}

func cmdClear(s *Session, a *clearArgs) (any, error) {
	t := s.m.Title()
	tbl := s.m.Game().Table()
	c, ok := tbl.(game.Clearer)
	if tbl == nil || !ok {
		return nil, fmt.Errorf("clear: %s takes no input from the table", t.Title)
	}
	var records []string
	for _, name := range a.Inputs {
		rec := name
		for _, k := range t.Inputs {
			if k.Command == name || k.Name == name {
				rec = k.Record
			}
		}
		records = append(records, rec)
	}
	gone, err := c.Clear(records...)
	if err != nil {
		return nil, fmt.Errorf("clear: %w", err)
	}
	// What the table was asked for is asked afresh: the command that needed it
	// is sent again.
	s.wentOn()
	return clearReply{Cleared: gone, Status: status(s.m)}, nil
}
