// Package protocol is punic's engine protocol: a line-based JSON dialogue on a
// pair of streams, in the spirit of UCI and GTP, through which any program can
// play, analyse or test games of every registered game ("punic engine"): Hannibal:
// Rome vs. Carthage by default, another game when "new" names it.
//
// Each request is one JSON object on one line, naming its command in "cmd":
//
//	{"cmd":"new","scenario":"218bc","seed":42}
//	{"cmd":"legal"}
//	{"cmd":"apply","id":3}
//
// Each request gets exactly one reply, one JSON object on one line, in order:
// {"ok":true,...} with the command's results, or {"ok":false,"error":"..."} with a
// precise reason. A refused request changes nothing. Blank lines and lines
// starting with "#" are ignored and get no reply. Bad input — malformed JSON,
// unknown commands or fields, wrong types, lines longer than MaxLine — is
// answered with an error, never a crash; end of input ends the session.
//
// In a table-referee game ({"cmd":"new","referee":true}) the dice, strategy
// cards, battle hands and random picks come from the table: a command that needs
// one is answered {"ok":false,"need":...,"count":N,"prompt":...,"options":[...]},
// the game unchanged; the client queues the input ("dice", "draws", "hands",
// "picks") and sends the command again ("apply", or "advance" at the start).
//
// docs/protocol.md describes every command with an example session.
package protocol
