package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"punic/game"
)

func init() {
	register(command{name: "data", help: "export a game's built-in data files for editing: punic data [--game NAME] --export DIR", run: runData})
}

// runData is "punic data [--game NAME] --export DIR [--force]".
func runData(args []string) error {
	flags := newFlags("data", "[--game NAME] --export DIR [--force]",
		"Writes the game's built-in data files (for Hannibal: board, generals, cards,\n"+
			"tables, turns, scenarios) to DIR so they can be edited, then loaded with\n"+
			"--data DIR. Hannibal's format is described in docs/data-format.md, The Punic\n"+
			"Wars' (map, regions, charts, leaders, scenarios) in docs/data-format-punicwars.md.")
	name := gameFlag(flags)
	dir := flags.String("export", "", "write the data files into `DIR` (created if needed)")
	force := flags.Bool("force", false, "overwrite data files already in DIR")
	if err := flags.parse(args, 0); err != nil {
		return err
	}
	if *dir == "" {
		return usagef("missing --export DIR")
	}
	t, err := game.Lookup(*name)
	if err != nil {
		return usagef("--game: %v", err)
	}
	if t.Files == nil {
		return fmt.Errorf("%s has no data files to export", t.Name)
	}
	n, err := exportData(t.Files, *dir, *force)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "punic data: wrote %d files to %s\n", n, *dir)
	return nil
}

// exportData copies every file of src into dir and returns how many it wrote. It
// refuses to overwrite an existing file unless force is set, and then writes nothing.
func exportData(src fs.FS, dir string, force bool) (int, error) {
	var files []string
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		return 0, err
	}
	if !force {
		for _, p := range files {
			target := filepath.Join(dir, filepath.FromSlash(p))
			if _, err := os.Stat(target); err == nil {
				return 0, fmt.Errorf("%s already exists (use --force to overwrite)", target)
			}
		}
	}
	for _, p := range files {
		b, err := fs.ReadFile(src, p)
		if err != nil {
			return 0, err
		}
		target := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return 0, err
		}
		if err := os.WriteFile(target, b, 0o644); err != nil {
			return 0, err
		}
	}
	return len(files), nil
}
