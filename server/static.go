package server

import (
	"punic/hannibal/data"
)

// Static is the public, unchanging part of the game the page needs: the map's
// spaces, provinces and connections, the generals, the battle-card types and the
// bots on offer. It holds nothing about any game in progress.
type Static struct {
	Width       int             `json:"width"`
	Height      int             `json:"height"`
	Spaces      []StaticSpace   `json:"spaces"`
	Provinces   []StaticProv    `json:"provinces"`
	Generals    []StaticGeneral `json:"generals"`
	BattleCards []StaticBC      `json:"battleCards"`
	Scenarios   []StaticScen    `json:"scenarios"`
	Bots        []BotChoice     `json:"bots"`
}

// StaticSpace is one map space.
type StaticSpace struct {
	Key      string `json:"key"`
	Name     string `json:"name"`
	Province string `json:"province"`
	Kind     string `json:"kind"`
	Port     bool   `json:"port,omitempty"`
	Capacity int    `json:"capacity,omitempty"`
	X        int    `json:"x"`
	Y        int    `json:"y"`
}

// StaticProv is one province.
type StaticProv struct {
	Key    string `json:"key"`
	Name   string `json:"name"`
	Scores bool   `json:"scores"`
}

// StaticGeneral is one general counter.
type StaticGeneral struct {
	Key      string `json:"key"`
	Name     string `json:"name"`
	Side     string `json:"side"`
	Strategy int    `json:"strategy"`
	Battle   int    `json:"battle"`
	Ability  string `json:"ability"`
}

// StaticBC is one battle-card type.
type StaticBC struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

// StaticScen is one scenario.
type StaticScen struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

func staticFacts(d *data.Data) *Static {
	b := d.Board
	st := &Static{Width: b.Width, Height: b.Height, Bots: Bots}
	for _, s := range b.Spaces {
		st.Spaces = append(st.Spaces, StaticSpace{Key: s.Key, Name: s.Name, Province: b.Provinces[s.Province].Key,
			Kind: s.Kind.String(), Port: s.Port, Capacity: s.Capacity, X: s.X, Y: s.Y})
	}
	for _, p := range b.Provinces {
		st.Provinces = append(st.Provinces, StaticProv{Key: p.Key, Name: p.Name, Scores: p.Scores})
	}
	for _, g := range d.Generals {
		st.Generals = append(st.Generals, StaticGeneral{Key: g.Key, Name: g.Name, Side: g.Side.Key(),
			Strategy: g.Strategy, Battle: g.Battle, Ability: g.AbilityText})
	}
	for _, c := range d.BattleCards {
		st.BattleCards = append(st.BattleCards, StaticBC{Key: c.Key, Name: c.Name})
	}
	for _, s := range d.Scenarios {
		st.Scenarios = append(st.Scenarios, StaticScen{Key: s.Key, Name: s.Name})
	}
	return st
}
