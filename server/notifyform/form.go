// Package notifyform is a key holder's notifications page: the web
// address their reminders go to (server/notify), the kinds of events they
// want, and a test message.
package notifyform

import (
	"context"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/notify"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
)

// Bounds of the settings page, per page opened.
const (
	// fieldWidth is the address field's width on the page.
	fieldWidth = 60
	// storeTimeout bounds a read or write of the player's settings.
	storeTimeout = 2 * time.Second
)

// Form is a key holder's notifications page: the address, the kinds of
// events, and a test message sent to the address saved.
type Form struct {
	n     *notify.Notifier
	id    store.PlayerID
	url   *ui.TextField
	kinds notify.Kind
	focus int    // 0 the address, then a row per kind, then the test
	saved string // the address stored: the test message goes there
	note  string
	bad   bool        // note is an error
	allow func() bool // a save may be made now (the session's account changes)
	loc   *i18n.Localizer
}

// New returns the page of player id, with their settings as stored;
// allow says whether a save may be made now (each is a write of the
// database: the session's account changes bound them).
func New(n *notify.Notifier, id store.PlayerID, allow func() bool) *Form {
	return NewIn(nil, n, id, allow)
}

// NewIn is New for a session speaking l's language (nil: English).
func NewIn(l *i18n.Localizer, n *notify.Notifier, id store.PlayerID, allow func() bool) *Form {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	f := &Form{n: n, id: id, url: ui.NewTextField(l.V(formURL) + " "), kinds: notify.AllKinds, allow: allow, loc: l}
	f.url.SetCharLimit(notify.MaxURLLen)
	f.url.SetWidth(fieldWidth)
	t, err := n.Load(ctx, id)
	switch {
	case err != nil && id == 0:
		f.setNote(errText(l, notify.ErrGuest), true)
	case err != nil:
		f.setNote(l.T(formNoStore), true)
	case !n.Enabled():
		f.setNote(errText(l, notify.ErrOff), true)
	}
	if t.URL != "" {
		f.url.SetValue(t.URL)
		f.kinds, f.saved = notify.Kind(t.Events), t.URL
	}
	return f
}

func (f *Form) setNote(s string, bad bool) { f.note, f.bad = s, bad }

// testRow is the focus of the test message's row.
func (f *Form) testRow() int { return len(notify.Kinds) + 1 }

// TestResult is how a test message went, for the form that sent it.
type TestResult struct {
	f   *Form
	err error
}

// Update handles msg; done says the player left the page.
func (f *Form) Update(msg tea.Msg) (cmd tea.Cmd, done bool) {
	switch msg := msg.(type) {
	case TestResult:
		if msg.f == f {
			f.setNote(f.loc.T(formTestOK), false)
			if msg.err != nil {
				f.setNote(errTestFailed(f.loc, msg.err), true)
			}
		}
	case tea.PasteMsg:
		if f.focus == 0 {
			f.url.Update(msg)
		}
	case tea.KeyPressMsg:
		return f.key(msg)
	}
	return nil, false
}

// key handles a key.
func (f *Form) key(k tea.KeyPressMsg) (tea.Cmd, bool) {
	switch k.String() {
	case "esc":
		return nil, true
	case "up", "shift+tab":
		f.focus = (f.focus + f.testRow()) % (f.testRow() + 1)
	case "down", "tab":
		f.focus = (f.focus + 1) % (f.testRow() + 1)
	case "enter":
		if f.focus == f.testRow() {
			return f.test(), false
		}
		f.save()
	case "space", " ", "x":
		if f.focus > 0 && f.focus < f.testRow() {
			f.kinds ^= notify.Kinds[f.focus-1]
			return nil, false
		}
		fallthrough
	default:
		if f.focus == 0 {
			f.url.Update(k)
		}
	}
	return nil, false
}

// save checks and stores the address and kinds.
func (f *Form) save() {
	if !f.allow() {
		f.setNote(f.loc.T(formBusy), true)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	t := store.NotifyTarget{URL: strings.TrimSpace(f.url.Value()), Events: uint8(f.kinds)}
	if err := f.n.Save(ctx, f.id, t); err != nil {
		f.setNote(errText(f.loc, err), true)
		return
	}
	f.saved = t.URL
	f.setNote(f.loc.T(formSaved), false)
	if t.URL == "" {
		f.setNote(f.loc.T(formCleared), false)
	}
}

// test sends the test message to the saved address, in the background.
func (f *Form) test() tea.Cmd {
	if f.saved == "" {
		f.setNote(f.loc.T(formNoneYet), true)
		return nil
	}
	f.setNote(f.loc.T(formTesting), false)
	url, n, id := f.saved, f.n, f.id
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(context.Background(), n.Timeout())
		defer cancel()
		return TestResult{f: f, err: n.Test(ctx, id, url)}
	}
}

// View draws the page, at most 80 columns and 24 rows.
func (f *Form) View() string {
	var b strings.Builder
	l := f.loc
	b.WriteString("  " + l.V(formTitle) + "\n\n  " + l.V(formIntro1) + "\n  " + l.V(formIntro2) + "\n\n")
	mark := func(row int) string {
		if row == f.focus {
			return "> "
		}
		return "  "
	}
	b.WriteString(mark(0) + f.url.View() + "\n")
	for i, k := range notify.Kinds {
		box := "[ ] "
		if f.kinds&k != 0 {
			box = "[x] "
		}
		b.WriteString(mark(i+1) + box + l.Show(kindLabel(l, k)) + "\n")
	}
	b.WriteString(mark(f.testRow()) + l.V(formTest) + "\n\n")
	if f.note != "" {
		prefix := "  "
		if f.bad {
			prefix = "  ! "
		}
		for _, line := range wrap(f.note, 74) {
			b.WriteString(prefix + l.Show(line) + "\n")
			prefix = "    "
		}
	}
	b.WriteString("  " + l.V(formHelp) + "\n  " + l.V(formHelpURL) + "\n")
	return b.String()
}

// wrap breaks s into lines of at most w bytes, at spaces where it can.
func wrap(s string, w int) []string {
	var out []string
	for len(s) > w {
		i := strings.LastIndexByte(s[:w], ' ')
		if i <= 0 {
			i = w
		}
		out = append(out, s[:i])
		s = strings.TrimLeft(s[i:], " ")
	}
	return append(out, s)
}
