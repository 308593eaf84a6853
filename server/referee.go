package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"punic/game"
	"punic/match"
	"punic/server/store"
)

// Table-referee mode (docs/server.md, "Referee games"): two people play on a
// real board, both sides from one page as in a hotseat game, and punic keeps
// the rules; the game's chance — its dice, cards drawn, random picks, the kinds
// of input the game declares (game.Title.Inputs) — comes from the table. When
// an action (or the game's start) needs input, the engine leaves the game as it
// was and says what it needs (game.Table.Need); the server keeps the action
// pending and shows the need in the state message ("table"); the page supplies
// the input (a "table" message, checked and queued by the game's own
// game.Table.SupplyText or SupplyArgs), and once all of it is given the action
// is tried again, which may need more. "cancel" withdraws the action.
//
// Every input given is stored as an event of its own ("table", the values
// queued), as is the start going on ("start") and the dropping of what was
// queued ("reset", match.Match.Reset), so that replaying the events rebuilds
// the game, the inputs queued and not used yet included. The action waiting
// for the table is held in memory only: after a restart the need is asked
// again when the action is taken again (the inputs given for it are still
// queued, and it uses them).

// ModeReferee is a table-referee game: one link decides for both sides, and
// the chance comes from the table.
const ModeReferee = "referee"

// The kinds of event a referee game stores besides actions, undos and
// resignations.
const (
	kindTable = "table" // inputs queued: Action holds a tablePayload
	kindStart = "start" // the game went on from its start (match.Match.Advance)
	kindReset = "reset" // the inputs queued and not used were dropped (match.Match.Reset)
)

// tablePayload is a table event's content: the values queued, as a record
// stores them, and the need they were counted against.
type tablePayload struct {
	Need   string      `json:"need,omitempty"`  // the kind asked for ("" for values given ahead)
	Count  int         `json:"count,omitempty"` // how many values counted against it
	Inputs game.Inputs `json:"inputs"`
}

// tableState is where a referee game stands with the table (g.mu guards it).
type tableState struct {
	pend   *tablePending  // the action waiting for the table, nil if none
	need   *game.Need     // what the table is asked for now, nil if nothing
	queued map[string]int // values counted against needs since the game last went on, by kind
	said   string         // the last thing the table was told ("Dice: 3 5.")
}

// tablePending is an action (or the start) waiting for input from the table.
type tablePending struct {
	start  bool        // the game's start, not an action
	action string      // the action's text form
	side   game.Player // who took it
}

// wentOn forgets the inputs counted: the game went on, or changed.
func (r *tableState) wentOn() { r.pend, r.need, r.queued = nil, nil, nil }

// count notes n values of kind counted against the table's need.
func (r *tableState) count(kind string, n int) {
	if r.queued == nil {
		r.queued = map[string]int{}
	}
	r.queued[kind] += n
}

// refereed reports whether the game is a referee game.
func (g *liveGame) refereed() bool { return g.row.Mode == ModeReferee }

// table is the game's table inputs (nil for a game without chance).
func (g *liveGame) table() game.Table { return g.m.Game().Table() }

// inputKind finds one of the game's input kinds by its name or command.
func (g *liveGame) inputKind(name string) (*game.InputKind, bool) {
	for i, k := range g.kit.title.Inputs {
		if strings.EqualFold(name, k.Name) || strings.EqualFold(name, k.Command) {
			return &g.kit.title.Inputs[i], true
		}
	}
	return nil, false
}

// kindNames lists the game's input kinds.
func (g *liveGame) kindNames() string {
	var names []string
	for _, k := range g.kit.title.Inputs {
		names = append(names, k.Name)
	}
	return strings.Join(names, ", ")
}

// noun names what a kind of input is, in words.
func (g *liveGame) noun(kind string) string {
	if k, ok := g.inputKind(kind); ok {
		return k.Noun
	}
	return kind
}

// askedNoun names what the table is asked for now.
func (g *liveGame) askedNoun() string {
	if g.ref.need == nil {
		return "its input"
	}
	return g.noun(g.ref.need.Kind)
}

// refereeAction takes an action in a referee game: tried now, and kept
// pending while it needs input from the table (g.mu held; the version and the
// game's end are checked).
func (g *liveGame) refereeAction(seat string, req request) *Problem {
	G, t := g.m.Game(), g.kit.title
	side := G.ToMove()
	if g.ref.pend != nil {
		return problem("table", 409, "%s waits for the table: give %s, or cancel it first", g.pendingName(), g.askedNoun())
	}
	if !g.controls(seat, side) {
		return problem("not-your-turn", 403, "%s decides now, not you", t.SideName(side))
	}
	a, err := G.ParseAction(req.Action)
	if err != nil {
		return refusal(err)
	}
	g.ref.pend = &tablePending{action: G.ActionText(a), side: side}
	g.ref.said = ""
	return g.tryPending(seat)
}

// pendingName names the action waiting for the table.
func (g *liveGame) pendingName() string {
	if p := g.ref.pend; p != nil && !p.start {
		return fmt.Sprintf("%s's %q", g.kit.title.SideName(p.side), p.action)
	}
	return "the game's start"
}

// tryPending tries the pending action (or start) again: it goes on and is
// stored, or the table is asked for what it needs next. A value queued earlier
// that no longer fits (game.Need.Stale) would be refused again and again: the
// inputs queued are dropped, once, and the action tried again. g.mu is held.
func (g *liveGame) tryPending(seat string) *Problem {
	p := g.ref.pend
	reset := false
	for {
		var err error
		if p.start {
			err = g.m.Advance()
		} else {
			err = g.m.ApplyText(p.action)
		}
		if err == nil {
			return g.wentOn(seat, p)
		}
		need, ok := g.m.Need(err, g.ref.queued)
		if !ok {
			g.ref.wentOn()
			g.notifyAll()
			return refusal(err)
		}
		if need.Stale && !reset {
			reset = true
			if pr := g.resetInputs(seat); pr != nil {
				return pr
			}
			g.ref.pend = p
			g.ref.said = "A value given earlier no longer fits: the inputs given were dropped."
			continue
		}
		g.ref.need = need
		g.notifyAll()
		return nil
	}
}

// wentOn stores the pending action (or start) that went on.
func (g *liveGame) wentOn(seat string, p *tablePending) *Problem {
	g.ref.wentOn()
	if p.start {
		return g.commit(seat, game.None, store.Event{Kind: kindStart})
	}
	g.marks = append(g.marks, mark{side: p.side, logEnd: len(g.m.Game().Log())})
	return g.commit(seat, p.side, store.Event{Kind: store.KindAction, Side: g.kit.title.SideKey(p.side), Action: p.action})
}

// resetInputs drops the inputs queued and not used yet, and stores that it
// did; the action waiting for them is dropped too (g.mu held).
func (g *liveGame) resetInputs(seat string) *Problem {
	if err := g.m.Reset(); err != nil {
		return problem("internal", 500, "dropping the inputs queued: %v", err)
	}
	g.ref.wentOn()
	return g.commit(seat, g.m.Game().ToMove(), store.Event{Kind: kindReset})
}

// TableRequest gives the table's input: for the kind asked for (Kind may be
// left out) or, for a kind the game takes ahead (dice), before it is asked
// for. Text is what a person types at the terminal's table prompt ("3 5"),
// read by the game (game.Table.SupplyText); Args are the fields of the engine
// protocol's command of that kind ({"dice":[3,5]}, game.Table.SupplyArgs).
// Exactly one of them is given.
type TableRequest struct {
	Kind    string          `json:"kind,omitempty"`
	Text    string          `json:"text,omitempty"`
	Args    json.RawMessage `json:"args,omitempty"`
	Version int64           `json:"version"`
}

// TableReply answers a table request: what was queued, in words.
type TableReply struct {
	T    string `json:"t"` // "table"
	Re   int64  `json:"re,omitempty"`
	Text string `json:"text"`
}

// maxTableText is the longest text a table request may carry.
const maxTableText = 2000

// supply checks and queues the table's input (g.mu held), stores it, and
// tries the pending action again once everything asked for is given.
func (g *liveGame) supply(seat string, req TableRequest) (string, *Problem) {
	if p := g.tableCheck(req.Version); p != nil {
		return "", p
	}
	tbl, need := g.table(), g.ref.need
	name := req.Kind
	if name == "" && need != nil {
		name = need.Kind
	}
	if name == "" {
		return "", problem("illegal", 409, "the game asks the table for nothing now")
	}
	k, ok := g.inputKind(name)
	if !ok || tbl == nil {
		return "", problem("bad-request", 400, "%s takes no input %q from the table (its kinds: %s)", g.kit.title.Title, clip(name), g.kindNames())
	}
	if (req.Text == "") == (len(req.Args) == 0) {
		return "", problem("bad-request", 400, `give the input as "text" (as typed at the table) or as "args" (the protocol's fields), one of them`)
	}
	if len(req.Text) > maxTableText {
		return "", problem("bad-request", 400, "the text is longer than %d characters", maxTableText)
	}
	asked := need != nil && need.Kind == k.Name
	switch {
	case asked:
	case !k.Ahead && need == nil:
		return "", problem("illegal", 409, "the game asks the table for nothing now: %s are given when it asks for them", k.Noun)
	case !k.Ahead:
		return "", problem("illegal", 409, "the table is asked for %s now, not %s", g.noun(need.Kind), k.Noun)
	case req.Text != "":
		return "", problem("bad-request", 400, `%s given ahead go as "args" ({%q: …}): the text form is read against what the table is asked`, k.Noun, argName(k))
	}
	before := tbl.Queued()
	var sup game.Supplied
	var err error
	if req.Text != "" {
		sup, err = tbl.SupplyText(need, req.Text)
	} else {
		var args tableArgs
		if args, err = readTableArgs(req.Args, k); err == nil {
			sup, err = tbl.SupplyArgs(k.Name, args, func() (*game.Need, error) {
				if asked {
					return need, nil
				}
				return nil, nil
			})
		}
	}
	if err != nil {
		pr := problem("illegal", 422, "%s", clip(err.Error()))
		if asked {
			pr.Reason += ". " + strings.TrimSpace(tbl.Usage(need))
		}
		return "", pr
	}
	pay := tablePayload{Inputs: added(before, tbl.Queued())}
	if asked {
		pay.Need, pay.Count = k.Name, sup.Count
		g.ref.count(k.Name, sup.Count)
	}
	text := sup.Text
	if text == "" {
		text = fmt.Sprintf("%s given.", strings.ToUpper(k.Noun[:1])+k.Noun[1:])
	}
	if pr := g.commit(SeatBoth, game.None, store.Event{Kind: kindTable, Action: string(encodeJSON(pay))}); pr != nil {
		return "", pr
	}
	g.ref.said = text
	if asked && need.Count <= 0 {
		if pr := g.tryPending(seat); pr != nil {
			return text, pr
		}
	}
	g.notifyAll()
	return text, nil
}

// tableCheck refuses a table request to a game that is not a referee game,
// is over, or has moved on from the version the client saw.
func (g *liveGame) tableCheck(version int64) *Problem {
	if !g.refereed() {
		return problem("illegal", 409, "only a referee game takes input from the table, not %s games", g.row.Mode)
	}
	if version != g.row.Version {
		return problem("stale", 409, "the game has moved on (version %d, you sent %d): here is the current state", g.row.Version, version)
	}
	if g.m.Over() {
		return problem("over", 409, "the game is over")
	}
	return nil
}

// cancel withdraws the action waiting for the table (g.mu held). The engine
// left the game as it was; the inputs queued for it are dropped (and with
// them any dice given ahead: match.Match.Reset), which is said.
func (g *liveGame) cancel(seat string, version int64) (string, *Problem) {
	if p := g.tableCheck(version); p != nil {
		return "", p
	}
	p := g.ref.pend
	if p == nil {
		return "", problem("illegal", 409, "no action waits for the table")
	}
	if p.start {
		return "", problem("illegal", 409, "nothing to cancel: the game cannot start without %s", g.askedNoun())
	}
	text := fmt.Sprintf("%s withdrawn.", strings.ToUpper(g.pendingName()[:1])+g.pendingName()[1:])
	if q := g.table().Queued(); !q.Empty() {
		if pr := g.resetInputs(seat); pr != nil {
			return "", pr
		}
		text += fmt.Sprintf(" Dropped what the table gave for it (%s); the actions before can no longer be taken back.", inputsText(q))
	}
	g.ref.wentOn()
	g.ref.said = text
	g.notifyAll()
	return text, nil
}

// inputsText lists inputs by kind: "dice 3 5; picks \"C\"".
func inputsText(in game.Inputs) string {
	keys := make([]string, 0, len(in))
	for k, v := range in {
		if len(v) > 0 {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		vals := make([]string, len(in[k]))
		for j, v := range in[k] {
			vals[j] = string(v)
		}
		parts[i] = k + " " + strings.Join(vals, " ")
	}
	return strings.Join(parts, "; ")
}

// added is what was queued between two looks at the queues: the values after
// the ones each queue held before.
func added(before, after game.Inputs) game.Inputs {
	out := game.Inputs{}
	for k, v := range after {
		if n := len(before[k]); len(v) > n {
			out[k] = v[n:]
		}
	}
	return out
}

// argName is the name of a kind's first argument ("dice").
func argName(k *game.InputKind) string {
	if len(k.Args) > 0 {
		return k.Args[0].Name
	}
	return k.Name
}

// tableArgs are a table request's args: the fields of the protocol command of
// its kind (game.Args).
type tableArgs struct {
	fields map[string]json.RawMessage
	kind   *game.InputKind
}

// readTableArgs reads args: an object of the kind's arguments and no others.
func readTableArgs(raw json.RawMessage, k *game.InputKind) (tableArgs, error) {
	a := tableArgs{kind: k}
	if err := json.Unmarshal(raw, &a.fields); err != nil || a.fields == nil {
		return a, fmt.Errorf(`"args" must be an object of %s's arguments`, k.Command)
	}
	for name := range a.fields {
		if !slices.ContainsFunc(k.Args, func(x game.Arg) bool { return x.Name == name }) {
			var known []string
			for _, x := range k.Args {
				known = append(known, x.Name)
			}
			return a, fmt.Errorf("%s takes no argument %q (its arguments: %s)", k.Command, clip(name), strings.Join(known, ", "))
		}
	}
	return a, nil
}

// Get decodes the argument named into dst (game.Args).
func (a tableArgs) Get(name string, dst any) (bool, error) {
	raw, ok := a.fields[name]
	if !ok || strings.TrimSpace(string(raw)) == "null" {
		return false, nil
	}
	if err := json.Unmarshal(raw, dst); err != nil {
		want := "a value of another type"
		for _, x := range a.kind.Args {
			if x.Name == name {
				want = x.Want
			}
		}
		return true, fmt.Errorf("%q must be %s", name, want)
	}
	return true, nil
}

// applyTableEvent plays a referee game's own events on m (load, catch-up).
func applyTableEvent(m *match.Match, ref *tableState, ev store.Event) error {
	switch ev.Kind {
	case kindTable:
		var p tablePayload
		if err := json.Unmarshal([]byte(ev.Action), &p); err != nil {
			return fmt.Errorf("event %d (table): %v", ev.Seq, err)
		}
		t := m.Game().Table()
		if t == nil {
			return fmt.Errorf("event %d (table): the game takes no input from the table", ev.Seq)
		}
		if err := t.Force(p.Inputs); err != nil {
			return fmt.Errorf("event %d (table): %v", ev.Seq, err)
		}
		if p.Need != "" {
			ref.count(p.Need, p.Count)
		}
	case kindStart:
		if err := m.Advance(); err != nil {
			return fmt.Errorf("event %d (start): %v", ev.Seq, err)
		}
		ref.wentOn()
	case kindReset:
		if err := m.Reset(); err != nil {
			return fmt.Errorf("event %d (reset): %v", ev.Seq, err)
		}
		ref.wentOn()
	default:
		return fmt.Errorf("event %d: unknown kind %q", ev.Seq, ev.Kind)
	}
	return nil
}

// isTableEvent reports whether an event kind is one of a referee game's own.
func isTableEvent(kind string) bool {
	return kind == kindTable || kind == kindStart || kind == kindReset
}

// newMatch starts a game's match; in a referee game, a start that needs the
// table is no error (the game waits for it: match.Match.Waiting).
func newMatch(k *gameKit, opt game.Options) (*match.Match, error) {
	m, err := match.New(k.rules, opt)
	if err != nil && opt.Referee && m != nil {
		if _, asked := m.Need(err, nil); asked {
			return m, nil
		}
	}
	return m, err
}

// findStart finds what a referee game's start waits for, if it waits for the
// table before its first decision (g.mu held; the game is left as it is).
func (g *liveGame) findStart() {
	if !g.refereed() || !g.m.Waiting() {
		return
	}
	g.ref.pend = &tablePending{start: true, side: game.None}
	if need, ok := g.m.Need(g.m.Probe(), g.ref.queued); ok {
		g.ref.need = need
	}
}

// settleStart goes on from the start of a referee game loaded from the
// database whose start has every input it asked for (the server stopped
// between storing the last one and going on). g.mu is held.
func (g *liveGame) settleStart() {
	if g.refereed() && g.m.Waiting() && g.ref.need == nil {
		if pr := g.tryPending(SeatBoth); pr != nil {
			g.srv.logf("game %s: going on from the start: %v", g.row.ID, pr)
		}
	}
}

// TableMsg is a referee game's table as the state message shows it: what it
// is asked for now, and what it may give ahead.
type TableMsg struct {
	Need *NeedMsg `json:"need"` // null when the table is asked for nothing
	// Ahead are the kinds the table may give before they are asked for
	// (game.InputKind.Ahead): given as "args" with the field Arg.
	Ahead []AheadMsg `json:"ahead,omitempty"`
	// Pending counts the values given ahead and not used yet (game.Table.Pending).
	Pending int    `json:"pending"`
	Said    string `json:"said,omitempty"` // the last thing the table was told, or an action withdrawn
}

// NeedMsg is what the table is asked for (game.Need, without the game's
// private Detail): nothing beyond what the game's Table.Need says.
type NeedMsg struct {
	Kind    string         `json:"kind"` // an input kind's name (game.InputKind.Name)
	Noun    string         `json:"noun"` // the kind in words ("dice")
	Count   int            `json:"count"`
	Prompt  string         `json:"prompt"`
	Note    string         `json:"note,omitempty"`
	Options []string       `json:"options,omitempty"`
	Labels  []string       `json:"labels,omitempty"` // the options in words, index for index
	For     string         `json:"for,omitempty"`
	Side    string         `json:"side,omitempty"`
	Facts   map[string]any `json:"facts,omitempty"`
	Usage   string         `json:"usage"`  // how to type it (game.Table.Usage)
	Action  string         `json:"action"` // the action that needs it ("" for the game's start)
	By      string         `json:"by,omitempty"`
	Cancel  bool           `json:"cancel"` // the action may be withdrawn ("cancel")
}

// AheadMsg is a kind of input the table may give ahead.
type AheadMsg struct {
	Kind string `json:"kind"`
	Noun string `json:"noun"`
	Arg  string `json:"arg"` // the field of "args" that holds the values
}

// tableMsg is the table's part of the state message (g.mu held).
func (g *liveGame) tableMsg() *TableMsg {
	msg := &TableMsg{Said: g.ref.said}
	t := g.table()
	if t != nil {
		msg.Pending = t.Pending()
	}
	for i, k := range g.kit.title.Inputs {
		if k.Ahead {
			msg.Ahead = append(msg.Ahead, AheadMsg{Kind: k.Name, Noun: k.Noun, Arg: argName(&g.kit.title.Inputs[i])})
		}
	}
	if n, p := g.ref.need, g.ref.pend; n != nil && p != nil && t != nil && !g.m.Over() {
		msg.Need = &NeedMsg{Kind: n.Kind, Noun: g.noun(n.Kind), Count: n.Count, Prompt: n.Prompt, Note: n.Note, Options: n.Options, Labels: n.Labels,
			For: n.For, Side: n.Side, Facts: n.Facts, Usage: strings.TrimSpace(t.Usage(n)), Action: p.action, Cancel: !p.start}
		if !p.start {
			msg.Need.By = g.kit.title.SideKey(p.side)
		}
	}
	return msg
}
