package ui

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/teatest/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
)

// press delivers each key to m and returns what the keys asked to run,
// without running it (a computer's search it starts is still thinking).
func press(m *Model, names ...string) tea.Cmd {
	var cmds []tea.Cmd
	for _, n := range names {
		_, cmd := m.Update(keypress.Key(n))
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

// TestQuestionStopsTheComputer: the computer's move, found while a
// question is open, waits until the question is answered: the question
// stays, its answer still works, and the move is played once it is
// answered no.
func TestQuestionStopsTheComputer(t *testing.T) {
	for _, answer := range []string{"n", "y"} {
		t.Run(answer, func(t *testing.T) {
			m := New(Options{Mode: ModeAI, Level: 1, Seed: testSeed, Clipboard: Clipboard{Out: io.Discard}})
			m.noTicks = true
			m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			thinking := press(m, "c", "2", "enter", "c", "3", "enter")
			if m.g.Ply() != 1 || m.think.move == nil {
				t.Fatalf("c2-c3 not played or the computer not thinking: ply %d, %q", m.g.Ply(), m.status)
			}
			keys(t, m, "q")
			if m.prompt() == nil {
				t.Fatalf("q asked nothing: %q", m.status)
			}
			run(t, m, thinking) // the computer's search ends while the question is open
			if m.prompt() == nil || !strings.Contains(view(m), "Quit?") {
				t.Fatalf("the computer's move took the question away:\n%s", view(m))
			}
			if m.g.Ply() != 1 {
				t.Fatalf("the computer moved while the question was open: ply %d", m.g.Ply())
			}
			quit, _ := send(t, m, keypress.Key(answer))
			if answer == "y" {
				if !quit {
					t.Fatal("y did not quit")
				}
				return
			}
			if quit || m.prompt() != nil || m.g.Ply() != 2 {
				t.Fatalf("after n: quit %v, question %v, ply %d (want the computer's move played)", quit, m.prompt() != nil, m.g.Ply())
			}
			checkLegal(t, m)
		})
	}
}

// TestWatchQuitsAtOnce: quitting a game the computer plays against itself
// asks nothing (nothing of the person's is lost), with q and with ctrl+c.
func TestWatchQuitsAtOnce(t *testing.T) {
	for _, k := range []string{"q", "ctrl+c"} {
		t.Run(k, func(t *testing.T) {
			g := game.NewGame(game.Rules{}, game.StartPosition())
			if err := g.Play(g.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
			m := New(Options{Mode: ModeWatch, Level: 1, Seed: testSeed, Game: g, Clipboard: Clipboard{Out: io.Discard}})
			m.noTicks = true
			m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			m.Init() // the computer thinks; its reports are never read
			quit, _ := send(t, m, keypress.Key(k))
			if !quit || m.prompt() != nil {
				t.Fatalf("%s: quit %v, asked %v", k, quit, m.prompt() != nil)
			}
		})
	}
}

// TestWatchProgramQuits runs `fetaix --mode watch --level 1` as the
// program does (teatest, the default delay between moves): q, once the
// computer has moved, ends the program.
func TestWatchProgramQuits(t *testing.T) {
	m := New(Options{Mode: ModeWatch, Level: 1, Seed: testSeed, ASCII: true, MoveDelay: DefaultMoveDelay, Clipboard: Clipboard{Out: io.Discard}})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("1. ")) },
		teatest.WithDuration(20*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	tm.Send(keypress.Key("q"))
	fm := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(*Model)
	if fm.g.Ply() == 0 {
		t.Fatal("the computer had not moved")
	}
}

// TestQuestionFooterNamesItsAnswers: while a question is open (resigning,
// a new game over one in progress) the footer names its answers, not the
// game's keys — those only answer no.
func TestQuestionFooterNamesItsAnswers(t *testing.T) {
	k := DefaultKeyMap()
	for _, ask := range []string{"x", "n"} {
		t.Run(ask, func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
			keys(t, m, "c", "2", "enter", "c", "3", "enter")
			keys(t, m, ask)
			if m.prompt() == nil {
				t.Fatalf("%s asked nothing: %q", ask, m.status)
			}
			lines := strings.Split(strings.TrimRight(view(m), "\n"), "\n")
			footer := lines[len(lines)-1]
			for _, b := range []string{k.Yes.Help().Key + " " + k.Yes.Help().Desc, k.No.Help().Key + " " + k.No.Help().Desc} {
				if !strings.Contains(footer, b) {
					t.Errorf("the footer under the question does not name %q: %q", b, footer)
				}
			}
			if undo := k.Undo.Help().Key + " " + k.Undo.Help().Desc; strings.Contains(footer, undo) {
				t.Errorf("the footer under the question offers %q, which only answers no: %q", undo, footer)
			}
		})
	}
}
