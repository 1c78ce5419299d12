package game

import (
	"errors"
	"testing"
)

// Tests of Game: the end of a game (no pieces, no moves, repetition,
// no progress, resignation, agreed draw) and undo/redo.

// playAll plays the moves in notation, failing the test on an error.
func playAll(t *testing.T, g *Game, moves ...string) {
	t.Helper()
	for _, s := range moves {
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("after %d plies, %s: %v", g.Ply(), s, err)
		}
	}
}

// wantResult checks g's result and reason.
func wantResult(t *testing.T, g *Game, res Result, reason Reason) {
	t.Helper()
	if r, why := g.Result(); r != res || why != reason {
		t.Fatalf("after %d plies: result %v (%v), want %v (%v)", g.Ply(), r, why, res, reason)
	}
}

func TestGameBlockedSideLoses(t *testing.T) {
	g := NewGame(DefaultRules(), mustPosition(t, "4b/2bbw/5/5/5 w"))
	wantResult(t, g, BlackWin, NoMoves)
	if len(g.LegalMoves()) != 0 {
		t.Errorf("a finished game lists moves")
	}
	if _, err := g.PlayText("e4-e5"); !errors.Is(err, ErrGameOver) {
		t.Errorf("playing after the end: err = %v, want ErrGameOver", err)
	}
	// Black's step c5-c4 walls in the white man on e4: White loses.
	g = NewGame(DefaultRules(), mustPosition(t, "2b1b/3bw/4b/5/5 b"))
	wantResult(t, g, Ongoing, NotOver)
	playAll(t, g, "c5-c4")
	wantResult(t, g, BlackWin, NoMoves)
}

func TestGameNoPiecesLoses(t *testing.T) {
	g := NewGame(DefaultRules(), mustPosition(t, "5/5/5/2b2/5 w"))
	wantResult(t, g, BlackWin, NoPieces)
	// Taking the last piece wins.
	g = NewGame(DefaultRules(), mustPosition(t, "5/5/1b3/1w3/5 w"))
	wantResult(t, g, Ongoing, NotOver)
	playAll(t, g, "b2xb4")
	wantResult(t, g, WhiteWin, NoPieces)
}

// shuffle is a cycle of four mulla moves that comes back to its start.
var shuffle = []string{"a5-a4", "e1-e2", "a4-a5", "e2-e1"}

func TestGameRepetitionDraw(t *testing.T) {
	start := mustPosition(t, "W4/5/5/5/4B w 0 1")
	g := NewGame(DefaultRules(), start)
	playAll(t, g, shuffle...)
	if g.Repetitions() != 2 {
		t.Fatalf("Repetitions = %d after one cycle, want 2", g.Repetitions())
	}
	wantResult(t, g, Ongoing, NotOver)
	playAll(t, g, shuffle[:3]...)
	wantResult(t, g, Ongoing, NotOver)
	playAll(t, g, shuffle[3])
	wantResult(t, g, Draw, Repetition)

	r := DefaultRules()
	r.Repetition = 2
	g = NewGame(r, start)
	playAll(t, g, shuffle...)
	wantResult(t, g, Draw, Repetition)

	r.Repetition = 0
	g = NewGame(r, start)
	for i := 0; i < 5; i++ {
		playAll(t, g, shuffle...)
	}
	wantResult(t, g, Ongoing, NotOver)
	if g.Repetitions() != 6 {
		t.Errorf("Repetitions = %d, want 6", g.Repetitions())
	}
}

func TestGameNoProgressDraw(t *testing.T) {
	r := DefaultRules()
	r.Repetition = 0
	g := NewGame(r, mustPosition(t, "W4/5/5/5/4B w 0 1"))
	for g.Ply() < 48 {
		playAll(t, g, shuffle...)
	}
	playAll(t, g, shuffle[0])
	wantResult(t, g, Ongoing, NotOver)
	playAll(t, g, shuffle[1])
	if g.Position().NoProgress() != 50 {
		t.Fatalf("NoProgress = %d after 50 mulla moves", g.Position().NoProgress())
	}
	wantResult(t, g, Draw, NoProgress)

	// The count read from position text counts too.
	g = NewGame(r, mustPosition(t, "W4/5/5/5/4B w 49 30"))
	wantResult(t, g, Ongoing, NotOver)
	playAll(t, g, "a5-b5")
	wantResult(t, g, Draw, NoProgress)

	// A man move resets the count.
	g = NewGame(r, mustPosition(t, "W4/5/5/w4/4B w 49 30"))
	playAll(t, g, "a2-a3")
	wantResult(t, g, Ongoing, NotOver)
	if n := g.Position().NoProgress(); n != 0 {
		t.Errorf("NoProgress = %d after a man move, want 0", n)
	}

	// no-progress=0 turns it off.
	r.NoProgress = 0
	g = NewGame(r, mustPosition(t, "W4/5/5/5/4B w 49 30"))
	for i := 0; i < 10; i++ {
		playAll(t, g, shuffle...)
	}
	wantResult(t, g, Ongoing, NotOver)
}

func TestGameResignAndAgreedDraw(t *testing.T) {
	g := NewGame(DefaultRules(), StartPosition())
	playAll(t, g, "d3-c3")
	if err := g.Resign(Black); err != nil {
		t.Fatal(err)
	}
	wantResult(t, g, WhiteWin, Resignation)
	if _, err := g.PlayText("b4-b3"); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after resignation: err = %v, want ErrGameOver", err)
	}
	if err := g.AgreeDraw(); !errors.Is(err, ErrGameOver) {
		t.Errorf("draw after resignation: err = %v, want ErrGameOver", err)
	}
	if !g.Undo() {
		t.Fatal("the resignation cannot be taken back")
	}
	wantResult(t, g, Ongoing, NotOver)
	if g.Ply() != 1 {
		t.Errorf("taking back the resignation took back a move too: ply %d", g.Ply())
	}
	if err := g.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	wantResult(t, g, Draw, AgreedDraw)
	g.Undo()
	if err := g.Resign(White); err != nil {
		t.Fatal(err)
	}
	wantResult(t, g, BlackWin, Resignation)
}

func TestGameUndoRedo(t *testing.T) {
	g := NewGame(DefaultRules(), StartPosition())
	if g.CanUndo() || g.Undo() {
		t.Error("undo at the start")
	}
	// Play the first legal move three times, keeping each position.
	var line []string
	after := []Position{g.Position()}
	for i := 0; i < 3; i++ {
		m := g.LegalMoves()[0]
		line = append(line, m.String())
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		after = append(after, g.Position())
		if g.PositionAt(i+1) != after[i+1] || after[i+1] != after[i].Apply(m) {
			t.Fatalf("PositionAt(%d) is not the position after %s", i+1, m)
		}
	}
	if g.CanRedo() || g.Redo() {
		t.Error("redo at the end of the line")
	}
	for range 2 {
		if !g.Undo() {
			t.Fatal("undo failed")
		}
	}
	if g.Ply() != 1 || g.Position() != after[1] || len(g.Moves()) != 1 || len(g.AllMoves()) != 3 {
		t.Fatalf("after two undos: ply %d, position %s, %d moves, %d recorded", g.Ply(), g.Position(), len(g.Moves()), len(g.AllMoves()))
	}
	if !g.Redo() || g.Position() != after[2] || g.Moves()[1].String() != line[1] {
		t.Fatalf("redo: ply %d, position %s", g.Ply(), g.Position())
	}
	g.GoTo(3)
	if g.Position() != after[3] {
		t.Errorf("GoTo(3): %s, want %s", g.Position(), after[3])
	}
	g.GoTo(0)
	if g.Position() != after[0] {
		t.Errorf("GoTo(0): %s", g.Position())
	}
	// A different move after an undo drops the redo line.
	g.GoTo(0)
	other := g.LegalMoves()
	if len(other) < 2 {
		t.Fatalf("want two legal moves at the start, got %d", len(other))
	}
	if err := g.Play(other[1]); err != nil {
		t.Fatal(err)
	}
	if len(g.AllMoves()) != 1 || g.CanRedo() || g.Position() != after[0].Apply(other[1]) {
		t.Errorf("after a new move: %d recorded, can redo %v, position %s", len(g.AllMoves()), g.CanRedo(), g.Position())
	}
	// An illegal move is refused and changes nothing.
	ply := g.Ply()
	if err := g.Play(Move{From: 0, To: 24}); !errors.Is(err, ErrIllegalMove) {
		t.Errorf("illegal Move: err = %v, want ErrIllegalMove", err)
	}
	if _, err := g.PlayText("zz"); !errors.Is(err, ErrMalformedMove) {
		t.Errorf("PlayText(zz): err = %v, want ErrMalformedMove", err)
	}
	if g.Ply() != ply || len(g.AllMoves()) != 1 {
		t.Errorf("a refused move changed the game")
	}
	// A clone is independent.
	c := g.Clone()
	c.Undo()
	if err := c.Play(other[0]); err != nil {
		t.Fatal(err)
	}
	if g.Ply() != ply || g.Moves()[0].String() != other[1].String() {
		t.Errorf("changing a clone changed the game")
	}
}

// TestTakeBackLeavesNoRedoLine: TakeBack removes the last move for good —
// the record holds only the moves that stand and a new move follows them —
// and refuses at the start and after a resignation.
func TestTakeBackLeavesNoRedoLine(t *testing.T) {
	g := NewGame(DefaultRules(), StartPosition())
	if g.TakeBack() {
		t.Fatal("a move was taken back at the start")
	}
	for range 3 {
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	before := g.PositionAt(2)
	if !g.TakeBack() {
		t.Fatal("the last move was not taken back")
	}
	if g.Ply() != 2 || len(g.AllMoves()) != 2 || g.CanRedo() || g.Position() != before {
		t.Fatalf("after TakeBack: ply %d, %d moves recorded, redo %v", g.Ply(), len(g.AllMoves()), g.CanRedo())
	}
	if err := g.Resign(White); err != nil {
		t.Fatal(err)
	}
	if g.TakeBack() {
		t.Fatal("a move was taken back after a resignation")
	}
}
