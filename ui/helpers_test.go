package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"io"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// view is the screen as text without its styles (escape sequences), for
// stable output.
func view(m *Model) string { return ansi.Strip(m.Content()) }

// testSeed is the seed of the computer's choices in the tests' models
// (newTest), so that a test plays the same games every run.
const testSeed = 1

// newTest returns a model for tests: no spinner ticks, a window of w×h,
// the computer seeded with testSeed unless o gives a seed.
func newTest(t testing.TB, o Options, w, h int) *Model {
	t.Helper()
	if o.Seed == 0 {
		o.Seed = testSeed
	}
	return newTestUnseeded(t, o, w, h)
}

// newTestUnseeded is newTest with o's seed as it is (0: a new one each
// game, as the program plays).
func newTestUnseeded(t testing.TB, o Options, w, h int) *Model {
	t.Helper()
	if o.Clipboard.Out == nil {
		o.Clipboard.Out = io.Discard // not the test's standard output
	}
	m := New(o)
	m.noTicks = true
	m.think.analysisLimits = ai.Limits{Depth: 3} // quick: no test waits for a long analysis
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	run(t, m, m.Init())
	return m
}

// run executes cmd and feeds its messages back into m, recursively, as
// the bubbletea runtime would (tea.Quit is recorded, not obeyed).
func run(t testing.TB, m *Model, cmd tea.Cmd) (quit bool, out []tea.Msg) {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		msg := callCmd(t, c)
		switch msg := msg.(type) {
		case nil:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case tea.QuitMsg:
			quit = true
		case RequestMsg:
			out = append(out, msg)
		default:
			_, next := m.Update(msg)
			queue = append(queue, next)
		}
	}
	return quit, out
}

// batchMsgs runs cmd, and the commands of the batches it returns, and
// returns their messages.
func batchMsgs(t testing.TB, cmd tea.Cmd) []tea.Msg {
	t.Helper()
	var msgs []tea.Msg
	for queue := []tea.Cmd{cmd}; len(queue) > 0; queue = queue[1:] {
		if queue[0] == nil {
			continue
		}
		switch msg := callCmd(t, queue[0]).(type) {
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			msgs = append(msgs, msg)
		}
	}
	return msgs
}

// callCmd runs a Cmd with a generous deadline (a computer search at a low
// level takes milliseconds).
func callCmd(t testing.TB, c tea.Cmd) tea.Msg {
	t.Helper()
	ch := make(chan tea.Msg, 1)
	go func() { ch <- c() }()
	select {
	case msg := <-ch:
		return msg
	case <-time.After(30 * time.Second):
		t.Fatalf("a command did not return")
		return nil
	}
}

// send delivers msg to m and runs what follows.
func send(t testing.TB, m *Model, msg tea.Msg) (quit bool, out []tea.Msg) {
	t.Helper()
	_, cmd := m.Update(msg)
	return run(t, m, cmd)
}

// keys types each key: names like "enter", "esc", "up", or single runes.
func keys(t testing.TB, m *Model, names ...string) {
	t.Helper()
	for _, n := range names {
		send(t, m, keypress.Key(n))
	}
}

// typeMove enters a move by keyboard: each point name followed by enter.
func typeMove(t testing.TB, m *Model, points ...string) {
	t.Helper()
	for _, p := range points {
		keys(t, m, p[:1], p[1:], "enter")
	}
}

func sq(t testing.TB, name string) game.Square {
	t.Helper()
	s, err := game.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// screenXY returns the screen cell of point name in m's current layout.
func screenXY(t testing.TB, m *Model, name string) (int, int) {
	t.Helper()
	l := m.gameLayout()
	i, j := displayOf(sq(t, name), m.flipped)
	return l.boardX + l.board.cellX(i) + 1, l.boardY + l.board.sy*j
}

// click presses and releases on point name.
func click(t testing.TB, m *Model, name string) {
	t.Helper()
	x, y := screenXY(t, m, name)
	send(t, m, keypress.Click(x, y))
	send(t, m, keypress.Release(x, y))
}

// checkLegal replays m's game from its start and fails if any move is not
// legal there.
func checkLegal(t testing.TB, m *Model) {
	t.Helper()
	g := m.g
	r := game.NewGame(g.Rules(), g.Start())
	for i, mv := range g.AllMoves() {
		if err := r.Play(mv); err != nil {
			t.Fatalf("move %d %s: %v", i+1, mv, err)
		}
	}
}

func mustPos(t testing.TB, text string) *game.Position {
	t.Helper()
	p, err := game.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return &p
}

// typeText types text into the focused field one key at a time.
func typeText(t *testing.T, m *Model, text string) {
	t.Helper()
	for _, r := range text {
		if r == ' ' {
			keys(t, m, "space")
		} else {
			keys(t, m, string(r))
		}
	}
}

// formOf returns the new-game form shown, or nil.
func formOf(m *Model) *newGameForm {
	f, _ := m.active.(*newGameForm)
	return f
}

// dialogOf returns the file dialog shown, or nil.
func dialogOf(m *Model) *fileDialog {
	d, _ := m.active.(*fileDialog)
	return d
}
