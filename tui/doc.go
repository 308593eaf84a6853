// Package tui plays a whole game of any registered game (Hannibal: Rome vs.
// Carthage first) in a terminal ("punic play"): two people at one keyboard
// (hotseat), a person against a bot, or two bots. It shows the game's board as
// text, the decision with numbered choices and the log with rule citations, and
// reads commands: a choice's number or an action's text, undo, log, board, view,
// save FILE, resign, help, quit. At a table with real dice and cards (referee
// mode), it asks for the kinds of input the game declares (for Hannibal the dice
// rolled, the cards drawn, the battle hands dealt and the random picks) whenever
// the rules need them. It knows games only through packages game and match.
//
// Play takes an io.Reader and an io.Writer, so tests script a game. Bots see only
// their seat's observation (game.State.Observation). In hotseat play, one side's
// hand and battle cards are never on the screen while the other side is to act:
// the keyboard is passed between the seats.
package tui
