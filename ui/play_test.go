package ui

import (
	"fmt"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"image/color"
	"io"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
)

// cursorTo moves the cursor to point name with the arrow keys (and hjkl),
// as a keyboard player would.
func cursorTo(t *testing.T, m *Model, name string) {
	t.Helper()
	ti, tj := displayOf(sq(t, name), m.flipped)
	for n := 0; m.cursor != sq(t, name); n++ {
		if n > 10 {
			t.Fatalf("cursor stuck at %s going to %s", m.cursor, name)
		}
		i, j := displayOf(m.cursor, m.flipped)
		switch {
		case i < ti:
			keys(t, m, "right")
		case i > ti:
			keys(t, m, "h")
		case j < tj:
			keys(t, m, "j")
		default:
			keys(t, m, "up")
		}
	}
}

// enterByArrows plays mv by moving the cursor with arrows and pressing
// enter (or space) on the piece and on each landing.
func enterByArrows(t *testing.T, m *Model, mv game.Move) {
	t.Helper()
	cursorTo(t, m, mv.From.String())
	keys(t, m, "enter")
	pts := mv.Landings()
	if mv.N == 0 {
		pts = []game.Square{mv.To}
	}
	for _, p := range pts {
		cursorTo(t, m, p.String())
		keys(t, m, "space")
	}
}

// TestKeyboardGameAgainstComputer plays whole games by keyboard against the
// computer at level 1, as White and as Black, until the game ends: every
// move is entered point by point, and the record stays legal.
func TestKeyboardGameAgainstComputer(t *testing.T) {
	for _, c := range []game.Color{game.White, game.Black} {
		t.Run(c.String(), func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeAI, Color: c, Level: 1}, 120, 40)
			if m.flipped != (c == game.Black) {
				t.Fatalf("flipped=%v for a person playing %s", m.flipped, c)
			}
			for turn := 0; !m.over(); turn++ {
				if turn > 400 {
					t.Fatal("the game did not end")
				}
				if !m.localTurn() {
					t.Fatalf("ply %d: not the person's turn and the computer did not move", m.g.Ply())
				}
				ply := m.g.Ply()
				mv := m.paths[turn%len(m.paths)]
				if turn%2 == 0 {
					enterByArrows(t, m, mv)
				} else {
					names := []string{mv.From.String()}
					for _, l := range mv.Landings() {
						names = append(names, l.String())
					}
					if mv.N == 0 {
						names = append(names, mv.To.String())
					}
					typeMove(t, m, names...)
				}
				if m.g.Ply() <= ply {
					t.Fatalf("move %s was not played (status %q)", mv, m.status)
				}
				if !m.g.Moves()[ply].Same(mv) {
					t.Fatalf("played %s, want %s", m.g.Moves()[ply], mv)
				}
				checkLegal(t, m)
			}
			if !strings.HasPrefix(m.status, "Game over") || !strings.Contains(view(m), "Game over") {
				t.Fatalf("status %q at the end", m.status)
			}
		})
	}
}

// TestHotseatOpeningAndCompulsoryCapture checks the marks and messages of a
// compulsory capture, choosing a piece that cannot capture, and Esc.
func TestHotseatOpeningAndCompulsoryCapture(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	keys(t, m, "enter") // the cursor starts on c2
	if mk := m.marks(); mk.target != sq(t, "c3").Bit() || mk.selected != sq(t, "c2").Bit() {
		t.Fatalf("targets %b selected %b", mk.target, mk.selected)
	}
	typeMove(t, m, "c3")
	if m.g.Ply() != 1 {
		t.Fatalf("c2-c3 not played: %q", m.status)
	}
	mk := m.marks()
	if mk.must == 0 || mk.last != sq(t, "c2").Bit()|sq(t, "c3").Bit() {
		t.Fatalf("must %b last %b", mk.must, mk.last)
	}
	if !strings.Contains(m.status, "must capture") {
		t.Fatalf("status %q", m.status)
	}
	typeMove(t, m, "a5") // cannot capture
	if m.sel.active() || !strings.Contains(m.status, "a capture is compulsory") {
		t.Fatalf("status %q, selection %v", m.status, m.sel.active())
	}
	typeMove(t, m, "c2") // empty point
	if !strings.Contains(m.status, "no piece on c2") {
		t.Fatalf("status %q", m.status)
	}
	typeMove(t, m, "a1") // the opponent's piece
	if !strings.Contains(m.status, "white's") {
		t.Fatalf("status %q", m.status)
	}
	capturer := m.paths[0].From
	typeMove(t, m, capturer.String())
	if !m.sel.active() {
		t.Fatalf("%s not selected: %q", capturer, m.status)
	}
	keys(t, m, "esc")
	if m.sel.active() {
		t.Fatal("esc did not cancel")
	}
}

// TestMouseMultiCapture enters a two-jump capture by mouse landing by
// landing, with a choice at the second landing, then plays on with a drag
// and a click on the flipped board.
func TestMouseMultiCapture(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, "5/b4/1b1b1/2b2/w1w2 w")}, 100, 30)
	click(t, m, "c1")
	if m.sel.from != sq(t, "c1") || m.sel.targets() != sq(t, "c3").Bit() {
		t.Fatalf("after clicking c1: from %s targets %b (%q)", m.sel.from, m.sel.targets(), m.status)
	}
	click(t, m, "c3")
	if m.g.Ply() != 0 {
		t.Fatal("the capture was played before it was complete")
	}
	mk := m.marks()
	if mk.taken != sq(t, "c2").Bit() || mk.landed != sq(t, "c3").Bit() ||
		mk.target != sq(t, "a3").Bit()|sq(t, "e3").Bit() {
		t.Fatalf("taken %b landed %b targets %b", mk.taken, mk.landed, mk.target)
	}
	if !strings.Contains(m.status, "captured c2 so far") {
		t.Fatalf("status %q", m.status)
	}
	v := view(m)
	if !strings.Contains(v, " x ") || !strings.Contains(v, "[o]") {
		t.Fatalf("capture path not shown:\n%s", v)
	}
	click(t, m, "e3")
	if m.g.Ply() != 1 || m.g.Moves()[0].String() != "c1xc3xe3" {
		t.Fatalf("moves %v", m.g.Moves())
	}
	if mk := m.marks(); mk.last != sq(t, "c1").Bit()|sq(t, "c3").Bit()|sq(t, "e3").Bit() {
		t.Fatalf("last move marks %b: want its whole path", mk.last)
	}
	// Black has no capture; drag the man on a4 onto a3.
	x0, y0 := screenXY(t, m, "a4")
	x1, y1 := screenXY(t, m, "a3")
	send(t, m, keypress.Click(x0, y0))
	send(t, m, keypress.Release(x1, y1))
	if m.g.Ply() != 2 || m.g.Moves()[1].String() != "a4-a3" {
		t.Fatalf("drag: moves %v status %q", m.g.Moves(), m.status)
	}
	// Flip, then click by raw screen position: on the flipped board a1 is
	// at the top right.
	keys(t, m, "f")
	l := m.gameLayout()
	topRight := func(i, j int) (int, int) { return l.boardX + l.board.cellX(i) + 1, l.boardY + l.board.sy*j }
	x, y := topRight(4, 0) // e-file on the left when flipped, so column 4 is a
	send(t, m, keypress.Click(x, y))
	send(t, m, keypress.Release(x, y))
	if m.sel.from != sq(t, "a1") {
		t.Fatalf("click on the flipped board's top right selected %s (%q)", m.sel.from, m.status)
	}
	// a2 is drawn one row below a1 on the flipped board.
	x, y = topRight(4, 1)
	send(t, m, keypress.Click(x, y))
	send(t, m, keypress.Release(x, y))
	if m.g.Ply() != 3 || m.g.Moves()[2].String() != "a1-a2" {
		t.Fatalf("flipped click: moves %v status %q", m.g.Moves(), m.status)
	}
	checkLegal(t, m)
}

// TestMouseIgnoresLabelsAndCancelsOnGrid: clicks on labels or outside do
// nothing, a click on the grid away from a target cancels.
func TestMouseIgnoresLabelsAndCancelsOnGrid(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 100, 30)
	click(t, m, "c2")
	if !m.sel.active() {
		t.Fatal("c2 not selected")
	}
	l := m.gameLayout()
	// the rank label of rank 1, the file label row, far right, the title
	for _, p := range [][2]int{{l.boardX, l.boardY + 4*l.board.sy}, {l.boardX + l.board.cellX(2) + 1, l.boardY + 4*l.board.sy + 1}, {99, 5}, {3, 0}} {
		send(t, m, keypress.Click(p[0], p[1]))
		send(t, m, keypress.Release(p[0], p[1]))
		if !m.sel.active() || m.g.Ply() != 0 {
			t.Fatalf("a click at %v changed something", p)
		}
	}
	// between points on the grid: cancels
	x, y := screenXY(t, m, "c2")
	send(t, m, keypress.Click(x+3, y+1))
	if m.sel.active() {
		t.Fatal("a click on the grid did not cancel")
	}
	// wheel and right button do nothing
	send(t, m, keypress.Wheel(x, y, true))
	if m.sel.active() {
		t.Fatal("wheel selected")
	}
}

// TestUndoRedoAgainstComputer: undo takes back the computer's reply too;
// redo replays both.
func TestUndoRedoAgainstComputer(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Level: 1}, 120, 40)
	typeMove(t, m, "c2", "c3")
	if m.g.Ply() != 2 {
		t.Fatalf("ply %d after the person's move and the reply", m.g.Ply())
	}
	reply := m.g.Moves()[1]
	keys(t, m, "u")
	if m.g.Ply() != 0 || m.think.move != nil {
		t.Fatalf("undo: ply %d, thinking %v", m.g.Ply(), m.think.move != nil)
	}
	keys(t, m, "r")
	if m.g.Ply() != 2 || !m.g.Moves()[1].Same(reply) {
		t.Fatalf("redo: ply %d", m.g.Ply())
	}
	keys(t, m, "u", "u")
	if m.g.Ply() != 0 || !strings.Contains(m.status, "nothing to undo") {
		t.Fatalf("second undo: ply %d %q", m.g.Ply(), m.status)
	}
}

// TestUndoCancelsSearch: undo while the computer thinks cancels the search
// at once and its late result is ignored.
func TestUndoCancelsSearch(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Level: 6}, 120, 40)
	keys(t, m, "enter", "c", "3")
	_, searchCmd := m.Update(keypress.Key("enter")) // plays c2-c3 and starts the search
	if m.g.Ply() != 1 || m.think.move == nil {
		t.Fatalf("ply %d thinking %v", m.g.Ply(), m.think.move != nil)
	}
	keys(t, m, "u")
	if m.g.Ply() != 0 || m.think.move != nil {
		t.Fatal("undo did not cancel the search")
	}
	run(t, m, searchCmd) // the late result (and its infos) must be ignored
	if m.g.Ply() != 0 {
		t.Fatalf("a cancelled search played: %v", m.g.Moves())
	}
}

// TestHotseatUndoRedoAndNewGame covers plain undo/redo and the new-game
// screen.
func TestHotseatUndoRedoAndNewGame(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "u")
	if m.g.Ply() != 0 {
		t.Fatal("undo")
	}
	keys(t, m, "r")
	if m.g.Ply() != 1 {
		t.Fatal("redo")
	}
	keys(t, m, "n", "y") // yes, throw the game in progress away
	if !showing[*newGameForm](m) || !strings.Contains(view(m), "majority") {
		t.Fatal("new-game screen not shown")
	}
	// Mode: one step left from hotseat is "you vs computer"; colour black;
	// level 1; majority on.
	formOf(m).focus = fieldMode
	keys(t, m, "left", "down", "right", "down", "left")
	for i := range formOf(m).fields {
		if formOf(m).fields[i].label == "majority" {
			formOf(m).focus = i
		}
	}
	keys(t, m, "right", "enter", "enter")
	if m.active != nil || m.mode != ModeAI || m.human != game.Black || !m.g.Rules().Majority {
		t.Fatalf("screen %T mode %v human %v rules %q", m.active, m.mode, m.human, m.g.Rules())
	}
	// The computer (White) moved first; the board shows Black's side.
	if m.g.Ply() != 1 || !m.flipped || m.level != 1 {
		t.Fatalf("ply %d flipped %v level %d", m.g.Ply(), m.flipped, m.level)
	}
}

// TestGameOverReasons reaches each end of the game.
func TestGameOverReasons(t *testing.T) {
	noProgress4 := game.Rules{Repetition: 3, NoProgress: 4}
	for _, tc := range []struct {
		name, pos string
		rules     *game.Rules
		input     []string // moves as point lists joined by space, or keys prefixed with '!'
		result    game.Result
		reason    game.Reason
	}{
		{"no pieces", "5/5/5/2b2/2w2 w", nil, []string{"c1 c3"}, game.WhiteWin, game.NoPieces},
		{"no legal move", "5/5/5/2wwb/W4 w", nil, []string{"a1 e1"}, game.WhiteWin, game.NoMoves},
		{"repetition", "4B/5/5/5/W4 w", nil, []string{"a1 b1", "e5 d5", "b1 a1", "d5 e5", "a1 b1", "e5 d5", "b1 a1", "d5 e5"}, game.Draw, game.Repetition},
		{"no progress", "4B/5/5/5/W4 w", &noProgress4, []string{"a1 b1", "e5 d5", "b1 c1", "d5 c5"}, game.Draw, game.NoProgress},
		{"resignation", "", nil, []string{"c2 c3", "!x", "!y"}, game.WhiteWin, game.Resignation},
		{"agreed draw", "", nil, []string{"!o", "!y"}, game.Draw, game.AgreedDraw},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := Options{Mode: ModeHotseat, Rules: tc.rules}
			if tc.pos != "" {
				o.Start = mustPos(t, tc.pos)
			}
			m := newTest(t, o, 80, 24)
			for _, in := range tc.input {
				if strings.HasPrefix(in, "!") {
					keys(t, m, in[1:])
					continue
				}
				ply := m.g.Ply()
				typeMove(t, m, strings.Fields(in)...)
				if m.g.Ply() != ply+1 {
					t.Fatalf("%s not played: %q", in, m.status)
				}
			}
			r, why := m.g.Result()
			if r != tc.result || why != tc.reason {
				t.Fatalf("result %v %v, want %v %v", r, why, tc.result, tc.reason)
			}
			v := view(m)
			if !strings.Contains(v, "Game over") {
				t.Fatalf("no game over on screen:\n%s", v)
			}
			// The final position is kept; input is refused; rematch is one key.
			final := m.g.Position()
			typeMove(t, m, "a1")
			if m.g.Position() != final {
				t.Fatal("the final position changed")
			}
			keys(t, m, "m")
			if m.g.Ply() != 0 || m.over() || m.g.Start() != *o.startPtr() {
				t.Fatal("rematch did not start the same game again")
			}
		})
	}
}

func (o Options) startPtr() *game.Position { p := o.start(); return &p }

// TestGameOverAgainstComputer: the person resigns; the game over shows the
// winner, and n then enter starts a new game.
func TestGameOverAgainstComputer(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Color: game.Black, Level: 1}, 120, 40)
	if m.g.Ply() != 1 {
		t.Fatalf("the computer (White) did not open: ply %d", m.g.Ply())
	}
	keys(t, m, "x", "y")
	if r, why := m.g.Result(); r != game.WhiteWin || why != game.Resignation || !strings.Contains(m.status, "White wins (Black resigned)") {
		t.Fatalf("%v %v %q", r, why, m.status)
	}
	keys(t, m, "n", "enter")
	if m.over() || m.active != nil {
		t.Fatal("no new game")
	}
}

// TestQuitConfirmation: quitting asks first only with a game in progress.
func TestQuitConfirmation(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	if quit, _ := send(t, m, keypress.Key("q")); !quit {
		t.Fatal("q with no game in progress did not quit")
	}
	m = newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	typeMove(t, m, "c2", "c3")
	if quit, _ := send(t, m, keypress.Key("q")); quit || m.prompt() == nil {
		t.Fatal("q in a game did not ask")
	}
	if quit, _ := send(t, m, keypress.Key("n")); quit || m.prompt() != nil {
		t.Fatal("n did not cancel the question")
	}
	send(t, m, keypress.Key("q"))
	if quit, _ := send(t, m, keypress.Key("y")); !quit {
		t.Fatal("y did not quit")
	}
}

// TestHint shows the engine's suggestion on the board.
func TestHint(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Level: 1}, 120, 40)
	keys(t, m, "t")
	if !m.hasHint || m.marks().hint[m.hint.From] == 0 {
		t.Fatalf("no hint: %q", m.status)
	}
	legal := false
	for _, mv := range m.paths {
		legal = legal || mv.Same(m.hint)
	}
	if !legal {
		t.Fatalf("hint %s is not legal", m.hint)
	}
}

// TestRemoteSeat: a remote seat emits its move instead of playing it, and
// takes the state pushed in.
func TestRemoteSeat(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote, Color: game.White}, 120, 40)
	var out []any
	for _, k := range []string{"c", "2", "enter", "c", "3", "enter"} {
		_, o := send(t, m, keypress.Key(k))
		for _, x := range o {
			out = append(out, x)
		}
	}
	if m.g.Ply() != 0 || len(out) != 1 {
		t.Fatalf("ply %d, requests %v", m.g.Ply(), out)
	}
	req := out[0].(RequestMsg)
	if req.Kind != RequestMove || req.Move.String() != "c2-c3" || req.Color != game.White {
		t.Fatalf("request %+v", req)
	}
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := g.PlayText("c2-c3"); err != nil {
		t.Fatal(err)
	}
	send(t, m, StateMsg{Game: g, Status: "Black to move", BlackName: "alice"})
	if m.g.Ply() != 1 || m.status != "Black to move" || !strings.Contains(view(m), "alice") {
		t.Fatalf("state not taken: ply %d %q", m.g.Ply(), m.status)
	}
	typeMove(t, m, "c4")
	if m.sel.active() {
		t.Fatal("selected a piece on the opponent's turn")
	}
	// The footer offers what an online seat can do, not undo or a new game,
	// nor a rematch before the game is over.
	footer := view(m)
	for _, want := range []string{"resign"} {
		if !strings.Contains(footer, want) {
			t.Errorf("online footer lacks %q", want)
		}
	}
	for _, not := range []string{"undo", "hint", "new game", "rematch"} {
		if strings.Contains(footer, not) {
			t.Errorf("online footer offers %q", not)
		}
	}
	if _, o := send(t, m, keypress.Key("q")); len(o) != 1 || o[0].(RequestMsg).Kind != RequestQuit {
		t.Fatalf("quit request %v", o)
	}
}

// TestDrawOfferAgainstComputer: the computer declines a draw when it is
// well ahead and accepts when it is well behind.
func TestDrawOfferAgainstComputer(t *testing.T) {
	ahead := newTest(t, Options{Mode: ModeAI, Level: 1, Start: mustPos(t, "bbbbb/5/5/5/w4 w")}, 120, 40)
	keys(t, ahead, "o")
	if ahead.over() || !strings.Contains(ahead.status, "declines") {
		t.Fatalf("a computer five men up: %q", ahead.status)
	}
	behind := newTest(t, Options{Mode: ModeAI, Level: 1, Start: mustPos(t, "b4/5/5/5/wwwww w")}, 120, 40)
	keys(t, behind, "o")
	if r, why := behind.g.Result(); r != game.Draw || why != game.AgreedDraw {
		t.Fatalf("a computer four men down: %v %v %q", r, why, behind.status)
	}
}

// TestWatch: the computer plays itself to the end; p pauses it.
func TestWatch(t *testing.T) {
	m := newTest(t, Options{Mode: ModeWatch, Level: 1}, 120, 40)
	if !m.over() || m.g.Ply() == 0 {
		t.Fatalf("the computer did not play a whole game: ply %d", m.g.Ply())
	}
	checkLegal(t, m)
	keys(t, m, "u")
	if !m.paused || m.over() {
		t.Fatal("undo while watching did not pause on the position before the end")
	}
	keys(t, m, "p")
	if !m.over() {
		t.Fatal("resuming did not finish the game")
	}
}

// TestNoColor: with NoColor no colour sequence is written (the styles are
// drawn in true colour, which bubbletea fits to the terminal); without it
// there are colours.
func TestNoColor(t *testing.T) {
	for _, noColor := range []bool{false, true} {
		m := newTest(t, Options{Mode: ModeHotseat, NoColor: noColor}, 120, 40)
		keys(t, m, "enter")
		if has := strings.Contains(m.Content(), "\x1b[38;2;"); has == noColor {
			t.Fatalf("NoColor %v: colour sequences %v", noColor, has)
		}
	}
}

// TestBackgroundColourFollowsTerminal: the model asks the terminal for its
// background colour at Init, starts in the colours of Options (dark by
// default), and redraws in the light-background colours when the terminal
// answers with a light colour, and back for a dark one.
func TestBackgroundColourFollowsTerminal(t *testing.T) {
	m := New(Options{Mode: ModeHotseat, Clipboard: Clipboard{Out: io.Discard}})
	m.noTicks = true
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	asked := false
	for _, msg := range batchMsgs(t, m.Init()) {
		asked = asked || fmt.Sprintf("%T", msg) == fmt.Sprintf("%T", tea.RequestBackgroundColor())
	}
	if !asked {
		t.Fatal("Init does not ask for the background colour")
	}
	darkTitle := "\x1b[1;38;2;175;135;255m" // #AF87FF, the default theme's title on dark
	lightTitle := "\x1b[1;38;2;95;0;175m"   // #5F00AF, on light
	if !strings.Contains(m.Content(), darkTitle) {
		t.Fatalf("not drawn in the dark-background colours at first:\n%q", m.Content())
	}
	m.Update(tea.BackgroundColorMsg{Color: color.White})
	if got := m.Content(); !strings.Contains(got, lightTitle) || strings.Contains(got, darkTitle) {
		t.Fatalf("a light background is not followed:\n%q", got)
	}
	m.Update(tea.BackgroundColorMsg{Color: color.Black})
	if !strings.Contains(m.Content(), darkTitle) {
		t.Fatal("a dark background is not followed")
	}
	light := New(Options{Mode: ModeHotseat, LightBackground: true, Clipboard: Clipboard{Out: io.Discard}})
	light.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if !strings.Contains(light.Content(), lightTitle) {
		t.Fatal("Options.LightBackground is not drawn in the light colours")
	}
}

// TestBoardSizeAndEmitQuit: BoardSize caps the board; emitQuit turns the
// confirmed quit into a request for the embedding model.
func TestBoardSizeAndEmitQuit(t *testing.T) {
	for n, want := range map[int]boardSize{0: boardSizes[0], 3: boardSizes[0], 2: boardSizes[1], 1: boardSizes[2]} {
		m := newTest(t, Options{Mode: ModeHotseat, BoardSize: n}, 120, 40)
		if got := m.gameLayout().board; got != want {
			t.Errorf("BoardSize %d: board %v, want %v", n, got, want)
		}
	}
	m := newTest(t, Options{Mode: ModeHotseat, emitQuit: true}, 80, 24)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "q")
	quit, out := send(t, m, keypress.Key("y"))
	if quit || len(out) != 1 || out[0].(RequestMsg).Kind != RequestQuit {
		t.Fatalf("quit %v, requests %v", quit, out)
	}
}

// TestMoveListScrolls: in a game longer than the panel, the move list
// shows the current move, at the end and after going back.
func TestMoveListScrolls(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, "4B/5/5/5/W4 w"), Rules: &game.Rules{}}, 80, 24)
	for i := 0; i < 15; i++ { // two mullas shuffle: 60 plies, no draw rule on
		for _, mv := range []string{"a1 b1", "e5 d5", "b1 a1", "d5 e5"} {
			typeMove(t, m, strings.Fields(mv)...)
		}
	}
	if m.g.Ply() != 60 {
		t.Fatalf("ply %d, want 60", m.g.Ply())
	}
	visible := func() bool {
		cur := m.g.Moves()[m.g.Ply()-1].String()
		num := fmt.Sprintf("%3d. ", (m.g.Ply()-1)/2+1)
		for _, line := range strings.Split(view(m), "\n") {
			if strings.Contains(line, num) && strings.Contains(line, cur) {
				return true
			}
		}
		return false
	}
	if !visible() || strings.Contains(view(m), "  1. ") {
		t.Fatal("the end of the list is not shown (or the list did not scroll)")
	}
	for i := 0; i < 50; i++ {
		keys(t, m, "u")
	}
	if m.paused {
		t.Fatal("paused outside watch mode")
	}
	if m.g.Ply() != 10 || !visible() || strings.Contains(view(m), " 30. ") {
		t.Fatalf("after going back to ply %d the current move is not shown", m.g.Ply())
	}
}

// TestThemeKey cycles the themes with T.
func TestThemeKey(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	var seen []string
	for range prefs.Themes {
		seen = append(seen, m.th.name)
		keys(t, m, "T")
	}
	if strings.Join(seen, ",") != strings.Join(prefs.Themes, ",") || m.th.name != "default" {
		t.Fatalf("themes %v, back to %s", seen, m.th.name)
	}
	if !strings.Contains(view(m), "○") {
		t.Fatal("the default theme lost its glyphs")
	}
}

// TestOverFollowsTheGame: over() and the result texts, read from what
// positionChanged stored, follow resignation, agreed draws, undo and redo.
func TestOverFollowsTheGame(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	same := func(when string, over bool) {
		t.Helper()
		r, why := m.g.Result()
		if m.over() != over || m.result != r || m.reason != why {
			t.Fatalf("%s: over %v (%v %v), want %v (game: %v %v)", when, m.over(), m.result, m.reason, over, r, why)
		}
	}
	same("start", false)
	typeMove(t, m, "c2", "c3")
	keys(t, m, "x", "y")
	same("resigned", true)
	if !strings.Contains(m.status, "Black resigned") || !strings.Contains(view(m), "Game over") {
		t.Fatalf("resigned: status %q", m.status)
	}
	keys(t, m, "u")
	same("resignation undone", false)
	keys(t, m, "o", "y")
	same("draw agreed", true)
	if !strings.Contains(m.status, "draw") {
		t.Fatalf("draw: status %q", m.status)
	}
	keys(t, m, "u")
	same("draw undone", false)
	keys(t, m, "u")
	same("move undone", false)
	if m.g.Ply() != 0 {
		t.Fatalf("ply %d after undoing the move", m.g.Ply())
	}
	keys(t, m, "r")
	same("move redone", false)
}

// TestRemoteSeatKeepsSelectionOnNoMove: a state pushed in without a move
// (a chat line, an offer) leaves the piece a remote seat has selected, and
// its status is shown; a state with a move takes the game in as before.
func TestRemoteSeatKeepsSelectionOnNoMove(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote, Color: game.White}, 120, 40)
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	send(t, m, StateMsg{Game: g})
	typeMove(t, m, "c2")
	if !m.sel.active() {
		t.Fatal("c2 not selected")
	}
	send(t, m, StateMsg{Game: g.Clone(), Status: "bob declined the draw", DrawOffered: false})
	if !m.sel.active() || m.status != "bob declined the draw" {
		t.Fatalf("a state with no move: selected %v, status %q", m.sel.active(), m.status)
	}
	var out []tea.Msg
	for _, k := range []string{"c", "3", "enter"} {
		_, o := send(t, m, keypress.Key(k))
		out = append(out, o...)
	}
	if len(out) != 1 || out[0].(RequestMsg).Move.String() != "c2-c3" {
		t.Fatalf("the move after it: requests %v", out)
	}
}

// TestOneGameRoomOffersNoRematch: over, an online game offers a rematch
// in its footer, unless its room plays one game (a tournament's).
func TestOneGameRoomOffersNoRematch(t *testing.T) {
	for _, one := range []bool{false, true} {
		m := newTest(t, Options{Mode: ModeRemote, Color: game.White, OneGame: one}, 120, 40)
		g := game.NewGame(game.DefaultRules(), game.StartPosition())
		if err := g.Resign(game.Black); err != nil {
			t.Fatal(err)
		}
		send(t, m, StateMsg{Game: g, Ended: true})
		if got := strings.Contains(view(m), "m rematch"); got == one {
			t.Errorf("one game %v: the footer offers a rematch: %v\n%s", one, got, view(m))
		}
	}
}
