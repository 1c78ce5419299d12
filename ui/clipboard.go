package ui

import (
	"fmt"
	"io"
	"strings"

	"github.com/aymanbagabas/go-osc52/v2"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/fetaix/fetaix/game"
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

// Sequence returns the escape sequence that copies text.
func (c Clipboard) Sequence(text string) string {
	s := osc52.New(text)
	if strings.HasPrefix(c.Term, "screen") && !c.InTmux {
		s = s.Screen()
	}
	return s.String()
}

// CopiedMsg reports a copy to the clipboard: What was copied ("position",
// "game"), or Err.
type CopiedMsg struct {
	What string
	Err  error
}

// Copy returns a Cmd that writes the sequence copying text to Out in one
// write and reports a CopiedMsg.
func (c Clipboard) Copy(what, text string) tea.Cmd {
	return func() tea.Msg {
		if c.Out == nil {
			return CopiedMsg{What: what, Err: fmt.Errorf("no terminal to copy to")}
		}
		_, err := io.WriteString(c.Out, c.Sequence(text))
		return CopiedMsg{What: what, Err: err}
	}
}

// CopyPosition returns a Cmd copying the position text of p.
func (c Clipboard) CopyPosition(p game.Position) tea.Cmd {
	return c.Copy("position", p.String())
}

// CopyGame returns a Cmd copying rec as PDN; a record that cannot be
// written reports its error.
func (c Clipboard) CopyGame(rec *game.Record) tea.Cmd {
	text, err := game.FormatPDN(rec)
	if err != nil {
		return func() tea.Msg { return CopiedMsg{What: "game", Err: err} }
	}
	return c.Copy("game", text)
}
