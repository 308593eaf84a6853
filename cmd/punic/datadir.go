package main

import (
	"punic/hannibal/data"
)

// dataFlagHelp is the help of the --data flag that subcommands share.
const dataFlagHelp = "load the game data from `DIR` (an edited copy made with \"punic data --export\") instead of the built-in files"

// loadData returns the built-in game data, or the data in dir when dir is not
// empty. An invalid directory yields an error listing every problem.
func loadData(dir string) (*data.Data, error) {
	if dir == "" {
		return data.Default()
	}
	return data.LoadDir(dir)
}
