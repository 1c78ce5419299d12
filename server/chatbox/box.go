package chatbox

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/textfit"
	"github.com/fetaix/fetaix/ui"
)

// MaxRows is the most rows the chat takes: the log and the line.
const MaxRows = 6

// MinGameRows is the fewest rows the chat leaves the game above it (the
// ui's smallest board with its title and footer).
const MinGameRows = 14

// Box is a chat box's state: a session's own, so muting and scrolling are
// per viewer.
type Box struct {
	Open   bool // the line is open: keys go to it
	Field  *ui.TextField
	Scroll int  // log lines hidden below, counted from the latest
	Muted  bool // a player hides what the others say
	// loc is the language the box's own words are in (nil: English).
	loc *i18n.Localizer
}

// New returns a closed box whose line takes at most textsafe.MaxChat
// characters, its own words in l's language (nil: English).
func New(l *i18n.Localizer) Box {
	return Box{Field: newField(l), loc: l}
}

// newField is the box's line, its prompt in l's language.
func newField(l *i18n.Localizer) *ui.TextField {
	f := ui.NewTextField(prompt(l))
	f.SetCharLimit(textsafe.MaxChat)
	return f
}

// SetLang sets the language of the box's own words, keeping what is
// typed in its line.
func (b *Box) SetLang(l *i18n.Localizer) {
	text := b.Field.Value()
	b.Field, b.loc = newField(l), l
	b.Field.SetValue(text)
}

// Keys are the bindings the open line answers besides typing.
type Keys struct {
	Interrupt, Cancel, Accept, Up, Down, PageUp, PageDown key.Binding
}

// Outcome is what a key did to the open line.
type Outcome int8

// The outcomes of LineKey.
const (
	Passed Outcome = iota // not the line's key (ctrl+c): the screen's
	Kept                  // typed or scrolled; the line stays open
	Closed                // the line closed with nothing to send
	Send                  // the line closed with a text to send
)

// LineKey handles a key while the line is open: every key but Interrupt.
// Enter closes the line and gives its text to send (on an empty line it
// only closes it), esc closes it; ↑/↓ and pgup/pgdn scroll the log.
func (b *Box) LineKey(k tea.KeyPressMsg, km *Keys) (Outcome, string) {
	switch {
	case key.Matches(k, km.Interrupt):
		return Passed, ""
	case k.Text != "": // typed, even a space that a binding also has
		b.Field.Update(k)
	case key.Matches(k, km.Cancel):
		b.Open, b.Scroll = false, 0
		return Closed, ""
	case key.Matches(k, km.Accept): // sends, and closes the line
		text := b.Field.Value()
		b.Field.SetValue("")
		b.Open, b.Scroll = false, 0
		if strings.TrimSpace(text) == "" {
			return Closed, ""
		}
		return Send, text
	case key.Matches(k, ui.CommandKeys(km.Up)):
		b.Scroll++
	case key.Matches(k, ui.CommandKeys(km.Down)):
		b.Scroll--
	case key.Matches(k, ui.CommandKeys(km.PageUp)):
		b.Scroll += MaxRows - 1
	case key.Matches(k, ui.CommandKeys(km.PageDown)):
		b.Scroll -= MaxRows - 1
	default:
		b.Field.Update(k)
	}
	b.Scroll = max(b.Scroll, 0) // the top is clamped as the log is drawn
	return Kept, ""
}

// Refused opens the line again with text, a message refused, unless
// something else is being typed: nothing typed is lost.
func (b *Box) Refused(text string) {
	if !b.Open && b.Field.Value() == "" {
		b.Open = true
		b.Field.SetValue(text)
	}
}

// LineRow is the open line's row at width cells, with its lead space and
// its keys, dimmed by dim; the keys are never cut, a long text scrolls.
func (b *Box) LineRow(width int, dim func(string) string) string {
	hint := lineHint(b.loc, b.Scroll)
	FieldWidth(b.Field, width, hint)
	return " " + b.Field.View() + "  " + dim(b.loc.Show(hint))
}

// FieldWidth sets how much of f's text shows in a row of width cells that
// has room for what is drawn after it (after, besides a lead space, two
// spaces before it, the cursor's cell and the free last column), and
// before it (before, for the field's own row): the keys that send and
// close it are never cut, a long text scrolls instead.
func FieldWidth(f *ui.TextField, width int, after string, before ...string) {
	used := 1 + cellwidth.Width(f.Prompt()) + 2 + cellwidth.Width(after) + 2
	for _, b := range before {
		used += cellwidth.Width(b)
	}
	f.SetWidth(max(width-used, 8))
}

// View draws the chat in rows rows of width cells: the window of the log's
// lines that the scroll shows, above its last rows (the open line, or the
// screen's keys), each log line after a lead space.
func (b *Box) View(lines, last []string, rows, width int) string {
	if rows <= 0 {
		return ""
	}
	last = last[:min(len(last), rows)]
	logRows := rows - len(last)
	b.Scroll = min(b.Scroll, max(len(lines)-logRows, 0))
	end := len(lines) - b.Scroll
	lines = lines[max(end-logRows, 0):end]
	out := make([]string, 0, rows)
	for range logRows - len(lines) {
		out = append(out, "")
	}
	for _, ln := range lines {
		out = append(out, " "+ln)
	}
	out = append(out, last...)
	return textfit.Clip(strings.Join(out, "\n"), width)
}
