package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"

	"punic/hannibal/boardsvg"
	"punic/hannibal/data"
)

func init() {
	register(command{name: "board", help: "draw the board as SVG (--svg FILE) or summarise the board data", run: runBoard})
}

// runBoard is "punic board [--svg FILE] [--data DIR]".
func runBoard(args []string) error {
	fs := newFlags("board", "[--svg FILE] [--data DIR]",
		"Without --svg, prints a summary of the board data. With --svg, draws the board\n"+
			"(218 BC start) as a standalone SVG picture; FILE \"-\" writes to standard output.")
	svgFile := fs.String("svg", "", "write the board as SVG to `FILE` (\"-\" for standard output)")
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	d, err := loadData(*dir)
	if err != nil {
		return err
	}
	if *svgFile == "" {
		_, err := io.WriteString(stdout, boardSummary(d, *dir))
		return err
	}
	var buf bytes.Buffer
	if err := boardsvg.Render(&buf, d, boardsvg.Options{}); err != nil {
		return err
	}
	if *svgFile == "-" {
		_, err := stdout.Write(buf.Bytes())
		return err
	}
	if err := os.WriteFile(*svgFile, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "punic board: wrote %s\n", *svgFile)
	return nil
}

// boardSummary counts what the data holds.
func boardSummary(d *data.Data, dir string) string {
	b := d.Board
	var kinds [4]int
	for _, c := range b.Connections {
		kinds[c.Kind]++
	}
	var spaceKinds [3]int
	ports, friendly := 0, 0
	for _, s := range b.Spaces {
		spaceKinds[s.Kind]++
		if s.Port {
			ports++
		}
		if s.Kind == data.Tribe && s.TribeFor == data.Carthage {
			friendly++
		}
	}
	scoring := 0
	for _, p := range b.Provinces {
		if p.Scores {
			scoring++
		}
	}
	var sides [2]int
	for _, g := range d.Generals {
		sides[g.Side]++
	}
	battle := 0
	for _, bc := range d.BattleCards {
		battle += bc.Count
	}
	var scen []string
	for _, sc := range d.Scenarios {
		scen = append(scen, sc.Key)
	}
	from := "built-in data"
	if dir != "" {
		from = "data from " + dir
	}
	var w strings.Builder
	fmt.Fprintf(&w, "Hannibal: Rome vs. Carthage board (%s)\n", from)
	fmt.Fprintf(&w, "  spaces          %3d (%d political, %d walled cities, %d tribes)\n", len(b.Spaces), spaceKinds[data.Political], spaceKinds[data.WalledCity], spaceKinds[data.Tribe])
	fmt.Fprintf(&w, "  provinces       %3d (%d score political points)\n", len(b.Provinces), scoring)
	fmt.Fprintf(&w, "  connections     %3d (%d normal, %d Alps pass, %d non-Alps pass, %d strait)\n", len(b.Connections), kinds[data.Normal], kinds[data.AlpsPass], kinds[data.Pass], kinds[data.Strait])
	fmt.Fprintf(&w, "  ports           %3d\n", ports)
	fmt.Fprintf(&w, "  walled cities   %3d\n", spaceKinds[data.WalledCity])
	fmt.Fprintf(&w, "  tribes          %3d (%d friendly to Carthage)\n", spaceKinds[data.Tribe], friendly)
	fmt.Fprintf(&w, "  generals        %3d (%d Roman, %d Carthaginian)\n", len(d.Generals), sides[data.Rome], sides[data.Carthage])
	fmt.Fprintf(&w, "  strategy cards  %3d\n", len(d.Cards))
	fmt.Fprintf(&w, "  battle cards    %3d (%d types)\n", battle, len(d.BattleCards))
	fmt.Fprintf(&w, "  turns           %3d\n", len(d.Turns))
	fmt.Fprintf(&w, "  scenarios       %s\n", strings.Join(scen, ", "))
	return w.String()
}
