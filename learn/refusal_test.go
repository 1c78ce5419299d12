package learn

import (
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestRefusalSaysWhy: a move the rules refuse fails the stage with the
// reason in plain words, not the rules' bare "not a legal move here".
func TestRefusalSaysWhy(t *testing.T) {
	cases := []struct {
		pos, move, want string
	}{
		{"5/5/2w2/5/5 w", "c3-c2", textNeverBack},
		{"5/5/5/1w3/5 w", "b2-a1", textNeverBack},
		{"b4/5/1bw2/2b2/5 w", "c3xc1", textNeverBack},
		{"5/5/1w3/5/5 w", "b3-c4", textNoDiagonal("b3")},
		{"5/5/5/5/4W w", "e1-b3", textOneLine},
		{"5/5/2w2/5/5 w", "c3-c5", textOneStep},
		{"5/2w2/2w2/5/5 w", "c3-c4", textTaken("c4")},
		{"5/5/5/5/W4 w", "a1-d1", ""}, // legal: no refusal
		{"5/5/5/1w3/2W2 w", "c1-a3", textBlocked},
		{"b4/5/2b2/1w2w/5 w", "e2-e3", textCompulsory("b2xd4")},
		{"4b/5/5/wb1b1/5 w", "a2xc2", textGoOn("a2xc2xe2")},
		{"5/5/2w2/5/5 w", "d3-d4", textNoPiece("d3")},
		{"5/5/2w2/5/B4 w", "a1-b1", textNotYours("a1")},
		{"5/5/2w2/5/5 w", "c3c4", textMalformed},
	}
	for _, c := range cases {
		p, err := game.ParsePosition(c.pos)
		if err != nil {
			t.Fatal(err)
		}
		_, perr := game.ParseMove(p, game.DefaultRules(), c.move)
		if (perr == nil) != (c.want == "") {
			t.Errorf("%s %s: the rules say %v", c.pos, c.move, perr)
			continue
		}
		if perr == nil {
			continue
		}
		if got := refusal(p, game.DefaultRules(), c.move, perr); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.pos, c.move, got, c.want)
		}
	}
}

// TestRunSaysWhyARefusedMoveFails: the Run's outcome carries the
// refusal, for typed moves and for moves given whole.
func TestRunSaysWhyARefusedMoveFails(t *testing.T) {
	l, err := parseLesson("t", "title: T\nstage: s\nposition: 5/5/2w2/5/5 w\nsay: Go.\ngoal: reach c4\nopponent: waits\nsolution: c3-c4\n")
	if err != nil {
		t.Fatal(err)
	}
	s := &l.Stages[0]
	o, err := s.Begin(Sources{}, 0).PlayText("c3-c2")
	if err != nil || o.Status != Failed || o.Say != textNeverBack {
		t.Fatalf("typed: %v %v %q", err, o.Status, o.Say)
	}
	back := game.Move{From: game.SquareAt(2, 2), To: game.SquareAt(2, 1)}
	o, err = s.Begin(Sources{}, 0).Play(back)
	if err != nil || o.Status != Failed || o.Say != textNeverBack {
		t.Fatalf("whole: %v %v %q", err, o.Status, o.Say)
	}
}

// TestChainThatEndsTheGameMeetsItsGoal: a chain goal met by the capture
// that takes the last enemy piece is met, not "the game ended".
func TestChainThatEndsTheGameMeetsItsGoal(t *testing.T) {
	l, err := parseLesson("t", "title: T\nstage: s\nposition: 5/5/2bb1/5/W4 w\nsay: Take both.\ngoal: chain 2\nsolution: a1xd4xd1\n")
	if err != nil {
		t.Fatal(err)
	}
	o, err := l.Stages[0].Begin(Sources{}, 0).PlayText("a1xd4xd1")
	if err != nil || o.Status != Met || o.Stars != 3 {
		t.Fatalf("%v %v %d %q", err, o.Status, o.Stars, o.Say)
	}
}

// TestLostGameSaysHow: a stage lost because the opponent took the
// learner's last piece says so.
func TestLostGameSaysHow(t *testing.T) {
	l, err := parseLesson("t", "title: T\nstage: s\nposition: 5/5/2b2/5/1W3 w\nsay: Win.\ngoal: win\nsolution: b1-a1\n")
	if err != nil {
		t.Fatal(err)
	}
	// b1-b2 stands the mulla where the man on c3 jumps it: c3xa1.
	o, err := l.Stages[0].Begin(Sources{}, 0).PlayText("b1-b2")
	if err != nil || o.Status != Failed || o.Say != textGameLost(game.Black, true) {
		t.Fatalf("%v %v %q", err, o.Status, o.Say)
	}
}
