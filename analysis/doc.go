// Package analysis judges every move of a finished game: where the tables
// or the proofs know the values, whether the move kept the value of its
// position, threw a win or a draw away, or left a proven win for a move
// whose win is no longer proven; elsewhere the engine's view at a depth,
// with a mistake where the score falls by more than a margin (see
// Margins). It sums the marks up for each player and
// finds the move after which the game was decided, and writes the
// analysis into a PDN record (NAGs, comments and the better line as a
// variation) or as JSON, one object per move.
//
// What is known of each move comes from an Explorer: the shared core of
// the explorer (per-move proven values from the proofs and the endgame
// tables, the engine's estimate otherwise).
package analysis
