package termio

import (
	"io"
	"reflect"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"
)

// A session's keys reach its program as messages decoded here, not by
// bubbletea's input reader: the program runs without input
// (tea.WithInput(nil)) and a goroutine of the session (Feed) reads
// its Input, decodes what it reads with ultraviolet's decoder, and
// sends the events to the program, which takes them as it takes its
// reader's (tea.Program translates ultraviolet's events into its
// messages). Bubbletea's reader (uv.NewTerminalReader) builds a table of
// key sequences for every program, about 0.16 MiB, though the table is
// the same for every session (it depends on no option the server sets)
// and its decoder knows the same sequences; decoding here keeps nothing
// per session but a bracketed paste's text, which the inputParser bounds.
//
// The inputParser passes on only whole keys and sequences, having waited
// itself for the end of one that input paused in; so every read is
// decoded whole, as the reader decodes its input once its wait is over.

// inputEvents decodes a session's input into events, as bubbletea's
// reader's scanner does: a bracketed paste's keys become one PasteEvent,
// between its start and end events.
type inputEvents struct {
	dec   uv.EventDecoder
	paste []byte // the paste's text so far; nil outside a paste
}

// ignoredType is the type of the decoder's events for sequences it
// drops (a string cancelled by CAN), which the reader does not pass on.
var ignoredType = func() reflect.Type {
	var d uv.EventDecoder
	_, ev := d.Decode([]byte("\x1b]0;\x18"))
	return reflect.TypeOf(ev)
}()

// events appends the events of buf, whole keys and sequences, to evs.
func (d *inputEvents) events(evs []uv.Event, buf []byte) []uv.Event {
	for len(buf) > 0 {
		n, ev := d.dec.Decode(buf)
		if n <= 0 {
			break
		}
		seq := buf[:n]
		buf = buf[n:]
		if d.paste != nil {
			switch ev := ev.(type) {
			case uv.PasteEndEvent:
			case uv.KeyPressEvent:
				if ev.Text != "" {
					d.paste = append(d.paste, ev.Text...)
				} else {
					d.paste = append(d.paste, seq...)
				}
				continue
			default:
				continue // the reader keeps only a paste's keys
			}
		}
		switch ev := ev.(type) {
		case uv.PasteStartEvent:
			d.paste = []byte{}
		case uv.PasteEndEvent:
			evs = append(evs, uv.PasteEvent{Content: validRunes(d.paste)})
			d.paste = nil
		case uv.MultiEvent:
			evs = append(evs, ev...)
			continue
		}
		if ev == nil || reflect.TypeOf(ev) == ignoredType {
			continue
		}
		evs = append(evs, ev)
	}
	return evs
}

// validRunes is b as text, without its invalid UTF-8.
func validRunes(b []byte) string {
	if utf8.Valid(b) {
		return string(b)
	}
	out := make([]rune, 0, len(b))
	for len(b) > 0 {
		r, w := utf8.DecodeRune(b)
		if r != utf8.RuneError {
			out = append(out, r)
		}
		b = b[w:]
	}
	return string(out)
}

// inputReadSize is Feed's read: what Input passes on at once
// fits it whole (InputChunk).
const inputReadSize = 4096

// Feed reads in until it ends and sends its events to p, those followed
// by another key, mouse report or paste of the same read as Held.
func Feed(in io.Reader, p *tea.Program) {
	var d inputEvents
	buf := make([]byte, inputReadSize)
	var evs []uv.Event
	for {
		n, err := in.Read(buf)
		evs = d.events(evs[:0], buf[:n])
		sendRead(p.Send, evs) // heldevents.go
		if err != nil {
			return
		}
	}
}
