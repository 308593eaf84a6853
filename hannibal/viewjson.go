package hannibal

import "punic/game/jsonw"

// AppendJSON appends v as JSON to buf and returns the longer slice: exactly
// the bytes json.Marshal(v) writes (TestAppendJSONMatchesMarshal), written
// without reflection and without allocating when buf has room.
func (v *View) AppendJSON(buf []byte) []byte {
	b := append(buf, '{')
	b = jsonw.String(jsonw.Key(b, "side"), v.Side)
	if v.Rules != "" {
		b = jsonw.String(jsonw.Key(b, "rules"), v.Rules)
	}
	b = jsonw.Int(jsonw.Key(b, "turn"), v.Turn)
	b = jsonw.Int(jsonw.Key(b, "lastTurn"), v.LastTurn)
	b = jsonw.String(jsonw.Key(b, "years"), v.Years)
	b = jsonw.String(jsonw.Key(b, "phase"), v.Phase)
	b = jsonw.String(jsonw.Key(b, "active"), v.Active)
	b = append(jsonw.Key(b, "decision"), '{')
	b = jsonw.String(jsonw.Key(b, "side"), v.Decision.Side)
	b = jsonw.String(jsonw.Key(b, "kind"), v.Decision.Kind)
	b = jsonw.String(jsonw.Key(b, "prompt"), v.Decision.Prompt)
	b = append(b, '}')
	b = jsonw.List(jsonw.Key(b, "spaces"), v.Spaces, (*SpaceView).appendJSON)
	b = jsonw.List(jsonw.Key(b, "generals"), v.Generals, (*GenView).appendJSON)
	b = jsonw.Ints(jsonw.Key(b, "hand"), v.Hand)
	if len(v.Known) > 0 {
		b = jsonw.Ints(jsonw.Key(b, "known"), v.Known)
	}
	b = jsonw.IntMap(jsonw.Key(b, "handSize"), v.HandSize)
	b = jsonw.Int(jsonw.Key(b, "deckSize"), v.DeckSize)
	b = jsonw.Ints(jsonw.Key(b, "discard"), v.Discard)
	b = jsonw.Ints(jsonw.Key(b, "removed"), v.Removed)
	b = jsonw.Ints(jsonw.Key(b, "byMap"), v.ByMap)
	b = jsonw.Strings(jsonw.Key(b, "effects"), v.Effects)
	b = jsonw.IntMap(jsonw.Key(b, "points"), v.Points)
	b = jsonw.Key(b, "provinces")
	if v.Provinces == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, p := range v.Provinces {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '{')
			b = jsonw.String(jsonw.Key(b, "key"), p.Key)
			b = jsonw.String(jsonw.Key(b, "control"), p.Control)
			b = jsonw.Bool(jsonw.Key(b, "scores"), p.Scores)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if v.Battle != nil {
		b = v.Battle.appendJSON(jsonw.Key(b, "battle"))
	}
	b = jsonw.Bool(jsonw.Key(b, "over"), v.Over)
	if v.Winner != "" {
		b = jsonw.String(jsonw.Key(b, "winner"), v.Winner)
	}
	if v.WinReason != "" {
		b = jsonw.String(jsonw.Key(b, "winReason"), v.WinReason)
	}
	if m := v.MovingArmy; m != nil {
		b = append(jsonw.Key(b, "moving"), '{')
		b = jsonw.String(jsonw.Key(b, "general"), m.General)
		b = jsonw.String(jsonw.Key(b, "from"), m.From)
		b = jsonw.String(jsonw.Key(b, "at"), m.At)
		b = jsonw.Int(jsonw.Key(b, "cus"), m.CUs)
		b = jsonw.Int(jsonw.Key(b, "mp"), m.MP)
		b = jsonw.Int(jsonw.Key(b, "mpMax"), m.MPMax)
		b = append(b, '}')
	}
	if v.LastBattle != nil {
		b = v.LastBattle.appendJSON(jsonw.Key(b, "lastBattle"))
	}
	if v.Retreat != nil {
		b = v.Retreat.appendJSON(jsonw.Key(b, "retreat"))
	}
	if v.Lesson != nil {
		b = v.Lesson.appendJSON(jsonw.Key(b, "lesson"))
	}
	return append(b, '}')
}

func (s *SpaceView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "key"), s.Key)
	b = jsonw.String(jsonw.Key(b, "control"), s.Control)
	if s.Tribe {
		b = jsonw.Bool(jsonw.Key(b, "tribe"), true)
	}
	b = optInt(b, "romeCUs", s.RomeCUs)
	b = optInt(b, "carthageCUs", s.CartCUs)
	b = optInt(b, "elephants", s.Elephants)
	b = optInt(b, "inside", s.Inside)
	b = optInt(b, "insideElephants", s.InsideEle)
	b = optInt(b, "siege", s.Siege)
	if s.SiegeBy != "" {
		b = jsonw.String(jsonw.Key(b, "siegeBy"), s.SiegeBy)
	}
	return append(b, '}')
}

func (gv *GenView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "key"), gv.Key)
	b = jsonw.String(jsonw.Key(b, "side"), gv.Side)
	b = jsonw.String(jsonw.Key(b, "where"), gv.Where)
	b = jsonw.String(jsonw.Key(b, "status"), gv.Status)
	b = optBool(b, "inside", gv.Inside)
	b = optBool(b, "command", gv.Command)
	b = optBool(b, "consul", gv.Consul)
	b = optBool(b, "proconsul", gv.Proconsul)
	return append(b, '}')
}

func (bv *BattleView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "space"), bv.Space)
	b = jsonw.String(jsonw.Key(b, "attacker"), bv.Attacker)
	b = jsonw.String(jsonw.Key(b, "originalAttacker"), bv.OrigAttacker)
	b = jsonw.Int(jsonw.Key(b, "rounds"), bv.Rounds)
	b = jsonw.IntMap(jsonw.Key(b, "cards"), bv.Cards)
	b = jsonw.Ints(jsonw.Key(b, "myCards"), bv.MyCards)
	if len(bv.FaceUp) > 0 {
		b = jsonw.IntsMap(jsonw.Key(b, "faceUp"), bv.FaceUp)
	}
	if bv.Current != "" {
		b = jsonw.String(jsonw.Key(b, "current"), bv.Current)
	}
	b = jsonw.Key(b, "history")
	if bv.History == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, r := range bv.History {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '{')
			b = jsonw.String(jsonw.Key(b, "attacker"), r.Attacker)
			b = jsonw.String(jsonw.Key(b, "card"), r.Card)
			b = jsonw.String(jsonw.Key(b, "as"), r.As)
			b = jsonw.String(jsonw.Key(b, "matched"), r.Matched)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = jsonw.StringMap(jsonw.Key(b, "commanders"), bv.Commanders)
	return append(b, '}')
}

func (o *BattleOutcome) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.Int(jsonw.Key(b, "turn"), o.Turn)
	b = jsonw.String(jsonw.Key(b, "space"), o.Space)
	b = jsonw.String(jsonw.Key(b, "attacker"), o.Attacker)
	b = jsonw.String(jsonw.Key(b, "defender"), o.Defender)
	b = jsonw.String(jsonw.Key(b, "winner"), o.Winner)
	b = jsonw.String(jsonw.Key(b, "how"), o.How)
	b = jsonw.Int(jsonw.Key(b, "rounds"), o.Rounds)
	b = jsonw.IntMap(jsonw.Key(b, "lost"), o.Lost)
	b = jsonw.IntMap(jsonw.Key(b, "casualties"), o.Casualties)
	b = jsonw.Int(jsonw.Key(b, "retreatTable"), o.RetreatTable)
	if o.Retreat != nil {
		b = o.Retreat.appendJSON(jsonw.Key(b, "retreat"))
	}
	return append(b, '}')
}

func (r *RetreatView) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.String(jsonw.Key(b, "side"), r.Side)
	b = jsonw.String(jsonw.Key(b, "from"), r.From)
	b = jsonw.Strings(jsonw.Key(b, "path"), r.Path)
	b = jsonw.String(jsonw.Key(b, "at"), r.At)
	b = jsonw.Int(jsonw.Key(b, "cus"), r.CUs)
	b = jsonw.Int(jsonw.Key(b, "lost"), r.Lost)
	b = jsonw.Bool(jsonw.Key(b, "inProgress"), r.InProgress)
	return append(b, '}')
}

func (l *Lesson) appendJSON(b []byte) []byte {
	b = append(b, '{')
	b = jsonw.Int(jsonw.Key(b, "tutorial"), l.Tutorial)
	b = jsonw.String(jsonw.Key(b, "title"), l.Title)
	b = jsonw.String(jsonw.Key(b, "goal"), l.Goal)
	if l.Player != "" {
		b = jsonw.String(jsonw.Key(b, "player"), l.Player)
	}
	b = jsonw.String(jsonw.Key(b, "first"), l.First)
	if len(l.Rules) > 0 {
		b = jsonw.Strings(jsonw.Key(b, "rules"), l.Rules)
	}
	b = jsonw.String(jsonw.Key(b, "victory"), l.Victory)
	b = jsonw.Int(jsonw.Key(b, "step"), l.Step)
	b = jsonw.Int(jsonw.Key(b, "steps"), l.Steps)
	b = jsonw.String(jsonw.Key(b, "text"), l.Text)
	b = jsonw.Strings(jsonw.Key(b, "spaces"), l.Spaces)
	b = jsonw.Strings(jsonw.Key(b, "generals"), l.Generals)
	if l.Result != "" {
		b = jsonw.String(jsonw.Key(b, "result"), l.Result)
	}
	return append(b, '}')
}

// optInt appends member name: n unless n is 0 (omitempty).
func optInt(b []byte, name string, n int) []byte {
	if n == 0 {
		return b
	}
	return jsonw.Int(jsonw.Key(b, name), n)
}

// optBool appends member name: true when t (omitempty).
func optBool(b []byte, name string, t bool) []byte {
	if !t {
		return b
	}
	return jsonw.Bool(jsonw.Key(b, name), true)
}
