package termio

import (
	"bytes"
	"io"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// A session's screen is drawn by a ScreenWriter, not by bubbletea's own
// renderer (the program runs with tea.WithoutRenderer). Bubbletea's
// renderer keeps two buffers of cells for the whole window — what the
// terminal shows and the frame being drawn, about 110 bytes a cell, 0.75
// MiB per session at 100×34 — and redraws at most 60 times a second, so a
// change waits for the next frame. The ScreenWriter keeps only the text of
// the lines it last wrote (a few KiB) and writes each view as the program
// makes it: a line that did not change costs one string comparison, and of
// a line that did, only the cells from its first change to its last are
// written. Its colours are brought down to what the session's terminal
// shows (colorprofile), line by line as lines change. The screen is the
// alternate screen, with the mouse, bracketed
// paste and keyboard enhancements enabled as bubbletea's renderer enables
// them, and all of it is undone by close.

// Terminal modes a session's screen runs in, and their undoing.
const (
	// screenStart enters the alternate screen, hides the cursor, reports
	// mouse buttons (SGR encoding), brackets pastes, and asks for key
	// disambiguation (xterm's modifyOtherKeys and the kitty protocol's
	// flag 1), as bubbletea's renderer does; and asks the terminal for
	// its background colour (the answer comes as tea.BackgroundColorMsg),
	// with the first screen rather than as a command, whose output
	// bubbletea would send only with its next frame tick.
	screenStart = ansi.SetModeAltScreenSaveCursor + ansi.HideCursor +
		ansi.SetModeMouseButtonEvent + ansi.SetModeMouseExtSgr + ansi.SetModeBracketedPaste +
		ansi.SetModifyOtherKeys2 + "\x1b[>1u" + ansi.RequestKittyKeyboard + ansi.RequestBackgroundColor
	// screenEnd undoes screenStart: the terminal's own screen comes back
	// with its cursor.
	screenEnd = ansi.ResetModifyOtherKeys + "\x1b[<1u" + ansi.ResetModeMouseButtonEvent +
		ansi.ResetModeMouseAnyEvent + ansi.ResetModeMouseExtSgr + ansi.ResetModeBracketedPaste +
		ansi.ShowCursor + ansi.ResetModeAltScreenSaveCursor
)

// bellText is the terminal bell (BEL), written by a draw after Ring.
const bellText = "\a"

// ScreenWriter writes a session's views to its terminal (see above).
type ScreenWriter struct {
	mu            sync.Mutex
	w             io.Writer
	width, height int      // of the screen the lines were written for
	raw           []string // each row's line as the view had it
	lines         []string // and as written, in the terminal's colours
	profile       colorprofile.Profile
	conv          colorprofile.Writer // brings a line to profile, into convBuf
	convBuf       bytes.Buffer
	started       bool         // screenStart written
	bell          bool         // the bell rings with the next draw
	closed        bool         // screenEnd written: nothing more is drawn
	sc            *drawScratch // while drawing
}

// drawScratch is what a draw works in: the output being made and the
// cells of a changed line, as it was and as it is. Only the draws running
// at once need one, so every session's writer takes one from
// drawScratches for a draw (a session's own would keep two lines' cells,
// about 10 KiB, and its largest output, for the collector to mark at
// every cycle).
type drawScratch struct {
	out      []byte
	old, cur []cell
}

// drawScratches holds the scratches no draw is using.
var drawScratches = sync.Pool{New: func() any { return new(drawScratch) }}

// maxScratchOut is the largest output a scratch keeps for the next draw:
// a move's changes are a few hundred bytes, a whole screen several KiB.
const maxScratchOut = 8 << 10

// cell is one grapheme of a line, at column col, width w columns, drawn in
// style (the SGR sequences in effect, "" for none).
type cell struct {
	col, w      int
	text, style string
}

// NewScreenWriter writes the views to w in the colours of profile.
func NewScreenWriter(w io.Writer, profile colorprofile.Profile) *ScreenWriter {
	s := &ScreenWriter{w: w, profile: profile}
	s.conv = colorprofile.Writer{Forward: &s.convBuf, Profile: profile}
	return s
}

// Draw writes what differs between the screen and the view of parts (its
// parts joined by line breaks) on a width × height window: the whole
// screen the first time and after a size change. Lines past the height
// and cells past the width are not drawn.
func (s *ScreenWriter) Draw(parts []string, width, height int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || width <= 0 || height <= 0 {
		return
	}
	s.sc = drawScratches.Get().(*drawScratch)
	defer s.putScratch()
	out := s.sc.out[:0]
	if !s.started {
		s.started = true
		out = append(out, screenStart...)
	}
	if s.bell {
		s.bell = false
		out = append(out, bellText...)
	}
	if width != s.width || height != s.height || len(s.lines) != height {
		s.width, s.height = width, height
		s.raw, s.lines = make([]string, height), make([]string, height)
		out = append(out, ansi.ResetStyle+ansi.EraseEntireScreen...)
	}
	content, more := "", false // the rest of the part being drawn; more: a line of it is still to come
	for row := range height {
		if !more && len(parts) > 0 {
			content, parts, more = parts[0], parts[1:], true
		}
		line := ""
		if i := strings.IndexByte(content, '\n'); i >= 0 {
			line, content = content[:i], content[i+1:]
		} else {
			line, content, more = content, "", false
		}
		line = strings.TrimSuffix(line, "\r")
		if line == s.raw[row] {
			continue
		}
		// a copy: the line is part of the whole view's text, which the
		// rows kept from many views would otherwise all keep
		s.raw[row] = strings.Clone(line)
		shown := s.inProfile(line)
		if shown == line {
			shown = s.raw[row]
		}
		out = s.drawLine(out, row, s.lines[row], shown)
		s.lines[row] = shown
	}
	if len(out) > 0 {
		_, _ = s.w.Write(out)
	}
	s.sc.out = out[:0]
}

// putScratch gives the draw's scratch back, without the texts its cells
// point into, and without an output larger than maxScratchOut.
func (s *ScreenWriter) putScratch() {
	sc := s.sc
	s.sc = nil
	clear(sc.old)
	clear(sc.cur)
	sc.old, sc.cur = sc.old[:0], sc.cur[:0]
	if cap(sc.out) > maxScratchOut {
		sc.out = nil
	}
	drawScratches.Put(sc)
}

// inProfile is line in the colours of the terminal's profile.
func (s *ScreenWriter) inProfile(line string) string {
	switch {
	case s.profile == colorprofile.TrueColor || line == "":
		return line
	case s.profile == colorprofile.ASCII, s.profile == colorprofile.ANSI, s.profile == colorprofile.ANSI256:
		if strings.IndexByte(line, 0x1b) < 0 {
			return line
		}
		var b strings.Builder
		b.Grow(len(line))
		downsampleSGRs(&b, s.profile, line)
		return b.String()
	}
	s.convBuf.Reset()
	_, _ = s.conv.WriteString(line)
	return s.convBuf.String()
}

// drawLine appends to out what turns row's old line into line: the cells
// from the first that differs to the last, and an erase of the rest of the
// row when line is shorter.
func (s *ScreenWriter) drawLine(out []byte, row int, old, line string) []byte {
	sc := s.sc
	// the new line's cells, and where its parsing may resume on the old
	// line: the bytes they share at their start have the same cells
	var at resumePoint
	sc.cur, at = lineCellsShared(sc.cur[:0], line, s.width, commonPrefix(old, line))
	sc.old = append(sc.old[:0], sc.cur[:at.cells]...)
	sc.old = parseCells(sc.old, old, s.width, at)
	oldCells, curCells := sc.old, sc.cur
	oldEnd, curEnd := cellsEnd(oldCells), cellsEnd(curCells)
	// the first cell that differs (cells before it are equal, so the two
	// lines' columns agree up to it)
	first := 0
	for first < len(oldCells) && first < len(curCells) && oldCells[first] == curCells[first] {
		first++
	}
	col := curEnd
	if first < len(curCells) {
		col = curCells[first].col
	}
	if first >= len(curCells) && curEnd >= oldEnd {
		return out // only an invisible difference (e.g. a style with no cell)
	}
	// the last cell that differs: from the end, equal cells are at the
	// same columns (a cell's column is part of it)
	last := len(curCells) - 1
	for o := len(oldCells) - 1; last >= first && o >= 0 && oldCells[o] == curCells[last]; o-- {
		last--
	}
	// write the cells first..last, skipping a run of at least skipCells
	// cells equal to the old line's at the same columns (a cursor move
	// costs less); the style is reset at the start and at every jump
	style, o, skipFrom := "", 0, -1
	out = append(out, ansi.CursorPosition(col+1, row+1)...)
	for i := first; i <= last; i++ {
		c := curCells[i]
		for o < len(oldCells) && oldCells[o].col < c.col {
			o++
		}
		if o < len(oldCells) && oldCells[o] == c && i != last {
			if skipFrom < 0 {
				skipFrom = i
			}
			continue
		}
		if skipFrom >= 0 {
			if i-skipFrom >= skipCells {
				if style != "" {
					out = append(out, ansi.ResetStyle...)
					style = ""
				}
				out = append(out, ansi.CursorPosition(c.col+1, row+1)...)
			} else {
				out = s.appendCells(out, curCells[skipFrom:i], &style)
			}
			skipFrom = -1
		}
		out = s.appendCells(out, curCells[i:i+1], &style)
	}
	if style != "" {
		out = append(out, ansi.ResetStyle...)
	}
	if curEnd < oldEnd { // (then the last cell differs: the cursor is at curEnd)
		out = append(out, ansi.EraseLineRight...)
	}
	return out
}

// skipCells is the fewest unchanged cells within a changed span that are
// skipped with a cursor move (about 8 bytes) rather than written again.
const skipCells = 8

// appendCells appends cells to out, in their styles; style is the one in
// effect, "" after a reset.
func (s *ScreenWriter) appendCells(out []byte, cells []cell, style *string) []byte {
	for _, c := range cells {
		if c.style != *style {
			if *style != "" {
				out = append(out, ansi.ResetStyle...)
			}
			out = append(out, c.style...)
			*style = c.style
		}
		out = append(out, c.text...)
	}
	return out
}

// cellsEnd is the column after the last of cells.
func cellsEnd(cells []cell) int {
	if len(cells) == 0 {
		return 0
	}
	c := cells[len(cells)-1]
	return c.col + c.w
}

// lineCells appends the cells of line, those within width columns, to
// cells: its graphemes with the SGR styles they are drawn in. Other
// escape sequences and control characters take no cell and are dropped.
func lineCells(cells []cell, line string, width int) []cell {
	return parseCells(cells, line, width, resumePoint{})
}

// resumePoint is a place in a line where its parsing into cells may start
// over: at byte off, after the line's first cells cells, at column col,
// in style.
type resumePoint struct {
	off, cells, col int
	style           string
}

// commonPrefix is the length of the bytes a and b start with alike.
func commonPrefix(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}

// lineCellsShared is lineCells, and the last resumePoint of line before
// byte shared (0 if none) at which a line that starts with the same
// shared bytes has the same cells before it and is parsed on from the
// same state: one in the ground state before a printable ASCII
// character, which is a cell of its own that nothing before it joins,
// and nothing after it joins what is before it.
func lineCellsShared(cells []cell, line string, width, shared int) ([]cell, resumePoint) {
	var at resumePoint
	cells = parseCellsAt(cells, line, width, resumePoint{}, false, func(p resumePoint) bool {
		if p.off >= shared {
			return false
		}
		at = p
		return true
	})
	return cells, at
}

// parseCells appends the cells of line from the resume point at (the
// cells before it are in cells already) to cells.
func parseCells(cells []cell, line string, width int, at resumePoint) []cell {
	return parseCellsAt(cells, line, width, at, false, nil)
}

// parseCellsAt is parseCells telling resume, while it wants them (it
// returns true), the points of line where parsing may resume. With full
// it reads every sequence and character through the terminal's parsing
// (ansi.DecodeSequenceWc), without the quick reading of printable ASCII,
// SGR sequences and the board's symbols: for a test that checks the two
// agree.
func parseCellsAt(cells []cell, line string, width int, at resumePoint, full bool, resume func(resumePoint) bool) []cell {
	var state byte
	col, style, whole := at.col, at.style, line
	line = line[at.off:]
	for len(line) > 0 {
		if resume != nil && state == 0 && line[0] >= ' ' && line[0] < 0x7f &&
			!resume(resumePoint{off: len(whole) - len(line), cells: len(cells), col: col, style: style}) {
			resume = nil
		}
		if state == 0 && !full {
			if c := line[0]; c >= ' ' && c < 0x7f { // printable ASCII: a cell of its own
				if col+1 > width {
					return cells
				}
				cells = append(cells, cell{col: col, w: 1, text: line[:1], style: style})
				col++
				line = line[1:]
				continue
			}
			if n := sgrLen(line); n > 0 { // the styles' sequences, most of a line's bytes
				style = withSGR(style, line[:n])
				line = line[n:]
				continue
			}
		}
		if state == 0 && !full && len(line) >= 3 {
			if w := symbolWidth(line); w > 0 {
				if col+w > width {
					return cells
				}
				cells = append(cells, cell{col: col, w: w, text: line[:3], style: style})
				col += w
				line = line[3:]
				continue
			}
		}
		seq, w, n, next := ansi.DecodeSequenceWc(line, state, nil)
		state = next
		line = line[n:]
		switch {
		case w > 0:
			if col+w > width {
				return cells
			}
			cells = append(cells, cell{col: col, w: w, text: seq, style: style})
			col += w
		case len(seq) > 2 && seq[0] == ansi.ESC && seq[1] == '[' && seq[len(seq)-1] == 'm':
			style = withSGR(style, seq)
		case len(cells) > 0 && zeroWidth(seq):
			cells[len(cells)-1].text += seq // a combining mark joins the cell before
		}
	}
	return cells
}

// sgrLen is the length of the SGR sequence line starts with (CSI,
// parameter bytes only, m), or 0: one that the terminal's parsing
// (ansi.DecodeSequenceWc) reads as this whole sequence too.
func sgrLen(line string) int {
	if len(line) < 3 || line[0] != ansi.ESC || line[1] != '[' {
		return 0
	}
	for i := 2; i < len(line); i++ {
		switch c := line[i]; {
		case c == 'm':
			return i + 1
		case c < 0x30 || c > 0x3f:
			return 0
		}
	}
	return 0
}

// symbolWidth is the width of line's first character when it is a cell
// of its own that the table of symbols has (symbols, drawn at the start
// of the line), else 0. The board's lines are mostly such characters,
// and finding where a grapheme ends is most of a line's parsing.
func symbolWidth(line string) int {
	r, size := utf8.DecodeRuneInString(line)
	if size != 3 || r < symbolsFirst || r >= symbolsFirst+rune(len(symbols)) || (len(line) > 3 && line[3] >= utf8.RuneSelf) {
		return 0
	}
	return int(symbols[r-symbolsFirst])
}

// symbolsFirst and symbols: the width of each character from U+2000 to
// U+2FFF (punctuation, arrows, box drawing, shapes, symbols), as the
// terminal's parsing gives it (ansi.DecodeSequenceWc), for one not
// followed by a character beyond ASCII — which might join it (a combining
// mark, a joiner): then, and where symbols has 0, the line is parsed
// in full. No character of these is one that joins the next (Unicode's
// Prepend class), so a following ASCII character is a cell of its own.
const symbolsFirst = 0x2000

var symbols = func() (t [0x1000]int8) {
	for i := range t {
		_, w, _, _ := ansi.DecodeSequenceWc(string(rune(symbolsFirst+i)), 0, nil)
		t[i] = int8(w)
	}
	return t
}()

// zeroWidth reports whether seq is a printable character of no width
// (a combining mark), not a control or an escape sequence.
func zeroWidth(seq string) bool {
	r, _ := utf8.DecodeRuneInString(seq)
	return r >= 0xa0 && r != utf8.RuneError
}

// withSGR is style after the SGR sequence seq: a reset (no parameters, or
// a first one of 0) starts it over.
func withSGR(style, seq string) string {
	params := seq[2 : len(seq)-1]
	switch {
	case params == "" || params == "0":
		return ""
	case strings.HasPrefix(params, "0;"):
		return "\x1b[" + params[2:] + "m"
	case strings.HasPrefix(params, ";"):
		return "\x1b[" + params[1:] + "m"
	case style == "":
		return seq
	}
	return style + seq
}

// Ring has the next Draw ring the terminal's bell, before its changes.
func (s *ScreenWriter) Ring() {
	s.mu.Lock()
	s.bell = true
	s.mu.Unlock()
}

// Close leaves the session's screen (screenEnd) if it was entered, with
// the cursor on the last row; nothing is drawn after.
func (s *ScreenWriter) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.closed = true
	if s.started {
		_, _ = io.WriteString(s.w, ansi.CursorPosition(1, max(s.height, 1))+screenEnd)
	}
}
