package main

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"punic/game"
)

// Chart geometry, in SVG user units.
const (
	chartW, chartH         = 720, 420
	chartLeft, chartRight  = 70, 20
	chartTop, chartBottom  = 80, 70
	chartBarW, chartBarGap = 46, 10
)

// chartRows are the bars of each bot: its win rate as the first side (Rome),
// as the second (Carthage) and in all; rowName names them.
var chartRows = [3]struct{ color string }{{"#a4262c"}, {"#3b5a8c"}, {"#6b6b6b"}}

// rowName names a bar: "as Rome", "as Carthage", "all games".
func (rep *arenaReport) rowName(row int) string {
	if row < 2 {
		return "as " + rep.cfg.title.SideName(game.Player(row))
	}
	return "all games"
}

// chart writes the win rates as a standalone SVG bar chart: one group of bars per
// bot (as Rome, as Carthage, all games), each with its 95% Wilson interval as a
// whisker, over a 0-100% axis with the 50% line marked.
func (rep *arenaReport) chart(out io.Writer) error {
	w := bufio.NewWriter(out)
	plotH := float64(chartH - chartTop - chartBottom)
	plotW := float64(chartW - chartLeft - chartRight)
	y := func(p float64) float64 { return float64(chartTop) + plotH*(1-p) }
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", chartW, chartH, chartW, chartH)
	fmt.Fprintf(w, `<rect width="%d" height="%d" fill="white"/>`+"\n", chartW, chartH)
	title := fmt.Sprintf("%s vs %s: win rates, %d games (%s)", rep.cfg.bots[0], rep.cfg.bots[1], rep.finished, rep.cfg.scenario)
	fmt.Fprintf(w, `<text x="%d" y="28" font-size="15" font-weight="bold">%s</text>`+"\n", chartLeft, html.EscapeString(title))
	fmt.Fprintf(w, `<text x="%d" y="46" fill="#555">bars: win rate; whiskers: 95%% Wilson interval</text>`+"\n", chartLeft)
	// Axis and grid.
	for _, p := range []float64{0, 0.25, 0.5, 0.75, 1} {
		stroke, dash := "#ddd", ""
		if p == 0.5 {
			stroke, dash = "#999", ` stroke-dasharray="4 3"`
		}
		fmt.Fprintf(w, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s"%s/>`+"\n", chartLeft, y(p), float64(chartLeft)+plotW, y(p), stroke, dash)
		fmt.Fprintf(w, `<text x="%d" y="%.1f" text-anchor="end">%.0f%%</text>`+"\n", chartLeft-8, y(p)+4, 100*p)
	}
	fmt.Fprintf(w, `<line x1="%d" y1="%d" x2="%d" y2="%.1f" stroke="#333"/>`+"\n", chartLeft, chartTop, chartLeft, y(0))
	// Bars.
	groupW := plotW / 2
	for i := range rep.t {
		bars := 0
		for row := range chartRows {
			if rep.t[i][row].games > 0 {
				bars++
			}
		}
		x0 := float64(chartLeft) + groupW*float64(i) + (groupW-float64(bars*chartBarW+(bars-1)*chartBarGap))/2
		k := 0
		for row, rs := range chartRows {
			t := rep.t[i][row]
			if t.games == 0 {
				continue
			}
			p, lo, hi := t.rate()
			x := x0 + float64(k*(chartBarW+chartBarGap))
			k++
			fmt.Fprintf(w, `<rect x="%.1f" y="%.1f" width="%d" height="%.1f" fill="%s"><title>%s %s: %d of %d (%.1f%%, 95%% CI %.1f-%.1f%%)</title></rect>`+"\n",
				x, y(p), chartBarW, y(0)-y(p), rs.color, html.EscapeString(rep.label(i)), rep.rowName(row), t.wins, t.games, 100*p, 100*lo, 100*hi)
			cx := x + chartBarW/2
			fmt.Fprintf(w, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/>`+"\n", cx, y(lo), cx, y(hi))
			for _, v := range []float64{lo, hi} {
				fmt.Fprintf(w, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="black"/>`+"\n", cx-8, y(v), cx+8, y(v))
			}
			fmt.Fprintf(w, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="11">%s</text>`+"\n", cx, y(hi)-6, percent(p))
		}
		fmt.Fprintf(w, `<text x="%.1f" y="%.1f" text-anchor="middle" font-weight="bold">%s</text>`+"\n", float64(chartLeft)+groupW*(float64(i)+0.5), y(0)+22, html.EscapeString(rep.label(i)))
	}
	// Legend.
	lx := float64(chartLeft)
	for row, rs := range chartRows {
		fmt.Fprintf(w, `<rect x="%.1f" y="%d" width="12" height="12" fill="%s"/><text x="%.1f" y="%d">%s</text>`+"\n", lx, chartH-30, rs.color, lx+16, chartH-20, html.EscapeString(rep.rowName(row)))
		lx += 130
	}
	fmt.Fprintln(w, "</svg>")
	return w.Flush()
}

// percent writes a rate as a percentage, with one decimal unless it is whole
// (so that 199 of 200 reads 99.5%, not 100%).
func percent(p float64) string {
	v := 100 * p
	if v == float64(int(v)) {
		return fmt.Sprintf("%.0f%%", v)
	}
	return fmt.Sprintf("%.1f%%", v)
}
