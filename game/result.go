package game

// Result is the outcome of a game.
type Result int8

// Results, named as in game records.
const (
	Ongoing  Result = iota // "*"
	WhiteWin               // "1-0"
	BlackWin               // "0-1"
	Draw                   // "1/2-1/2"
)

// String returns the result as written in game records.
func (r Result) String() string {
	return [...]string{"*", "1-0", "0-1", "1/2-1/2"}[r]
}

// WinFor returns the result of a win by c.
func WinFor(c Color) Result {
	if c == White {
		return WhiteWin
	}
	return BlackWin
}

// Reason says why a game ended.
type Reason int8

// Reasons a game ends.
const (
	NotOver Reason = iota
	NoPieces
	NoMoves
	Repetition
	NoProgress
	Resignation
	AgreedDraw
	PlyLimit // MaxPlies played: a draw under every set of rules
)

// String describes the reason in a few words.
func (r Reason) String() string {
	return [...]string{"", "no pieces left", "no legal move", "threefold repetition",
		"no progress", "resignation", "draw agreed", "ply limit"}[r]
}
