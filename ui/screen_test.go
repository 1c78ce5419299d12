package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
)

// TestNewGameFormSendsChoice: the form, run on its own, closes with the
// settings chosen as its answer, a newGameChosen; the Model it was opened
// from is not touched until the Model takes that answer.
func TestNewGameFormSendsChoice(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI}, 80, 24)
	keys(t, m, "n")
	f := formOf(m)
	if f == nil {
		t.Fatal("n did not open the new-game form")
	}
	f.focus = fieldColor
	f.change(1) // black
	f.focus = fieldLevel
	f.change(1)
	const start = "b4/3b1/1b1b1/1b3/w4 w"
	f.fields[fieldPosition].text.SetValue(start)
	wantLevel := f.level()

	next, _ := f.update(keypress.Key("enter"))
	if next != nil {
		t.Fatalf("enter: next screen %T; want the form closed", next)
	}
	if m.human != game.White || m.active != f {
		t.Fatalf("the form changed the Model: human %v, screen %T", m.human, m.active)
	}
	c, ok := answered(f).(newGameChosen)
	if !ok {
		t.Fatalf("the form answered %T, not newGameChosen", f.answer)
	}
	if c.mode != ModeAI || c.human != game.Black || c.level != wantLevel || c.level == levels.Min ||
		c.start != *mustPos(t, start) || c.rules != m.g.Rules() {
		t.Fatalf("chosen %+v", c)
	}

	// The Model acts on the message: the game is the one chosen.
	m.show(nil)
	send(t, m, c)
	if m.human != game.Black || m.level != wantLevel || m.g.Start().String() != c.start.String() {
		t.Fatalf("after newGameChosen: human %v level %d start %s", m.human, m.level, m.g.Start())
	}
}

// TestNewGameFormCancelSendsMessage: esc on the form closes it with
// newGameCancelled as its answer, which the Model turns into the game's
// status.
func TestNewGameFormCancelSendsMessage(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	keys(t, m, "n")
	f := formOf(m)
	next, _ := f.update(keypress.Key("esc"))
	if next != nil {
		t.Fatalf("esc: next screen %T", next)
	}
	if ans, ok := answered(f).(newGameCancelled); !ok {
		t.Fatalf("esc answered %T, not newGameCancelled", ans)
	}
}

// TestHelpOverFormReturnsToForm: ? on the new-game form shows the help
// over it (through the Model's one switch), and leaving the help shows
// the same form again, its choices kept.
func TestHelpOverFormReturnsToForm(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI}, 100, 30)
	keys(t, m, "n")
	f := formOf(m)
	f.focus = fieldLevel
	keys(t, m, "right")
	level := f.level()
	keys(t, m, "?")
	if !showing[*helpScreen](m) || !strings.Contains(view(m), "Fetaix · help") {
		t.Fatalf("? on the form: screen %T\n%s", m.active, view(m))
	}
	keys(t, m, "esc")
	if m.active != f || f.level() != level || f.focus != fieldLevel {
		t.Fatalf("leaving the help: screen %T, level %d (want the form, level %d)", m.active, f.level(), level)
	}
	if v := view(m); !strings.Contains(v, "Start the game") {
		t.Fatalf("the form is not drawn again:\n%s", v)
	}
	keys(t, m, "esc")
	if m.active != nil {
		t.Fatalf("esc on the form: screen %T, want the game", m.active)
	}
}

// TestHelpFromGameReturnsToGame: the help opened from the game goes back
// to the game.
func TestHelpFromGameReturnsToGame(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 100, 30)
	keys(t, m, "?")
	if !showing[*helpScreen](m) {
		t.Fatalf("?: screen %T", m.active)
	}
	keys(t, m, "x")
	if m.active != nil {
		t.Fatalf("x in the help: screen %T, want the game", m.active)
	}
}

// TestKeysAfterTheFormGoToTheNewGame: the game chosen on the new-game
// form begins in the Update of the key that chose it, so keys typed
// before the runtime runs that key's commands (a fast typist, keys
// arriving together over SSH) go to the new game and are not undone when
// the commands run.
func TestKeysAfterTheFormGoToTheNewGame(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI}, 80, 24)
	keys(t, m, "n")
	if formOf(m) == nil {
		t.Fatal("n did not open the new-game form")
	}
	_, chose := m.Update(keypress.Key("enter"))
	for _, k := range []string{"d", "2"} { // the next keys, before chose runs
		_, cmd := m.Update(keypress.Key(k))
		run(t, m, cmd)
	}
	run(t, m, chose)
	if m.active != nil || m.cursor != sq(t, "d2") {
		t.Fatalf("after enter on the form and d2: screen %T, cursor %v; want the game, cursor on d2", m.active, m.cursor)
	}
}
