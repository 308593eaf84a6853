package main

// The games punic plays. Linking a game's registration package registers it
// (package game); every subcommand finds games only through the registry, so a
// new game is added here and nowhere else.
import (
	_ "punic/hannibal/title"
	_ "punic/punicwars/title"
)
