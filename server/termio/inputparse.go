package termio

import (
	"strconv"
	"time"
	"unicode/utf8"
)

// What a client types reaches its session's program through an
// inputParser, which bounds it before it is decoded into the program's
// messages (inputevents.go, with ultraviolet's decoder, as bubbletea's
// reader decodes). A decoder keeps every byte of a bracketed paste until
// the paste ends, and bubbletea's reader keeps every byte after an escape
// sequence it cannot decode yet until input pauses for 50 ms: a client
// that never ends a paste or a sequence, and never pauses, would make it
// hold all it sends. So the parser splits the input into keys and
// sequences itself and passes on only whole ones, decoded at once:
//
//   - an escape sequence (CSI, SS3, OSC, DCS, APC, PM, SOS) longer than
//     maxSequence bytes, malformed, or unterminated when input pauses is
//     dropped; a lone ESC when input pauses is the Escape key, and ESC
//     followed by a key is that key with alt — both passed on in the
//     unambiguous CSI u form, since the reader waits for more after a
//     lone ESC or a two-byte ESC sequence;
//   - invalid UTF-8 is dropped;
//   - a bracketed paste longer than the paste limit is cut: its end is
//     passed on at the limit, and the rest is dropped up to the client's
//     own paste end;
//   - every key, sequence and paste start takes a token of the session's
//     key budget, and a paste one more per PasteBytesPerKey bytes; what
//     finds no token is dropped (a paste is cut), never queued.
//
// The parser holds at most maxSequence bytes of its own, whatever it is
// sent, and costs time linear in what it is sent.

// Input limits of a session.
const (
	// DefaultMaxPaste bounds, in bytes, a bracketed paste passed on to a
	// session's program; the rest of a longer paste is dropped.
	DefaultMaxPaste = 4 << 10
	// DefaultKeysPerSecond is the keys (and escape sequences, pastes) a
	// session's program is given per second; a burst of twice as many is
	// allowed, and keys beyond are dropped.
	DefaultKeysPerSecond = 60
	// DefaultMaxPendingInput bounds the input passed on but not yet read
	// by a session's program; a client that sends more is disconnected.
	DefaultMaxPendingInput = 64 << 10

	// maxSequence bounds one escape sequence, in bytes.
	maxSequence = 512
	// maxParamDigits bounds the digits of one numeric parameter of a
	// sequence (the reader's parameters are ints: more could wrap).
	maxParamDigits = 9
	// PasteBytesPerKey is how many bytes of a paste cost one key
	// beyond the key its start costs.
	PasteBytesPerKey = 256
	// EscWait is the pause in input after which an unfinished escape
	// sequence is taken to be complete (the reader's own wait).
	EscWait = 50 * time.Millisecond
)

// Control bytes the parser acts on.
const (
	bel, can, sub, esc, st8 = 0x07, 0x18, 0x1a, 0x1b, 0x9c
)

var (
	pasteStart = []byte("\x1b[200~")
	pasteEnd   = []byte("\x1b[201~")
)

// Limits are the bounds a session's input parser applies.
type Limits struct {
	MaxPaste      int     // bytes of one paste passed on
	KeysPerSecond float64 // the key budget's rate; its burst is twice as many
}

// parseState is what an inputParser is in the middle of.
type parseState uint8

const (
	inGround    parseState = iota
	inEsc                  // after ESC
	inCSI                  // ESC [ …
	inMouse                // the three raw bytes after an X10 mouse report's CSI M
	inSS3                  // ESC O …
	inString               // OSC, DCS, APC, PM, SOS: up to their terminator
	inStringEsc            // an ESC in a string: ST if '\' follows
	inUTF8                 // inside a multi-byte character
)

// pasteState is where the parser is with a bracketed paste.
type pasteState uint8

const (
	noPaste     pasteState = iota
	pasting                // passing a paste on
	pasteCutOff            // the paste was cut: dropping it up to its end
)

// inputStats counts what a parser dropped.
type inputStats struct {
	keysDropped  int // keys, sequences and pastes without a token
	seqsDropped  int // malformed, overlong or unterminated sequences, invalid UTF-8
	pastesCut    int // pastes cut at the limit or the key budget
	bytesDropped int64
}

// inputParser splits a client's input into keys and sequences and bounds
// them (see above). It is not safe for concurrent use.
type inputParser struct {
	lim Limits

	state parseState
	unit  []byte // the key or sequence being read (at most maxSequence bytes)
	over  bool   // the unit outgrew maxSequence: dropped when it ends
	bad   bool   // the unit is malformed: dropped when it ends
	need  int    // bytes still to come: UTF-8 continuation bytes, X10 mouse bytes

	// the CSI or DCS being read
	prefix  bool  // its first parameter byte is one of < = > ?
	inter   bool  // an intermediate byte has come
	seps    int   // parameter separators (; :)
	digits  int   // digits of the current parameter
	first   int64 // the first parameter's value (digits before the first separator)
	tilde   bool  // the CSI ended in ~ with neither prefix nor intermediate
	strKind byte  // the string's introducer: ] P _ ^ X

	paste  pasteState
	pasted int // bytes of the current paste passed on

	tokens float64
	last   time.Time // when the tokens were last topped up

	out   []byte // passed on, for the caller to take
	stats inputStats
}

// newInputParser returns a parser with a full key budget.
func newInputParser(lim Limits) *inputParser {
	return &inputParser{lim: lim, tokens: 2 * lim.KeysPerSecond}
}

// KeyCost is what the key budget charges for b sent at once, in keys: one
// a key, sequence and paste start, one more per PasteBytesPerKey bytes of
// a paste (of at most DefaultMaxPaste bytes).
func KeyCost(b []byte) float64 {
	const budget = 1 << 40 // keys a second: no key of b is dropped
	p := newInputParser(Limits{MaxPaste: DefaultMaxPaste, KeysPerSecond: budget})
	now := time.Now()
	p.write(now, b)
	p.flush(now)
	return 2*budget - p.tokens
}

// pending reports whether the parser holds an unfinished key or sequence.
func (p *inputParser) pending() bool { return p.state != inGround }

// write parses b, received at now, appending what passes to p.out.
func (p *inputParser) write(now time.Time, b []byte) {
	p.refill(now)
	for i := 0; i < len(b); i++ {
		c := b[i]
		// a printable ASCII run, the common case, without the state machine
		if p.state == inGround && c >= 0x20 && c < 0x7f {
			p.emit([]byte{c})
			continue
		}
		p.step(c)
	}
}

// flush ends what is unfinished once input has paused: a lone ESC is the
// Escape key, ESC and an introducer alone are that key with alt, anything
// else unfinished is dropped.
func (p *inputParser) flush(now time.Time) {
	p.refill(now)
	switch {
	case p.state == inEsc:
		p.emit([]byte("\x1b[27u"))
	case len(p.unit) == 2 && (p.state == inCSI || p.state == inSS3 || p.state == inString):
		p.emit(altKey(p.unit[1]))
	case p.state != inGround:
		p.dropUnit()
	}
	p.reset()
}

// refill tops up the key budget for the time since the last top-up.
func (p *inputParser) refill(now time.Time) {
	if !p.last.IsZero() && now.After(p.last) {
		p.tokens = min(p.tokens+now.Sub(p.last).Seconds()*p.lim.KeysPerSecond, 2*p.lim.KeysPerSecond)
	}
	p.last = now
}

// take takes a token of the key budget, if there is one.
func (p *inputParser) take() bool {
	if p.tokens < 1 {
		return false
	}
	p.tokens--
	return true
}

func (p *inputParser) reset() {
	p.state, p.unit, p.over, p.bad, p.need = inGround, p.unit[:0], false, false, 0
	p.prefix, p.inter, p.seps, p.digits, p.first, p.tilde = false, false, 0, 0, 0, false
}

// add appends c to the unit being read, within maxSequence.
func (p *inputParser) add(c byte) {
	if len(p.unit) >= maxSequence {
		p.over = true
		p.stats.bytesDropped++
		return
	}
	p.unit = append(p.unit, c)
}

// finish ends the unit being read: passed on if whole, else dropped.
func (p *inputParser) finish() {
	if p.over || p.bad {
		p.dropUnit()
	} else {
		p.emit(p.unit)
	}
	p.reset()
}

func (p *inputParser) dropUnit() {
	p.stats.seqsDropped++
	p.stats.bytesDropped += int64(len(p.unit))
}

// step takes one byte through the state machine.
func (p *inputParser) step(c byte) {
	switch p.state {
	case inGround:
		p.ground(c)
	case inEsc:
		p.afterEsc(c)
	case inUTF8:
		if c&0xc0 != 0x80 { // the character is cut short
			p.dropUnit()
			p.reset()
			p.step(c)
			return
		}
		p.add(c)
		if p.need--; p.need == 0 {
			start := 0
			if p.unit[0] == esc {
				start = 1
			}
			if r, _ := utf8.DecodeRune(p.unit[start:]); r == utf8.RuneError {
				p.bad = true // overlong forms, surrogates; U+FFFD itself the reader refuses
			}
			p.finish()
		}
	case inCSI:
		p.csi(c)
	case inMouse:
		// X10 mouse bytes are 32 + a value; one that is ESC or a C1
		// control (coordinates past 95 columns, which no terminal sends
		// once SGR mouse reports are on) could start a sequence of its own
		// for the reader's other parser
		if c < 0x20 || (c >= 0x7f && c <= 0x9f) {
			p.bad = true
		}
		p.add(c)
		if p.need--; p.need == 0 {
			p.finish()
		}
	case inSS3:
		switch {
		case c >= '0' && c <= '9':
			p.add(c)
			if p.digits++; p.digits > maxParamDigits {
				p.bad = true
			}
		case c >= 0x21 && c <= 0x7e:
			p.add(c)
			p.finish()
		default:
			p.dropUnit()
			p.reset()
			p.step(c)
		}
	case inString:
		p.str(c)
	case inStringEsc:
		if c != '\\' { // not ST: the string is cancelled, and the ESC starts anew
			p.dropUnit()
			p.reset()
			p.unit = append(p.unit, esc)
			p.state = inEsc
			p.step(c)
			return
		}
		p.add(esc)
		p.add(c)
		p.endString()
	}
}

// ground handles a byte outside any sequence.
func (p *inputParser) ground(c byte) {
	switch {
	case c == esc:
		p.unit = append(p.unit[:0], c)
		p.state = inEsc
	case c < 0x80:
		p.emit([]byte{c})
	default:
		if n := utf8Tail(c); n > 0 {
			p.unit = append(p.unit[:0], c)
			p.state, p.need = inUTF8, n
			return
		}
		p.stats.seqsDropped++
		p.stats.bytesDropped++
	}
}

// utf8Tail returns the continuation bytes a UTF-8 lead byte wants (0: not
// a lead byte).
func utf8Tail(c byte) int {
	switch {
	case c >= 0xc2 && c <= 0xdf:
		return 1
	case c >= 0xe0 && c <= 0xef:
		return 2
	case c >= 0xf0 && c <= 0xf4:
		return 3
	}
	return 0
}

// afterEsc handles the byte after an ESC.
func (p *inputParser) afterEsc(c byte) {
	switch c {
	case '[':
		p.unit = append(p.unit, c)
		p.state = inCSI
	case 'O':
		p.unit = append(p.unit, c)
		p.state = inSS3
	case ']', 'P', '_', '^', 'X':
		p.unit = append(p.unit, c)
		p.state, p.strKind = inString, c
	case esc: // the first was the Escape key
		p.emit([]byte("\x1b[27u"))
	default:
		if n := utf8Tail(c); n > 0 { // alt and a character: the reader decodes it whole
			p.unit = append(p.unit, c)
			p.state, p.need = inUTF8, n
			return
		}
		if k := altKey(c); k != nil {
			p.emit(k)
		} else {
			p.stats.seqsDropped++
			p.stats.bytesDropped += 2
		}
		p.reset()
	}
}

// altKey encodes the key of byte c with alt as CSI u (nil: no such key).
func altKey(c byte) []byte {
	code, mod := int(c), 3 // kitty's modifiers: 1 + shift 1, alt 2, ctrl 4
	switch {
	case c >= 'A' && c <= 'Z':
		code, mod = int(c-'A'+'a'), 4
	case c >= 0x20 && c < 0x7f, c == '\r', c == '\t', c == 0x7f:
	case c == 0:
		code, mod = ' ', 7
	case c >= 0x01 && c <= 0x1a:
		code, mod = int(c)+0x60, 7
	case c >= 0x1c && c <= 0x1f:
		code, mod = int(c)+0x40, 7
	default:
		return nil
	}
	k := append([]byte("\x1b["), strconv.Itoa(code)...)
	k = append(k, ';')
	k = strconv.AppendInt(k, int64(mod), 10)
	return append(k, 'u')
}

// csi handles a byte of a CSI sequence: parameters, intermediates, then
// a final byte. The reader refuses (and waits on) a parameter after an
// intermediate, and more than 32 parameters.
func (p *inputParser) csi(c byte) {
	switch {
	case c >= 0x30 && c <= 0x3f:
		p.param(c, 31)
	case c >= 0x20 && c <= 0x2f:
		p.inter = true
		p.add(c)
	case c >= 0x40 && c <= 0x7e:
		p.add(c)
		if c == 'M' && !p.prefix && !p.inter { // X10 mouse: three raw bytes follow
			p.state, p.need = inMouse, 3
			return
		}
		p.tilde = c == '~' && !p.prefix && !p.inter
		p.finish()
	default: // not part of a CSI: it is dropped, and c read anew
		p.dropUnit()
		p.reset()
		p.step(c)
	}
}

// param takes a parameter byte of a CSI or DCS header, allowing at most
// maxSeps separators.
func (p *inputParser) param(c byte, maxSeps int) {
	if len(p.unit) == 2 && c >= '<' && c <= '?' {
		p.prefix = true
	}
	if p.inter {
		p.bad = true
	}
	switch {
	case c >= '0' && c <= '9':
		if p.digits++; p.digits > maxParamDigits {
			p.bad = true
		}
		if p.seps == 0 && !p.bad {
			p.first = p.first*10 + int64(c-'0')
		}
	case c == ';' || c == ':':
		p.digits = 0
		if p.seps++; p.seps > maxSeps {
			p.bad = true
		}
	}
	p.add(c)
}

// str handles a byte of a string sequence (OSC, DCS, APC, PM, SOS). The
// reader ends them where this does: ESC, 8-bit ST, CAN, SUB, and for OSC
// BEL; CAN and SUB cancel them.
func (p *inputParser) str(c byte) {
	switch {
	case c == esc:
		p.state = inStringEsc
	case c == st8 || (c == bel && p.strKind == ']'):
		p.add(c)
		p.endString()
	case c == can || c == sub:
		p.dropUnit()
		p.reset()
	default:
		if p.strKind == 'P' && !p.dcsHeaderDone() {
			p.dcsHeader(c)
			return
		}
		p.add(c)
	}
}

// dcsHeaderDone reports whether a DCS's final byte has come.
func (p *inputParser) dcsHeaderDone() bool { return p.need < 0 }

// dcsHeader takes a byte of a DCS's header: parameters (at most 16),
// intermediates, a final byte; anything else makes it malformed.
func (p *inputParser) dcsHeader(c byte) {
	switch {
	case c >= 0x30 && c <= 0x3f:
		p.param(c, 15)
		return
	case c >= 0x20 && c <= 0x2f:
		p.inter = true
	case c >= 0x40 && c <= 0x7e:
		p.need = -1 // the header is done
	default:
		p.bad = true
	}
	p.add(c)
}

// endString ends a terminated string: passed on when the reader decodes
// it as complete — an OSC whose data after "N;" is not empty, a DCS with
// its final byte.
func (p *inputParser) endString() {
	switch p.strKind {
	case ']':
		body := p.unit[2:]
		i := 0
		for i < len(body) && body[i] >= '0' && body[i] <= '9' {
			i++
		}
		if i < len(body) && body[i] == ';' && i+1 < len(body) && isStringEnd(body[i+1]) {
			p.bad = true
		}
	case 'P':
		if !p.dcsHeaderDone() {
			p.bad = true
		}
	}
	p.finish()
}

// isStringEnd reports whether c ends a string sequence passed on.
func isStringEnd(c byte) bool { return c == esc || c == st8 || c == bel }

// isPasteMark reports whether the CSI just read is the reader's paste
// start (or end): final ~, no prefix or intermediate, first parameter 200
// (201), counted as the reader counts it.
func (p *inputParser) isPasteMark(value int64) bool { return p.tilde && p.first == value }

// emit passes a whole key or sequence on, within the paste limit and the
// key budget.
func (p *inputParser) emit(unit []byte) {
	start, end := p.isPasteMark(200), p.isPasteMark(201)
	switch p.paste {
	case pasting:
		switch {
		case end:
			p.paste = noPaste
			p.out = append(p.out, unit...)
			return
		case start: // the reader ignores a paste start within a paste
			p.stats.bytesDropped += int64(len(unit))
			return
		}
		n := p.pasted + len(unit)
		if n > p.lim.MaxPaste || (n/PasteBytesPerKey > p.pasted/PasteBytesPerKey && !p.take()) {
			p.out = append(p.out, pasteEnd...)
			p.paste = pasteCutOff
			p.stats.pastesCut++
			p.stats.bytesDropped += int64(len(unit))
			return
		}
		p.pasted = n
		p.out = append(p.out, unit...)
		return
	case pasteCutOff:
		if end {
			p.paste = noPaste
		}
		p.stats.bytesDropped += int64(len(unit))
		return
	}
	if !p.take() {
		p.stats.keysDropped++
		p.stats.bytesDropped += int64(len(unit))
		if start { // a paste without a token is dropped whole
			p.paste = pasteCutOff
			p.stats.pastesCut++
		}
		return
	}
	if start {
		p.paste, p.pasted = pasting, 0
	}
	if end { // an end without a start means nothing to the reader
		p.stats.bytesDropped += int64(len(unit))
		return
	}
	p.out = append(p.out, unit...)
}
