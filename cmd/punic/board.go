package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
)

func init() {
	register(command{name: "board", help: "draw the board as SVG (--svg FILE) or summarise the board data", run: runBoard})
}

// runBoard is "punic board [--game NAME] [--svg FILE] [--data DIR]".
func runBoard(args []string) error {
	fs := newFlags("board", "[--game NAME] [--svg FILE] [--data DIR]",
		"Without --svg, prints a summary of the game's board data. With --svg, draws the\n"+
			"board (at the start of the default scenario) as a standalone SVG picture; FILE\n"+
			"\"-\" writes to standard output.")
	name := gameFlag(fs)
	svgFile := fs.String("svg", "", "write the board as SVG to `FILE` (\"-\" for standard output)")
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 0); err != nil {
		return err
	}
	rules, err := loadRules(*name, *dir)
	if err != nil {
		return err
	}
	if *svgFile == "" {
		_, err := io.WriteString(stdout, rules.Summary())
		return err
	}
	var buf bytes.Buffer
	if err := rules.DrawSVG(&buf); err != nil {
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
