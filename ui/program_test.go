package ui

import (
	"bytes"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/teatest/v2"
)

// TestProgram runs the whole program under bubbletea (teatest): the board
// appears, a move typed at the keyboard is played and the computer answers,
// a mouse click selects, and quitting asks first.
func TestProgram(t *testing.T) {
	m := New(Options{Mode: ModeAI, Level: 1, Seed: testSeed, ASCII: true})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(120, 40))
	wait := func(what string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(what)) },
			teatest.WithDuration(20*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	}
	wait("you (white) vs the computer")
	tm.Type("c2")
	tm.Send(keypress.Key("enter"))
	tm.Type("c3")
	tm.Send(keypress.Key("enter"))
	// The move is listed and the computer's reply gives the turn back to White.
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte("1. c2-c3")) &&
			(bytes.Contains(b, []byte("White to move: select")) || bytes.Contains(b, []byte("White must capture")))
	}, teatest.WithDuration(20*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	// A click on c1 (the cursor is elsewhere) selects it or explains why not.
	probe := newTest(t, Options{Mode: ModeAI, Level: 1}, 120, 40) // same layout, not shared with the program
	x, y := screenXY(t, probe, "c1")
	tm.Send(keypress.Click(x, y))
	tm.Send(keypress.Release(x, y))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte("c1 selected")) || bytes.Contains(b, []byte("a capture is compulsory")) ||
			bytes.Contains(b, []byte("has no legal move"))
	}, teatest.WithDuration(20*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
	tm.Send(keypress.Key("q"))
	wait("Quit? The game in progress will be lost")
	tm.Send(keypress.Key("y"))
	fm := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(*Model)
	if fm.g.Ply() != 2 {
		t.Fatalf("final ply %d, want 2", fm.g.Ply())
	}
	checkLegal(t, fm)
}
