package ui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/internal/testkit/keypress"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// quickExplorer makes the explorer's searches short for a test, and reads
// the default rules' large book first (seconds, more under -race: not
// within a command's deadline).
func quickExplorer(t *testing.T) {
	t.Helper()
	if err := ai.DefaultBook().WaitRules(game.DefaultRules()); err != nil {
		t.Fatal(err)
	}
	old := explorerSearch
	explorerSearch = ai.Limits{Depth: 2}
	t.Cleanup(func() { explorerSearch = old })
}

// TestExplorerOpensAndPlays: E opens the explorer on the start, its moves
// best first with the proven values (c2-c3 the proof's draw, first); the
// cursor moves over them, → plays the chosen move's line out on the
// board, and enter plays the move in the game; the explorer then follows
// the new position, and E closes it.
func TestExplorerOpensAndPlays(t *testing.T) {
	quickExplorer(t)
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	keys(t, m, "E")
	if !m.explorer.open || len(m.explorer.moves) != 4 || !m.explorer.searched {
		t.Fatalf("explorer: open %v, %d moves: %s", m.explorer.open, len(m.explorer.moves), m.status)
	}
	v := view(m)
	for _, want := range []string{"Explorer · White to move", "▶ c2-c3      * draw proof", "b2-c3        loss proof", "by proof tables6/start.proof.gz", "esc/E close the explorer"} {
		if !strings.Contains(v, want) {
			t.Errorf("the explorer lacks %q:\n%s", want, v)
		}
	}
	keys(t, m, "j")
	if mv, _ := m.explorerChosen(); mv.Text != "b2-c3" || !strings.HasPrefix(m.status, "b2-c3: loss (proof)") {
		t.Fatalf("chosen %s, status %q", mv.Text, m.status)
	}
	keys(t, m, "l")
	b23 := game.StartPosition().Apply(m.explorer.moves[1].Move)
	if shown, _ := m.explorerBoard(m.shownPosition(), m.marks()); shown != b23 || !strings.Contains(m.status, "line, ply 1 of") {
		t.Fatalf("the board shows %s, not the position after b2-c3; status %q", shown, m.status)
	}
	if view(m) == v {
		t.Errorf("the board did not change along the line")
	}
	keys(t, m, "enter")
	if m.g.Ply() != 1 || m.g.Moves()[0].String() != "b2-c3" {
		t.Fatalf("enter did not play b2-c3: %d plies, %q", m.g.Ply(), m.status)
	}
	if !m.explorer.open || m.explorer.pos != b23 || !strings.Contains(view(m), "Explorer · Black to move") {
		t.Fatalf("the explorer did not follow the move: %s", view(m))
	}
	if mv, _ := m.explorerChosen(); mv.Value != explore.Win || !mv.BookMove {
		t.Errorf("after b2-c3, Black's best %s is %s (book %v), want the proof's win", mv.Text, mv.Value, mv.BookMove)
	}
	keys(t, m, "E")
	if m.explorer.open || strings.Contains(view(m), "Explorer") {
		t.Errorf("E did not close the explorer")
	}
}

// TestExplorerPlaysAgainstComputer: against the computer, enter plays
// the chosen move on the person's turn, and the computer replies.
func TestExplorerPlaysAgainstComputer(t *testing.T) {
	quickExplorer(t)
	m := newTest(t, Options{Mode: ModeAI, Color: game.Black}, 120, 40)
	if m.g.Ply() != 1 {
		t.Fatalf("the computer (White) has not moved first: %d plies", m.g.Ply())
	}
	keys(t, m, "E")
	mv, ok := m.explorerChosen()
	if !ok || !m.explorerMayPlay() {
		t.Fatalf("no move to play on Black's turn: %q", m.status)
	}
	keys(t, m, "enter")
	if m.g.Ply() != 3 || !m.g.Moves()[1].Same(mv.Move) {
		t.Errorf("enter did not play %s and the computer's reply: %v", mv.Text, m.g.Moves())
	}
}

// TestExplorerInReplay: the explorer works in replay, on the position
// shown, and enter does not play there.
func TestExplorerInReplay(t *testing.T) {
	quickExplorer(t)
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "v", "home", "E")
	if !m.explorer.open || m.explorer.pos != game.StartPosition() || len(m.explorer.moves) != 4 {
		t.Fatalf("the explorer in replay: open %v on %s", m.explorer.open, m.explorer.pos)
	}
	keys(t, m, "enter")
	if m.g.Ply() != 1 || m.replay == nil || !strings.Contains(m.status, "replay") {
		t.Errorf("enter in the explorer of a replay: %d plies, replay %v, %q", m.g.Ply(), m.replay != nil, m.status)
	}
}

// TestExplorerFairPlay: in an online game in progress the explorer never
// opens, for a player or a spectator, and says why; once the game is
// over it does. The help says so.
func TestExplorerFairPlay(t *testing.T) {
	quickExplorer(t)
	for _, o := range []Options{{Mode: ModeRemote, Color: game.White}, {Mode: ModeRemote, Color: game.Black}, {Mode: ModeRemote, Spectator: true}} {
		who := sideName(o.Color)
		if o.Spectator {
			who = "a spectator"
		}
		m := newTest(t, o, 120, 40)
		g := game.NewGame(game.DefaultRules(), game.StartPosition())
		if _, err := g.PlayText("c2-c3"); err != nil {
			t.Fatal(err)
		}
		send(t, m, StateMsg{Game: g})
		keys(t, m, "E")
		if m.explorer.open || strings.Contains(view(m), "Explorer ·") || !strings.Contains(m.status, "fair play") {
			t.Errorf("%s: the explorer during an online game: open %v, %q", who, m.explorer.open, m.status)
		}
		keys(t, m, "v", "E") // nor in its replay
		if m.explorer.open {
			t.Errorf("%s: the explorer in the replay of an online game in progress", who)
		}
		keys(t, m, "esc")
		if err := g.Resign(game.Black); err != nil {
			t.Fatal(err)
		}
		send(t, m, StateMsg{Game: g})
		keys(t, m, "E")
		if !m.explorer.open || len(m.explorer.moves) == 0 {
			t.Errorf("%s: no explorer once the online game is over: %q", who, m.status)
		}
		if _, out := send(t, m, keypressEnter()); len(out) != 0 || m.g.Ply() != 1 {
			t.Errorf("%s: enter in the explorer of a finished online game sent %v", who, out)
		}
	}
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	if h := helpText(m); !strings.Contains(h, "Fair play: the explorer never opens during a game between two people online") {
		t.Errorf("the help does not give the fair-play rule:\n%s", h)
	}
}

// keypressEnter is the enter key.
func keypressEnter() tea.Msg { return keypress.Key("enter") }

// helpText is the whole help screen's text, at 120 columns.
func helpText(m *Model) string {
	return strings.Join(strings.Fields(m.helpContent(120)), " ")
}

// TestExplorerMouse: while the explorer is open, a click on a move of its
// list chooses it (it does not open the replay, as a click on the move
// list does), and the wheel over the panel moves the choice.
func TestExplorerMouse(t *testing.T) {
	quickExplorer(t)
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "E")
	l := m.gameLayout()
	if len(m.explorer.moves) < 1 {
		t.Fatalf("no moves after c2-c3")
	}
	send(t, m, keypress.Click(l.panelX+3, l.boardY+1))
	if m.replay != nil || m.explorer.cursor != 0 || !m.explorer.open {
		t.Fatalf("a click on the first move: replay %v, cursor %d", m.replay != nil, m.explorer.cursor)
	}
	m2 := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	keys(t, m2, "E")
	send(t, m2, keypress.Click(l.panelX+3, l.boardY+3))
	if mv, _ := m2.explorerChosen(); m2.explorer.cursor != 2 || !strings.HasPrefix(m2.status, mv.Text+": ") {
		t.Fatalf("a click on the third row chose %d (%q)", m2.explorer.cursor, m2.status)
	}
	send(t, m2, keypress.Wheel(l.panelX+3, l.boardY+3, true))
	if m2.explorer.cursor != 1 {
		t.Errorf("the wheel up chose %d, want 1", m2.explorer.cursor)
	}
}

// TestExplorerRefusesNoMoves: E on a game over from its start, with no
// move left and none played, does not open an empty explorer; the status
// line says why. (A game with moves opens on the position before its
// last: TestExplorerAfterTheEndOpensBeforeTheLastMove.)
func TestExplorerRefusesNoMoves(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, "5/5/5/2b2/5 w")}, 80, 24)
	if !m.over() {
		t.Fatal("the game is not over")
	}
	keys(t, m, "E")
	if m.explorer.open || m.statusKind != statusWarn || !strings.Contains(m.status, "no move") {
		t.Fatalf("E on a game with no move left: open %v, status %q", m.explorer.open, m.status)
	}
}

// TestExplorerPliesSayWhatTheyCount: a proven move's plies are named on
// the status line and in the panel's legend by what they count: with the
// no-progress rule on, the plies to a capture or man move; off, to the
// end. Before, the status line said "win in 1" either way.
func TestExplorerPliesSayWhatTheyCount(t *testing.T) {
	off := game.DefaultRules()
	off.NoProgress = 0
	for _, c := range []struct {
		rules          *game.Rules
		status, legend string
	}{
		{nil, "c1xc3: win, 1 ply to a capture or man move (proof)", "win/loss N: N plies to a capture or man move"},
		{&off, "c1xc3: win in 1 ply (proof)", "win/loss N: N plies to the end"},
	} {
		m := newTest(t, Options{Mode: ModeHotseat, Rules: c.rules, Start: mustPos(t, "5/5/5/2b2/2w2 w")}, 120, 40)
		keys(t, m, "E")
		if !strings.HasPrefix(m.status, c.status) {
			t.Errorf("the status line says %q, want %q", m.status, c.status)
		}
		if v := view(m); !strings.Contains(v, c.legend) {
			t.Errorf("the panel does not say what the plies count (%q):\n%s", c.legend, v)
		}
	}
}
