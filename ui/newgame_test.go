package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// TestNewGameScrollsInShortWindows: in a window too short for every
// option, the new-game screen fits the window and keeps the focused line
// in view, marking hidden lines, wherever the focus goes.
func TestNewGameScrollsInShortWindows(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, minHeight)
	keys(t, m, "n")
	if formOf(m) == nil {
		t.Fatal("no new-game screen")
	}
	n := len(formOf(m).fields) + 1
	sawAbove, sawBelow := false, false
	for step := 0; step < n; step++ {
		v := view(m)
		lines := strings.Split(v, "\n")
		if len(lines) > minHeight {
			t.Fatalf("focus %d: %d lines in a %d-row window:\n%s", formOf(m).focus, len(lines), minHeight, v)
		}
		focused := 0
		for _, l := range lines {
			if strings.HasPrefix(l, " > ") {
				focused++
			}
		}
		if focused != 1 {
			t.Fatalf("focus %d: the focused line is not shown once:\n%s", formOf(m).focus, v)
		}
		sawAbove = sawAbove || strings.Contains(v, "↑ more")
		sawBelow = sawBelow || strings.Contains(v, "↓ more")
		keys(t, m, "down")
	}
	if !sawAbove || !sawBelow {
		t.Fatalf("no scroll marks (above %v, below %v)", sawAbove, sawBelow)
	}
	m = newTest(t, Options{Mode: ModeHotseat}, 80, 40)
	keys(t, m, "n")
	if v := view(m); strings.Contains(v, "more") {
		t.Fatalf("a tall window scrolls:\n%s", ansi.Strip(v))
	}
}

// TestNewGameHelpNotCut: the focused option's explanation is shown whole
// (wrapped, not cut) at 80 and 120 columns, the promotion option's long one
// included; at 120 every rule option's explanation is, on its own line.
func TestNewGameHelpNotCut(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := newTest(t, Options{Mode: ModeAI}, size[0], size[1])
		keys(t, m, "n")
		shows := func(help string) bool {
			return strings.Contains(strings.Join(strings.Fields(view(m)), " "), help)
		}
		for i := firstRuleField; size[0] >= 100 && i < len(formOf(m).fields); i++ {
			if f := formOf(m).fields[i]; !shows(f.help) {
				t.Errorf("%dx%d, %s: the explanation %q is cut on its line:\n%s", size[0], size[1], f.label, f.help, view(m))
			}
		}
		for i, f := range formOf(m).fields {
			formOf(m).focus = i
			v := view(m)
			if !shows(f.help) {
				t.Errorf("%dx%d, %s: the explanation %q is cut:\n%s", size[0], size[1], f.label, f.help, v)
			}
			for _, l := range strings.Split(v, "\n") {
				if ansi.StringWidth(l) > size[0] {
					t.Errorf("%dx%d, %s: a line wider than the window: %q", size[0], size[1], f.label, l)
				}
			}
		}
	}
}

// TestNewGameEnterStarts: enter starts the game from any line of the
// new-game screen, as its footer says, with the values chosen.
func TestNewGameEnterStarts(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI}, 80, 24)
	keys(t, m, "n")
	formOf(m).focus = fieldMode
	keys(t, m, "right", "enter") // you vs computer → two players
	if m.active != nil || m.mode != ModeHotseat {
		t.Fatalf("enter on a field: screen %T, mode %v", m.active, m.mode)
	}
	if v := view(m); formOf(m) != nil || strings.Contains(v, "Start the game") {
		t.Fatalf("still on the new-game screen:\n%s", v)
	}
}

// focusField moves the new-game screen's focus to field i with the arrow
// keys, as a person would.
func focusField(t *testing.T, m *Model, i int) {
	t.Helper()
	for n := 0; formOf(m).focus != i; n++ {
		if n > len(formOf(m).fields)+1 {
			t.Fatalf("field %d never focused", i)
		}
		keys(t, m, "down")
	}
}

// TestNewGameCustomPosition: a position text typed on the Position line
// starts the game from that position, in each mode; the letters typed are
// text, not the form's commands.
func TestNewGameCustomPosition(t *testing.T) {
	const text = "b4/3b1/1b1b1/1b3/w4 w"
	want, err := game.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range []Mode{ModeAI, ModeHotseat} {
		m := newTest(t, Options{Mode: mode}, 80, 24)
		keys(t, m, "n")
		focusField(t, m, fieldPosition)
		typeText(t, m, text)
		if v := view(m); !strings.Contains(v, text) {
			t.Fatalf("%v: the text typed is not shown:\n%s", mode, v)
		}
		keys(t, m, "enter")
		if formOf(m) != nil || m.active != nil || m.mode != mode {
			t.Fatalf("%v: enter did not start the game (screen %T, form %v, err %q)", mode, m.active, formOf(m) != nil, m.status)
		}
		if got := m.g.Start().String(); got != want.String() || m.g.Position().String() != want.String() {
			t.Errorf("%v: the game starts from %s (now %s), want %s", mode, got, m.g.Position(), want)
		}
	}
}

// TestNewGameBadPosition: a bad position text shows the parse error on the
// form and starts nothing; the game played before is kept.
func TestNewGameBadPosition(t *testing.T) {
	start, err := game.ParsePosition("5/b4/1b1b1/2b2/w1w2 w")
	if err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeHotseat, Start: &start}, 80, 24)
	before := m.g.Position().String()
	keys(t, m, "n")
	focusField(t, m, fieldPosition)
	send(t, m, keypress.Key("ctrl+u"))
	typeText(t, m, "bbbbb/qhjkl w") // q, h, j, k, l are typed, not commands
	_, perr := game.ParsePosition("bbbbb/qhjkl w")
	if perr == nil {
		t.Fatal("the bad text parses")
	}
	keys(t, m, "enter")
	if formOf(m) == nil || !showing[*newGameForm](m) {
		t.Fatalf("a bad position started a game (screen %T)", m.active)
	}
	if formOf(m).err != perr.Error() || formOf(m).focus != fieldPosition {
		t.Errorf("error %q focus %d; want %q on the Position line", formOf(m).err, formOf(m).focus, perr)
	}
	if v := view(m); !strings.Contains(v, "bbbbb/qhjkl w") || !strings.Contains(v, perr.Error()[:30]) {
		t.Errorf("the text or its error is not shown:\n%s", v)
	}
	if m.g.Position().String() != before {
		t.Errorf("the game changed: %s, was %s", m.g.Position(), before)
	}
}

// TestNewGameEmptyPosition: the Position line holds this game's start when
// it is not the standard one (enter keeps it); emptied, it is the standard
// start.
func TestNewGameEmptyPosition(t *testing.T) {
	start, err := game.ParsePosition("5/b4/1b1b1/2b2/w1w2 w")
	if err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeHotseat, Start: &start}, 80, 24)
	keys(t, m, "n")
	if got := formOf(m).fields[fieldPosition].value(); got != start.String() {
		t.Fatalf("Position line %q, want this game's start %s", got, start)
	}
	keys(t, m, "enter")
	if m.g.Start().String() != start.String() {
		t.Fatalf("kept start: %s, want %s", m.g.Start(), start)
	}
	keys(t, m, "n")
	focusField(t, m, fieldPosition)
	send(t, m, keypress.Key("ctrl+u"))
	if v := view(m); formOf(m).fields[fieldPosition].value() != "" {
		t.Fatalf("ctrl+u left %q:\n%s", formOf(m).fields[fieldPosition].value(), v)
	}
	keys(t, m, "up") // off the line: the empty text reads as the standard start
	if v := view(m); !strings.Contains(v, "standard start") {
		t.Errorf("the empty Position line does not say what it means:\n%s", v)
	}
	keys(t, m, "enter")
	if formOf(m) != nil || m.g.Start().String() != game.StartPosition().String() {
		t.Errorf("empty text: start %s, want the standard start", m.g.Start())
	}
}

// TestNewGameBadPositionInLanguages: the form says what is wrong with a
// position text in the player's language, the text quoted as typed.
func TestNewGameBadPositionInLanguages(t *testing.T) {
	for _, c := range []struct {
		l    *i18n.Localizer
		want string
	}{
		{i18n.New(i18n.French, i18n.BidiTerminal), `position "5/5/5/5 w" : il faut 5 rangées séparées par « / » ; rangées données : 4`},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), `الوضعية "5/5/5/5 w": المطلوب 5 صفوف تفصل بينها «/»؛ عدد الصفوف المعطاة: 4`},
	} {
		m := newTest(t, Options{Mode: ModeHotseat, Lang: c.l}, 80, 24)
		keys(t, m, "n")
		focusField(t, m, fieldPosition)
		send(t, m, keypress.Key("ctrl+u"))
		typeText(t, m, "5/5/5/5 w")
		keys(t, m, "enter")
		if got := c.l.Show(formOf(m).err); got != c.want {
			t.Errorf("%s: %q, want %q", c.l.Lang(), got, c.want)
		}
		checkFits(t, view(m))
	}
}

// TestNewGameExplanationsClearTheValues: on a wide screen each rule
// option's explanation begins after the widest value any option can
// show, in every language, so that no value runs into its explanation;
// in Arabic it is ordered for the screen as the form's other lines.
func TestNewGameExplanationsClearTheValues(t *testing.T) {
	arApp := i18n.New(i18n.Arabic, i18n.BidiApp)
	m := newTest(t, Options{Lang: arApp}, 120, 40)
	keys(t, m, "n")
	if v, help := ansi.Strip(view(m)), arApp.Show(formOf(m).fields[firstRuleField].help); !strings.Contains(v, help) {
		t.Errorf("the first option's explanation %q is not on the screen in the order it is seen:\n%s", help, v)
	}
	for _, l := range []*i18n.Localizer{nil, i18n.New(i18n.French, i18n.BidiTerminal), i18n.New(i18n.Arabic, i18n.BidiTerminal)} {
		m := newTest(t, Options{Lang: l}, 120, 40)
		keys(t, m, "n")
		f := formOf(m)
		if f == nil {
			t.Fatal("n opened no form")
		}
		v := ansi.Strip(view(m))
		for _, fl := range f.fields[firstRuleField:] {
			for _, line := range strings.Split(v, "\n") {
				if !strings.Contains(line, fl.help[:min(len(fl.help), 12)]) {
					continue
				}
				at := strings.Index(line, fl.help[:min(len(fl.help), 12)])
				before := strings.TrimRight(line[:at], " ")
				if ansi.StringWidth(line[:at])-ansi.StringWidth(before) < 2 {
					t.Errorf("%s: %q runs into its explanation", l.Lang(), line)
				}
			}
		}
	}
}
