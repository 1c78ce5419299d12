package termio

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	uv "github.com/charmbracelet/ultraviolet"
)

// readerEvents is what bubbletea's input reader (ultraviolet's
// TerminalReader) makes of input, read whole.
func readerEvents(t *testing.T, input string) []uv.Event {
	t.Helper()
	r := uv.NewTerminalReader(bytes.NewReader([]byte(input)), "xterm-256color")
	evc := make(chan uv.Event, 64)
	if err := r.StreamEvents(context.Background(), evc); err != nil {
		t.Fatal(err)
	}
	close(evc)
	var evs []uv.Event
	for ev := range evc {
		evs = append(evs, ev)
	}
	return evs
}

// TestInputEventsAsTheReader: the server's decoding of a session's input
// gives the events bubbletea's own reader gives, for keys, arrows with
// modifiers, the kitty protocol's keys, mouse reports, bracketed pastes
// (with an enter and an escape sequence in them), a terminal's answers,
// and a cancelled string (dropped).
func TestInputEventsAsTheReader(t *testing.T) {
	t.Parallel()
	inputs := []string{
		"a", "c3\rd4\r", "\x1b[A\x1b[1;5B\x1bOC", "\x1b[97;5u", "\x1b[13u", "\x7f\t",
		"\x1b[<0;10;5M\x1b[<0;10;5m", "\x1b[200~hello\rworld\x1b[A\x1b[201~",
		"\x1b]11;rgb:0000/0000/0000\x07", "\x1b[?62;22c", "\x1b]0;\x18x", "é€", "\x1b[a\x1b[2$",
	}
	for _, in := range inputs {
		var d inputEvents
		got := fmt.Sprintf("%#v", d.events(nil, []byte(in)))
		want := fmt.Sprintf("%#v", readerEvents(t, in))
		if got != want {
			t.Errorf("%q:\n got %s\nwant %s", in, got, want)
		}
	}
}

// TestInputEventsPasteAcrossReads: a paste that comes in several reads is
// one paste event.
func TestInputEventsPasteAcrossReads(t *testing.T) {
	t.Parallel()
	var d inputEvents
	evs := d.events(nil, []byte("\x1b[200~one "))
	evs = d.events(evs, []byte("two\x1b[201~x"))
	want := []uv.Event{uv.PasteStartEvent{}, uv.PasteEvent{Content: "one two"}, uv.PasteEndEvent{}}
	if len(evs) != 4 || fmt.Sprint(evs[:3]) != fmt.Sprint(want) {
		t.Fatalf("events %#v, want %#v then x", evs, want)
	}
	if k, ok := evs[3].(uv.KeyPressEvent); !ok || k.Text != "x" {
		t.Fatalf("after the paste %#v, want the key x", evs[3])
	}
}
