// Package mdterm draws the documentation's Markdown for a terminal, with
// glamour (charm.land/glamour/v2): in its dark or light style, or as plain
// text with no markup left (no heading marks, emphasis marks, backticks
// or table pipes) for a pipe, NO_COLOR or a dumb terminal. It asks the
// terminal nothing: the caller passes the width to wrap at and the style,
// so that a program drawing for another terminal (an SSH session) draws
// for that one.
package mdterm

import (
	"strings"

	"charm.land/glamour/v2"
	"github.com/charmbracelet/x/ansi"
)

// Style is the look of a rendered page.
type Style int

const (
	// Plain is text without colours or markup.
	Plain Style = iota
	// Dark is coloured for a dark background.
	Dark
	// Light is coloured for a light background.
	Light
)

// MinWidth is the narrowest a page is wrapped at; a narrower width is
// taken as this one.
const MinWidth = 20

// Render returns the Markdown text md drawn in style s, its lines at most
// width columns wide (at least MinWidth), without leading or trailing
// blank lines or trailing spaces.
func Render(md string, width int, s Style) (string, error) {
	width = max(width, MinWidth)
	// glamour's lines may run a column or two past the width it wraps at
	// (a list item's bullet): fit wraps those again
	r, err := glamour.NewTermRenderer(glamour.WithStyles(styleConfig(s)), glamour.WithWordWrap(width-2))
	if err != nil {
		return "", err
	}
	out, err := r.Render(plainLinks(joinSoftBreaks(md)))
	if err != nil {
		return "", err
	}
	if s == Plain {
		out = ansi.Strip(out) // no escape sequence at all
	}
	return fit(out, width), nil
}

// fit cuts the blank lines around the rendered text and each line's
// trailing spaces, and wraps a line still wider than width (a code
// block's, which glamour does not wrap) at width.
func fit(text string, width int) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if cut, styled := cutTrailing(l); len(cut) < len(l) {
			l = cut
			if styled && l != "" {
				l += ansi.ResetStyle
			}
		}
		if ansi.StringWidth(l) > width {
			l = ansi.Wrap(l, width, "")
		}
		lines[i] = l
	}
	return strings.Trim(strings.Join(lines, "\n"), "\n")
}

// cutTrailing returns line without the end that shows nothing: spaces and
// the colour sequences (SGR) among them, which glamour pads each line to
// the width with; styled says whether a sequence was cut.
func cutTrailing(line string) (cut string, styled bool) {
	end := len(line)
	for end > 0 {
		switch line[end-1] {
		case ' ':
			end--
		case 'm':
			i := strings.LastIndex(line[:end], "\x1b[")
			if i < 0 || strings.Trim(line[i+2:end-1], "0123456789;") != "" {
				return line[:end], styled
			}
			end, styled = i, true
		default:
			return line[:end], styled
		}
	}
	return "", styled
}
