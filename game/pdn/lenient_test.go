package pdn

import (
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// Records from other tools: each form below is refused by the strict
// reader (as by the reader before it had options) and read by the lenient
// one, which keeps what carries meaning on round trip and warns where the
// record disagrees with its position.

// wantWarning is a warning expected at a place, with a part of its text.
type wantWarning struct {
	game, line, col, move int
	msg                   string
}

// readLenient reads text leniently, checks the warnings against want and
// that what is read survives a round trip, and returns the records.
func readLenient(t *testing.T, text string, want ...wantWarning) []*Record {
	t.Helper()
	recs, warnings, err := ParseWith(text, Options{})
	if err != nil {
		t.Fatalf("lenient read: %v", err)
	}
	checkWarnings(t, warnings, want)
	roundTrip(t, recs)
	return recs
}

// checkWarnings compares warnings with the expected ones, in order.
func checkWarnings(t *testing.T, got []Warning, want []wantWarning) {
	t.Helper()
	ok := len(got) == len(want)
	for i := 0; ok && i < len(got); i++ {
		g, w := got[i], want[i]
		ok = g.Game == w.game && g.Line == w.line && g.Col == w.col && g.Move == w.move && strings.Contains(g.Msg, w.msg)
	}
	if !ok {
		t.Errorf("warnings:\n%s\nwant:\n%s", describeWarnings(got), fmt.Sprint(want))
	}
}

func describeWarnings(ws []Warning) string {
	var b strings.Builder
	for _, w := range ws {
		fmt.Fprintf(&b, "  game %d: %s\n", w.Game, w)
	}
	return b.String()
}

// roundTrip writes recs, reads them back and writes them again: the
// records must mean the same and the two texts be identical.
func roundTrip(t *testing.T, recs []*Record) string {
	t.Helper()
	text := mustFormat(t, recs...)
	back, err := Parse(text)
	if err != nil {
		t.Fatalf("reading what was written: %v\n%s", err, text)
	}
	if len(back) != len(recs) {
		t.Fatalf("read back %d games, wrote %d", len(back), len(recs))
	}
	for i := range recs {
		sameRecord(t, back[i], recs[i])
	}
	if again := mustFormat(t, back...); again != text {
		t.Fatalf("second write differs:\n%s\n----\n%s", text, again)
	}
	return text
}

// refusedWhenStrict checks that the strict reader refuses text with an
// error containing msg.
func refusedWhenStrict(t *testing.T, text, msg string) {
	t.Helper()
	_, _, err := ParseWith(text, Options{Strict: true})
	var pe *Error
	if !errors.As(err, &pe) || !strings.Contains(pe.Error(), msg) {
		t.Errorf("strict read of %q: error %v, want a *Error containing %q", text, err, msg)
	}
}

// checkMoves compares the moves of g with want, in notation.
func checkMoves(t *testing.T, what string, g *game.Game, want ...string) {
	t.Helper()
	var got []string
	for _, m := range g.Moves() {
		got = append(got, m.String())
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: moves %v, want %v", what, got, want)
	}
}

func TestPDNReadsVariations(t *testing.T) {
	text := "[Event \"v\"]\n" +
		"1. d2-c3 (1. c2-c3 c4xc2 (1... c4xc2 {same}) 2. c1xc3) (1. b2-c3 $2) 1... b4xd2\n" +
		"2. e1xc3 (2. b2xb4 !) *\n"
	rec := readLenient(t, text)[0]
	checkMoves(t, "main line", rec.Game, "d2-c3", "b4xd2", "e1xc3")
	vs := rec.Annotation(1).Variations
	if len(vs) != 2 {
		t.Fatalf("move 1: %d variations, want 2", len(vs))
	}
	checkMoves(t, "variation 1", vs[0].Game, "c2-c3", "c4xc2", "c1xc3")
	nested := vs[0].Annotation(2).Variations
	if len(nested) != 1 || nested[0].Comment(1) != "same" {
		t.Fatalf("nested variation: %v", nested)
	}
	checkMoves(t, "nested variation", nested[0].Game, "c4xc2")
	checkMoves(t, "variation 2", vs[1].Game, "b2-c3")
	if got := vs[1].Annotation(1).NAGs; !reflect.DeepEqual(got, []int{2}) {
		t.Errorf("variation 2's NAGs %v, want [2]", got)
	}
	if vs := rec.Annotation(3).Variations; len(vs) != 1 || vs[0].Annotation(1).Mark != "!" {
		t.Errorf("move 3's variations %v, want one marked !", vs)
	}
	want := "1. d2-c3 (1. c2-c3 c4xc2 (1... c4xc2 {same}) 2. c1xc3) (1. b2-c3 $2) 1... b4xd2\n" +
		"2. e1xc3 (2. b2xb4!) *\n"
	if got := mustFormat(t, rec); !strings.HasSuffix(got, "\n\n"+want) {
		t.Errorf("written as\n%s\nwant the movetext\n%s", got, want)
	}
	refusedWhenStrict(t, text, "line 2, column 10, move 1 (black): expected a move, a move number, a comment {...} or a result, found '('")
}

func TestPDNVariationProblemsAreWarnings(t *testing.T) {
	// A variation that goes wrong keeps its moves up to the problem; one
	// with nothing left, or before the first move, is dropped.
	rec := readLenient(t, "( 1. d2-c3 ) 1. d2-c3 (1. c2-c3 c4xc2 2. e2-e3 c5-c4 (2. x)) (1. d2-d3) ( ) 1... b4xd2 *",
		wantWarning{1, 1, 1, 1, "variation before the first move stands for no move; dropped"},
		wantWarning{1, 1, 42, 2, `illegal move "e2-e3"`},
		wantWarning{1, 1, 66, 1, `illegal move "d2-d3"`},
		wantWarning{1, 1, 73, 1, "variation without a move; dropped"},
	)[0]
	checkMoves(t, "main line", rec.Game, "d2-c3", "b4xd2")
	if vs := rec.Annotation(1).Variations; len(vs) != 1 {
		t.Fatalf("%d variations kept, want 1", len(vs))
	} else {
		checkMoves(t, "variation", vs[0].Game, "c2-c3", "c4xc2")
	}
	// A variation never closed is an error at its '('.
	_, err := Parse("1. d2-c3\n(1. c2-c3 {x} *")
	var pe *Error
	if !errors.As(err, &pe) || pe.Line != 2 || pe.Col != 1 || !strings.Contains(pe.Msg, "variation never closed") {
		t.Errorf("variation never closed: %v", err)
	}
}

func TestPDNReadsNAGs(t *testing.T) {
	text := "1. d2-c3 $1 b4xd2 $2 $14 2. e1xc3$3 *"
	rec := readLenient(t, text)[0]
	for i, want := range [][]int{nil, {1}, {2, 14}, {3}} {
		if got := rec.Annotation(i).NAGs; !reflect.DeepEqual(got, want) {
			t.Errorf("move %d: NAGs %v, want %v", i, got, want)
		}
	}
	if got := mustFormat(t, rec); !strings.HasSuffix(got, "\n1. d2-c3 $1 b4xd2 $2 $14 2. e1xc3 $3 *\n") {
		t.Errorf("written as\n%s", got)
	}
	readLenient(t, "$1 1. d2-c3 *", wantWarning{1, 1, 1, 1, "$1 before the first move annotates no move; dropped"})
	refusedWhenStrict(t, text, `line 1, column 10, move 1 (black): malformed move "$1"`)
}

func TestPDNReadsMoveMarks(t *testing.T) {
	// Attached or standing alone; a second mark on a move is kept as its NAG.
	text := "1. d2-c3! b4xd2 ?? 2. e1xc3!? ?! *"
	rec := readLenient(t, text)[0]
	for i, want := range []Annotation{{}, {Mark: "!"}, {Mark: "??"}, {Mark: "!?", NAGs: []int{6}}} {
		if got := rec.Annotation(i); !reflect.DeepEqual(got, want) {
			t.Errorf("move %d: %+v, want %+v", i, got, want)
		}
	}
	if got := mustFormat(t, rec); !strings.HasSuffix(got, "\n1. d2-c3! b4xd2?? 2. e1xc3!? $6 *\n") {
		t.Errorf("written as\n%s", got)
	}
	if !reflect.DeepEqual(readLenient(t, "1. d2-c3?! *")[0].Annotation(1), Annotation{Mark: "?!"}) {
		t.Error("1. d2-c3?! lost its mark")
	}
	// A mark inside a move is still a malformed move.
	if _, err := Parse("1. d2!c3 *"); !errors.Is(err, game.ErrMalformedMove) {
		t.Errorf("d2!c3: %v", err)
	}
	refusedWhenStrict(t, text, `line 1, column 4, move 1 (white): malformed move "d2-c3!"`)
}

func TestPDNReadsPDN30Results(t *testing.T) {
	for _, c := range []struct {
		marker string
		want   game.Result
		warn   string
	}{{"2-0", game.WhiteWin, ""}, {"0-2", game.BlackWin, ""}, {"1-1", game.Draw, ""}, {"0-0", game.Ongoing, "0-0 (PDN 3.0: neither side scores) has no Fetaix equivalent"}} {
		text := fmt.Sprintf("[Result %q]\n1. d2-c3 %s", c.marker, c.marker)
		var warn []wantWarning
		if c.warn != "" {
			warn = append(warn, wantWarning{1, 2, 10, 1, c.warn})
		}
		rec := readLenient(t, text, warn...)[0]
		if rec.Result != c.want {
			t.Errorf("%s read as %s, want %s", c.marker, rec.Result, c.want)
		}
		if got := mustFormat(t, rec); !strings.Contains(got, fmt.Sprintf("[Result %q]", c.want.String())) || !strings.HasSuffix(got, " "+c.want.String()+"\n") {
			t.Errorf("%s written as\n%s", c.marker, got)
		}
		refusedWhenStrict(t, text, "line 2, column 10, move 1 (black): malformed move")
	}
}

func TestPDNReadsCommentAfterResult(t *testing.T) {
	// Before the next game's tags or the end of the file, a comment after
	// the result closes its game; before moves, it opens the next one.
	text := "1. d2-c3 b4xd2 1-0 {White wins on time}\n\n[Event \"2\"]\n1. d2-c3 * {unfinished} {really}\n"
	recs := readLenient(t, text)
	if got := recs[0].Comment(2); got != "White wins on time" {
		t.Errorf("game 1's last comment %q", got)
	}
	if got := recs[1].Comment(1); got != "unfinished really" {
		t.Errorf("game 2's last comment %q", got)
	}
	if got := mustFormat(t, recs[0]); !strings.HasSuffix(got, "\n1. d2-c3 b4xd2 {White wins on time} 1-0\n") {
		t.Errorf("written as\n%s", got)
	}
	if recs := readLenient(t, "1. d2-c3 * {next} 1. c2-c3 *"); recs[0].Comment(1) != "" || recs[1].Comment(0) != "next" {
		t.Errorf("a comment before moves went to %q, not to the next game's %q", recs[0].Comment(1), recs[1].Comment(0))
	}
	refusedWhenStrict(t, "1. d2-c3 * {end}", "unexpected end of the file")
}

func TestPDNReadsEllipsisBeforeBlackMove(t *testing.T) {
	for _, c := range []struct{ text, strictMsg string }{
		{"1. d2-c3 {c} 1. ... b4xd2 2. e1xc3 *", `line 1, column 14, move 1 (black): expected move number 1... (black to move), found "1."`},
		{"1. d2-c3 {c} 1 ... b4xd2 2 e1xc3 *", `line 1, column 14, move 1 (black): malformed move "1"`},
		{"1. d2-c3 1 ...b4xd2 *", `line 1, column 10, move 1 (black): malformed move "1"`},
		{"[FEN \"bbbbb/bbbbb/bb1ww/wwwww/wwwww b 0 1\"]\n1. ... b4-c3 *", `line 2, column 1, move 1 (black): expected move number 1...`},
	} {
		t.Run(c.text, func(t *testing.T) {
			if rec := readLenient(t, c.text)[0]; rec.Game.Ply() < 1 {
				t.Errorf("%d moves read", rec.Game.Ply())
			}
			refusedWhenStrict(t, c.text, c.strictMsg)
		})
	}
	for _, c := range []struct{ text, msg string }{
		{"1. d2-c3 2. ... b4xd2 *", `expected move number 1... (black to move), found "2. ..."`},
		{"1. ... d2-c3 *", `expected move number 1. (white to move), found "1. ..."`},
	} {
		if _, err := Parse(c.text); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: error %v, want one containing %q", c.text, err, c.msg)
		}
	}
}

func TestPDNReadsNumberingFromOneAfterFEN(t *testing.T) {
	text := "[FEN \"bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 12\"]\n1. d2-c3 b4xd2 2. e1xc3 *"
	rec := readLenient(t, text,
		wantWarning{1, 2, 1, 1, "the moves are numbered from 1, but the FEN tag starts at move 12"})[0]
	checkMoves(t, "moves", rec.Game, "d2-c3", "b4xd2", "e1xc3")
	if got := mustFormat(t, rec); !strings.HasSuffix(got, "\n12. d2-c3 b4xd2 13. e1xc3 *\n") {
		t.Errorf("written as\n%s", got)
	}
	// Errors then count moves as the file does.
	_, err := Parse("[FEN \"bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 12\"]\n1. d2-c3 b4xd2 2. e2-d2 *")
	if err == nil || !strings.HasPrefix(err.Error(), "line 2, column 19, move 2 (white): illegal move") {
		t.Errorf("error %v", err)
	}
	// Numbering from anything else is still an error.
	if _, err := Parse("[FEN \"bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 12\"]\n5. d2-c3 *"); err == nil {
		t.Error("numbering from 5 after a FEN of move 12 was read")
	}
	refusedWhenStrict(t, text, `line 2, column 1, move 12 (white): expected move number 12. (white to move), found "1."`)
}

func TestPDNReadsRawBackslashInTag(t *testing.T) {
	text := "[Site \"C:\\games\\\"]\n[Event \"a\\b \\\"q\\\" c\\\\d\"]\n1. d2-c3 *"
	rec := readLenient(t, text)[0]
	if got := rec.Tag(TagSite); got != `C:\games\` {
		t.Errorf("Site %q", got)
	}
	if got := rec.Tag(TagEvent); got != `a\b "q" c\d` {
		t.Errorf("Event %q", got)
	}
	if got := mustFormat(t, rec); !strings.Contains(got, `[Site "C:\\games\\"]`) {
		t.Errorf("written as\n%s", got)
	}
	refusedWhenStrict(t, text, `line 1, column 10: tag Site: bad escape`)
}

func TestPDNReadsGameTypeAnyCase(t *testing.T) {
	for _, v := range []string{"fetaix", "FETAIX", "FeTaIx"} {
		text := fmt.Sprintf("[GameType %q]\n1. d2-c3 *", v)
		if got := mustFormat(t, readLenient(t, text)...); !strings.Contains(got, `[GameType "Fetaix"]`) {
			t.Errorf("written as\n%s", got)
		}
		refusedWhenStrict(t, text, "line 1, column 1: GameType")
	}
	if _, err := Parse("[GameType \"20\"]\n*"); err == nil {
		t.Error("GameType 20 (international draughts) read as Fetaix")
	}
}

func TestPDNStarOnFinishedGame(t *testing.T) {
	text := "[Result \"*\"]\n[FEN \"5/5/2b2/2w2/5 w\"]\n1. c2xc4 *"
	rec := readLenient(t, text,
		wantWarning{1, 3, 10, 1, "result *, but the game is over: 1-0 (no pieces left); the result is taken from the position"})[0]
	if r, why := rec.FinalResult(); rec.Result != game.WhiteWin || r != game.WhiteWin || why != game.NoPieces.String() {
		t.Errorf("result %s, final %s (%s)", rec.Result, r, why)
	}
	refusedWhenStrict(t, text, "line 3, column 10, move 1 (black): result *, but the game is over")
}

func TestPDNMovesAfterDraw(t *testing.T) {
	// Mullas on e1 and a5 go back and forth: the start position comes for
	// the third time after 4... a4-a5, a draw by repetition; the file plays
	// on, and Black wins.
	rep := "[FEN \"B4/5/5/5/4W w 0 30\"]\n" +
		"30. e1-e2 a5-a4 31. e2-e1 a4-a5 32. e1-e2 a5-a4 33. e2-e1 a4-a5\n34. e1-d2 a5xe1 0-1"
	rec := readLenient(t, rep, wantWarning{1, 3, 5, 34, "e1-d2 is played after the game was drawn (1/2-1/2, threefold repetition); kept"})[0]
	if rec.Game.Ply() != 10 {
		t.Errorf("%d moves kept, want 10", rec.Game.Ply())
	}
	if r, why := rec.Game.Result(); r != game.BlackWin || why != game.NoPieces {
		t.Errorf("result %s (%s), want 0-1 (no pieces left)", r, why)
	}
	refusedWhenStrict(t, rep, "line 3, column 5, move 34 (white): the game is over (threefold repetition)")

	// The no-progress rule: the 50th quiet ply is 30... a5-a4; every move
	// after it is kept, with one warning.
	np := "[FEN \"B4/5/5/5/4W w 48 30\"]\n30. e1-e2 a5-a4 31. e2-e1 a4-a5 1/2-1/2"
	rec = readLenient(t, np, wantWarning{1, 2, 21, 31, "e2-e1 is played after the game was drawn (1/2-1/2, no progress); kept"})[0]
	if rec.Game.Ply() != 4 {
		t.Errorf("%d moves kept, want 4", rec.Game.Ply())
	}
	refusedWhenStrict(t, np, "line 2, column 21, move 31 (white): the game is over (no progress)")
}

// TestPDNErrorNamesLineColumnMove: an error names its line, column and
// move number, and a broken tag's error is on the tag's own line.
func TestPDNErrorNamesLineColumnMove(t *testing.T) {
	for _, c := range []struct {
		text, want string
		move       int
		side       game.Color
	}{
		{"[Event \"x\"]\n1. d2-c3 b4xd2 2. e2-d2 *", `line 2, column 19, move 2 (white): illegal move "e2-d2"`, 2, game.White},
		{"1. d2-c3\nb4xd2 2. e1xc3 c4-c3 3. d2-d3 1-0", `line 2, column 16, move 2 (black): illegal move "c4-c3"`, 2, game.Black},
		{"1. d2-c3 b4xd2\n\n", "line 3, column 1, move 2 (white): unexpected end of the file", 2, game.White},
		{"[Event \"x\"\n[Site \"y\"]\n1. d2-c3 *", "line 1, column 11: tag Event: expected ']' closing the tag, found the end of the line", 0, game.White},
		{"[Event\n\"x\"\n1. d2-c3 *", "line 2, column 4: tag Event: expected ']' closing the tag, found the end of the line", 0, game.White},
		{"[Event \"x\"]\n[Site\n1. d2-c3 *", "line 2, column 6: tag Site: expected '\"' starting its value, found the end of the line", 0, game.White},
	} {
		_, err := Parse(c.text)
		var pe *Error
		if !errors.As(err, &pe) || !strings.HasPrefix(pe.Error(), c.want) || pe.Move != c.move || pe.Move > 0 && pe.Side != c.side {
			t.Errorf("%q: error %v, want one starting %q", c.text, err, c.want)
		}
	}
}

// TestPDNOtherToolFile reads a file as another tool writes it: annotated
// variations, NAGs and marks, PDN 3.0 results, comments after the result,
// a raw backslash, GameTypes in other cases, moves after a draw by
// repetition, a study numbered from 1 after its FEN, "1. ..." and "2 ...",
// and "*" on a finished game.
func TestPDNOtherToolFile(t *testing.T) {
	const path = "testdata/othertool.pdn"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	recs, warnings, err := ParseWith(string(data), Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkWarnings(t, warnings, []wantWarning{
		{2, 40, 59, 49, "a5-b5 is played after the game was drawn (1/2-1/2, threefold repetition)"},
		{3, 51, 1, 1, "the moves are numbered from 1, but the FEN tag starts at move 20"},
		{3, 52, 10, 5, "result *, but the game is over: 1-0 (no pieces left)"},
	})
	if len(recs) != 3 {
		t.Fatalf("%d games, want 3", len(recs))
	}
	first, second, study := recs[0], recs[1], recs[2]
	if first.Game.Ply() != 47 || first.Result != game.WhiteWin || first.Comment(47) != "Black has no pieces left." {
		t.Errorf("game 1: %d plies, result %s, last comment %q", first.Game.Ply(), first.Result, first.Comment(47))
	}
	if got := first.Tag("Source"); got != `C:\Draughts\club\2026.pdn` {
		t.Errorf("Source %q", got)
	}
	if a := first.Annotation(1); a.Mark != "!" || len(a.Variations) != 1 || a.Variations[0].Comment(3) != "is the quiet alternative" {
		t.Errorf("move 1: %+v", a)
	}
	if a := first.Annotation(12); a.Mark != "?!" || len(a.Variations) != 1 || len(a.Variations[0].Annotation(1).Variations) != 1 {
		t.Errorf("6... c5xa3: %+v, want ?! and a variation with a nested one", a)
	}
	if second.Game.Ply() != 101 || second.Result != game.Draw || second.Comment(101) != "The players agreed a draw." {
		t.Errorf("game 2: %d plies, result %s, last comment %q", second.Game.Ply(), second.Result, second.Comment(101))
	}
	if study.Game.Start().MoveNumber() != 20 || study.Game.Ply() != 8 || study.Result != game.WhiteWin {
		t.Errorf("game 3: from move %d, %d plies, result %s", study.Game.Start().MoveNumber(), study.Game.Ply(), study.Result)
	}
	text := roundTrip(t, recs)
	_, again, err := ParseWith(text, Options{})
	if err != nil || len(again) != 1 || again[0].Game != 2 {
		t.Errorf("reading the written file again: %v, warnings\n%s", err, describeWarnings(again))
	}
	if _, _, err := ParseWith(string(data), Options{Strict: true}); err == nil ||
		!strings.Contains(err.Error(), "line 10, column 12: tag Source: bad escape") {
		t.Errorf("strict read: %v", err)
	}
}

func TestPDNWriteAnnotationErrors(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	if _, err := g.PlayText("d2-c3"); err != nil {
		t.Fatal(err)
	}
	elsewhere := game.NewGame(game.DefaultRules(), g.Position())
	if _, err := elsewhere.PlayText("b4xd2"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		a    Annotation
		msg  string
	}{
		{"mark", Annotation{Mark: "!!!"}, `move 1: bad move mark "!!!"`},
		{"NAG", Annotation{NAGs: []int{256}}, "move 1: NAG 256 out of range"},
		{"no game", Annotation{Variations: []*Variation{{}}}, "variation 1 of move 1 has no game"},
		{"start", Annotation{Variations: []*Variation{{Game: elsewhere}}}, "variation 1 of move 1 starts at"},
		{"comment", Annotation{Variations: []*Variation{{Game: game.NewGame(game.DefaultRules(), game.StartPosition()), Comments: []string{"}"}}}},
			"comment after move 0 in variation 1 of move 1 contains '}'"},
	} {
		rec := &Record{Game: g}
		rec.SetAnnotation(1, c.a)
		if _, err := Format(rec); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.msg)
		}
	}
}
