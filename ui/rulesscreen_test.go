package ui

import (
	"image/color"
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
)

// diagonalsRow is the top row of the rules' picture of the points that
// have diagonals.
const diagonalsRow = "5  *---o---*---o---*"

// scrollTo presses down until the view shows want, at most n times, and
// reports whether it did.
func scrollTo(t *testing.T, m *Model, want string, n int) bool {
	t.Helper()
	for range n {
		if strings.Contains(view(m), want) {
			return true
		}
		keys(t, m, "down")
	}
	return strings.Contains(view(m), want)
}

// TestRulesScreen: R on the game screen opens the rules, titled, with
// the picture of the points that have diagonals; the scroll keys and the
// wheel move through them to their end; esc, q and R close them, back to
// the game (q does not quit).
func TestRulesScreen(t *testing.T) {
	for _, closeKey := range []string{"esc", "q", "R"} {
		m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
		keys(t, m, "R")
		if !showing[*rulesScreen](m) {
			t.Fatalf("R opened %T, not the rules", m.active)
		}
		top := view(m)
		if !strings.HasPrefix(top, rulesTitle) || !strings.Contains(top, "The rules") {
			t.Fatalf("the rules screen's top:\n%s", top)
		}
		if f := footer(m); !strings.Contains(f, "scroll") || !strings.Contains(f, "esc/q back") {
			t.Errorf("the footer does not say how to scroll and close: %q", f)
		}
		if !scrollTo(t, m, diagonalsRow, 30) || !scrollTo(t, m, "a   b   c   d   e", 10) {
			t.Fatalf("no picture of the diagonals in the rules:\n%s", view(m))
		}
		keys(t, m, "home")
		if view(m) != top {
			t.Fatal("home did not go back to the top")
		}
		send(t, m, keypress.Wheel(10, 10, false))
		if view(m) == top {
			t.Fatal("the wheel did not scroll")
		}
		keys(t, m, "pgdown")
		keys(t, m, "end")
		if end := view(m); !strings.Contains(end, "5/5/5/5/5 w") || strings.Contains(end, "perft") {
			t.Errorf("end did not show the end of the player's rules (the position text), without the commands' sections:\n%s", end)
		}
		keys(t, m, "x", "n") // no key of the game's while the rules show
		if !showing[*rulesScreen](m) {
			t.Fatalf("x or n left the rules for %T", m.active)
		}
		quit, _ := send(t, m, keypress.Key(closeKey))
		if quit || m.active != nil {
			t.Errorf("%s: quit %v, screen %T; want the game back", closeKey, quit, m.active)
		}
		if m.over() {
			t.Errorf("%s: the game is over", closeKey)
		}
	}
}

// TestRulesFitWidth: the rules are drawn at the window's width: no line
// wider than a narrow window, and lines as wide as a wide one allows.
func TestRulesFitWidth(t *testing.T) {
	for _, w := range []int{50, 80, 140} {
		m := newTest(t, Options{Mode: ModeHotseat}, w, 40)
		keys(t, m, "R")
		widest := 0
		for range 40 {
			for _, l := range strings.Split(view(m), "\n") {
				if lw := ansi.StringWidth(l); lw > w {
					t.Fatalf("width %d: a line is %d wide: %q", w, lw, l)
				}
				widest = max(widest, ansi.StringWidth(strings.TrimRight(l, " ")))
			}
			keys(t, m, "pgdown")
		}
		if widest < w-12 {
			t.Errorf("width %d: the widest line is %d: not wrapped at the window's width", w, widest)
		}
	}
}

// TestRulesColours: the rules follow the terminal's background as the
// model knows it, and have no colours with NoColor; opening them sends
// nothing to the terminal (no query: over SSH the model draws for another
// terminal than the program's).
func TestRulesColours(t *testing.T) {
	page := func(o Options, bg color.Color) string {
		m := newTest(t, o, 100, 30)
		if bg != nil {
			send(t, m, tea.BackgroundColorMsg{Color: bg})
		}
		_, cmd := m.Update(keypress.Key("R"))
		if cmd != nil {
			t.Errorf("opening the rules gave a command: %T", cmd())
		}
		scrollTo(t, m, diagonalsRow, 20)
		c := m.Content()
		return c[strings.Index(c, "\n"):] // below the title
	}
	dark := page(Options{Mode: ModeHotseat}, color.Black)
	light := page(Options{Mode: ModeHotseat}, color.White)
	plain := page(Options{Mode: ModeHotseat, NoColor: true}, nil)
	if dark == light {
		t.Error("the rules look the same on a light and a dark background")
	}
	if ansi.Strip(dark) != ansi.Strip(light) {
		t.Error("the light and dark pages differ in more than colours")
	}
	if !strings.Contains(dark, "\x1b[38;") {
		t.Error("the dark page has no colours")
	}
	if strings.Contains(plain, "\x1b[38;") || strings.Contains(plain, "\x1b[48;") {
		t.Errorf("NoColor: the page has colours:\n%q", plain)
	}
	if !strings.Contains(plain, diagonalsRow) {
		t.Error("NoColor: no picture of the diagonals")
	}
}

// TestHelpLinksLessonsAndRules: the help's first line says where a new
// player learns the game; R there opens the rules, and closing them
// returns to the help, then esc to the game.
func TestHelpLinksLessonsAndRules(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	keys(t, m, "?")
	lines := strings.Split(view(m), "\n")
	if got := strings.TrimSpace(lines[2]); got != "New to Fetaix? i: lessons and practice · R: the rules" {
		t.Errorf("the help's first line is %q", got)
	}
	keys(t, m, "R")
	if !showing[*rulesScreen](m) {
		t.Fatalf("R in the help opened %T", m.active)
	}
	keys(t, m, "esc")
	if !showing[*helpScreen](m) {
		t.Fatalf("esc in the rules went to %T, not back to the help", m.active)
	}
	keys(t, m, "esc")
	if m.active != nil {
		t.Fatalf("esc in the help went to %T, not the game", m.active)
	}
	keys(t, m, "?")
	listed := regexp.MustCompile(`\bR +the rules\b`)
	for range 10 {
		if listed.MatchString(view(m)) {
			return
		}
		keys(t, m, "pgdown")
	}
	t.Error("the help's keys do not list R, the rules")
}

// TestRulesKeysDoNotOverlap: the rules screen binds each key to one
// thing.
func TestRulesKeysDoNotOverlap(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	owner := map[string]string{}
	for _, col := range m.newRulesScreen(nil).FullHelp() {
		for _, b := range col {
			for _, k := range b.Keys() {
				if o, ok := owner[k]; ok && o != b.Help().Desc {
					t.Errorf("%q is both %q and %q", k, o, b.Help().Desc)
				}
				owner[k] = b.Help().Desc
			}
		}
	}
}
