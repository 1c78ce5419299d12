package pdn

import (
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// pdnRuleCombos returns every combination of every rule option, the draw
// options included (each at off, a small value and its default).
func pdnRuleCombos() []game.Rules {
	var out []game.Rules
	for _, back := range []bool{false, true} {
		for _, maj := range []bool{false, true} {
			for _, rem := range []game.Removal{game.RemoveImmediate, game.RemoveAtEnd} {
				for _, pro := range []game.Promotion{game.PromoteAtEnd, game.PromoteStop, game.PromoteContinue} {
					for _, rep := range []int{0, 2, 3} {
						for _, np := range []int{0, 6, 50} {
							out = append(out, game.Rules{MenCaptureBackward: back, Majority: maj,
								Removal: rem, Promotion: pro, Repetition: rep, NoProgress: np})
						}
					}
				}
			}
		}
	}
	return out
}

// randomRecord plays a random game under r (from the start, or from a
// position reached by a random game when rng says so, sometimes with Black
// to move), sometimes ends it by resignation or agreement, and adds random
// tags and comments.
func randomRecord(rng *rand.Rand, r game.Rules) *Record {
	start := game.StartPosition()
	if rng.Intn(3) == 0 {
		pre := playRandom(rng, game.NewGame(r, start), rng.Intn(30))
		if res, _ := pre.Result(); res == game.Ongoing {
			start = pre.Position()
		}
	}
	g := playRandom(rng, game.NewGame(r, start), rng.Intn(120))
	rec := &Record{Game: g}
	// a random game may be over already: then it keeps its result
	switch rng.Intn(4) {
	case 0:
		_ = g.Resign(game.Color(rng.Intn(2)))
	case 1:
		_ = g.AgreeDraw()
	}
	rec.Result, _ = g.Result()
	if rec.Result == game.Ongoing && rng.Intn(3) == 0 {
		rec.Result = game.Result(1 + rng.Intn(3))
		rec.SetTag(TagTermination, "time forfeit")
	}
	rec.SetTag(TagEvent, fmt.Sprintf("Test %d", rng.Intn(100)))
	rec.SetTag(TagWhite, `Ann "Quote" \ Backslash`)
	rec.SetTag(TagDate, "2026.11.29")
	rec.SetTag("Annotator", "random")
	for i := 0; i <= g.Ply(); i++ {
		if rng.Intn(5) == 0 {
			rec.SetComment(i, fmt.Sprintf("note %d {with braces open", i))
		}
		if i > 0 && rng.Intn(6) == 0 {
			rec.SetAnnotation(i, randomAnnotation(rng, g, i, 2))
		}
	}
	return rec
}

// randomAnnotation returns a random move mark, NAGs and variations for
// move i of g, the variations nested up to depth.
func randomAnnotation(rng *rand.Rand, g *game.Game, i, depth int) Annotation {
	var a Annotation
	if rng.Intn(2) == 0 {
		a.Mark = MoveMarks[rng.Intn(len(MoveMarks))]
	}
	for n := rng.Intn(3); n > 0; n-- {
		a.NAGs = append(a.NAGs, rng.Intn(maxNAG+1))
	}
	for n := rng.Intn(3); n > 0 && depth > 0; n-- {
		v := &Variation{Game: playRandom(rng, game.NewGame(g.Rules(), g.PositionAt(i-1)), 1+rng.Intn(4))}
		for j := 0; j <= v.Game.Ply(); j++ {
			if rng.Intn(4) == 0 {
				v.Comments = setItem(v.Comments, j, fmt.Sprintf("line note %d", j))
			}
			if j > 0 && rng.Intn(4) == 0 {
				v.Annotations = setItem(v.Annotations, j, randomAnnotation(rng, v.Game, j, depth-1))
			}
		}
		a.Variations = append(a.Variations, v)
	}
	return a
}

// describeAnnotations renders the annotations of a line, recursively, for
// comparing records.
func describeAnnotations(as []Annotation) string {
	var b strings.Builder
	for i, a := range trimAnnotations(as) {
		if a.IsZero() {
			continue
		}
		fmt.Fprintf(&b, "[%d %q %v", i, a.Mark, a.NAGs)
		for _, v := range a.Variations {
			fmt.Fprintf(&b, " (%s %v", v.Game.Start(), v.Game.Moves())
			for j := 0; j <= v.Game.Ply(); j++ {
				fmt.Fprintf(&b, " %q", v.Comment(j))
			}
			fmt.Fprintf(&b, " %s)", describeAnnotations(v.Annotations))
		}
		b.WriteString("]")
	}
	return b.String()
}

// playRandom plays up to n random legal moves in g and returns it.
func playRandom(rng *rand.Rand, g *game.Game, n int) *game.Game {
	for i := 0; i < n; i++ {
		moves := g.LegalMoves()
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.Intn(len(moves))]); err != nil {
			panic(err)
		}
	}
	return g
}

// mustFormat formats recs or fails the test.
func mustFormat(t testing.TB, recs ...*Record) string {
	t.Helper()
	text, err := Format(recs...)
	if err != nil {
		t.Fatalf("Format: %v", err)
	}
	return text
}

// sameRecord compares what a record means: tags, rules, start, moves,
// result, comments.
func sameRecord(t *testing.T, got, want *Record) {
	t.Helper()
	if got.Game.Rules() != want.Game.Rules() {
		t.Errorf("rules %q, want %q", got.Game.Rules(), want.Game.Rules())
	}
	if got.Game.Start().String() != want.Game.Start().String() {
		t.Errorf("start %s, want %s", got.Game.Start(), want.Game.Start())
	}
	gm, wm := got.Game.Moves(), want.Game.Moves()
	if len(gm) != len(wm) {
		t.Fatalf("%d moves, want %d", len(gm), len(wm))
	}
	for i := range gm {
		if !gm[i].Same(wm[i]) {
			t.Errorf("move %d: %s, want %s", i+1, gm[i], wm[i])
		}
	}
	gr, gwhy := got.FinalResult()
	wr, wwhy := want.FinalResult()
	if gr != wr || gwhy != wwhy {
		t.Errorf("result %s (%s), want %s (%s)", gr, gwhy, wr, wwhy)
	}
	r1, why1 := got.Game.Result()
	r2, why2 := want.Game.Result()
	if r1 != r2 || why1 != why2 {
		t.Errorf("game result %s (%s), want %s (%s)", r1, why1, r2, why2)
	}
	for i := 0; i <= len(wm); i++ {
		if got.Comment(i) != want.Comment(i) {
			t.Errorf("comment %d: %q, want %q", i, got.Comment(i), want.Comment(i))
		}
	}
	if g, w := describeAnnotations(got.Annotations), describeAnnotations(want.Annotations); g != w {
		t.Errorf("annotations\n%s\nwant\n%s", g, w)
	}
	for _, tag := range want.Tags {
		if tag.Name != TagTermination && got.Tag(tag.Name) != tag.Value {
			t.Errorf("tag %s: %q, want %q", tag.Name, got.Tag(tag.Name), tag.Value)
		}
	}
}

// TestPDNRoundTripAllRules writes random games under every combination of
// rule options, reads them back and writes them again: the texts must be
// identical and the records the same.
func TestPDNRoundTripAllRules(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	perCombo := 2
	if testing.Short() {
		perCombo = 1
	}
	for _, r := range pdnRuleCombos() {
		var recs []*Record
		for i := 0; i < perCombo; i++ {
			recs = append(recs, randomRecord(rng, r))
		}
		text := mustFormat(t, recs...)
		back, err := Parse(text)
		if err != nil {
			t.Fatalf("rules %q: reading what was written: %v\n%s", r, err, text)
		}
		if len(back) != len(recs) {
			t.Fatalf("rules %q: read %d games, wrote %d", r, len(back), len(recs))
		}
		for i := range recs {
			sameRecord(t, back[i], recs[i])
		}
		if again := mustFormat(t, back...); again != text {
			t.Fatalf("rules %q: second write differs:\n%s\n----\n%s", r, text, again)
		}
	}
}

func TestPDNWriteFormat(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, m := range []string{"d2-c3", "b4xd2", "e1xc3"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	rec := &Record{Game: g}
	rec.SetTag(TagWhite, `Ann "A" \ B`)
	rec.SetComment(0, "start")
	rec.SetComment(1, "reply")
	want := `[Event "?"]
[Site "?"]
[Date "????.??.??"]
[White "Ann \"A\" \\ B"]
[Black "?"]
[Result "*"]
[GameType "Fetaix"]
[Rules "men-capture-backward=off,majority=off,removal=immediate,promotion=end,repetition=3,no-progress=50"]

{start} 1. d2-c3 {reply} 1... b4xd2 2. e1xc3 *
`
	if got := mustFormat(t, rec); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	back, err := Parse(want)
	if err != nil {
		t.Fatal(err)
	}
	if got := back[0].Tag(TagWhite); got != `Ann "A" \ B` {
		t.Errorf("escaped White tag read as %q", got)
	}
}

func TestPDNBlackToMoveAndFEN(t *testing.T) {
	start := mustPos(t, "bbbbb/bbbbb/b1bww/wwwww/wwwww b 0 4")
	g := game.NewGame(game.DefaultRules(), start)
	playRandom(rand.New(rand.NewSource(1)), g, 3)
	text := mustFormat(t, &Record{Game: g})
	if !strings.Contains(text, `[FEN "bbbbb/bbbbb/b1bww/wwwww/wwwww b 0 4"]`) {
		t.Errorf("no FEN tag:\n%s", text)
	}
	if !strings.Contains(text, "\n4... ") || !strings.Contains(text, " 5. ") {
		t.Errorf("movetext should start with 4... and go on with 5.:\n%s", text)
	}
	if strings.Contains(mustFormat(t, &Record{Game: game.NewGame(game.DefaultRules(), game.StartPosition())}), "FEN") {
		t.Error("FEN written for the start position")
	}
}

func TestPDNReadLenient(t *testing.T) {
	// No tags, no move numbers, a short FEN, any spelling of a move,
	// several comments at one point, CRLF line ends, a BOM, several games.
	text := "\uFEFF{one}{two} d2-c3 B4:D2 {three}\r\n1-0\r\n\r\n" +
		"[FEN \"bbbbb/bbbbb/b1bww/wwwww/wwwww b\"]\r\n[Rules \"majority\"]\r\n1... b4-b3 *\r\n"
	recs, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2 {
		t.Fatalf("%d games, want 2", len(recs))
	}
	if got := recs[0].Comment(0); got != "one two" {
		t.Errorf("comment 0 %q, want %q", got, "one two")
	}
	if got := recs[0].Comment(2); got != "three" {
		t.Errorf("comment 2 %q, want %q", got, "three")
	}
	if got := recs[0].Game.Moves()[1].String(); got != "b4xd2" {
		t.Errorf("second move %s, want b4xd2", got)
	}
	if recs[0].Result != game.WhiteWin {
		t.Errorf("result %s, want 1-0", recs[0].Result)
	}
	if !recs[1].Game.Rules().Majority || recs[1].Game.Ply() != 1 {
		t.Errorf("second game: rules %q, %d moves", recs[1].Game.Rules(), recs[1].Game.Ply())
	}
}

func TestPDNTermination(t *testing.T) {
	for _, c := range []struct {
		name   string
		end    func(g *game.Game)
		result game.Result
		reason game.Reason
	}{
		// an end refused shows as the wrong result below
		{"white resigns", func(g *game.Game) { _ = g.Resign(game.White) }, game.BlackWin, game.Resignation},
		{"black resigns", func(g *game.Game) { _ = g.Resign(game.Black) }, game.WhiteWin, game.Resignation},
		{"agreed draw", func(g *game.Game) { _ = g.AgreeDraw() }, game.Draw, game.AgreedDraw},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := game.NewGame(game.DefaultRules(), game.StartPosition())
			if _, err := g.PlayText("d2-c3"); err != nil {
				t.Fatal(err)
			}
			c.end(g)
			text := mustFormat(t, &Record{Game: g})
			recs, err := Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			if r, why := recs[0].Game.Result(); r != c.result || why != c.reason {
				t.Errorf("read back %s (%s), want %s (%s)\n%s", r, why, c.result, c.reason, text)
			}
		})
	}
	// A result decided outside the rules, with its own Termination, is kept.
	recs, err := Parse("[Result \"0-1\"]\n[Termination \"time forfeit\"]\n1. d2-c3 0-1\n")
	if err != nil {
		t.Fatal(err)
	}
	if r, why := recs[0].FinalResult(); r != game.BlackWin || why != "time forfeit" {
		t.Errorf("got %s (%s), want 0-1 (time forfeit)", r, why)
	}
	if r, _ := recs[0].Game.Result(); r != game.Ongoing {
		t.Errorf("the game itself should go on, got %s", r)
	}
}

// TestPDNErrors checks every class of error: where it is and what it says.
// The strict reader refuses them all; the lenient one all but those marked
// strictOnly.
func TestPDNErrors(t *testing.T) {
	for _, c := range []struct {
		name, text string
		line, col  int
		msg        string
		is         error
		strictOnly bool
	}{
		{"empty", "  \n ", 2, 2, "no game found", ErrNoGame, false},
		{"comment not closed", "[Event \"x\"]\n1. d2-c3 {oops\n*", 2, 10, "comment never closed", nil, false},
		{"tag name", "[1Event \"x\"]\n*", 1, 2, "expected a tag name", nil, false},
		{"tag no quote", "[Event x]\n*", 1, 8, `expected '"'`, nil, false},
		{"tag value not closed", "[Event \"x]\n*", 1, 8, "value never closed", nil, false},
		{"tag bad escape", "[Event \"a\\nb\"]\n*", 1, 10, "bad escape", nil, true},
		{"tag not closed", "[Event \"x\"\n1. d2-c3 *", 1, 11, "expected ']' closing the tag, found the end of the line", nil, false},
		{"tag without value", "[Event\n1. d2-c3 *", 1, 7, "expected '\"' starting its value, found the end of the line", nil, false},
		{"tag not closed on its line", "[Event \"x\" 1. d2-c3 *", 1, 12, "expected ']' closing the tag, found '1'", nil, false},
		{"tag twice", "[Event \"x\"]\n[Event \"y\"]\n*", 2, 1, "given twice", nil, false},
		{"game type", "[GameType \"20\"]\n*", 1, 1, "not a Fetaix game", nil, false},
		{"bad rules", "[Rules \"majority,flying\"]\n*", 1, 1, `tag Rules: unknown option "flying"`, nil, false},
		{"bad FEN", "[FEN \"bbbbb/bbbbb w\"]\n*", 1, 1, "tag FEN", nil, false},
		{"illegal move", "[Event \"x\"]\n1. d2-c3 b4xd2 2. e2-d2 *", 2, 19, "move 2 (white): illegal move", game.ErrIllegalMove, false},
		{"malformed move", "1. d2-c3 b4xd2 2. e2!c2 *", 1, 19, "move 2 (white): malformed move", game.ErrMalformedMove, false},
		{"move number", "1. d2-c3 b4xd2 3. e2xc2 *", 1, 16, "expected move number 2.", nil, false},
		{"black number", "1. d2-c3 1. b4xd2 *", 1, 10, "expected move number 1...", nil, false},
		{"no result", "[Event \"x\"]\n1. d2-c3 b4xd2", 2, 15, "unexpected end of the file", nil, false},
		{"stray char", "1. d2-c3 (b4xd2) *", 1, 10, "expected a move", nil, true},
		{"stray bracket", "1. d2-c3 ] *", 1, 10, "expected a move", nil, false},
		{"result tag", "[Result \"1-0\"]\n1. d2-c3 0-1", 2, 10, `differs from the Result tag "1-0"`, nil, false},
		{"resign result", "[Termination \"resignation\"]\n1. d2-c3 1/2-1/2", 1, 1, "needs the result 1-0 or 0-1", nil, false},
		{"agreed result", "[Termination \"draw agreed\"]\n1. d2-c3 1-0", 1, 1, "needs the result 1/2-1/2", nil, false},
		{"termination not over", "[Termination \"no legal move\"]\n1. d2-c3 1-0", 1, 1, "but the game is not over", nil, true},
		{"move after end", "[FEN \"5/5/2b2/2w2/5 w\"]\n1. c2xc4 c5-c4 *", 2, 10, "move 1 (black): the game is over", game.ErrGameOver, false},
		{"result against the end", "[FEN \"5/5/2b2/2w2/5 w\"]\n1. c2xc4 0-1", 2, 10, "the game is over: 1-0", nil, true},
		{"second game", "1. d2-c3 *\n\n[Event \"2\"]\n1. d2-c4 *", 4, 4, "move 1 (white): illegal move", game.ErrIllegalMove, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := Parse(c.text); c.strictOnly && err != nil {
				t.Errorf("the lenient reader refuses it: %v", err)
			}
			_, _, err := ParseWith(c.text, Options{Strict: true})
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("error %v, want a *Error", err)
			}
			if pe.Line != c.line || pe.Col != c.col || !strings.Contains(pe.Error(), c.msg) {
				t.Errorf("got %q (line %d col %d), want line %d col %d containing %q", pe, pe.Line, pe.Col, c.line, c.col, c.msg)
			}
			if c.is != nil && !errors.Is(err, c.is) {
				t.Errorf("error %v does not wrap %v", err, c.is)
			}
		})
	}
}

func TestPDNWriteErrors(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, c := range []struct {
		name string
		rec  *Record
		msg  string
	}{
		{"no game", &Record{}, "no game"},
		{"brace in comment", &Record{Game: g, Comments: []string{"a } b"}}, "contains '}'"},
		{"newline in tag", &Record{Game: g, Tags: []Tag{{TagEvent, "a\nb"}}}, "line break"},
		{"bad tag name", &Record{Game: g, Tags: []Tag{{"Two words", "x"}}}, "bad tag name"},
	} {
		if _, err := Format(c.rec); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.msg)
		}
	}
}

func TestPDNRecordHelpers(t *testing.T) {
	rec := NewRecord(game.NewGame(game.DefaultRules(), game.StartPosition()))
	if len(rec.Tag(TagDate)) != len("2006.01.02") {
		t.Errorf("NewRecord date %q", rec.Tag(TagDate))
	}
	rec.SetTag(TagWhite, "a")
	rec.SetTag(TagWhite, "b")
	if rec.Tag(TagWhite) != "b" || len(rec.Tags) != 2 {
		t.Errorf("SetTag twice: tags %v", rec.Tags)
	}
	rec.SetComment(2, "x")
	if !reflect.DeepEqual(rec.Comments, []string{"", "", "x"}) || rec.Comment(7) != "" || rec.Comment(-1) != "" {
		t.Errorf("comments %q", rec.Comments)
	}
}

// mustPos parses position text or fails the test.
func mustPos(t testing.TB, text string) game.Position {
	t.Helper()
	p, err := game.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// FuzzReadPDN reads arbitrary text: it must never panic, and whatever reads
// must write, read back, and write again identically.
func FuzzReadPDN(f *testing.F) {
	rng := rand.New(rand.NewSource(1))
	for _, r := range []game.Rules{game.DefaultRules(), {MenCaptureBackward: true, Majority: true, Removal: game.RemoveAtEnd, Promotion: game.PromoteContinue}} {
		for i := 0; i < 3; i++ {
			f.Add(mustFormat(f, randomRecord(rng, r)))
		}
	}
	for _, s := range []string{
		"", "*", "{c} 1. d2-c3 {d} 1-0", "[Event \"a\\\"b\"]\n1... b4-c3 *",
		"[FEN \"5/5/2b2/2w2/5 w\"]\n1. c2xc4 1-0", "[Termination \"resignation\"]\n1-0",
		"[Termination \"x\"]\n1/2-1/2 [Event \"2\"] 1. d2-c3 *", "1.d2-c3 b4xd2 2.e2xc2 *",
		"1. d2-c3! (1. c2-c3 c4xc2 (1... c4xc2 {x}) $2) 1 ... b4xd2 ?! $14 2-0 {end}",
		"[FEN \"B4/5/5/5/4W w 48 3\"]\n1. e1-e2 a5-a4 2. e2-e1 0-0", "[GameType \"fetaix\"][Site \"a\\b\\\"]1. ... *", "0 ..00",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		recs, err := Parse(text)
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("error %v is not a *Error with a position", err)
			}
			return
		}
		out, err := Format(recs...)
		if err != nil {
			t.Fatalf("writing what was read: %v", err)
		}
		back, err := Parse(out)
		if err != nil {
			t.Fatalf("reading what was written: %v\n%s", err, out)
		}
		again, err := Format(back...)
		if err != nil || again != out {
			t.Fatalf("second write differs (%v):\n%s\n----\n%s", err, out, again)
		}
	})
}

// pdnBenchText is 100 random games under the default rules, as PDN.
func pdnBenchText(b *testing.B) string {
	rng := rand.New(rand.NewSource(3))
	var recs []*Record
	for i := 0; i < 100; i++ {
		recs = append(recs, randomRecord(rng, game.DefaultRules()))
	}
	return mustFormat(b, recs...)
}

func BenchmarkParsePDN(b *testing.B) {
	text := pdnBenchText(b)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := Parse(text); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFormatPDN(b *testing.B) {
	recs, err := Parse(pdnBenchText(b))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		mustFormat(b, recs...)
	}
}

// TestPDNKeepsBytes checks that text read is written back byte for byte,
// even when it is not valid UTF-8.
func TestPDNKeepsBytes(t *testing.T) {
	text := "[Event \"caf\xe9 \\\"x\\\"\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[White \"?\"]\n[Black \"?\"]\n" +
		"[Result \"*\"]\n[GameType \"Fetaix\"]\n[Rules \"" + rulesTagText(game.DefaultRules()) + "\"]\n\n{\xff\xfe} 1. d2-c3 *\n"
	recs, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if got := mustFormat(t, recs...); got != text {
		t.Errorf("got\n%q\nwant\n%q", got, text)
	}
}
