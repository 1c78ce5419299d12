package plain

import (
	"bufio"
	"io"
	"strings"
	"sync"
	"unicode/utf8"
)

// MaxLine is the longest line a player may type, in bytes, its line
// break left out: a longer one is refused whole with an error line (in a
// terminal, the characters beyond it are not taken).
const MaxLine = 256

// Line is one line typed, or a line too long (TooLong, Text empty).
type Line struct {
	Text    string
	TooLong bool
}

// ErrTooLong is the error line of a line over MaxLine, in English
// (Voice.TooLong in a language).
var ErrTooLong = english.TooLong()

// Out writes a player's lines, whole, from any goroutine: each ends with
// "\n", or "\r\n" for a terminal whose line discipline is the program's
// (an SSH session with a pty).
type Out struct {
	mu   sync.Mutex
	w    io.Writer
	crlf bool
	err  error
	// typed is the line being typed in a terminal (ReadLines' echo): a
	// line written meanwhile goes on a line of its own, and what was
	// typed is echoed again after it
	typed []byte
}

// NewOut returns the lines written to w.
func NewOut(w io.Writer, crlf bool) *Out { return &Out{w: w, crlf: crlf} }

// Line writes one line (line breaks inside it become spaces).
func (o *Out) Line(s string) {
	s = strings.NewReplacer("\r", " ", "\n", " ").Replace(s)
	if !o.crlf {
		o.Raw(s + "\n")
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.typed) > 0 {
		o.rawLocked("\r\n" + s + "\r\n" + string(o.typed))
		return
	}
	o.rawLocked(s + "\r\n")
}

// echo writes what a terminal's player typed, and keeps the line typed
// so far.
func (o *Out) echo(s string, typed []byte) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.typed = append(o.typed[:0], typed...)
	o.rawLocked(s)
}

// Lines writes each of lines.
func (o *Out) Lines(lines []string) {
	for _, l := range lines {
		o.Line(l)
	}
}

// Raw writes s as it is.
func (o *Out) Raw(s string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.rawLocked(s)
}

func (o *Out) rawLocked(s string) {
	if o.err != nil {
		return
	}
	_, o.err = io.WriteString(o.w, s)
}

// Err is the first write that failed.
func (o *Out) Err() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.err
}

// Control bytes a terminal sends.
const (
	ctrlC, ctrlD, bs, esc, del = 0x03, 0x04, 0x08, 0x1b, 0x7f
)

// ReadLines reads in into lines until it ends (or, in a terminal, the
// player types ctrl-c, or ctrl-d on an empty line), or done closes; it
// closes lines. With echo set, in is a terminal in raw mode: the
// characters typed are echoed to echo, backspace edits, enter (CR)
// ends a line, and escape sequences (arrow keys) are dropped. A last
// line without its break is dropped.
func ReadLines(in io.Reader, echo *Out, lines chan<- Line, done <-chan struct{}) {
	defer close(lines)
	r := bufio.NewReader(in)
	var b []byte
	long := false
	send := func(l Line) bool {
		b, long = b[:0], false
		select {
		case lines <- l:
			return true
		case <-done:
			return false
		}
	}
	for {
		c, err := r.ReadByte()
		if err != nil {
			return
		}
		switch {
		case c == '\n' || (c == '\r' && echo != nil):
			if echo != nil {
				echo.echo("\r\n", nil)
			}
			l := Line{Text: string(b)}
			if long {
				l = Line{TooLong: true}
			}
			if !send(l) {
				return
			}
		case c == '\r':
		case echo == nil:
			if len(b) >= MaxLine {
				long = true
			} else {
				b = append(b, c)
			}
		case c == ctrlC || (c == ctrlD && len(b) == 0):
			echo.echo("\r\n", nil)
			return
		case c == bs || c == del:
			if len(b) > 0 {
				_, n := utf8.DecodeLastRune(b)
				b = b[:len(b)-n]
				echo.echo("\b \b", b)
			}
		case c == esc:
			skipSequence(r)
		case c < 0x20:
		case len(b) >= MaxLine:
			long = true
		default:
			b = append(b, c)
			if c < utf8.RuneSelf || utf8.FullRune(b[lastStart(b):]) {
				echo.echo(string(b[lastStart(b):]), b)
			}
		}
	}
}

// lastStart is where the last character of b begins.
func lastStart(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if utf8.RuneStart(b[i]) {
			return i
		}
	}
	return 0
}

// skipSequence drops the rest of an escape sequence: a CSI or SS3 up to
// its final byte, else the one byte after ESC.
func skipSequence(r *bufio.Reader) {
	c, err := r.ReadByte()
	if err != nil || (c != '[' && c != 'O') {
		return
	}
	for range 64 { // a sequence longer than this is dropped byte by byte
		c, err := r.ReadByte()
		if err != nil || (c >= 0x40 && c <= 0x7e) {
			return
		}
	}
}
