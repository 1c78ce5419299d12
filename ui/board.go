package ui

import (
	"strings"

	"github.com/fetaix/fetaix/game"
)

// boardSize is the spacing of the points on screen: sx columns apart and sy
// rows apart. Each point is drawn as a 3-column cell: a mark, the glyph, a
// mark.
type boardSize struct{ sx, sy int }

// The board sizes, largest first.
var boardSizes = []boardSize{{sx: 10, sy: 5}, {sx: 8, sy: 4}, {sx: 6, sy: 2}}

// The board block: a rank label column ("5 "), then the grid; the file
// labels follow the grid after one row.
const rankLabelW = 2

// width and height of the board block, labels included.
func (b boardSize) width() int  { return rankLabelW + 4*b.sx + 3 }
func (b boardSize) height() int { return 4*b.sy + 2 }

// cellX returns the first column of display column i's cells.
func (b boardSize) cellX(i int) int { return rankLabelW + b.sx*i }

// squareAt returns the point drawn at display column i, row j (row 0 on
// top), or game.NoSquare.
func squareAt(i, j int, flipped bool) game.Square {
	if i < 0 || i > 4 || j < 0 || j > 4 {
		return game.NoSquare
	}
	if flipped {
		return game.SquareAt(4-i, j)
	}
	return game.SquareAt(i, 4-j)
}

// displayOf returns the display column and row of s.
func displayOf(s game.Square, flipped bool) (i, j int) {
	if flipped {
		return 4 - s.File(), s.Rank()
	}
	return s.File(), 4 - s.Rank()
}

// hit is the meaning of a screen cell relative to the board block.
type hit int

const (
	hitOutside hit = iota // outside the grid (labels included): ignored
	hitGrid               // inside the grid but not on a point
	hitPoint              // on a point
)

// pointAt maps a position relative to the board block to a point.
func (b boardSize) pointAt(x, y int, flipped bool) (game.Square, hit) {
	gx, gy := x-rankLabelW, y
	if gx < 0 || gy < 0 || gx >= 4*b.sx+3 || gy > 4*b.sy {
		return game.NoSquare, hitOutside
	}
	if gy%b.sy == 0 && gx%b.sx < 3 {
		return squareAt(gx/b.sx, gy/b.sy, flipped), hitPoint
	}
	return game.NoSquare, hitGrid
}

// marks is what is shown on each point besides its piece.
type marks struct {
	cursor, selected, target, landed, taken, must, last uint32
	// ghost is the piece drawn on a target instead of the target mark:
	// the selected piece as it lands there when it is (or becomes) a
	// mulla, or wherever a drag would drop it; game.Empty elsewhere.
	ghost [game.NumSquares]game.Piece
	// hint marks the hint's path: hintOrigin on its origin (and on a
	// single destination), '1', '2', … on the landings of a capture with
	// several, in order; 0 elsewhere.
	hint [game.NumSquares]byte
}

// hintOrigin is the hint mark of a hinted move's origin.
const hintOrigin = '?'

// setHint marks the path of the hinted move mv.
func (m *marks) setHint(mv game.Move) {
	m.hint[mv.From] = hintOrigin
	if mv.N <= 1 {
		m.hint[mv.To] = hintOrigin
		return
	}
	for i, s := range mv.Landings() {
		m.hint[s] = '+'
		if i < 9 {
			m.hint[s] = byte('1' + i)
		}
	}
}

// renderBoard draws position p with marks m at size b. The lines are
// last's (read them, do not change them): a board drawn again as it was
// last drawn in last is the same lines, and the rows between the points'
// rows, which depend only on the size, are drawn once per theme.
func (t *theme) renderBoard(last *boardMemo, p game.Position, m *marks, b boardSize, flipped bool) []string {
	key := boardKey{th: t, p: p, m: *m, b: b, flipped: flipped}
	if last.lines != nil && last.key == key {
		return last.lines
	}
	lines := make([]string, 0, b.height())
	hseg := t.r(&t.line, strings.Repeat(t.g.h, b.sx-3))
	var sb strings.Builder
	rowLen := 0 // the longest point row yet: each row's text is made once, at about its size
	if len(last.lines) > 0 {
		rowLen = len(last.lines[0])
	}
	for j := 0; j <= 4; j++ {
		sb.Reset()
		sb.Grow(rowLen)
		rank := 4 - j
		if flipped {
			rank = j
		}
		sb.WriteString(t.r(&t.label, string(rune('1'+rank))))
		sb.WriteByte(' ')
		for i := 0; i <= 4; i++ {
			t.writeCell(&sb, p, m, squareAt(i, j, flipped))
			if i < 4 {
				sb.WriteString(hseg)
			}
		}
		lines = append(lines, sb.String())
		rowLen = max(rowLen, sb.Len())
		if j == 4 {
			break
		}
		for k := 1; k < b.sy; k++ {
			lines = append(lines, t.interior(b, j, k, flipped))
		}
	}
	row := make([]byte, b.width())
	for i := range row {
		row[i] = ' '
	}
	for i := 0; i <= 4; i++ {
		f := i
		if flipped {
			f = 4 - i
		}
		row[b.cellX(i)+1] = byte('a' + f)
	}
	lines = append(lines, t.r(&t.label, string(row)))
	*last = boardMemo{key: key, lines: lines}
	return lines
}

// boardKey is what a drawn board depends on.
type boardKey struct {
	th      *theme
	p       game.Position
	m       marks
	b       boardSize
	flipped bool
}

// boardMemo is the board a model drew last.
type boardMemo struct {
	key   boardKey
	lines []string
}

// interiorKey identifies a row between two ranks' rows: k rows below
// rank row j, on a board of size b.
type interiorKey struct {
	b       boardSize
	j, k    int
	flipped bool
}

// interior is interiorRow in the theme's line style, drawn once per
// theme, which every model of the process drawing in it shares (themeFor;
// a few dozen rows at most: three sizes, two sides).
func (t *theme) interior(b boardSize, j, k int, flipped bool) string {
	key := interiorKey{b: b, j: j, k: k, flipped: flipped}
	if v, ok := t.interiors.Load(key); ok {
		return v.(string)
	}
	v, _ := t.interiors.LoadOrStore(key, t.line.Render(t.interiorRow(b, j, k, flipped)))
	return v.(string)
}

// interiorRow returns the k-th row of lines between display rows j and j+1.
func (t *theme) interiorRow(b boardSize, j, k int, flipped bool) string {
	row := make([]string, 4*b.sx+3)
	for i := range row {
		row[i] = " "
	}
	for i := 0; i <= 4; i++ {
		row[b.sx*i+1] = t.g.v
		if i == 4 {
			break
		}
		// Every cell of the grid holds exactly one diagonal: the one
		// through its corner that has diagonals.
		if squareAt(i, j, flipped).HasDiagonals() {
			row[b.sx*i+1+b.sx*k/b.sy] = t.g.fall
		} else {
			row[b.sx*(i+1)+1-b.sx*k/b.sy] = t.g.rise
		}
	}
	return strings.Repeat(" ", rankLabelW) + strings.Join(row, "")
}

// writeCell draws the 3-column cell of point s.
func (t *theme) writeCell(sb *strings.Builder, p game.Position, m *marks, s game.Square) {
	bit := s.Bit()
	cursor := m.cursor&bit != 0
	pc := p.At(s)
	glyph, gs := t.g.piece[pc], &t.piece[pc]
	if cursor {
		gs = &t.pieceRev[pc]
	}
	switch {
	case m.taken&bit != 0:
		glyph, gs = t.g.taken, pick(cursor, &t.takenRev, &t.taken)
	case m.target&bit != 0:
		glyph, gs = t.g.target, pick(cursor, &t.targetRev, &t.target)
		if g := m.ghost[s]; g != game.Empty {
			glyph = t.g.piece[g]
		}
	case m.landed&bit != 0 && pc == game.Empty:
		glyph, gs = t.g.landed, pick(cursor, &t.pathRev, &t.path)
	case m.selected&bit != 0 && !cursor:
		gs = &t.pieceSel[pc]
	case m.last&bit != 0 && pc == game.Empty:
		gs = pick(cursor, &t.lastRev, &t.last)
	}
	mark, ms := [2]string{" ", " "}, &t.line
	switch {
	case cursor:
		mark, ms = t.g.cursorMark, &t.cursor
	case m.selected&bit != 0:
		mark, ms = t.g.selectMark, &t.selected
	case m.landed&bit != 0:
		mark, ms = t.g.landingMark, &t.path
	case m.hint[s] != 0:
		mark, ms = t.g.hintMark, &t.hint
	case m.must&bit != 0:
		mark, ms = t.g.mustMark, &t.must
	case m.last&bit != 0:
		mark, ms = t.g.lastMark, &t.last
	}
	// The hint's own mark (its order on the path) goes after the point,
	// beside the cursor's bracket: neither hides the other; so does the
	// must-capture mark of a piece under the cursor, which the status line
	// names. The selected piece under the cursor keeps the selection's
	// mark after it, so that selecting the piece the cursor is on shows.
	ms1 := ms
	switch {
	case cursor && m.selected&bit != 0:
		ms1, mark[1] = &t.selected, t.g.selectMark[1]
	case cursor && m.must&bit != 0:
		ms1, mark[1] = &t.must, t.g.mustMark[1]
	}
	if h := m.hint[s]; h != 0 && m.selected&bit == 0 {
		ms1 = &t.hint
		if h != hintOrigin {
			mark[1] = string(rune(h))
		} else {
			mark[1] = t.g.hintMark[1]
		}
	}
	sb.WriteString(t.r(ms, mark[0]))
	sb.WriteString(t.r(gs, glyph))
	sb.WriteString(t.r(ms1, mark[1]))
}

func pick[T any](c bool, a, b T) T {
	if c {
		return a
	}
	return b
}
