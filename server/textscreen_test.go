package server

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// textScreen is a terminal emulator for TestLoad's many clients that keeps
// only the text of the screen, a rune a cell: it costs far less than x/vt
// (no styles, no grapheme clustering, no 4 MB parser buffer), so that the
// clients leave the processors to the server they measure. It does what
// x/vt does for the sequences it knows (TestTextScreenMatchesVT checks it
// against x/vt on the server's real output and on random streams of those
// sequences); for any other sequence, and for any character that is not
// one cell wide on its own, it stops with an error (err) rather than show
// a screen that could differ from a terminal's.
type textScreen struct {
	w, h     int
	grids    [2][]rune // the main and alternate screens, w×h, ' ' blank
	cur      [2]cellPos
	saved    cellPos // the main screen's cursor saved by ?1049h
	alt      int     // the screen shown: 0 main, 1 alternate
	phantom  bool    // pending wrap: the last column was written
	noWrap   bool    // autowrap (?7) off
	state    int
	csi      []byte // a CSI's parameter and intermediate bytes
	utf      []byte // an incomplete UTF-8 character
	err      error
	at       int    // bytes written, for err's offset
	scratch  []byte // a line as text, for contains
	parseBuf []int
}

// cellPos is a cell's column and row, from 0.
type cellPos struct{ x, y int }

// textScreen's parser states.
const (
	tsGround = iota
	tsEsc
	tsCSI
	tsOSC
	tsOSCEsc
)

// newTextScreen is a blank w×h screen.
func newTextScreen(w, h int) *textScreen {
	s := &textScreen{w: w, h: h}
	for i := range s.grids {
		s.grids[i] = blankRunes(w * h)
	}
	return s
}

// blankRunes is n blank cells.
func blankRunes(n int) []rune {
	g := make([]rune, n)
	for i := range g {
		g[i] = ' '
	}
	return g
}

// Write feeds the terminal output p; after an error it takes nothing more.
func (s *textScreen) Write(p []byte) (int, error) {
	for _, b := range p {
		if s.err != nil {
			return len(p), s.err
		}
		s.byte(b)
		s.at++
	}
	return len(p), s.err
}

// fail stops the screen: what came is beyond what it emulates.
func (s *textScreen) fail(format string, args ...any) {
	if s.err == nil {
		s.err = fmt.Errorf("text screen: at byte %d: %s", s.at, fmt.Sprintf(format, args...))
	}
}

// byte advances the parser by one byte.
func (s *textScreen) byte(b byte) {
	switch s.state {
	case tsEsc:
		s.state = tsGround
		switch b {
		case '[':
			s.state, s.csi = tsCSI, s.csi[:0]
		case ']':
			s.state = tsOSC
		case '\\', '=', '>': // a lone string terminator; keypad modes
		default:
			s.fail("ESC %q", b)
		}
		return
	case tsCSI:
		switch {
		case b >= 0x20 && b <= 0x3f:
			s.csi = append(s.csi, b)
		case b >= 0x40 && b <= 0x7e:
			s.state = tsGround
			s.dispatch(b)
		default:
			s.fail("byte %#x in CSI %q", b, s.csi)
		}
		return
	case tsOSC: // nothing an OSC says changes the text
		switch b {
		case 0x07:
			s.state = tsGround
		case 0x1b:
			s.state = tsOSCEsc
		}
		return
	case tsOSCEsc:
		if b != '\\' {
			s.fail("ESC %q in an OSC", b)
		}
		s.state = tsGround
		return
	}
	if len(s.utf) > 0 || b >= 0x80 {
		s.utf = append(s.utf, b)
		if !utf8.FullRune(s.utf) {
			return
		}
		r, n := utf8.DecodeRune(s.utf)
		if r == utf8.RuneError || n != len(s.utf) {
			s.fail("invalid UTF-8 %q", s.utf)
		}
		s.utf = s.utf[:0]
		s.print(r)
		return
	}
	switch {
	case b >= 0x20 && b < 0x7f:
		s.print(rune(b))
	case b == 0x1b:
		s.state = tsEsc
	case b == '\r':
		s.cur[s.alt].x, s.phantom = 0, false
	case b == '\n' || b == '\v' || b == '\f':
		s.index()
	case b == '\b':
		s.move(-1, 0)
	case b == 0x07 || b == 0x00 || b == 0x7f:
	default:
		s.fail("control %#x", b)
	}
}

// print writes r at the cursor, as x/vt does: a pending wrap first moves
// to the next line's start, and writing the last column leaves the cursor
// there with a wrap pending.
func (s *textScreen) print(r rune) {
	if r >= 0x80 && !oneCellAlone(r) {
		s.fail("character %U (not one cell wide on its own)", r)
		return
	}
	c := &s.cur[s.alt]
	if s.phantom && !s.noWrap {
		s.index()
		c.x = 0
	}
	s.grids[s.alt][c.y*s.w+c.x] = r
	s.phantom = !s.noWrap && c.x >= s.w-1
	if !s.phantom {
		c.x = min(c.x+1, s.w-1)
	}
}

// index moves the cursor down a line, or on the last line scrolls the
// screen up a line (x/vt's index, no scroll region being set).
func (s *textScreen) index() {
	c := &s.cur[s.alt]
	if c.y < s.h-1 {
		c.y++
	} else {
		g := s.grids[s.alt]
		copy(g, g[s.w:])
		s.erase(0, s.h-1, s.w)
	}
	s.phantom = false
}

// oneCellAlone says r is one cell wide and forms no grapheme cluster with
// its neighbours: the symbols and Latin letters a screen shows (box
// drawing, blocks, shapes, arrows, punctuation), one cell wide by x/ansi's
// measure.
func oneCellAlone(r rune) bool {
	if r >= oneCellEnd {
		return false
	}
	return oneCellRunes()[r]
}

// oneCellEnd bounds the runes oneCellAlone allows.
const oneCellEnd = 0x2600

// oneCellRunes is oneCellAlone's answer for each rune below oneCellEnd,
// measured once.
var oneCellRunes = sync.OnceValue(func() *[oneCellEnd]bool {
	ok := new([oneCellEnd]bool)
	for r := range rune(oneCellEnd) {
		in := (r >= 0xa1 && r <= 0xff && r != 0xad) || (r >= 0x2010 && r <= 0x2027) || (r >= 0x2030 && r <= 0x205e) ||
			(r >= 0x2190 && r <= 0x21ff) || (r >= 0x2500 && r <= 0x25ff)
		ok[r] = in && ansi.StringWidth(string(r)) == 1
	}
	return ok
})

// move moves the cursor by dx, dy within the screen (x/vt's moveCursor,
// no scroll region being set).
func (s *textScreen) move(dx, dy int) {
	c := &s.cur[s.alt]
	c.x, c.y = min(max(c.x+dx, 0), s.w-1), min(max(c.y+dy, 0), s.h-1)
	s.phantom = false
}

// set puts the cursor at x, y, clamped to the screen.
func (s *textScreen) set(x, y int) {
	c := &s.cur[s.alt]
	c.x, c.y = min(max(x, 0), s.w-1), min(max(y, 0), s.h-1)
	s.phantom = false
}

// erase blanks n cells from x on row y, within the row.
func (s *textScreen) erase(x, y, n int) {
	g := s.grids[s.alt][y*s.w:]
	for i := max(x, 0); i < min(x+n, s.w); i++ {
		g[i] = ' '
	}
}

// params parses the CSI's numeric parameters (after prefix): missing ones
// are -1; false if there is anything else in them.
func (s *textScreen) params(body []byte) ([]int, bool) {
	ps := s.parseBuf[:0]
	for f := range bytes.SplitSeq(body, []byte(";")) {
		if len(f) == 0 {
			ps = append(ps, -1)
			continue
		}
		n, err := strconv.Atoi(string(f))
		if err != nil || n < 0 {
			return nil, false
		}
		ps = append(ps, n)
	}
	s.parseBuf = ps
	return ps, true
}

// param is parameter i of ps, def where it is missing.
func param(ps []int, i, def int) int {
	if i >= len(ps) || ps[i] < 0 {
		return def
	}
	return ps[i]
}

// dispatch runs a CSI sequence ending in final.
func (s *textScreen) dispatch(final byte) {
	body, inter := s.csi, ""
	if i := bytes.IndexFunc(body, func(r rune) bool { return r < 0x30 }); i >= 0 {
		body, inter = body[:i], string(body[i:])
		if strings.ContainsFunc(inter, func(r rune) bool { return r >= 0x30 }) {
			s.fail("CSI %q%c", s.csi, final)
			return
		}
	}
	prefix := ""
	if len(body) > 0 && body[0] >= '<' && body[0] <= '?' {
		prefix, body = string(body[0]), body[1:]
	}
	seq := prefix + inter + string(final)
	switch seq {
	case "m", ">m", "c", ">c", "n", "?n", ">q", "?u", ">u", "<u", "=u", " q", "$p", "?$p":
		// styles, key modes, cursor shape, queries: no text changes
		return
	}
	ps, ok := s.params(body)
	if !ok {
		s.fail("CSI %q%c", s.csi, final)
		return
	}
	c := &s.cur[s.alt]
	switch seq {
	case "H":
		s.set(max(param(ps, 1, 1), 1)-1, max(param(ps, 0, 1), 1)-1)
	case "A":
		s.move(0, -param(ps, 0, 1))
	case "B":
		s.move(0, param(ps, 0, 1))
	case "C":
		s.move(param(ps, 0, 1), 0)
	case "D":
		s.move(-param(ps, 0, 1), 0)
	case "G":
		s.set(param(ps, 0, 1)-1, c.y)
	case "d":
		s.set(c.x, min(s.h-1, param(ps, 0, 1)-1))
	case "X":
		s.erase(c.x, c.y, max(param(ps, 0, 1), 1))
		s.phantom = false
	case "K":
		switch param(ps, 0, 0) {
		case 0:
			s.erase(c.x, c.y, s.w-c.x)
			s.phantom = false
		case 1:
			s.erase(0, c.y, c.x+1)
		case 2:
			s.erase(0, c.y, s.w)
		default:
			s.fail("CSI %q%c", s.csi, final)
		}
	case "J":
		switch param(ps, 0, 0) {
		case 0:
			s.erase(c.x, c.y, s.w)
			for y := c.y + 1; y < s.h; y++ {
				s.erase(0, y, s.w)
			}
		case 1:
			for y := 0; y <= c.y; y++ {
				s.erase(0, y, s.w)
			}
		case 2, 3:
			for y := range s.h {
				s.erase(0, y, s.w)
			}
		default:
			s.fail("CSI %q%c", s.csi, final)
		}
	case "?h", "?l":
		for _, m := range ps {
			s.mode(m, final == 'h')
		}
	default:
		s.fail("CSI %q%c", s.csi, final)
	}
}

// mode sets (on) or resets DEC private mode m.
func (s *textScreen) mode(m int, on bool) {
	switch m {
	case 7:
		s.noWrap = !on
	case 1049: // as x/vt: set saves the main cursor and shows a cleared alternate screen at 0,0; reset shows the main one
		if on && s.alt == 0 {
			s.saved = s.cur[0]
			s.alt = 1
			for i := range s.grids[1] {
				s.grids[1][i] = ' '
			}
			s.cur[1], s.phantom = cellPos{}, false
		} else if !on {
			s.alt = 0
			if c := s.cur[0]; c.x >= s.w || c.y >= s.h {
				// resized smaller meanwhile: x/vt keeps the cursor off the screen
				s.fail("the main screen's cursor off the screen")
			}
		}
	case 1, 12, 25, 1000, 1002, 1003, 1004, 1006, 2004, 2026, 2027:
		// keys, cursor, mouse, focus, paste, synchronized output: no text changes
	default:
		s.fail("mode ?%d", m)
	}
}

// Resize makes the screen w×h as x/vt does: both screens keep their top
// left, the rest blank; the cursor stays, within the new size.
func (s *textScreen) Resize(w, h int) {
	for i, g := range s.grids {
		n := blankRunes(w * h)
		for y := range min(h, s.h) {
			copy(n[y*w:y*w+min(w, s.w)], g[y*s.w:])
		}
		s.grids[i] = n
	}
	c := &s.cur[s.alt]
	if s.phantom && c.x < w-1 {
		s.phantom = false
		c.x++
	}
	s.w, s.h = w, h
	s.set(c.x, c.y)
}

// line is row y's text without its trailing blanks, in s.scratch.
func (s *textScreen) line(y int) []byte {
	b := s.scratch[:0]
	for _, r := range s.grids[s.alt][y*s.w : (y+1)*s.w] {
		b = utf8.AppendRune(b, r)
	}
	s.scratch = bytes.TrimRight(b, " ")
	return s.scratch
}

// String is the screen's text as x/vt's String gives it: its rows, each
// without its trailing blanks, joined by newlines.
func (s *textScreen) String() string {
	var b strings.Builder
	for y := range s.h {
		if y > 0 {
			b.WriteByte('\n')
		}
		b.Write(s.line(y))
	}
	return b.String()
}

// contains says text is on the screen, as strings.Contains(s.String(),
// text) does, without building the whole screen for a text of one line.
func (s *textScreen) contains(text string) bool {
	if strings.Contains(text, "\n") {
		return strings.Contains(s.String(), text)
	}
	for y := range s.h {
		if bytes.Contains(s.line(y), []byte(text)) {
			return true
		}
	}
	return false
}
