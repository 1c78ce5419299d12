package learn

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/tables"
)

func TestMain(m *testing.M) { testtables.Main(m) }

// tablePieces are the tables the lessons' tests use: those the program
// builds on first need.
const tablePieces = tables.FirstNeedPieces

// testSources returns the sources the program gives a Run: the tables
// built on first need and the proofs' book.
func testSources(t *testing.T) Sources {
	t.Helper()
	set, err := testtables.Default(tablePieces)
	if err != nil {
		t.Fatal(err)
	}
	return Sources{Tables: set, Explorer: explore.New(explore.Options{Book: ai.DefaultBook(), Tables: set, NoLines: true})}
}

// TestLessonsRead: every embedded lesson file reads, with lessons and
// practices, each stage with an instruction.
func TestLessonsRead(t *testing.T) {
	ls, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(Lessons()) == 0 || len(Practices()) == 0 {
		t.Fatalf("%d lessons, %d practices", len(Lessons()), len(Practices()))
	}
	for _, l := range ls {
		for _, s := range l.Stages {
			if strings.TrimSpace(s.Say) == "" {
				t.Errorf("%s: no instruction", s.ID)
			}
		}
	}
}

// TestEveryStageSolutionMeetsItsGoal plays each stage's intended solution
// through a Run, the opponent answering as it does for the learner: every
// move but the last goes on, the last meets the goal with three stars.
// A practice is played by the tables' own choice for the learner, and
// must keep its value to the end.
func TestEveryStageSolutionMeetsItsGoal(t *testing.T) {
	src := testSources(t)
	for _, l := range All() {
		for i := range l.Stages {
			s := &l.Stages[i]
			t.Run(s.ID, func(t *testing.T) {
				r := s.Begin(src, 0)
				var o Outcome
				switch s.Goal.Kind {
				case GoalWatch:
					o = watch(t, r)
				case GoalKeep:
					o = perfect(t, r, src.Tables)
				default:
					o = playSolution(t, r)
				}
				if o.Status != Met || o.Stars != 3 {
					t.Fatalf("the solution ended %v with %d stars: %q", o.Status, o.Stars, o.Say)
				}
			})
		}
	}
}

// watch steps through a watched line to its end.
func watch(t *testing.T, r *Run) Outcome {
	t.Helper()
	var o Outcome
	for range len(r.Stage().Line) {
		if r.Status() != Playing {
			t.Fatalf("the line ended after %d moves", r.Shown())
		}
		o = r.Step()
	}
	return o
}

// playSolution plays the stage's solution.
func playSolution(t *testing.T, r *Run) Outcome {
	t.Helper()
	sol := r.Stage().Solution
	if len(sol) == 0 {
		t.Fatal("no solution")
	}
	var o Outcome
	for i, mv := range sol {
		var err error
		if o, err = r.PlayText(mv); err != nil {
			t.Fatal(err)
		}
		if i < len(sol)-1 && o.Status != Playing {
			t.Fatalf("move %d %s ended the stage: %v %q", i+1, mv, o.Status, o.Say)
		}
	}
	return o
}

// perfect plays the learner's side by the tables' choice to the end.
func perfect(t *testing.T, r *Run, set *tables.Set) Outcome {
	t.Helper()
	if v, err := set.Probe(r.Stage().Start); err != nil || v.Outcome == tables.Loss {
		t.Fatalf("a practice's start must be a proven win or draw for the learner: %v %v", v, err)
	}
	var o Outcome
	for n := 0; r.Status() == Playing; n++ {
		if n > 200 {
			t.Fatal("the practice does not end")
		}
		m, _, ok, err := set.BestMove(r.Position())
		if err != nil || !ok {
			t.Fatalf("no table move: %v", err)
		}
		if o, err = r.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return o
}

// TestEveryStageWrongMoveFails plays each stage's wrong move (a
// practice's: a move the tables prove throws the value away): the stage
// fails, with a reason.
func TestEveryStageWrongMoveFails(t *testing.T) {
	src := testSources(t)
	for _, l := range All() {
		for i := range l.Stages {
			s := &l.Stages[i]
			if s.Goal.Kind == GoalWatch {
				continue
			}
			t.Run(s.ID, func(t *testing.T) {
				r := s.Begin(src, 0)
				var o Outcome
				var err error
				if s.Goal.Kind == GoalKeep {
					o, err = r.Play(throwingMove(t, s, src.Tables))
				} else if s.Wrong == "" {
					t.Fatal("no wrong move")
				} else {
					o, err = r.PlayText(s.Wrong)
				}
				if err != nil {
					t.Fatal(err)
				}
				if o.Status != Failed || o.Say == "" {
					t.Fatalf("the wrong move gave %v %q", o.Status, o.Say)
				}
			})
		}
	}
}

// throwingMove returns a move of the practice's start that the tables
// prove worse than its value: a practice where every move keeps the
// value teaches nothing.
func throwingMove(t *testing.T, s *Stage, set *tables.Set) game.Move {
	t.Helper()
	v, err := set.Probe(s.Start)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range s.Start.LegalMoves(s.Rules, nil) {
		after, err := set.Probe(s.Start.Apply(m))
		if err != nil {
			t.Fatal(err)
		}
		// after is the opponent's: a win kept is their loss, a draw kept their draw
		if (v.Outcome == tables.Win && after.Outcome != tables.Loss) || (v.Outcome == tables.Draw && after.Outcome == tables.Win) {
			return m
		}
	}
	t.Fatalf("every move of %s keeps its value", s.Start)
	return game.Move{}
}

// TestPracticeCountsTheWinningLine: in each won practice played by the
// tables' choice, every judgement says how many more moves the tables'
// line takes to win, one fewer after each move, and the practice ends
// when the count reaches none.
func TestPracticeCountsTheWinningLine(t *testing.T) {
	src := testSources(t)
	for _, l := range Practices() {
		s := &l.Stages[0]
		if v, _ := src.Tables.Probe(s.Start); v.Outcome != tables.Win {
			continue
		}
		t.Run(s.ID, func(t *testing.T) {
			r := s.Begin(src, 0)
			last := -1
			for r.Status() == Playing {
				m, _, _, err := src.Tables.BestMove(r.Position())
				if err != nil {
					t.Fatal(err)
				}
				o, err := r.Play(m)
				if err != nil {
					t.Fatal(err)
				}
				if o.Status != Playing {
					if last != 1 {
						t.Fatalf("the practice ended with %d moves counted still to play", last)
					}
					break
				}
				var n int
				if _, err := fmt.Sscanf(o.Say, "still winning: the tables' line wins in %d more", &n); err != nil {
					t.Fatalf("the judgement %q does not count the line: %v", o.Say, err)
				}
				if last >= 0 && n != last-1 {
					t.Fatalf("the count went from %d to %d after a move of the line", last, n)
				}
				last = n
			}
		})
	}
}
