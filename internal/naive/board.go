// Package naive is a second, deliberately simple move generator for
// Fetaix, written straight from the rules page (/work/shared/fetaix-rules.md):
// plain 5×5 arrays, recursion, its own line logic, no tables or bitboards.
// It shares no code with package game (it does not import it): game's
// differential tests compare the two generators, and the proof verifier
// (fetaix solve verify) replays certificates with this one, so that a bug in
// game's fast generator cannot hide in a proof.
package naive

// Cell is what stands on a point of the board.
type Cell int8

// The contents of a point.
const (
	Empty Cell = iota
	WhiteMan
	BlackMan
	WhiteMulla
	BlackMulla
)

// White reports whether c is a white piece.
func (c Cell) White() bool { return c == WhiteMan || c == WhiteMulla }

// Mulla reports whether c is a mulla.
func (c Cell) Mulla() bool { return c == WhiteMulla || c == BlackMulla }

// Pt is a point: file F 0..4 (a..e), rank R 0..4 (1..5).
type Pt struct{ F, R int }

// Index is the point's index, 5·rank + file.
func (p Pt) Index() int { return 5*p.R + p.F }

// String is the point's name, a1 … e5.
func (p Pt) String() string { return string(rune('a'+p.F)) + string(rune('1'+p.R)) }

func (p Pt) onBoard() bool { return p.F >= 0 && p.F < 5 && p.R >= 0 && p.R < 5 }

// step returns the neighbour of p along (df, dr) and whether a line of the
// board joins them: orthogonal neighbours always are; diagonal ones only
// where (file + rank) is even.
func step(p Pt, df, dr int) (Pt, bool) {
	q := Pt{p.F + df, p.R + dr}
	if !q.onBoard() {
		return q, false
	}
	if df != 0 && dr != 0 && (p.F+p.R)%2 != 0 {
		return q, false
	}
	return q, true
}

// allDirs lists the eight directions.
var allDirs = [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// manDirs returns a man's step/capture directions: forward, diagonally
// forward, sideways; with back also backwards (straight and diagonal).
func manDirs(white, back bool) [][2]int {
	fw := 1
	if !white {
		fw = -1
	}
	d := [][2]int{{0, fw}, {1, fw}, {-1, fw}, {1, 0}, {-1, 0}}
	if back {
		d = append(d, [2]int{0, -fw}, [2]int{1, -fw}, [2]int{-1, -fw})
	}
	return d
}

// Far reports whether p is on the far rank of white's (or black's) men.
func Far(p Pt, white bool) bool {
	if white {
		return p.R == 4
	}
	return p.R == 0
}
