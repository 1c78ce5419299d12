package ui

import (
	"image/color"
	"strings"
	"sync"

	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
)

// themeName returns the spelling in prefs.Themes of the theme named s (in
// any case), or "default" for "" or a name that is not a theme.
func themeName(s string) string {
	for _, n := range prefs.Themes {
		if strings.EqualFold(s, n) {
			return n
		}
	}
	return "default"
}

// glyphs are the characters of the board.
type glyphs struct {
	piece                  [5]string // by game.Piece; [game.Empty] is an empty point
	target, landed, taken  string    // empty target point, visited landing, captured piece
	h, v, rise, fall       string    // ─ │ ╱ ╲
	spinner                []string  // spinner frames
	hintMark, mustMark     [2]string // brackets around a point
	cursorMark, selectMark [2]string
	lastMark, landingMark  [2]string
	pieceNames             [5]string // for the legend
}

var unicodeGlyphs = glyphs{
	piece:  [5]string{"·", "○", "●", "◎", "◉"},
	target: "*",
	landed: "o",
	taken:  "x",
	h:      "─", v: "│", rise: "╱", fall: "╲",
	spinner:     []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"},
	hintMark:    [2]string{"?", "?"},
	mustMark:    [2]string{"!", "!"},
	cursorMark:  [2]string{"[", "]"},
	selectMark:  [2]string{">", "<"},
	lastMark:    [2]string{"'", "'"},
	landingMark: [2]string{"(", ")"},
}

var asciiGlyphs = glyphs{
	piece:  [5]string{".", "w", "b", "W", "B"},
	target: "*",
	landed: "o",
	taken:  "x",
	h:      "-", v: "|", rise: "/", fall: "\\",
	spinner:     []string{"|", "/", "-", "\\"},
	hintMark:    [2]string{"?", "?"},
	mustMark:    [2]string{"!", "!"},
	cursorMark:  [2]string{"[", "]"},
	selectMark:  [2]string{">", "<"},
	lastMark:    [2]string{"'", "'"},
	landingMark: [2]string{"(", ")"},
}

// theme is a set of glyphs and styles. A theme is read-only once built
// (its memos are safe for many goroutines and read without a lock), and
// every model drawing in the same theme, colours and background shares it
// (themeFor): a server's sessions hold one copy of its styles, not one
// each.
type theme struct {
	name  string
	ascii bool
	g     glyphs

	line, label, dim, title, status, warn, good, head, current lipgloss.Style
	piece                                                      [5]lipgloss.Style
	cursor, selected, target, path, taken, must, last, hint    lipgloss.Style
	panel, help                                                lipgloss.Style
	keysHelp                                                   help.Model // draws key bindings in help and dim

	// Variants for the point under the cursor and the selected piece.
	pieceRev, pieceSel                    [5]lipgloss.Style
	takenRev, targetRev, pathRev, lastRev lipgloss.Style

	memo      StyleMemo // rendered fragments
	interiors sync.Map  // interiorKey → string (interior)
}

// themeMemoSize bounds a theme's rendered fragments: the sessions sharing
// it draw the same board, moves and labels, and their own titles.
const themeMemoSize = 16384

// themeKey is what a theme is built from (newTheme's arguments).
type themeKey struct {
	name           string
	ascii, noColor bool
	dark           bool
}

// themes are the themes built, by themeKey: a few at most (the themes'
// names, two backgrounds, with or without colour and Unicode).
var themes sync.Map

// themeFor returns the shared theme of newTheme's arguments, built the
// first time it is asked for.
func themeFor(name string, ascii, noColor, dark bool) *theme {
	k := themeKey{name: themeName(name), ascii: ascii, noColor: noColor, dark: dark}
	if t, ok := themes.Load(k); ok {
		return t.(*theme)
	}
	t, _ := themes.LoadOrStore(k, newTheme(k.name, ascii, noColor, dark))
	return t.(*theme)
}

// r renders text in style *st, remembering the result: the board is drawn
// from a few hundred distinct fragments.
func (t *theme) r(st *lipgloss.Style, text string) string { return t.memo.Render(st, text) }

// palette is the colours of a theme; nil entries mean no colour.
type palette struct {
	line, label, dim, title, warn, good, head      color.Color
	white, black                                   color.Color
	selected, target, path, taken, must, last, hnt color.Color
}

// defaultPalette is the default theme's colours for a dark background
// (dark true) or a light one.
func defaultPalette(dark bool) palette {
	ld := func(light, darkc string) color.Color {
		return lipgloss.LightDark(dark)(lipgloss.Color(light), lipgloss.Color(darkc))
	}
	return palette{
		line:     ld("#8A8A8A", "#626262"),
		label:    ld("#6C6C6C", "#8A8A8A"),
		dim:      ld("#808080", "#767676"),
		title:    ld("#5F00AF", "#AF87FF"),
		warn:     ld("#AF0000", "#FF5F5F"),
		good:     ld("#005F00", "#87D787"),
		head:     ld("#005F87", "#87AFD7"),
		white:    ld("#875F00", "#FFD787"),
		black:    ld("#870087", "#FF87D7"),
		selected: ld("#0000AF", "#5FD7FF"),
		target:   ld("#008700", "#5FFF5F"),
		path:     ld("#005FAF", "#5FAFFF"),
		taken:    ld("#D70000", "#FF5F5F"),
		must:     ld("#AF5F00", "#FFAF00"),
		last:     ld("#5F5FAF", "#AFAFFF"),
		hnt:      ld("#AF00AF", "#FF5FFF"),
	}
}

var contrastPalette = palette{
	line: lipgloss.Color("7"), label: lipgloss.Color("15"), dim: lipgloss.Color("7"),
	title: lipgloss.Color("15"), warn: lipgloss.Color("9"), good: lipgloss.Color("10"),
	head: lipgloss.Color("15"), white: lipgloss.Color("11"), black: lipgloss.Color("14"),
	selected: lipgloss.Color("12"), target: lipgloss.Color("10"), path: lipgloss.Color("12"),
	taken: lipgloss.Color("9"), must: lipgloss.Color("11"), last: lipgloss.Color("13"),
	hnt: lipgloss.Color("13"),
}

// newTheme builds the named theme's styles. ascii forces ASCII glyphs;
// noColor drops every colour (bold, underline and reverse remain); dark
// says the terminal's background is dark (the default theme's colours
// follow it).
func newTheme(name string, ascii, noColor, dark bool) *theme {
	name = themeName(name)
	t := &theme{name: name, ascii: ascii || name == "ascii", g: unicodeGlyphs, memo: StyleMemo{Max: themeMemoSize}}
	if t.ascii {
		t.g = asciiGlyphs
	}
	t.g.pieceNames = [5]string{"empty", "white man", "black man", "white mulla", "black mulla"}
	pal := defaultPalette(dark)
	switch {
	case noColor:
		pal = palette{}
	case name == "high-contrast":
		pal = contrastPalette
	case name == "ascii":
		pal = palette{}
	}
	fg := func(c color.Color) lipgloss.Style {
		s := lipgloss.NewStyle()
		if c != nil {
			s = s.Foreground(c)
		}
		return s
	}
	hc := name == "high-contrast"
	t.line = fg(pal.line)
	t.label = fg(pal.label)
	t.dim = fg(pal.dim).Faint(noColor || name == "ascii")
	t.title = fg(pal.title).Bold(true)
	t.status = lipgloss.NewStyle()
	t.warn = fg(pal.warn).Bold(true)
	t.good = fg(pal.good).Bold(true)
	t.head = fg(pal.head).Bold(true)
	t.current = lipgloss.NewStyle().Reverse(true)
	t.piece[game.Empty] = fg(pal.line)
	t.piece[game.WhiteMan] = fg(pal.white).Bold(hc)
	t.piece[game.BlackMan] = fg(pal.black).Bold(hc)
	t.piece[game.WhiteMulla] = fg(pal.white).Bold(true)
	t.piece[game.BlackMulla] = fg(pal.black).Bold(true)
	t.cursor = lipgloss.NewStyle().Reverse(true)
	t.selected = fg(pal.selected).Bold(true).Underline(hc)
	t.target = fg(pal.target).Bold(true)
	t.path = fg(pal.path).Bold(true)
	t.taken = fg(pal.taken).Bold(true).Strikethrough(hc)
	t.must = fg(pal.must).Bold(true)
	t.last = fg(pal.last)
	t.hint = fg(pal.hnt).Bold(true)
	t.panel = lipgloss.NewStyle()
	t.help = fg(pal.dim)
	for p := range t.piece {
		t.pieceRev[p] = t.piece[p].Reverse(true)
		t.pieceSel[p] = t.piece[p].Inherit(t.selected)
	}
	t.takenRev = t.taken.Reverse(true)
	t.targetRev = t.target.Reverse(true)
	t.pathRev = t.path.Reverse(true)
	t.lastRev = t.last.Reverse(true)
	t.keysHelp = help.New()
	t.keysHelp.Styles.ShortKey = lipgloss.NewStyle().Bold(true)
	t.keysHelp.Styles.FullKey = lipgloss.NewStyle().Bold(true)
	t.keysHelp.Styles.ShortDesc = t.help
	t.keysHelp.Styles.FullDesc = t.help
	t.keysHelp.Styles.ShortSeparator = t.help
	t.keysHelp.Styles.FullSeparator = t.help
	t.keysHelp.Styles.Ellipsis = t.help
	if t.ascii { // '•' is ambiguous-width: wide in a CJK terminal, where the footer would overflow its row
		t.keysHelp.ShortSeparator = " - "
	}
	return t
}
