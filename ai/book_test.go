package ai

import (
	"bytes"
	"compress/gzip"
	"context"
	"testing"
	"testing/fstest"
	"time"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/solve"
)

// TestEnginePlaysProvenMoves: in a position of a committed proof where
// the prover is to move, Play answers at once with the proof's move and
// says it is a proven win; Search (analysis) still searches, and so does
// Play without the book.
func TestEnginePlaysProvenMoves(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, s := range []string{"b2-c3", "d4xb2", "a1xc3", "a3xa1", "c3xa3", "a4xa2"} {
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if err := g.Play(g.LegalMoves()[0]); err != nil { // any White move: Black's proof covers them all
		t.Fatal(err)
	}
	e := New(1)
	var seen Info
	res := e.Play(context.Background(), g, levels.Max, func(i Info) { seen = i })
	if !res.Ok || res.Proven != "win" || seen.Proven != "win" || res.Nodes != 0 {
		t.Fatalf("Play in a proven position: %+v (info %+v)", res, seen)
	}
	if r := e.Search(context.Background(), g, Limits{Depth: 3}, nil); r.Proven != "" || r.Nodes == 0 {
		t.Errorf("Search: %+v", r)
	}
	e.SetBook(nil)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if r := e.Play(ctx, g, levels.Min, nil); r.Proven != "" || !r.Ok {
		t.Errorf("Play without the book: %+v", r)
	}
}

// TestEnginePlaysTheProvenDraw: from the start, whose draw is proven under
// the default rules and four rule options, the top level plays the proof's
// move (1. c2-c3, the one first move that does not lose) and says it draws
// at least; so it does as Black after it. The weakest level plays without
// it. Under the defaults, after 1. d3-c3 (a loss) Black plays the proof's
// win at any level. The default run checks the defaults and one rule
// option; the long checks (longtest) all four options.
func TestEnginePlaysTheProvenDraw(t *testing.T) {
	rules := []string{"", "majority"}
	if longtest.Enabled() {
		rules = append(rules, "men-capture-backward", "promotion=stop", "removal=end")
	}
	for _, text := range rules {
		r, err := game.ParseRules(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := defaultBook().WaitRules(r); err != nil {
			t.Fatal(err)
		}
		e := New(1)
		play := func(g *game.Game, level int) Result {
			ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
			defer cancel()
			return e.Play(ctx, g, level, nil)
		}
		g := game.NewGame(r, game.StartPosition())
		res := play(g, levels.Max)
		if !res.Ok || res.Proven != "not lose" || res.Move.String() != "c2-c3" {
			t.Fatalf("rules %q: the top level at the start: %v %q", text, res.Move, res.Proven)
		}
		if r := play(g, levels.Min); r.Proven != "" || !r.Ok {
			t.Errorf("rules %q: the weakest level at the start: %v %q", text, r.Move, r.Proven)
		}
		if err := g.Play(res.Move); err != nil {
			t.Fatal(err)
		}
		if r := play(g, levels.Max); !r.Ok || r.Proven != "not lose" {
			t.Errorf("rules %q: the top level as Black after 1. c2-c3: %v %q", text, r.Move, r.Proven)
		}
	}
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := g.PlayText("d3-c3"); err != nil {
		t.Fatal(err)
	}
	if r := New(1).Play(context.Background(), g, levels.Min, nil); !r.Ok || r.Proven != "win" || r.Nodes != 0 {
		t.Errorf("after 1. d3-c3 the weakest level: %v %q (%d nodes)", r.Move, r.Proven, r.Nodes)
	}
}

// TestEnginePlaysTheProvenVariantWin: under promotion=continue the start
// is lost for White; after any first move, Black (at any level) plays the
// proof's winning move at once.
func TestEnginePlaysTheProvenVariantWin(t *testing.T) {
	r, err := game.ParseRules("promotion=continue")
	if err != nil {
		t.Fatal(err)
	}
	if err := defaultBook().WaitRules(r); err != nil {
		t.Fatal(err)
	}
	e := New(1)
	for _, first := range game.StartPosition().LegalMoves(r, nil) {
		g := game.NewGame(r, game.StartPosition())
		if err := g.Play(first); err != nil {
			t.Fatal(err)
		}
		res := e.Play(context.Background(), g, levels.Min, nil)
		if !res.Ok || res.Proven != "win" || res.Nodes != 0 {
			t.Errorf("after 1. %v under promotion=continue: %v %q (%d nodes)", first, res.Move, res.Proven, res.Nodes)
		}
	}
}

// TestTopLevelTakesAWinOverANonLossProof: where a non-loss proof has a
// move but the position is a forced win, the top level's short check finds
// the win and plays it, not the proof's move.
func TestTopLevelTakesAWinOverANonLossProof(t *testing.T) {
	const key = "5/1b3/5/5/W4 w 0"
	cert := "fetaix-proof 1\nrules default\nroot " + key + "\nproof not-lose w\n" + key + " move a1-a2\n"
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	if _, err := zw.Write([]byte(cert)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := solve.LoadBook(fstest.MapFS{"w.proof.gz": {Data: z.Bytes()}})
	if err != nil {
		t.Fatal(err)
	}
	p, err := game.ParsePosition(key + " 1")
	if err != nil {
		t.Fatal(err)
	}
	g := game.NewGame(game.DefaultRules(), p)
	e := New(1)
	e.SetBook(b)
	if _, what, ok := b.Lookup(p, game.DefaultRules()); !ok || what != "not lose" {
		t.Fatalf("the book has no non-loss move here (%v %q)", ok, what)
	}
	res := e.Play(context.Background(), g, levels.Max, nil)
	if res.Proven != "" || res.Mate <= 0 {
		t.Errorf("the top level played %v (proven %q, mate %d): want the forced win", res.Move, res.Proven, res.Mate)
	}
}

// TestProvenCheckWithinTheBudget: the search for a forced win before a
// non-loss proof's move keeps within the move's time: at most half of it.
func TestProvenCheckWithinTheBudget(t *testing.T) {
	for budget, want := range map[time.Duration]time.Duration{
		DefaultPlayTime:        ProvenCheckTime,
		100 * time.Millisecond: 50 * time.Millisecond,
		10 * time.Millisecond:  5 * time.Millisecond,
		0:                      ProvenCheckTime, // no time limit
	} {
		if got := provenCheck(budget); got != want {
			t.Errorf("a move of %v: a check of %v, want %v", budget, got, want)
		}
	}
}

// TestBookLetsNoWinGo: in a position the start's non-loss proof covers
// that is in fact won — Black to move in b1bbb/5/b1w1w/4w/2w1w, reached
// from the hard conversion set's position 20, wins by a3-a2, where the
// proof's c5-c4 only draws (both proven with the 6-piece tables) — the top
// level, whose search scores Black more than a man ahead, plays its
// search's move rather than the proof's, in the engine protocol's way
// (PlayWithin) and the game's (Play). With a margin no search reaches it
// plays the proof's move, as before.
func TestBookLetsNoWinGo(t *testing.T) {
	if err := defaultBook().WaitRules(game.DefaultRules()); err != nil {
		t.Fatal(err)
	}
	p, err := game.ParsePosition("b1bbb/5/b1w1w/4w/2w1w b 0 20")
	if err != nil {
		t.Fatal(err)
	}
	g := game.NewGame(game.DefaultRules(), p)
	e := New(1)
	if m, what, ok := e.theBook().Lookup(p, g.Rules()); !ok || what != "not lose" || m.String() != "c5-c4" {
		t.Fatalf("the book: %v %q %v, want c5-c4, not lose", m, what, ok)
	}
	e.SetPlayTime(400 * time.Millisecond)
	for name, play := range map[string]func() Result{
		"PlayWithin": func() Result {
			return e.PlayWithin(context.Background(), g, Limits{MoveTime: 400 * time.Millisecond}, nil)
		},
		"Play": func() Result { return e.Play(context.Background(), g, levels.Max, nil) },
	} {
		e.SetBookMargin(DefaultBookMargin)
		e.Clear()
		res := play()
		if !res.Ok || res.Proven != "" || res.Nodes == 0 || res.Score < DefaultBookMargin {
			t.Errorf("%s: %v %q, score %d, %d nodes; want the search's move, scored a man or more ahead", name, res.Move, res.Proven, res.Score, res.Nodes)
		}
		e.SetBookMargin(1 << 20)
		e.Clear()
		if res := play(); res.Proven != "not lose" || res.Move.String() != "c5-c4" {
			t.Errorf("%s with no margin: %v %q, want the proof's c5-c4", name, res.Move, res.Proven)
		}
	}
}
