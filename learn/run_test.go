package learn

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// neverBack is the rules' reason for a man moving back (game.ParseMove).
const neverBack = "a man never moves back, neither to step nor to capture"

// TestRunSaysWhyARefusedMoveFails: the Run's outcome carries the rules'
// reason for a refused move, for typed moves and for moves given whole.
func TestRunSaysWhyARefusedMoveFails(t *testing.T) {
	l, err := parseLesson("t", "title: T\nstage: s\nposition: 5/5/2w2/5/5 w\nsay: Go.\ngoal: reach c4\nopponent: waits\nsolution: c3-c4\n")
	if err != nil {
		t.Fatal(err)
	}
	s := &l.Stages[0]
	o, err := s.Begin(Sources{}, 0).PlayText("c3-c2")
	if err != nil || o.Status != Failed || o.Say != neverBack {
		t.Fatalf("typed: %v %v %q", err, o.Status, o.Say)
	}
	back := game.Move{From: game.SquareAt(2, 2), To: game.SquareAt(2, 1)}
	o, err = s.Begin(Sources{}, 0).Play(back)
	if err != nil || o.Status != Failed || o.Say != neverBack {
		t.Fatalf("whole: %v %v %q", err, o.Status, o.Say)
	}
	if o, _ := s.Begin(Sources{}, 0).PlayText("c3c4"); o.Status != Failed || !strings.Contains(o.Say, "c2-c3") {
		t.Fatalf("malformed: %v %q", o.Status, o.Say)
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
	if err != nil || o.Status != Failed || o.Say != textGameLost(nil, game.Black, true) {
		t.Fatalf("%v %v %q", err, o.Status, o.Say)
	}
}
