package game

import (
	"fmt"
	"strings"
)

// Battle odds: a game whose battles a player wants to weigh before fighting
// them (Hannibal) tells the odds from what that player may know. The estimate
// is the game's own (Hannibal: hannibal/odds); the report is generic, so every
// front end (punic odds, the protocol's odds, the server) shows it alike.

// OddsTeller is implemented by an Instance that estimates battles.
type OddsTeller interface {
	// Odds estimates the battle of q for player p from p's knowledge only:
	// what p's view shows, the other side's hidden cards sampled consistently
	// with the public counts, never the true hidden state.
	Odds(p Player, q OddsQuery) (*OddsReport, error)
	// Battles lists the battles p may weigh now: the one being fought, or
	// those p's decision due may lead to (the web page's odds panel shows
	// them before attacking, intercepting, or fighting instead of avoiding);
	// none when p does not decide.
	Battles(p Player) []OddsQuery
}

// OddsQuery names a prospective battle.
type OddsQuery struct {
	// Battle is the space the battle would be fought in (a space key); ""
	// for the battle being fought, or the one Action leads to.
	Battle string `json:"battle,omitempty"`
	// Action is the legal action of p that leads to the battle (Hannibal:
	// "move cannae", "intercept varro", "fight", "pass"); "" lets the game
	// choose it from the decision due and Battle.
	Action string `json:"action,omitempty"`
	// Samples is the number of simulated battles (0: the game's default).
	Samples int `json:"samples,omitempty"`
	// Seed seeds the sampling: the same query and seed give the same report.
	Seed uint64 `json:"seed,omitempty"`
}

// OddsReport is a battle's estimated outcome for one player.
type OddsReport struct {
	Side    string `json:"side"`             // whose knowledge the estimate uses
	Battle  string `json:"battle"`           // the battle, in words
	Space   string `json:"space"`            // its space's key
	Action  string `json:"action,omitempty"` // the action that leads to it, "" if it is being fought
	Samples int    `json:"samples"`
	Seed    uint64 `json:"seed"`
	// Fought counts the samples in which the battle was fought; the others
	// ended without it (the enemy avoided it, an interception failed…).
	Fought int `json:"fought"`
	// NoBattle is the share of the samples without the battle.
	NoBattle float64 `json:"noBattle"`
	// Sides are the two sides' figures, in seat order.
	Sides []OddsSide `json:"sides"`
}

// OddsSide is one side's figures in an OddsReport.
type OddsSide struct {
	Side string `json:"side"`
	// Win is the share of all samples in which the side won the battle.
	Win float64 `json:"win"`
	// WinIfFought is the share of the battles fought that the side won.
	WinIfFought float64 `json:"winIfFought"`
	// Losses is the expected number of CUs the side loses in a battle fought
	// (casualties, the Retreat Table and the retreat).
	Losses float64 `json:"losses"`
	// Hist counts the battles fought by the CUs the side lost: Hist[k]
	// battles cost it k CUs.
	Hist []int `json:"hist"`
}

// Chart draws the report as text: each side's chance of winning as a bar,
// the chance of no battle, the expected losses and their histogram.
func (r *OddsReport) Chart() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s's knowledge, %d samples, seed %d)\n", r.Battle, r.Side, r.Samples, r.Seed)
	if r.Action != "" {
		fmt.Fprintf(&b, "after: %s\n", r.Action)
	}
	const width = 40
	bar := func(p float64) string {
		n := int(p*width + 0.5)
		return strings.Repeat("#", n) + strings.Repeat(".", width-n)
	}
	for _, s := range r.Sides {
		fmt.Fprintf(&b, "%-9s wins %s %5.1f%%\n", s.Side, bar(s.Win), 100*s.Win)
	}
	fmt.Fprintf(&b, "%-9s      %s %5.1f%%\n", "no battle", bar(r.NoBattle), 100*r.NoBattle)
	if r.Fought == 0 {
		b.WriteString("the battle was never fought in the samples\n")
		return b.String()
	}
	for _, s := range r.Sides {
		fmt.Fprintf(&b, "%-9s loses %.2f CUs on average (wins %.1f%% of the battles fought)\n", s.Side, s.Losses, 100*s.WinIfFought)
		for k, n := range s.Hist {
			if n == 0 {
				continue
			}
			p := float64(n) / float64(r.Fought)
			fmt.Fprintf(&b, "  %2d CUs %s %5.1f%%\n", k, bar(p), 100*p)
		}
	}
	return b.String()
}
