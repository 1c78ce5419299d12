package ui

import (
	"io"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/aymanbagabas/go-osc52/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// Clipboard copies text to the clipboard of the terminal the program draws
// on, with the OSC 52 escape sequence, so it works over SSH too: the
// terminal at the far end sets its clipboard. Terminals that do not support
// OSC 52 ignore it; tmux passes it on with `set -s set-clipboard on`.
type Clipboard struct {
	// Out is the program's output: os.Stdout, or the SSH session.
	Out io.Writer
	// Term is that terminal's $TERM; GNU screen ("screen*" outside tmux)
	// needs the sequence wrapped.
	Term string
	// InTmux is set when $TMUX is set (tmux also uses TERM=screen*).
	InTmux bool
}

// sequence returns the escape sequence that copies text.
func (c Clipboard) sequence(text string) string {
	s := osc52.New(text)
	if strings.HasPrefix(c.Term, "screen") && !c.InTmux {
		s = s.Screen()
	}
	return s.String()
}

// copiedMsg reports a copy to the clipboard: What was copied ("position",
// "game"), or Err.
type copiedMsg struct {
	What string
	Err  error
}

// copyText returns a Cmd that writes the sequence copying text to Out in one
// write and reports a copiedMsg.
func (c Clipboard) copyText(what, text string) tea.Cmd {
	return func() tea.Msg {
		if c.Out == nil {
			return copiedMsg{What: what, Err: errNoTerminal}
		}
		_, err := io.WriteString(c.Out, c.sequence(text))
		return copiedMsg{What: what, Err: err}
	}
}

// copyPosition returns a Cmd copying the position text of p.
func (c Clipboard) copyPosition(p game.Position) tea.Cmd {
	return c.copyText("position", p.String())
}

// copyGame returns a Cmd copying rec as PDN; a record that cannot be
// written reports its error.
func (c Clipboard) copyGame(rec *pdn.Record) tea.Cmd {
	text, err := pdn.Format(rec)
	if err != nil {
		return func() tea.Msg { return copiedMsg{What: "game", Err: err} }
	}
	return c.copyText("game", text)
}
