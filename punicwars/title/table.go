package title

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"punic/game"
	"punic/punicwars"
	"punic/punicwars/data"
)

// Table-referee play of The Punic Wars. The rules need two things from the
// table: die rolls (the game's one die) and, at each Roman election (8.4), the
// leaders drawn from the cup. When a referee game needs one, the engine returns
// a *punicwars.NeedInput and leaves the game as it was; this file presents the
// need and checks what the table gives before it is queued.

// Pick is the need of a Roman leader drawn from the cup (punicwars.NeedInput.What).
const Pick = "pick"

// kinds are the inputs a table gives a game, in record order.
var kinds = []game.InputKind{
	game.DiceKind,
	{Name: Pick, Command: "picks", Words: []string{"pick"}, Noun: "the Roman leaders drawn from the cup", Record: "picks",
		Help: "queue the Roman leaders drawn from the cup at an election (8.4; table referee)",
		Args: []game.Arg{{Name: "picks", Want: `an array of the letters of the leaders drawn, like ["C"]`}}},
}

// table is a game's table inputs (game.Table).
type table struct {
	game.EngineTable
	in *Instance
}

var _ game.Table = (*table)(nil)
var _ game.Clearer = (*table)(nil)

// Clear forgets the inputs queued of the kinds named (all when none is).
func (t *table) Clear(records ...string) (game.Inputs, error) {
	return game.ClearQueued(t, kinds, t.in.G.ClearInputs, records...)
}

// Queued returns the inputs queued, as a record stores them.
func (t *table) Queued() game.Inputs {
	in := game.Inputs{}
	for _, d := range t.in.G.QueuedDice() {
		b, _ := json.Marshal(d)
		in["dice"] = append(in["dice"], b)
	}
	for _, p := range t.in.G.QueuedPicks() {
		b, _ := json.Marshal(p)
		in["picks"] = append(in["picks"], b)
	}
	return in
}

// Force queues inputs read from a record.
func (t *table) Force(in game.Inputs) error {
	for key, vals := range in {
		for _, raw := range vals {
			var err error
			switch key {
			case "dice":
				var d int
				if err = json.Unmarshal(raw, &d); err == nil && (d < 1 || d > 6) {
					err = errors.New("not a die roll")
				}
				if err == nil {
					t.in.G.ForceDice(d)
				}
			case "picks":
				var p string
				if err = json.Unmarshal(raw, &p); err == nil {
					t.in.G.ForcePicks(p)
				}
			default:
				return fmt.Errorf("unknown input %q (The Punic Wars takes dice and picks)", key)
			}
			if err != nil {
				return fmt.Errorf("%s: %s is not a value of this kind", key, raw)
			}
		}
	}
	return nil
}

// Need presents the engine's need for table input.
func (t *table) Need(err error, _ map[string]int) (*game.Need, bool) {
	var n *punicwars.NeedInput
	if !errors.As(err, &n) {
		return nil, false
	}
	need := &game.Need{Kind: n.What, Count: max(n.Count, 1), Prompt: n.Prompt, Options: n.Options, For: n.For, Side: n.Side}
	if n.What == Pick {
		// A pick asked for without options is the engine refusing one queued
		// earlier that is not in the cup (it dropped it): ask again.
		need.Stale = len(n.Options) == 0
		if list := strings.Join(n.Options, ", "); len(n.Options) > 0 && !strings.Contains(n.Prompt, list) {
			need.Note = "In the cup: " + list
		}
	}
	return need, true
}

// SupplyArgs checks and queues a protocol command's inputs.
func (t *table) SupplyArgs(kind string, args game.Args, asked func() (*game.Need, error)) (game.Supplied, error) {
	switch kind {
	case game.DiceKind.Name:
		return game.SupplyDiceArgs(t.in.G, args, asked)
	case Pick:
		var picks []string
		if _, err := args.Get("picks", &picks); err != nil {
			return game.Supplied{}, err
		}
		if len(picks) == 0 {
			return game.Supplied{}, errors.New(`picks needs "picks": an array of the letters of the leaders drawn, like ["C"]`)
		}
		need, err := asked()
		if err != nil {
			return game.Supplied{}, err
		}
		if need != nil && len(picks) > need.Count {
			return game.Supplied{}, fmt.Errorf("picks: give the %d leader drawn, not %d", need.Count, len(picks))
		}
		var queued []string
		for _, p := range picks {
			v, err := matchPick(need, p)
			if err == nil && need == nil {
				err = t.romanLetter(v)
			}
			if err != nil {
				return game.Supplied{}, errors.New("picks: " + err.Error())
			}
			queued = append(queued, v)
		}
		return t.queuePicks(need, queued), nil
	}
	return game.Supplied{}, fmt.Errorf("The Punic Wars takes no input %q", kind)
}

// picksReply answers "picks".
type picksReply struct {
	Queued []string `json:"queued"`
}

// queuePicks queues checked picks and counts down a need for them.
func (t *table) queuePicks(need *game.Need, picks []string) game.Supplied {
	t.in.G.ForcePicks(picks...)
	if need != nil {
		need.Count = max(0, need.Count-len(picks))
	}
	return game.Supplied{Count: len(picks), Text: "Drawn from the cup: " + strings.Join(picks, " ") + ".", Reply: picksReply{Queued: picks}}
}

// matchPick finds the leader a typed letter names among the need's options, in
// any case; without a need (forced ahead) or options, the engine judges it.
func matchPick(need *game.Need, text string) (string, error) {
	p := strings.TrimSpace(text)
	if p == "" {
		return "", errors.New("give the letter of the leader drawn")
	}
	if need == nil || len(need.Options) == 0 {
		return strings.ToUpper(p), nil
	}
	if i := slices.IndexFunc(need.Options, func(o string) bool { return strings.EqualFold(o, p) }); i >= 0 {
		return need.Options[i], nil
	}
	return "", fmt.Errorf("%q is not in the cup (%s)", text, strings.Join(need.Options, ", "))
}

// SupplyText checks and queues what a person typed at the table prompt.
func (t *table) SupplyText(need *game.Need, text string) (game.Supplied, error) {
	switch need.Kind {
	case game.DiceKind.Name:
		return game.SupplyDiceText(t.in.G, need, text)
	case Pick:
		f := strings.Fields(text)
		if len(f) != 1 {
			return game.Supplied{}, errors.New("give one letter, the leader drawn")
		}
		p, err := matchPick(need, f[0])
		if err != nil {
			return game.Supplied{}, err
		}
		return t.queuePicks(need, []string{p}), nil
	}
	return game.Supplied{}, fmt.Errorf("The Punic Wars takes no input %q", need.Kind)
}

// Usage says how to type what need asks for.
func (t *table) Usage(need *game.Need) string {
	switch need.Kind {
	case game.DiceKind.Name:
		return game.DiceUsage
	case Pick:
		ex := "C"
		if len(need.Options) > 0 {
			ex = need.Options[0]
		}
		return fmt.Sprintf(`  Type the letter of the leader drawn, like "pick %s" or "%s".`, ex, ex)
	}
	return ""
}

// Help lists the terminal forms of every input.
func (t *table) Help() string {
	return `  dice: 3        the die rolled ("dice 3 5" gives several)
  pick: C        the letter of the Roman leader drawn from the cup (8.4)
`
}

// romanLetter checks a pick queued ahead, before the cup is drawn from: it must
// be the letter of a Roman leader (8.4).
func (t *table) romanLetter(p string) error {
	var letters []string
	for _, l := range t.in.G.Data().Leaders {
		if l.Nation == data.Rome {
			if strings.EqualFold(l.Letter, p) {
				return nil
			}
			letters = append(letters, l.Letter)
		}
	}
	return fmt.Errorf("%q is the letter of no Roman leader (%s)", p, strings.Join(letters, ", "))
}
