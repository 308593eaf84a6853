package punicwars

import "punic/game/jsonw"

// AppendJSON appends v as JSON to buf and returns the longer slice: exactly
// the bytes json.Marshal(v) writes (TestAppendJSONMatchesMarshal), written
// without reflection and without allocating when buf has room.
func (v *View) AppendJSON(buf []byte) []byte {
	b := append(buf, '{')
	b = jsonw.String(jsonw.Key(b, "engine"), v.Engine)
	b = jsonw.String(jsonw.Key(b, "scenario"), v.Scenario)
	b = jsonw.String(jsonw.Key(b, "title"), v.Title)
	b = jsonw.String(jsonw.Key(b, "side"), v.Side)
	b = jsonw.Int(jsonw.Key(b, "turn"), v.Turn)
	b = jsonw.Int(jsonw.Key(b, "year"), v.Year)
	b = jsonw.String(jsonw.Key(b, "phase"), v.Phase)
	b = jsonw.String(jsonw.Key(b, "phasing"), v.Phasing)
	b = append(jsonw.Key(b, "decision"), '{')
	b = jsonw.String(jsonw.Key(b, "side"), v.Decision.Side)
	b = jsonw.String(jsonw.Key(b, "kind"), v.Decision.Kind)
	b = jsonw.String(jsonw.Key(b, "prompt"), v.Decision.Prompt)
	b = append(b, '}')
	b = pair(jsonw.Key(b, "treasury"), v.Treasury)
	b = pair(jsonw.Key(b, "lost"), v.Lost)
	if len(v.Bids) > 0 {
		b = append(jsonw.Key(b, "bids"), '[')
		for i, x := range v.Bids {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '{')
			b = jsonw.String(jsonw.Key(b, "side"), x.Side)
			b = jsonw.Int(jsonw.Key(b, "points"), x.Points)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if v.LastDiplomacy != nil {
		b = v.LastDiplomacy.appendJSON(jsonw.Key(b, "lastDiplomacy"))
	}
	if v.LastElection != nil {
		b = v.LastElection.appendJSON(jsonw.Key(b, "lastElection"))
	}
	b = jsonw.String(jsonw.Key(b, "syracuse"), v.Syracuse)
	b = jsonw.Bool(jsonw.Key(b, "romanFleetsAllowed"), v.FleetGate)
	b = pair(jsonw.Key(b, "vp"), v.VP)
	b = jsonw.List(jsonw.Key(b, "hexes"), v.Hexes, (*HexView).appendJSON)
	b = jsonw.List(jsonw.Key(b, "leaders"), v.Leaders, (*LeaderView).appendJSON)
	b = jsonw.List(jsonw.Key(b, "regions"), v.Regions, (*RegionView).appendJSON)
	b = jsonw.List(jsonw.Key(b, "towns"), v.Towns, (*TownView).appendJSON)
	if len(v.Attacks) > 0 {
		b = jsonw.List(jsonw.Key(b, "attacks"), v.Attacks, (*AttackView).appendJSON)
	}
	if len(v.Legal) > 0 {
		b = jsonw.List(jsonw.Key(b, "legal"), v.Legal, (*ActionView).appendJSON)
	}
	b = jsonw.Bool(jsonw.Key(b, "over"), v.Over)
	if v.Winner != "" {
		b = jsonw.String(jsonw.Key(b, "winner"), v.Winner)
	}
	if v.Result != "" {
		b = jsonw.String(jsonw.Key(b, "result"), v.Result)
	}
	return append(b, '}')
}

func (h *HexView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.Int(jsonw.Key(b, "hex"), h.Hex)
	b = optString(b, "name", h.Name)
	b = optString(b, "town", h.Town)
	b = jsonw.List(jsonw.Key(b, "units"), h.Units, (*UnitView).appendJSON)
	return append(b, '}')
}

func (u *UnitView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "owner"), u.Owner)
	b = jsonw.String(jsonw.Key(b, "side"), u.Side)
	b = jsonw.String(jsonw.Key(b, "type"), u.Type)
	b = jsonw.Int(jsonw.Key(b, "strength"), u.Strength)
	b = jsonw.Bool(jsonw.Key(b, "faceDown"), u.FaceDown)
	if u.Hidden {
		b = jsonw.Bool(jsonw.Key(b, "hidden"), true)
	}
	b = optString(b, "leader", u.Leader)
	if u.Attached {
		b = jsonw.Bool(jsonw.Key(b, "attached"), true)
	}
	return append(b, '}')
}

func (l *LeaderView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "letter"), l.Letter)
	b = jsonw.String(jsonw.Key(b, "side"), l.Side)
	b = jsonw.Int(jsonw.Key(b, "value"), l.Value)
	if l.Hex != 0 {
		b = jsonw.Int(jsonw.Key(b, "hex"), l.Hex)
	}
	b = jsonw.String(jsonw.Key(b, "state"), l.State)
	b = jsonw.Int(jsonw.Key(b, "mp"), l.MP)
	if l.Moved {
		b = jsonw.Bool(jsonw.Key(b, "moved"), true)
	}
	if l.Active {
		b = jsonw.Bool(jsonw.Key(b, "active"), true)
	}
	return append(b, '}')
}

func (r *RegionView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "key"), r.Key)
	b = jsonw.String(jsonw.Key(b, "name"), r.Name)
	b = jsonw.Int(jsonw.Key(b, "value"), r.Value)
	b = jsonw.String(jsonw.Key(b, "status"), r.Status)
	b = jsonw.String(jsonw.Key(b, "control"), r.Control)
	if r.Defected {
		b = jsonw.Bool(jsonw.Key(b, "defected"), true)
	}
	return append(b, '}')
}

func (t *TownView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.Int(jsonw.Key(b, "hex"), t.Hex)
	b = optString(b, "name", t.Name)
	b = jsonw.String(jsonw.Key(b, "control"), t.Control)
	return append(b, '}')
}

func (a *ActionView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "text"), a.Text)
	b = jsonw.String(jsonw.Key(b, "label"), a.Label)
	return append(b, '}')
}

func (a *AttackView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "type"), a.Type)
	b = jsonw.Int(jsonw.Key(b, "hex"), a.Hex)
	b = jsonw.Int(jsonw.Key(b, "attacker"), a.Attacker)
	b = jsonw.Int(jsonw.Key(b, "defender"), a.Defender)
	b = jsonw.String(jsonw.Key(b, "odds"), a.Odds)
	b = jsonw.String(jsonw.Key(b, "leader"), a.Leader)
	b = jsonw.Int(jsonw.Key(b, "leaderValue"), a.LeaderValue)
	b = optString(b, "defLeader", a.DefLeader)
	b = jsonw.Int(jsonw.Key(b, "defLeaderValue"), a.DefLeaderValue)
	b = jsonw.Int(jsonw.Key(b, "walls"), a.Walls)
	b = jsonw.Int(jsonw.Key(b, "modifier"), a.Modifier)
	b = jsonw.Int(jsonw.Key(b, "cost"), a.Cost)
	if a.Threat {
		b = jsonw.Bool(jsonw.Key(b, "threat"), true)
	}
	b = jsonw.List(jsonw.Key(b, "outcomes"), a.Outcomes, (*OutcomeView).appendJSON)
	return append(b, '}')
}

func (o *OutcomeView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.Int(jsonw.Key(b, "die"), o.Die)
	b = jsonw.Int(jsonw.Key(b, "roll"), o.Roll)
	b = jsonw.Int(jsonw.Key(b, "attackerPct"), o.AttackerPct)
	b = jsonw.Int(jsonw.Key(b, "defenderPct"), o.DefenderPct)
	b = jsonw.Int(jsonw.Key(b, "attackerLoss"), o.AttackerLoss)
	b = jsonw.Int(jsonw.Key(b, "defenderLoss"), o.DefenderLoss)
	return append(b, '}')
}

// pair appends a two-number array.
func pair(b []byte, p [2]int) []byte {
	b = append(b, '[')
	b = jsonw.Int(b, p[0])
	b = append(b, ',')
	b = jsonw.Int(b, p[1])
	return append(b, ']')
}

// optString appends member name unless s is empty (omitempty).
func optString(b []byte, name, s string) []byte {
	if s == "" {
		return b
	}
	return jsonw.String(jsonw.Key(b, name), s)
}

func (d *DiplomacyView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.Int(jsonw.Key(b, "turn"), d.Turn)
	b = jsonw.String(jsonw.Key(b, "table"), d.Table)
	b = pair(jsonw.Key(b, "bids"), d.Bids)
	b = pair(jsonw.Key(b, "lost"), d.Lost)
	b = jsonw.Int(jsonw.Key(b, "die"), d.Die)
	b = jsonw.Int(jsonw.Key(b, "bidModifier"), d.BidModifier)
	b = jsonw.Int(jsonw.Key(b, "lossModifier"), d.LossModifier)
	b = jsonw.Int(jsonw.Key(b, "roll"), d.Roll)
	b = jsonw.String(jsonw.Key(b, "result"), d.Result)
	b = jsonw.String(jsonw.Key(b, "resultRule"), d.ResultRule)
	b = optString(b, "effect", d.Effect)
	b = optString(b, "effectRule", d.EffectRule)
	return append(b, '}')
}

func (e *ElectionView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.Int(jsonw.Key(b, "turn"), e.Turn)
	b = jsonw.Int(jsonw.Key(b, "onMap"), e.OnMap)
	if len(e.Left) > 0 {
		b = jsonw.Strings(jsonw.Key(b, "left"), e.Left)
	}
	if len(e.Removed) > 0 {
		b = jsonw.Strings(jsonw.Key(b, "removed"), e.Removed)
	}
	b = jsonw.Int(jsonw.Key(b, "eliminated"), e.Eliminated)
	if len(e.Elected) > 0 {
		b = jsonw.List(jsonw.Key(b, "elected"), e.Elected, (*ElectedView).appendJSON)
	}
	if e.NoPlace {
		b = jsonw.Bool(jsonw.Key(b, "noPlace"), true)
	}
	return append(b, '}')
}

func (e *ElectedView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "letter"), e.Letter)
	if e.Hex != 0 {
		b = jsonw.Int(jsonw.Key(b, "hex"), e.Hex)
	}
	return append(b, '}')
}
