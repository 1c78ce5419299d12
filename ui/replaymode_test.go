package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// moveXY returns the screen cell of the first move-list entry that reads
// text (the list shows moves after their number, "  1. d2-c3").
func moveXY(t *testing.T, m *Model, text string) (int, int) {
	t.Helper()
	l := m.gameLayout()
	top, _ := m.panelParts(l.panelW, l.board.height())
	for y, line := range strings.Split(view(m), "\n") {
		if y < l.boardY+len(top)+2 {
			continue
		}
		runes := []rune(line)
		if l.panelX >= len(runes) {
			continue
		}
		if i := strings.Index(string(runes[l.panelX:]), text); i >= 0 {
			return l.panelX + ansi.StringWidth(string(runes[l.panelX:])[:i]), y
		}
	}
	t.Fatalf("move %s not in the list:\n%s", text, view(m))
	return 0, 0
}

// TestReplayModeNavigation steps through a finished game with the keys
// and by clicking moves in the list; the board shows each position with
// that move highlighted, and esc returns to the game as it was.
func TestReplayModeNavigation(t *testing.T) {
	g := resignedGame(t) // d2-c3 b4xd2 e1xc3, then Black resigned
	m := newTest(t, Options{Mode: ModeHotseat, Game: g}, 120, 40)
	keys(t, m, "v")
	if m.replay == nil || m.shownPly() != 3 || !strings.Contains(view(m), "replay · ply 3 of 3 · 1-0") {
		t.Fatalf("v does not open the replay at the end:\n%s", view(m))
	}
	check := func(step string, ply int) {
		t.Helper()
		if m.shownPly() != ply || m.shownPosition() != g.PositionAt(ply) {
			t.Fatalf("%s: shows ply %d (%s), want %d", step, m.shownPly(), m.shownPosition(), ply)
		}
		want := uint32(0)
		if ply > 0 {
			want = lastMoveMarks(g.Moves()[ply-1])
		}
		if mk := m.marks(); mk.last != want || mk.cursor != 0 || mk.must != 0 {
			t.Fatalf("%s: highlights %+v, want the last move %b", step, mk, want)
		}
		if !strings.Contains(view(m), "replay · ply ") {
			t.Fatalf("%s: panel\n%s", step, view(m))
		}
	}
	keys(t, m, "left")
	check("left", 2)
	keys(t, m, "h", "h")
	check("h h", 0)
	keys(t, m, "left")
	check("left at the start", 0)
	send(t, m, keypress.Key("end"))
	check("end", 3)
	keys(t, m, "g")
	check("g (home)", 0)
	keys(t, m, "right")
	check("right", 1)

	// Clicks on the move list.
	x, y := moveXY(t, m, "b4xd2")
	send(t, m, keypress.Click(x+2, y))
	check("click on b4xd2", 2)
	x, y = moveXY(t, m, "d2-c3")
	send(t, m, keypress.Click(x, y))
	check("click on d2-c3", 1)
	send(t, m, keypress.Click(x-3, y)) // the move number: nothing
	check("click on the number", 1)
	bx, by := screenXY(t, m, "c3")
	send(t, m, keypress.Click(bx, by)) // the board does nothing in replay
	check("click on the board", 1)
	keys(t, m, "u") // not a replay key
	check("u", 1)

	keys(t, m, "esc")
	if m.replay != nil || m.g.Ply() != 3 {
		t.Fatalf("esc: replay %v, ply %d", m.replay != nil, m.g.Ply())
	}
	if r, why := m.g.Result(); r != game.WhiteWin || why != game.Resignation {
		t.Errorf("the game changed: %s %s", r, why)
	}

	// A click on a move of the list during the game opens the replay there.
	x, y = moveXY(t, m, "b4xd2")
	send(t, m, keypress.Click(x, y))
	check("click from the game", 2)
}

// TestPlayFromHere plays on from a replayed position, against the
// computer (the person takes the side to move) and with a friend.
func TestPlayFromHere(t *testing.T) {
	g := resignedGame(t)
	m := newTest(t, Options{Mode: ModeHotseat, Game: g, Level: 1}, 120, 40)
	keys(t, m, "v", "left", "left", "enter")
	if m.prompt() == nil || !strings.Contains(view(m), "Play from here") {
		t.Fatalf("enter does not ask whom to play:\n%s", view(m))
	}
	keys(t, m, "esc") // cancels the question, stays in replay
	if m.replay == nil || m.shownPly() != 1 {
		t.Fatal("esc on the question left the replay")
	}
	keys(t, m, "enter", "c")
	if m.replay != nil || m.mode != ModeAI || m.human != game.Black || m.g.Ply() != 1 || m.g.Position() != g.PositionAt(1) {
		t.Fatalf("against the computer: mode %s human %s ply %d", m.mode, m.human, m.g.Ply())
	}
	if !m.flipped || !strings.Contains(m.status, "playing on after 1 ply against the computer") {
		t.Errorf("flipped %v status %q", m.flipped, m.status)
	}
	typeMove(t, m, "b4", "d2") // Black's capture; the computer answers
	if m.g.Ply() != 3 || m.g.Moves()[1].String() != "b4xd2" {
		t.Fatalf("play on: ply %d moves %v", m.g.Ply(), m.g.Moves())
	}
	checkLegal(t, m)

	// With a friend, from the end of the resigned game: it goes on.
	m = newTest(t, Options{Mode: ModeAI, Game: g, Level: 1}, 120, 40)
	keys(t, m, "v", "p", "f")
	if m.mode != ModeHotseat || m.over() || m.g.Ply() != 3 || m.g.Position().SideToMove() != game.Black {
		t.Fatalf("with a friend: mode %s over %v ply %d", m.mode, m.over(), m.g.Ply())
	}
	mv := m.g.LegalMoves()[0]
	typeMove(t, m, mv.From.String(), mv.To.String())
	if m.g.Ply() != 4 {
		t.Fatalf("the friend's move was not played: %s", m.status)
	}
}

// TestPlayFromHereOver refuses a position where the game is over.
func TestPlayFromHereOver(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), *mustPos(t, "5/5/5/2b2/2w2 w"))
	if _, err := g.PlayText("c1xc3"); err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeHotseat, Game: g}, 120, 40)
	keys(t, m, "v", "enter")
	if m.prompt() != nil || !strings.Contains(m.status, "step back") {
		t.Fatalf("status %q", m.status)
	}
	keys(t, m, "left", "enter", "f")
	if m.replay != nil || m.g.Ply() != 0 || m.over() {
		t.Fatal("play from the start failed")
	}
}

// TestRecordOption opens a loaded record in replay mode with its names.
func TestRecordOption(t *testing.T) {
	recs, err := pdn.Parse("[White \"Ann\"]\n[Black \"?\"]\n1. d2-c3 {good} b4xd2 *\n")
	if err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeAI, Record: recs[0]}, 120, 40)
	v := view(m)
	if m.replay == nil || m.shownPly() != 2 || !strings.Contains(v, "Ann") || !strings.Contains(v, "replay") {
		t.Fatalf("record not shown in replay:\n%s", v)
	}
	if m.playerName(game.Black) != "computer" {
		t.Errorf("an unknown name (?) should not label the player: %q", m.playerName(game.Black))
	}
	keys(t, m, "g", "p", "f")
	if m.playerName(game.White) == "Ann" {
		t.Error("a new game keeps the record's names")
	}
}

// TestReplayOnline: a seat of an online game may replay it; the same state
// pushed again keeps the replay, a new move ends it.
func TestReplayOnline(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := g.PlayText("d2-c3"); err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeRemote, Color: game.Black, Game: g}, 120, 40)
	keys(t, m, "v", "left")
	send(t, m, StateMsg{Game: g})
	if m.replay == nil || m.shownPly() != 0 {
		t.Fatal("the same state ended the replay")
	}
	keys(t, m, "enter")
	if m.prompt() != nil || m.mode != ModeRemote {
		t.Fatal("play from here in an online game")
	}
	g2 := g.Clone()
	if _, err := g2.PlayText("b4xd2"); err != nil {
		t.Fatal(err)
	}
	send(t, m, StateMsg{Game: g2})
	if m.replay != nil || m.g.Ply() != 2 {
		t.Fatal("a new move did not end the replay")
	}
}
