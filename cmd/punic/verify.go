package main

import (
	"fmt"

	"punic/match"
)

func init() {
	register(command{name: "verify", help: "check a server game's record against its dice commitment: punic verify RECORD", run: runVerify})
}

// runVerify is "punic verify [--data DIR] RECORD".
func runVerify(args []string) error {
	fs := newFlags("verify", "[--data DIR] RECORD",
		"Checks the record of a game played on a punic server (downloaded when the game is over):\n"+
			"the seed and salt it reveals must give the commitment the server published when the\n"+
			"game was created (SHA-256, docs/server.md \"Verifiable dice\"), no die or card may come\n"+
			"from the table, and the record must replay exactly under that seed to its final position\n"+
			"and result — so every die and draw was the seeded one. RECORD \"-\" reads standard input.\n"+
			"A record that fails is refused with what differs.")
	dir := fs.String("data", "", dataFlagHelp)
	if err := fs.parse(args, 1); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("verify needs the RECORD file")
	}
	file := fs.Arg(0)
	rec, rules, err := readRecord(file, *dir)
	if err != nil {
		return err
	}
	v, err := match.Verify(rules, rec)
	if err != nil {
		return fmt.Errorf("%s: NOT VERIFIED: %v", file, err)
	}
	_, err = fmt.Fprintf(stdout, "%s: %s\n", file, v)
	return err
}
