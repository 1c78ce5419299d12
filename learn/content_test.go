package learn

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// topicCheck checks that a stage does what its topic asks.
type topicCheck func(t *testing.T, s *Stage, src Sources)

// requiredTopics are the rules the lessons must teach, each with the
// check of the stages that name it (nil: naming it is enough; the opening
// is TestOpeningIsProven's).
var requiredTopics = map[string]topicCheck{
	"board":               nil,
	"diagonals":           nil,
	"step":                wrongRefused,
	"capture":             goalIs(GoalCapture),
	"compulsory":          quietRefusedForACapture,
	"chain":               goalIs(GoalChain),
	"choice":              wrongCapturesFewer,
	"promotion":           goalIs(GoalMulla),
	"promotion-mid-chain": farRankMidChain,
	"slide":               nil,
	"mulla-capture":       nil,
	"landing":             wrongCapturesFewer,
	"win-all":             endsBy(game.NoPieces),
	"win-no-move":         endsBy(game.NoMoves),
	"repetition":          endsBy(game.Repetition),
	"no-progress":         endsBy(game.NoProgress),
	"opening":             nil,
}

// TestLessonsCoverEveryTopic: every required topic is taught by a stage
// of a lesson, and each such stage does what its topic asks; no stage
// names a topic not listed (a typo would hide a gap).
func TestLessonsCoverEveryTopic(t *testing.T) {
	src := testSources(t)
	seen := map[string]bool{}
	for _, l := range Lessons() {
		for i := range l.Stages {
			s := &l.Stages[i]
			for _, topic := range s.Topics {
				check, ok := requiredTopics[topic]
				if !ok {
					t.Errorf("%s: unknown topic %q", s.ID, topic)
					continue
				}
				seen[topic] = true
				if check != nil {
					t.Run(s.ID+"/"+topic, func(t *testing.T) { check(t, s, src) })
				}
			}
		}
	}
	for topic := range requiredTopics {
		if !seen[topic] {
			t.Errorf("no lesson teaches %q", topic)
		}
	}
}

// goalIs checks the stage's goal kind.
func goalIs(k GoalKind) topicCheck {
	return func(t *testing.T, s *Stage, _ Sources) {
		if s.Goal.Kind != k {
			t.Errorf("goal %v, want %v", s.Goal.Kind, k)
		}
	}
}

// wrongRefused: the stage's wrong move is refused by the rules.
func wrongRefused(t *testing.T, s *Stage, _ Sources) {
	if _, err := game.ParseMove(s.Start, s.Rules, s.Wrong); err == nil {
		t.Errorf("the wrong move %s is legal", s.Wrong)
	}
}

// quietRefusedForACapture: the wrong move is a step that would be legal
// but for a capture on the board, and the rules refuse it.
func quietRefusedForACapture(t *testing.T, s *Stage, src Sources) {
	wrongRefused(t, s, src)
	legal := s.Start.LegalMoves(s.Rules, nil)
	if strings.Contains(s.Wrong, "x") || len(legal) == 0 || !legal[0].IsCapture() {
		t.Fatalf("want a quiet wrong move in a position with a capture: %s", s.Wrong)
	}
	if got := s.Begin(src, 0); got != nil {
		if o, _ := got.PlayText(s.Wrong); !strings.HasPrefix(o.Say, "a capture is compulsory") {
			t.Errorf("the wrong move fails with %q", o.Say)
		}
	}
}

// wrongCapturesFewer: the wrong move is a legal capture by the piece the
// solution moves, taking fewer pieces than the goal: a choice among
// captures (or landings).
func wrongCapturesFewer(t *testing.T, s *Stage, _ Sources) {
	wrong, err := game.ParseMove(s.Start, s.Rules, s.Wrong)
	if err != nil || !wrong.IsCapture() {
		t.Fatalf("the wrong move %s is no legal capture: %v", s.Wrong, err)
	}
	right, err := game.ParseMove(s.Start, s.Rules, s.Solution[0])
	if err != nil {
		t.Fatal(err)
	}
	if wrong.From != right.From || s.Goal.Kind != GoalChain || wrong.NumCaptured() >= s.Goal.N {
		t.Errorf("wrong %s, solution %s, goal chain %d: no choice of the same piece", wrong, right, s.Goal.N)
	}
}

// farRankMidChain: the solution is one capture whose path lands on the
// far rank before its end, and which ends with a mulla.
func farRankMidChain(t *testing.T, s *Stage, _ Sources) {
	m, err := game.ParseMove(s.Start, s.Rules, s.Solution[0])
	if err != nil {
		t.Fatal(err)
	}
	far := 4
	if s.Learner() == game.Black {
		far = 0
	}
	l := m.Landings()
	mid := false
	for _, sq := range l[:len(l)-1] {
		mid = mid || sq.Rank() == far
	}
	if !mid || !m.Promote || s.Start.At(m.From).IsMulla() {
		t.Errorf("%s does not pass the far rank as a man mid-chain", m)
	}
}

// endsBy: the stage's solution, played against the Run's opponent, ends
// the game for the reason given.
func endsBy(why game.Reason) topicCheck {
	return func(t *testing.T, s *Stage, src Sources) {
		r := s.Begin(src, 0)
		if o := playSolution(t, r); o.Status != Met {
			t.Fatalf("the solution does not meet the goal: %q", o.Say)
		}
		if _, got := r.g.Result(); got != why {
			t.Errorf("the game ended by %v, want %v", got, why)
		}
	}
}

// TestOpeningIsProven: the opening lesson's first stage asks for the one
// first move the proofs do not prove lost, which they prove a draw; it
// then shows a line for each of the three losing first moves, each move
// of which keeps the proven value for its side (a proven loss for White,
// a win for Black): proven play, not a guess.
func TestOpeningIsProven(t *testing.T) {
	x := testSources(t).Explorer
	var l Lesson
	for _, c := range Lessons() {
		if c.ID == "opening" {
			l = c
		}
	}
	if len(l.Stages) == 0 {
		t.Fatal("no opening lesson")
	}
	r, start := game.DefaultRules(), game.StartPosition()
	best := l.Stages[0]
	if best.Goal.Kind != GoalBest || !best.Start.SameBoard(start) {
		t.Fatalf("the first stage is %v from %s, want best from the start", best.Goal.Kind, best.Start)
	}
	if v := moveValue(t, x, start, r, best.Solution[0], true); v != explore.Draw {
		t.Errorf("%s is %v, want a proven draw", best.Solution[0], v)
	}
	watched := map[string]bool{}
	for _, s := range l.Stages[1:] {
		if s.Goal.Kind != GoalWatch {
			continue
		}
		watched[s.Line[0].String()] = true
		if len(s.Line) < 6 {
			t.Errorf("%s: a line of %d plies, want 6 or more", s.ID, len(s.Line))
		}
		p := s.Start
		for i, m := range s.Line {
			want := explore.Win
			if p.SideToMove() == game.White {
				want = explore.Loss
			}
			if v := moveValue(t, x, p, r, m.String(), i > 0); v != want {
				t.Errorf("%s: ply %d %s is %v for its side, want %v", s.ID, i+1, m, v, want)
			}
			p = p.Apply(m)
		}
	}
	for _, m := range start.LegalMoves(r, nil) {
		if m.String() != best.Solution[0] && !watched[m.String()] {
			t.Errorf("no line shows the losing first move %s", m)
		}
	}
}

// moveValue returns the proven value of move text in p for the side that
// plays it, failing, when best is set, if that is not the best proven
// value of p (the watched lines' first moves are the mistakes shown).
func moveValue(t *testing.T, x *explore.Explorer, p game.Position, r game.Rules, text string, best bool) explore.Value {
	t.Helper()
	moves := x.Moves(context.Background(), p, r)
	for _, m := range moves {
		if m.Text == text {
			if best && m.Value != moves[0].Value {
				t.Errorf("%s in %s is %v, the best %s %v", text, p, m.Value, moves[0].Text, moves[0].Value)
			}
			return m.Value
		}
	}
	t.Fatalf("%s is not a legal move of %s", text, p)
	return explore.Unknown
}

// TestPracticesAreProvenEndgames: a dozen practices or more, each a
// position the tables built on first need cover, with both wins and
// draws to keep, the two the issue names among them.
func TestPracticesAreProvenEndgames(t *testing.T) {
	set := testSources(t).Tables
	ps := Practices()
	if len(ps) < 12 {
		t.Errorf("%d practices, want at least 12", len(ps))
	}
	outcomes := map[tables.Outcome]int{}
	titles := map[string]bool{}
	for _, l := range ps {
		titles[l.Title] = true
		for _, s := range l.Stages {
			if s.Goal.Kind != GoalKeep {
				t.Errorf("%s: goal %v in a practice", s.ID, s.Goal.Kind)
			}
			if n := s.Start.Count(game.White) + s.Start.Count(game.Black); n > tables.FirstNeedPieces {
				t.Errorf("%s: %d pieces, the tables built on first need hold %d", s.ID, n, tables.FirstNeedPieces)
			}
			v, err := set.Probe(s.Start)
			if err != nil {
				t.Fatal(err)
			}
			outcomes[v.Outcome]++
		}
	}
	if outcomes[tables.Win] == 0 || outcomes[tables.Draw] == 0 || outcomes[tables.Loss] != 0 {
		t.Errorf("practices by value: %v, want wins and draws only", outcomes)
	}
	for _, want := range []string{"Win with a mulla and a man against a mulla", "Hold the draw with a mulla against two men"} {
		if !titles[want] {
			t.Errorf("no practice %q", want)
		}
	}
}

// TestInstructionsAreShort: every instruction and introduction is short
// enough to read at a glance (the whole path takes a newcomer at most 20
// minutes).
func TestInstructionsAreShort(t *testing.T) {
	for _, l := range All() {
		if n := utf8.RuneCountInString(l.Intro); n > 240 {
			t.Errorf("%s: an introduction of %d characters, want at most 240", l.ID, n)
		}
		for _, s := range l.Stages {
			if n := utf8.RuneCountInString(s.Say); n > 200 {
				t.Errorf("%s: an instruction of %d characters, want at most 200", s.ID, n)
			}
			if len(s.Solution) > 6 {
				t.Errorf("%s: %d moves in the solution, want at most 6", s.ID, len(s.Solution))
			}
		}
	}
}

// TestWholePathFitsTwentyMinutes: the lessons (not the practices) take a
// newcomer at most 20 minutes by this estimate: their words read at 200
// a minute, 10 seconds for each move of a solution and 5 for each ply of
// a watched line stepped through. It logs the counts
// (docs/measurements.md).
func TestWholePathFitsTwentyMinutes(t *testing.T) {
	stages, moves, plies, words := 0, 0, 0, 0
	for _, l := range Lessons() {
		words += len(strings.Fields(l.Title)) + len(strings.Fields(l.Intro))
		for _, s := range l.Stages {
			stages++
			moves += len(s.Solution)
			plies += len(s.Line)
			words += len(strings.Fields(s.Say))
		}
	}
	seconds := words*60/200 + moves*10 + plies*5
	t.Logf("%d lessons, %d stages, %d moves, %d watched plies, %d words: about %d min %02d s",
		len(Lessons()), stages, moves, plies, words, seconds/60, seconds%60)
	if seconds > 20*60 {
		t.Errorf("the path takes about %d s, want at most 20 minutes", seconds)
	}
}
