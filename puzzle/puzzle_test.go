package puzzle

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/tables"
)

// TestMain removes the tables the tests built.
func TestMain(m *testing.M) { testtables.Main(m) }

// smallTables are the default rules' tables of up to 3 pieces (well under
// a second to build).
const smallTables = 3

func testSet(t *testing.T) *tables.Set {
	t.Helper()
	set, err := testtables.Default(smallTables)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// generated returns n puzzles generated from the small tables.
func generated(t *testing.T, n int, seed uint64) []Puzzle {
	t.Helper()
	var out []Puzzle
	err := Generate(context.Background(), testSet(t), Options{Count: n, Seed: seed}, func(pz Puzzle) error {
		out = append(out, pz)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != n {
		t.Fatalf("%d puzzles, want %d", len(out), n)
	}
	return out
}

// keepersByProbe counts the moves of p that keep its value, probing each
// child directly (not through Choose).
func keepersByProbe(t *testing.T, set *tables.Set, p game.Position) (tables.Outcome, []game.Move, int) {
	t.Helper()
	v, err := set.Probe(p)
	if err != nil {
		t.Fatal(err)
	}
	moves := p.LegalMoves(set.Rules(), nil)
	var keep []game.Move
	for _, m := range moves {
		cv, err := set.Probe(p.Apply(m))
		if err != nil {
			t.Fatal(err)
		}
		if (v.Outcome == tables.Win && cv.Outcome == tables.Loss) || (v.Outcome == tables.Draw && cv.Outcome == tables.Draw) {
			keep = append(keep, m)
		}
	}
	return v.Outcome, keep, len(moves)
}

// TestGeneratedSolutionsAreTheOnlyMoves: at every solver's move of every
// generated puzzle, the tables say the solution's move is the only one of
// at least two that keeps the goal's value; Check agrees.
func TestGeneratedSolutionsAreTheOnlyMoves(t *testing.T) {
	set := testSet(t)
	multi := 0
	for _, pz := range generated(t, 300, 5) {
		if err := Check(set, pz); err != nil {
			t.Errorf("%s: Check: %v", pz.Position, err)
		}
		line, err := pz.Line(set.Rules())
		if err != nil {
			t.Fatal(err)
		}
		if len(line) > 1 {
			multi++
		}
		p, _ := pz.Start()
		for i, m := range line {
			if i%2 == 0 {
				o, keep, n := keepersByProbe(t, set, p)
				want := map[string]tables.Outcome{GoalWin: tables.Win, GoalDraw: tables.Draw}[pz.Goal]
				if o != want || len(keep) != 1 || !keep[0].Same(m) || n < 2 {
					t.Errorf("%s move %d %s: value %v, keepers %v of %d moves", pz.Position, i+1, m, o, keep, n)
				}
			}
			p = p.Apply(m)
		}
		if pz.Rating < MinRating || pz.Rating > MaxRating {
			t.Errorf("%s: rating %d outside [%d, %d]", pz.Position, pz.Rating, MinRating, MaxRating)
		}
	}
	if multi == 0 {
		t.Error("no puzzle of more than one move")
	}
}

// TestGenerateIsRepeatable: the same seed gives the same puzzles, another
// seed others.
func TestGenerateIsRepeatable(t *testing.T) {
	a, b, c := generated(t, 20, 9), generated(t, 20, 9), generated(t, 20, 10)
	if !equalSets(a, b) {
		t.Error("the same seed gave other puzzles")
	}
	if equalSets(a, c) {
		t.Error("another seed gave the same puzzles")
	}
}

func equalSets(a, b []Puzzle) bool {
	for i := range a {
		if a[i].Position != b[i].Position || strings.Join(a[i].Solution, " ") != strings.Join(b[i].Solution, " ") {
			return false
		}
	}
	return true
}

// TestCheckRejectsAWrongSolution: a solution's move replaced by another
// legal move, a goal changed, or a position with two winning moves, fail
// the check.
func TestCheckRejectsAWrongSolution(t *testing.T) {
	set := testSet(t)
	pz := generated(t, 1, 3)[0]
	p, _ := pz.Start()
	for _, m := range p.LegalMoves(set.Rules(), nil) {
		if m.String() == pz.Solution[0] {
			continue
		}
		bad := pz
		bad.Solution = []string{m.String()}
		if err := Check(set, bad); err == nil {
			t.Errorf("%s: the solution %s passed the check", pz.Position, m)
		}
	}
	bad := pz
	bad.Goal = map[string]string{GoalWin: GoalDraw, GoalDraw: GoalWin}[pz.Goal]
	if err := Check(set, bad); err == nil {
		t.Errorf("%s: the goal %s passed the check", pz.Position, bad.Goal)
	}
	// White's mulla on c3 against a lone black man on a5: several moves
	// win (Black's man cannot escape every one)
	two := Puzzle{Position: "b4/5/2W2/5/5 w", Solution: []string{"c3-c4"}, Goal: GoalWin, Source: SourceTable}
	p2, err := two.Start()
	if err != nil {
		t.Fatal(err)
	}
	ch, err := Choose(set, p2)
	if err != nil {
		t.Fatal(err)
	}
	if len(ch.Keepers) < 2 {
		t.Fatalf("%s: %d winning moves; the test wants a position with more", two.Position, len(ch.Keepers))
	}
	two.Solution = []string{ch.Keepers[0].String()}
	if err := Check(set, two); err == nil || !strings.Contains(err.Error(), "not one") {
		t.Errorf("%s: check %v, want 'not one'", two.Position, err)
	}
}

// TestJSONFormat: a generated puzzle writes as one object with exactly
// the fields position, solution, goal, source, rating and themes, and
// reads back; a bad line is an error that names it.
func TestJSONFormat(t *testing.T) {
	pz := generated(t, 1, 4)[0]
	var buf bytes.Buffer
	if err := Write(&buf, pz); err != nil {
		t.Fatal(err)
	}
	var fields map[string]any
	if err := json.Unmarshal(buf.Bytes(), &fields); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"position", "solution", "goal", "source", "rating", "themes"} {
		if _, ok := fields[k]; !ok {
			t.Errorf("no field %q in %s", k, buf.String())
		}
	}
	if len(fields) != 6 || !strings.HasSuffix(buf.String(), "}\n") {
		t.Errorf("line %q: want six fields and one line", buf.String())
	}
	back, err := Read(&buf, game.DefaultRules())
	if err != nil || len(back) != 1 || !equalSets(back, []Puzzle{pz}) || !slices.Equal(back[0].Themes, pz.Themes) {
		t.Fatalf("read back %v, %v", back, err)
	}
	for _, bad := range []string{
		`{"position":"5/5/5/5/5 w"}`,
		`{"position":"b4/5/2W2/5/5 w","solution":["c3-c4"],"goal":"mate","source":"table","rating":1}`,
		`{"position":"b4/5/2W2/5/5 w","solution":["c3-c9"],"goal":"win","source":"table","rating":1}`,
		`{"position":"b4/5/2W2/5/5 w","solution":["c3-c4"],"goal":"win","source":"table","rating":1,"extra":2}`,
	} {
		if _, err := Read(strings.NewReader("\n"+bad+"\n"), game.DefaultRules()); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%s: error %v, want one naming line 2", bad, err)
		}
	}
}

// multiMove returns a generated puzzle of at least three plies.
func multiMove(t *testing.T) Puzzle {
	for _, pz := range generated(t, 200, 7) {
		if len(pz.Solution) >= 3 {
			return pz
		}
	}
	t.Fatal("no puzzle of more than one move")
	return Puzzle{}
}

// TestAttemptRightMovesSolve: the solution's moves, tried in turn, each
// get the defender's reply from the solution and solve the puzzle, checked
// by the tables.
func TestAttemptRightMovesSolve(t *testing.T) {
	pz := multiMove(t)
	a, err := NewAttempt(pz, game.DefaultRules(), testSet(t))
	if err != nil {
		t.Fatal(err)
	}
	line := a.Solution()
	for i := 0; i < len(line); i += 2 {
		reply, ok, err := a.Try(line[i])
		if err != nil {
			t.Fatal(err)
		}
		if a.CheckedBy != CheckedByTables {
			t.Errorf("move %d checked by %q, want tables", i+1, a.CheckedBy)
		}
		if last := i == len(line)-1; last != !ok || (ok && !reply.Same(line[i+1])) {
			t.Fatalf("move %d: reply %v %v, want the solution's", i+1, reply, ok)
		}
	}
	if a.State() != Solved {
		t.Errorf("state %v after the solution, want Solved", a.State())
	}
	if _, _, err := a.Try(line[0]); err != ErrOver {
		t.Errorf("a move after the end: %v, want ErrOver", err)
	}
}

// TestAttemptWrongMoveFails: any other move fails the attempt, leaves the
// position as it was, and the rest of the solution is shown; without
// tables the solution checks it.
func TestAttemptWrongMoveFails(t *testing.T) {
	pz := multiMove(t)
	for _, set := range []*tables.Set{testSet(t), nil} {
		a, _ := NewAttempt(pz, game.DefaultRules(), set)
		before := a.Position()
		var wrong game.Move
		for _, m := range before.LegalMoves(game.DefaultRules(), nil) {
			if !m.Same(a.Solution()[0]) {
				wrong = m
			}
		}
		if _, ok, err := a.Try(wrong); ok || err != nil || a.State() != Failed {
			t.Fatalf("wrong move %s: reply %v, err %v, state %v", wrong, ok, err, a.State())
		}
		if a.Position() != before || len(a.Remaining()) != len(pz.Solution) {
			t.Errorf("after a wrong move: position %s, remaining %v", a.Position(), a.Remaining())
		}
		want := map[bool]string{true: CheckedByTables, false: CheckedBySolution}[set != nil]
		if a.CheckedBy != want {
			t.Errorf("checked by %q, want %q", a.CheckedBy, want)
		}
	}
}

// TestRatedMovesTowardsTheResult: solving raises the rating, failing
// lowers it, more so against an easy puzzle.
func TestRatedMovesTowardsTheResult(t *testing.T) {
	r := rating.New()
	easy, hard := Puzzle{Rating: 900}, Puzzle{Rating: 2100}
	if Rated(r, hard, true).R <= r.R || Rated(r, easy, false).R >= r.R {
		t.Error("solving did not raise the rating, or failing did not lower it")
	}
	if r.R-Rated(r, easy, false).R <= r.R-Rated(r, hard, false).R {
		t.Error("failing an easy puzzle cost no more than failing a hard one")
	}
}

// TestPickIsNearTheRating: Pick chooses among the puzzles nearest the
// rating, never one skipped.
func TestPickIsNearTheRating(t *testing.T) {
	var set []Puzzle
	for r := 600; r <= 2800; r += 10 {
		set = append(set, Puzzle{Rating: r})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100 {
		i := Pick(set, 1500, func(i int) bool { return set[i].Rating == 1500 }, rng)
		if d := set[i].Rating - 1500; d == 0 || d > 70 || d < -70 {
			t.Fatalf("picked rating %d for 1500", set[i].Rating)
		}
	}
	if Pick(set, 1500, func(int) bool { return true }, rng) != -1 {
		t.Error("every puzzle skipped, yet one was picked")
	}
}

// TestRatingFormula: the documented formula — 850, 200 a solver's move
// after the first, 120 a move the shallow search ranks at least as high
// (at most 3 a move), 50 a move that looks as good (at most 5), 100 for a
// draw, within [MinRating, MaxRating].
func TestRatingFormula(t *testing.T) {
	for _, tc := range []struct {
		looks []look
		goal  string
		want  int
	}{
		{[]look{{0, 0}}, GoalWin, 850},
		{[]look{{0, 0}}, GoalDraw, 950},
		{[]look{{0, 0}, {0, 0}, {0, 0}}, GoalWin, 1250},
		{[]look{{1, 2}}, GoalWin, 850 + 120 + 100},
		{[]look{{7, 9}}, GoalWin, 850 + 3*120 + 5*50},
		{[]look{{0, 5}, {0, 5}, {0, 5}, {0, 5}}, GoalWin, 2450},
		{[]look{{3, 5}, {3, 5}, {3, 5}, {3, 5}}, GoalDraw, MaxRating},
	} {
		if got := formula(tc.looks, tc.goal); got != tc.want {
			t.Errorf("%v %s: %d, want %d", tc.looks, tc.goal, got, tc.want)
		}
	}
}

// TestRatingSpread: the ratings span the mined set's intended spread —
// a one-move capture the shallow search sees is 800 to 900, a long line
// of moves that look alike 2400 or more; one more solver's move never
// lowers a rating, and raises it until the top; no rating leaves
// [MinRating, MaxRating] = about [800, 2500].
func TestRatingSpread(t *testing.T) {
	if MinRating < 700 || MinRating > 850 || MaxRating < 2400 || MaxRating > 2600 {
		t.Errorf("bounds [%d, %d], want about [800, 2500]", MinRating, MaxRating)
	}
	if r := formula([]look{{0, 0}}, GoalWin); r < 800 || r > 900 {
		t.Errorf("an obvious one-move win: %d, want 800 to 900", r)
	}
	if r := formula([]look{{0, 4}, {0, 4}, {0, 5}, {0, 5}, {0, 3}}, GoalWin); r < 2400 {
		t.Errorf("a long line of moves that look alike: %d, want 2400 or more", r)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		goal := []string{GoalWin, GoalDraw}[rng.IntN(2)]
		var looks []look
		prev := 0
		for n := 1; n <= 8; n++ {
			looks = append(looks, look{rng.IntN(8), rng.IntN(12)})
			r := formula(looks, goal)
			if r < MinRating || r > MaxRating {
				t.Fatalf("%v %s: %d outside [%d, %d]", looks, goal, r, MinRating, MaxRating)
			}
			if n > 1 && (r < prev || r == prev && r < MaxRating) {
				t.Fatalf("%v %s: %d after %d with one move fewer: want higher", looks, goal, r, prev)
			}
			prev = r
		}
	}
}

// TestRaterRanksByTheShallowSearch: the rater's rank of a move is how
// many other moves the shallow search scores at least as high; the move
// it likes best has rank 0, and the one it likes least is outranked by
// every move scored higher.
func TestRaterRanksByTheShallowSearch(t *testing.T) {
	p := generated(t, 1, 11)[0]
	pos, _ := p.Start()
	rt := NewRater()
	scores := rt.engine.RootScores(t.Context(), game.NewGame(game.DefaultRules(), pos), ShallowDepth)
	best, worst := scores[0], scores[len(scores)-1]
	if rank, _ := rt.look(t.Context(), game.DefaultRules(), pos, best.Move); rank != 0 && scores[1].Score < best.Score {
		t.Errorf("the best-scored move %s has rank %d", best.Move, rank)
	}
	higher := 0
	for _, s := range scores {
		if !s.Move.Same(worst.Move) && s.Score >= worst.Score {
			higher++
		}
	}
	if rank, _ := rt.look(t.Context(), game.DefaultRules(), pos, worst.Move); rank != higher {
		t.Errorf("the worst-scored move %s has rank %d, want %d", worst.Move, rank, higher)
	}
}

// TestGenerateKeeps: with Keep, Generate gives Count puzzles that Keep
// keeps, none other; a Keep that keeps none ends in an error, not a
// search without end.
func TestGenerateKeeps(t *testing.T) {
	set := testSet(t)
	chain := func(pz Puzzle) bool { return slices.Contains(pz.Themes, ThemeChain) }
	var got []Puzzle
	err := Generate(t.Context(), set, Options{Count: 10, Seed: 2, Keep: chain}, func(pz Puzzle) error {
		got = append(got, pz)
		return nil
	})
	if err != nil || len(got) != 10 {
		t.Fatalf("%d puzzles, %v; want 10", len(got), err)
	}
	for _, pz := range got {
		if !chain(pz) {
			t.Errorf("%s: themes %v, given with a Keep of chains", pz.Position, pz.Themes)
		}
	}
	err = Generate(t.Context(), set, Options{Count: 1, Seed: 2, Keep: func(Puzzle) bool { return false }}, func(Puzzle) error { return nil })
	if err == nil {
		t.Error("a Keep that keeps none: no error")
	}
}
