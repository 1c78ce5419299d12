package termio

import (
	"fmt"
	"io"
	"reflect"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	uv "github.com/charmbracelet/ultraviolet"
)

// TestSendReadHoldsAllButTheLastDrawn: of a read's events, the keys,
// mouse reports and pastes with another after them are held, the last
// and every other event sent as they are; a key read alone is not held.
func TestSendReadHoldsAllButTheLastDrawn(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		held string // per event: h held, s sent as it is
	}{
		{"a", "s"},
		{"c3\rd4\r", "hhhhhs"},
		{"\x1b[<0;10;5M\x1b[<0;10;5m", "hs"},
		{"x\x1b[200~hello\x1b[201~y", "hshss"},    // the paste's start and end are not held
		{"a\x1b]11;rgb:0000/0000/0000\x07", "ss"}, // no key after the key: it is drawn
	} {
		var d inputEvents
		var got []byte
		sendRead(func(msg tea.Msg) {
			if _, ok := msg.(Held); ok {
				got = append(got, 'h')
			} else {
				got = append(got, 's')
			}
		}, d.events(nil, []byte(c.in)))
		if string(got) != c.held {
			t.Errorf("%q: events sent %s, want %s (h: held)", c.in, got, c.held)
		}
	}
}

// msgRecorder is a program's model that keeps the messages it is given.
type msgRecorder struct{ msgs chan tea.Msg }

func (r msgRecorder) Init() tea.Cmd { return nil }
func (r msgRecorder) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	r.msgs <- msg
	return r, nil
}
func (r msgRecorder) View() tea.View { return tea.NewView("") }

// TestHeldMsgIsTheProgramsMessage: a held event's message is the message
// a program makes of the event itself, for every kind of event held.
func TestHeldMsgIsTheProgramsMessage(t *testing.T) {
	t.Parallel()
	r := msgRecorder{msgs: make(chan tea.Msg, 64)} // (the program's own first messages too)
	p := tea.NewProgram(r, tea.WithInput(nil), tea.WithOutput(io.Discard), tea.WithoutRenderer(),
		tea.WithoutSignalHandler(), tea.WithContext(t.Context()))
	go func() { _, _ = p.Run() }()
	defer p.Kill()
	next := func() tea.Msg {
		for {
			select {
			case msg := <-r.msgs:
				switch msg.(type) {
				case tea.KeyPressMsg, tea.KeyReleaseMsg, tea.MouseMsg, tea.PasteMsg:
					return msg
				}
			case <-time.After(10 * time.Second):
				t.Fatal("the program took no message")
			}
		}
	}
	mouse := uv.Mouse{X: 9, Y: 4, Button: uv.MouseLeft}
	for _, ev := range []uv.Event{uv.KeyPressEvent{Code: 'c', Text: "c"}, uv.KeyReleaseEvent{Code: uv.KeyEnter},
		uv.MouseClickEvent(mouse), uv.MouseMotionEvent(mouse), uv.MouseReleaseEvent(mouse),
		uv.MouseWheelEvent{X: 1, Y: 2, Button: uv.MouseWheelUp}, uv.PasteEvent{Content: "hello"}} {
		p.Send(ev)
		want := next()
		got := Held{ev}.Msg()
		if !reflect.DeepEqual(got, want) || fmt.Sprintf("%T", got) != fmt.Sprintf("%T", want) {
			t.Errorf("%#v held: %#v, the program's message %#v", ev, got, want)
		}
	}
}
