package cli

import (
	"io"
	"os"
	"strconv"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/term"
	"github.com/fetaix/fetaix/internal/mdterm"
)

// defaultPageWidth is the width a topic is wrapped at when neither the
// terminal nor COLUMNS gives one (a pipe, a file).
const defaultPageWidth = 80

// topicPage returns a documentation topic (Markdown) drawn for stdout by
// internal/mdterm: coloured for the terminal's background on a terminal,
// plain text without markup on a pipe or a file, with NO_COLOR set, or on
// a terminal that calls itself dumb; wrapped at COLUMNS when it is set,
// else at the terminal's width, else at 80 columns.
func topicPage(md string, stdin io.Reader, stdout io.Writer) (string, error) {
	out, tty := terminalFile(stdout)
	width := defaultPageWidth
	if tty {
		if w, _, err := term.GetSize(out.Fd()); err == nil && w > 0 {
			width = w
		}
	}
	if c, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && c > 0 {
		width = c
	}
	style := mdterm.Plain
	if t := os.Getenv("TERM"); tty && os.Getenv("NO_COLOR") == "" && t != "" && t != "dumb" {
		style = mdterm.Dark
		if in, ok := terminalFile(stdin); ok && !lipgloss.HasDarkBackground(in, out) {
			style = mdterm.Light
		}
	}
	return mdterm.Render(md, width, style)
}

// terminalFile returns f as a file, and whether it is a terminal.
func terminalFile(f any) (*os.File, bool) {
	file, ok := f.(*os.File)
	return file, ok && term.IsTerminal(file.Fd())
}
