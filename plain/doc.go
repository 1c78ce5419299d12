// Package plain is the plain mode for screen readers: a game told one
// line per event ("Black plays c4xc2. Captures c3." then "White to move;
// White must capture: e3xc3. Your move.") and played by commands typed
// as lines (a move in notation, board, pieces, rank, file, moves, hint,
// clock, resign, draw, help, quit), with no screen, no box drawing, no
// colours and no cursor movement. It gives the lines and the commands'
// parsing to both sides that use it: `fetaix --plain`, a game against
// the computer in the terminal or through pipes (EngineGame), and the
// server's `ssh HOST plain` (server/plainsession). A line typed is at
// most MaxLine bytes.
package plain

// Message is an error whose text is a whole line for the player, with
// its full stop.
type Message string

// Error returns the line.
func (m Message) Error() string { return string(m) }
