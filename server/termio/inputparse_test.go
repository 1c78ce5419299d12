package termio

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
)

// decodable fails unless the program's input reader (ultraviolet's
// decoder, with its scanner's rules for when to wait) decodes out at once,
// whole: nothing it must wait on, no paste longer than maxPaste. paste is
// whether a paste is open before out; it returns whether one is after.
func decodable(t testing.TB, out []byte, paste bool, maxPaste int, pasted *int) bool {
	t.Helper()
	// the reader first runs its buffer through x/ansi's parser (for win32
	// input mode), which panics on a CSI of more than 32 parameters
	ap := ansi.GetParser()
	defer ansi.PutParser(ap)
	for b, state := out, byte(0); len(b) > 0; {
		_, _, n, next := ansi.DecodeSequence(b, state, ap)
		b, state = b[n:], next
	}
	var d uv.EventDecoder
	for len(out) > 0 {
		escaped := out[0] == esc
		n, ev := d.Decode(out)
		if n <= 0 || n > len(out) {
			t.Fatalf("decoder took %d of %q", n, out)
		}
		if _, ok := ev.(uv.UnknownEvent); ok {
			t.Fatalf("the reader would wait on %q (of %q)", out[:n], out)
		}
		switch ev.(type) {
		case uv.PasteStartEvent:
			if !paste {
				paste, *pasted = true, 0
			}
		case uv.PasteEndEvent:
			paste = false
		default:
			if k, ok := ev.(uv.KeyPressEvent); ok && escaped && n <= 2 && (!paste || k.Text == "") {
				t.Fatalf("the reader would wait after %q (of %q)", out[:n], out)
			}
			if paste {
				if *pasted += n; *pasted > maxPaste {
					t.Fatalf("a paste of %d bytes passed, limit %d", *pasted, maxPaste)
				}
			}
		}
		out = out[n:]
	}
	return paste
}

// parse runs chunks through a parser (flushing after each when flush),
// checks each output, and returns all of it.
func parse(t testing.TB, lim Limits, flush bool, chunks ...[]byte) ([]byte, *inputParser) {
	t.Helper()
	p := newInputParser(lim)
	now := time.Unix(1e9, 0)
	var all []byte
	paste, pasted := false, 0
	take := func() {
		paste = decodable(t, p.out, paste, lim.MaxPaste, &pasted)
		all = append(all, p.out...)
		p.out = p.out[:0]
	}
	for _, c := range chunks {
		p.write(now, c)
		take()
		if len(p.unit) > maxSequence {
			t.Fatalf("the parser holds %d bytes", len(p.unit))
		}
		if flush {
			now = now.Add(EscWait)
			p.flush(now)
			take()
		}
	}
	return all, p
}

var roomyLimits = Limits{MaxPaste: DefaultMaxPaste, KeysPerSecond: 1e9}

func TestInputParserPassesKeysAndReplies(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"hello, world", "é😀ü", "\r\t\x7f\x01", "\x1b[A\x1b[1;5C\x1bOP\x1b[3~", "\x1b[<0;10;5M\x1b[<0;10;5m",
		"\x1b]11;rgb:0000/0000/0000\x07", "\x1b]11;rgb:ffff/ffff/ffff\x1b\\", "\x1b[?62;22c", "\x1bP>|xterm(390)\x1b\\",
		"\x1b[200~pasted\r\ntext\x1b[201~", "\x1b[97;5u", "\x1b[M !!", "\x1bé",
	} {
		out, p := parse(t, roomyLimits, false, []byte(in))
		if string(out) != in {
			t.Errorf("%q became %q (stats %+v)", in, out, p.stats)
		}
	}
}

func TestInputParserEscapeAndAlt(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"\x1b":       "\x1b[27u",
		"\x1bx":      "\x1b[120;3u",
		"\x1bX":      "\x1b[120;4u", // after a pause: alt+shift+x, not an unfinished SOS
		"\x1b[":      "\x1b[91;3u",
		"\x1b\x1b":   "\x1b[27u\x1b[27u",
		"\x1b\x7f":   "\x1b[127;3u",
		"\x1b\r":     "\x1b[13;3u",
		"\x1bA":      "\x1b[97;4u",
		"\x1b\x01":   "\x1b[97;7u",
		"\x1b\x1b[A": "\x1b[27u\x1b[A",
	} {
		out, _ := parse(t, roomyLimits, true, []byte(in))
		if string(out) != want {
			t.Errorf("%q became %q, want %q", in, out, want)
		}
	}
	// what the reader makes of them
	var d uv.EventDecoder
	for in, want := range map[string]string{"\x1b[27u": "esc", "\x1b[120;3u": "alt+x", "\x1b[127;3u": "alt+backspace", "\x1b[13;3u": "alt+enter"} {
		if _, ev := d.Decode([]byte(in)); fmt.Sprint(ev) != want {
			t.Errorf("%q decodes to %v, want %s", in, ev, want)
		}
	}
}

func TestInputParserDropsBadSequences(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"\xff\xfe\x80", "\xc3", "\xed\xa0\x80", "\xef\xbf\xbd", // invalid UTF-8, a surrogate, U+FFFD
		"\x1b[1;2 3A",                            // a parameter after an intermediate
		"\x1b[" + strings.Repeat("1;", 40) + "A", // too many parameters
		"\x1b[1234567890123A",                    // a parameter that would wrap
		"\x1b]11;\x07",                           // an OSC with empty data
		"\x1bP\x1b\\",                            // a DCS without its final byte
		"\x1b]52;c;abc\x18",                      // cancelled
		"\x1b[1;\x01",                            // a control within a CSI
		"\x1b[M\x1b[1",                           // an X10 mouse report with ESC as a byte
	} {
		out, p := parse(t, roomyLimits, true, []byte(in), []byte("k"))
		if string(out) != "\x01k" && string(out) != "k" {
			t.Errorf("%q passed as %q (stats %+v)", in, out, p.stats)
		}
	}
}

func TestInputParserBoundsEndlessInput(t *testing.T) {
	t.Parallel()
	for name, start := range map[string]string{
		"paste": "\x1b[200~", "CSI": "\x1b[1", "OSC": "\x1b]11;", "DCS": "\x1bP1$r", "APC": "\x1b_G", "SS3": "\x1bO1",
	} {
		t.Run(name, func(t *testing.T) {
			chunk := bytes.Repeat([]byte("a;"), InputChunk/2)
			switch name {
			case "CSI":
				chunk = bytes.Repeat([]byte("1;"), InputChunk/2)
			case "SS3":
				chunk = bytes.Repeat([]byte("1"), InputChunk)
			}
			chunks := [][]byte{[]byte(start)}
			for range 2000 { // 1 MB
				chunks = append(chunks, chunk)
			}
			chunks = append(chunks, []byte("\x1b[201~"), []byte("k"))
			out, p := parse(t, roomyLimits, false, chunks...)
			if len(out) > DefaultMaxPaste+len(pasteStart)+len(pasteEnd)+1 || !bytes.HasSuffix(out, []byte("k")) {
				t.Fatalf("%d bytes passed, ending %q", len(out), out[max(0, len(out)-20):])
			}
			if cap(p.unit) > 2*maxSequence {
				t.Fatalf("the parser grew to %d bytes", cap(p.unit))
			}
			if name == "paste" && (p.stats.pastesCut != 1 || !bytes.HasPrefix(out, append(pasteStart, 'a', ';'))) {
				t.Fatalf("the paste was not cut: %+v", p.stats)
			}
		})
	}
}

func TestInputParserKeyBudget(t *testing.T) {
	t.Parallel()
	p := newInputParser(Limits{MaxPaste: DefaultMaxPaste, KeysPerSecond: 10})
	now := time.Unix(1e9, 0)
	p.write(now, bytes.Repeat([]byte("a"), 100))
	if len(p.out) != 20 || p.stats.keysDropped != 80 {
		t.Fatalf("a burst passed %d keys, dropped %d; want 20, 80", len(p.out), p.stats.keysDropped)
	}
	p.out = p.out[:0]
	p.write(now.Add(time.Second), bytes.Repeat([]byte("a"), 100))
	if len(p.out) != 10 {
		t.Fatalf("a second later %d keys passed, want 10", len(p.out))
	}
	// a paste costs one key per PasteBytesPerKey bytes: 4 KiB is 17
	p.out = p.out[:0]
	paste := append(append(append([]byte{}, pasteStart...), bytes.Repeat([]byte("b"), 4096)...), pasteEnd...)
	p.write(now.Add(2*time.Second), paste) // 10 keys to spend
	if !bytes.HasSuffix(p.out, pasteEnd) || len(p.out) >= len(paste) || p.stats.pastesCut != 1 {
		t.Fatalf("a paste beyond the budget passed %d of %d bytes (stats %+v)", len(p.out), len(paste), p.stats)
	}
}

// FuzzInputParser: whatever a client sends, in whatever pieces, what the
// parser passes on is decoded by the program's reader at once and whole,
// no paste passes beyond the limit, and the parser holds a bounded amount.
func FuzzInputParser(f *testing.F) {
	for _, s := range []string{"\x1b[200~abc\x1b[201~", "\x1b]11;rgb:0/0/0\x07", "\x1b\x1b[A", "\x1b[M\x1b\x1b\x1b", "\x1bP1$r\x1b\\",
		"\x1b[200~\x1b[200~\x1bx\x1b[201~", "é\xcc\x81", "\x1bO5A", "\x1b[2$", "\x1b_Ga=T;AAAA\x1b\\", "\x1b]\x1b\\"} {
		f.Add([]byte(s), uint8(3), true)
	}
	f.Fuzz(func(t *testing.T, data []byte, split uint8, flush bool) {
		var chunks [][]byte
		step := int(split%16) + 1
		for len(data) > 0 {
			n := min(step, len(data))
			chunks = append(chunks, data[:n])
			data = data[n:]
		}
		parse(t, Limits{MaxPaste: 16, KeysPerSecond: 1e9}, flush, chunks...)
		parse(t, Limits{MaxPaste: 16, KeysPerSecond: 5}, flush, chunks...)
	})
}
