package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestPromptAnswersAtOnce: the Model applies a question's answer in the
// Update that brings it, so keys that arrive together keep their order —
// without running any command in between.
func TestPromptAnswersAtOnce(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "o")
	if m.prompt() == nil || !strings.Contains(m.prompt().question, "offers a draw") {
		t.Fatalf("o asked %+v", m.prompt())
	}
	m.Update(keypress.Key("nx")) // no, then resign: the second question
	if p := m.prompt(); p == nil || !strings.Contains(p.question, "resigns?") {
		t.Fatalf("after nx the question is %+v, want the resignation", p)
	}
	if !strings.Contains(view(m), "resigns? (y/n)") {
		t.Fatalf("the question is not on the status line:\n%s", view(m))
	}
	m.Update(keypress.Key("n"))
	keys(t, m, "o")
	m.Update(keypress.Key("y"))
	m.Update(keypress.Key("x")) // after the draw is agreed: nothing to resign
	if r, why := m.g.Result(); r != game.Draw || why != game.AgreedDraw || m.prompt() != nil {
		t.Fatalf("y then x: result %v (%v), question %+v", r, why, m.prompt())
	}
}

// TestPromptMouse: a left press dismisses the question and acts on the
// board in the same event; the wheel leaves it shown.
func TestPromptMouse(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "x")
	x, y := screenXY(t, m, m.paths[0].From.String())
	send(t, m, keypress.Wheel(x, y, true))
	if m.prompt() == nil {
		t.Fatal("the wheel dismissed the question")
	}
	send(t, m, keypress.Click(x, y))
	if m.prompt() != nil || !m.sel.active() || m.sel.from != m.paths[0].From {
		t.Fatalf("press: question %+v, selection from %v active %v", m.prompt(), m.sel.from, m.sel.active())
	}
	if m.over() {
		t.Fatal("the press answered yes")
	}
}

// TestPromptClosedByState: online, a new position pushed in closes the
// question.
func TestPromptClosedByState(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote, Color: game.White}, 120, 40)
	keys(t, m, "x")
	if m.prompt() == nil {
		t.Fatal("x did not ask")
	}
	g := m.Game()
	if err := g.Play(m.paths[0]); err != nil {
		t.Fatal(err)
	}
	send(t, m, StateMsg{Game: g})
	if m.prompt() != nil {
		t.Fatalf("the question stayed after a new position: %+v", m.prompt())
	}
}

// TestHotseatDrawDeclinedSaysSo: at one keyboard, answering no to a draw
// offer (n, any other key, or a click off the board) says the draw was declined; before,
// the status line went back to what it said before the offer.
func TestHotseatDrawDeclinedSaysSo(t *testing.T) {
	for _, no := range []string{"n", "esc", "click"} {
		m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
		typeMove(t, m, "c2", "c3")
		keys(t, m, "o")
		if m.prompt() == nil {
			t.Fatal("o asked nothing")
		}
		if no == "click" {
			send(t, m, keypress.Click(119, 1)) // off the board
		} else {
			keys(t, m, no)
		}
		if m.prompt() != nil || m.over() {
			t.Fatalf("%s: question %+v, game over %v", no, m.prompt(), m.over())
		}
		if !strings.Contains(m.status, "White declines the draw") {
			t.Fatalf("%s: the status line says %q, want the draw declined", no, m.status)
		}
	}
}
