package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/game"
)

// fuzzKeys are the keys the random input draws from: every binding, point
// names, form keys and some noise.
var fuzzKeys = []string{"up", "down", "left", "right", "h", "j", "k", "l", "enter", "space", "esc",
	"a", "b", "c", "d", "e", "1", "2", "3", "4", "5", "u", "r", "t", "f", "o", "x", "n", "m", "p",
	"T", "?", "q", "y", "tab", "z", "9", "enter", "enter", "c2c3",
	"v", "g", "G", "home", "end", "A", "s", "L", "Y"}

// step applies one random message chosen by the bytes op, a, b.
func fuzzStep(t testing.TB, m *Model, op, a, b byte) {
	var msg tea.Msg
	switch op % 10 {
	case 0, 1, 2, 3:
		msg = keypress.Key(fuzzKeys[int(a)%len(fuzzKeys)])
	case 4, 5:
		// Mouse: presses and releases mostly on the board's points.
		l := m.gameLayout()
		x, y := int(a)%130-5, int(b)%50-5
		if b%2 == 0 && !l.tooSmall {
			x = l.boardX + l.board.cellX(int(a)%5) + 1
			y = l.boardY + l.board.sy*(int(b/2)%5)
		}
		buttons := []tea.MouseButton{tea.MouseLeft, tea.MouseLeft, tea.MouseRight, tea.MouseWheelUp, tea.MouseNone}
		ev := tea.Mouse{X: x, Y: y, Button: buttons[int(a^b)%5]}
		msg = [...]tea.Msg{tea.MouseClickMsg(ev), tea.MouseReleaseMsg(ev), tea.MouseMotionMsg(ev), tea.MouseWheelMsg(ev)}[int(op/8)%4]
	case 6:
		msg = tea.WindowSizeMsg{Width: int(a) % 160, Height: int(b) % 60}
	case 7:
		msg = tea.KeyPressMsg{Code: tea.KeyExtended, Text: string([]rune{rune(a), rune(b)})}
	case 8, 9:
		// A useful choice, so that games progress: a target of the
		// selected piece, else a piece that can move; by mouse or by
		// keyboard.
		choices := movers(m.paths)
		if m.sel.active() {
			choices = m.sel.targets()
		}
		var pts []game.Square
		for s := game.Square(0); s < game.NumSquares; s++ {
			if choices&s.Bit() != 0 {
				pts = append(pts, s)
			}
		}
		if len(pts) == 0 {
			return
		}
		p := pts[int(a)%len(pts)]
		if op%10 == 8 && !m.gameLayout().tooSmall && m.active == nil {
			click(t, m, p.String())
		} else {
			keys(t, m, p.String()[:1], p.String()[1:], "enter")
		}
		checkInvariants(t, m)
		return
	}
	_, cmd := m.Update(msg)
	// Keep the property test quick: strong levels may be picked on the
	// new-game screen, and a hint thinks for half a second; such searches
	// are cancelled (their late results must then be ignored).
	if m.level > 2 {
		m.think.cancelAll()
	}
	if m.think.ask != nil && a%4 != 0 {
		m.think.ask.cancel()
		m.think.ask = nil
	}
	run(t, m, cmd)
	checkInvariants(t, m)
}

// checkInvariants: the game is legal, the selection is consistent with the
// position, and every screen renders.
func checkInvariants(t testing.TB, m *Model) {
	t.Helper()
	checkLegal(t, m)
	if m.sel.active() {
		if m.g.Position().At(m.sel.from) == game.Empty || len(m.sel.cands) == 0 {
			t.Fatalf("selection of %s with %d candidates in %s", m.sel.from, len(m.sel.cands), m.g.Position())
		}
	}
	if !m.cursor.Valid() {
		t.Fatalf("cursor %d", m.cursor)
	}
	v := view(m)
	if m.width > 0 && m.height > 0 {
		lines := strings.Split(v, "\n")
		if len(lines) > m.height {
			t.Fatalf("%d lines in a window %d high:\n%s", len(lines), m.height, v)
		}
		for _, line := range lines {
			if w := ansi.StringWidth(line); w > m.width {
				t.Fatalf("a line %d wide in a window %d wide: %q", w, m.width, line)
			}
		}
	}
}

// TestRandomInput is the property test: random keys, mouse messages and
// window sizes in every mode never panic and keep the game legal.
func TestRandomInput(t *testing.T) {
	steps := 300 // 3000 in the long checks (longtest)
	if longtest.Enabled() {
		steps = 3000
	}
	plies, ends := 0, 0
	for seed, mode := range []Mode{ModeHotseat, ModeAI, ModeHotseat, ModeWatch, ModeRemote} {
		rng := rand.New(rand.NewSource(int64(seed)))
		m := newTest(t, Options{Mode: mode, Level: 1, Color: game.Color(seed % 2),
			GamePath: gamePathIn(t.TempDir(), "fuzz.pdn"), StatsPath: filepath.Join(t.TempDir(), "stats")}, 100, 30)
		for i := 0; i < steps; i++ {
			before, over := m.g.Ply(), m.over()
			fuzzStep(t, m, byte(rng.Intn(256)), byte(rng.Intn(256)), byte(rng.Intn(256)))
			if m.g.Ply() > before {
				plies += m.g.Ply() - before
			}
			if m.over() && !over {
				ends++
			}
			if mode == ModeRemote && i%50 == 0 && len(m.paths) > 0 {
				// the authority plays a move and pushes the state in
				g := m.g.Clone()
				if g.Play(m.paths[0]) == nil {
					send(t, m, StateMsg{Game: g})
				}
			}
		}
	}
	t.Logf("%d plies played, %d games ended", plies, ends)
	// about one random key in fifteen to twenty plays a ply (both sizes
	// of the run); a tenth of that rate says the input reached the game
	if plies < steps/30 || ends == 0 {
		t.Fatalf("the random input hardly played: %d plies, %d games ended", plies, ends)
	}
}

// FuzzInput feeds byte triples as messages (go test -fuzz FuzzInput).
func FuzzInput(f *testing.F) {
	f.Add([]byte{0, 8, 0, 0, 3, 0, 0, 8, 0, 0, 4, 0, 0, 8, 0})
	f.Add([]byte{4, 2, 2, 12, 2, 2, 4, 2, 4, 12, 2, 4, 6, 20, 10, 6, 100, 40})
	f.Fuzz(func(t *testing.T, data []byte) {
		m := newTest(t, Options{Mode: ModeHotseat}, 100, 30)
		for i := 0; i+2 < len(data) && i < 900; i += 3 {
			fuzzStep(t, m, data[i], data[i+1], data[i+2])
		}
	})
}
