package plain

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// lineReader gives the lines a game writes, one at a time, with a
// deadline on each.
type lineReader struct {
	t     *testing.T
	lines chan string
}

func newLineReader(t *testing.T, r io.Reader) *lineReader {
	lr := &lineReader{t: t, lines: make(chan string, 64)}
	go func() {
		defer close(lr.lines)
		var b strings.Builder
		buf := make([]byte, 1)
		for {
			if _, err := r.Read(buf); err != nil {
				return
			}
			if buf[0] == '\n' {
				lr.lines <- b.String()
				b.Reset()
				continue
			}
			b.WriteByte(buf[0])
		}
	}()
	return lr
}

func (lr *lineReader) next() string {
	lr.t.Helper()
	select {
	case l, ok := <-lr.lines:
		if !ok {
			lr.t.Fatal("the output ended")
		}
		return l
	case <-time.After(30 * time.Second):
		lr.t.Fatal("no line for 30 s")
	}
	return ""
}

func (lr *lineReader) want(want string) {
	lr.t.Helper()
	if got := lr.next(); got != want {
		lr.t.Fatalf("line %q, want %q", got, want)
	}
}

// TestEngineGameWholeGame plays a whole game against the computer at
// level 1, the player playing the first legal move each turn, and checks
// every line written against the test's own copy of the game.
func TestEngineGameWholeGame(t *testing.T) {
	pr, pw := io.Pipe()
	out := NewOut(pw, false)
	lines := make(chan Line)
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	ended := make(chan error, 1)
	cfg := EngineGame{Level: 1, Rules: game.DefaultRules(), Start: game.StartPosition(), Human: game.White, Seed: 7}
	var told *game.Game
	cfg.Over = func(g *game.Game) { told = g.Clone() }
	go func() { ended <- cfg.Play(ctx, lines, out); _ = pw.Close() }()
	lr := newLineReader(t, pr)
	lr.want("New game: you play White, the computer plays Black at level 1 (beginner). Type help for the commands.")
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	lr.want(ToMoveLine(g.Position(), g.Rules()) + " " + english.t(txtYourMove))
	for {
		if res, _ := g.Result(); res != game.Ongoing {
			break
		}
		p := g.Position()
		if p.SideToMove() == game.White {
			m := g.LegalMoves()[0]
			lines <- Line{Text: m.String()}
			lr.want(MoveLine(p, m))
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		} else {
			l := lr.next()
			text, ok := strings.CutPrefix(l, "Black plays ")
			if !ok {
				t.Fatalf("line %q, want the computer's move", l)
			}
			mv, _, _ := strings.Cut(text, ".")
			m, err := game.ParseMove(p, g.Rules(), mv)
			if err != nil {
				t.Fatalf("the computer's move %q: %v", l, err)
			}
			if want := MoveLine(p, m); l != want {
				t.Fatalf("line %q, want %q", l, want)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if res, _ := g.Result(); res != game.Ongoing {
			lr.want(ResultLine(res, WhyOver(g)))
			lr.want(english.t(txtGameEnded))
			break
		}
		want := ToMoveLine(g.Position(), g.Rules())
		if g.Position().SideToMove() == game.White {
			want += " " + english.t(txtYourMove)
		}
		lr.want(want)
	}
	lines <- Line{Text: "c2-c3"}
	lr.want(english.t(txtOver))
	lines <- Line{Text: "moves"}
	lr.want(english.t(txtOver))
	lines <- Line{Text: "board"}
	for _, want := range BoardLines(g.Position(), g.Rules())[:6] {
		lr.want(want)
	}
	lines <- Line{Text: "hint"}
	lr.want(english.t(txtOver))
	lines <- Line{Text: "quit"}
	lr.want(english.t(txtBye))
	if err := <-ended; err != nil {
		t.Fatal(err)
	}
	if told == nil || told.Ply() != g.Ply() {
		t.Fatalf("Over told of %v, want the game of %d plies", told, g.Ply())
	}
}

// TestEngineGameErrors checks the one-line errors: an illegal move, a
// move that is not one, an unknown command, a bad rank, a line too long.
func TestEngineGameErrors(t *testing.T) {
	pr, pw := io.Pipe()
	out := NewOut(pw, false)
	lines := make(chan Line)
	ended := make(chan error, 1)
	cfg := EngineGame{Level: 1, Rules: game.DefaultRules(), Start: game.StartPosition(), Human: game.White}
	go func() { ended <- cfg.Play(t.Context(), lines, out); _ = pw.Close() }()
	lr := newLineReader(t, pr)
	lr.next()
	lr.next()
	legal := "b2-c3, c2-c3, d2-c3 and d3-c3"
	for _, c := range []struct{ in, want string }{
		{"c2-c4", "c2-c4 is not legal. Legal moves: " + legal + "."},
		{"a1-a2", "a1-a2 is not legal. Legal moves: " + legal + "."},
		{"c2-", "c2- is not a move: write c2-c3 for a step, a1xc3xe5 for captures. Legal moves: " + legal + "."},
		{"jump", `Unknown command "jump". Type a move such as c2-c3, or help for the commands.`},
		{"rank 7", `There is no rank "7": ranks are 1 to 5.`},
		{"file z", `There is no file "z": files are a to e.`},
		{"pieces", "Usage: pieces white, or pieces black."},
		{"pieces red", `Say pieces white or pieces black, not "red".`},
		{"", english.t(txtEmptyLine)},
		{"Moves", "White has 4 legal moves: " + legal + "."},
	} {
		lines <- Line{Text: c.in}
		lr.want(c.want)
	}
	lines <- Line{TooLong: true}
	lr.want("That line is too long: at most 256 characters. Type help for the commands.")
	lines <- Line{Text: "hint"}
	h, ok := strings.CutPrefix(lr.next(), "Hint: ")
	if _, err := game.ParseMove(game.StartPosition(), game.DefaultRules(), strings.TrimSuffix(h, ".")); !ok || err != nil {
		t.Fatalf("hint %q: %v", h, err)
	}
	close(lines)
	if err := <-ended; err != nil {
		t.Fatal(err)
	}
}

// TestReadLines checks the bound of a line and a terminal's editing.
func TestReadLines(t *testing.T) {
	read := func(in string, echo *Out) []Line {
		lines := make(chan Line, 16)
		ReadLines(strings.NewReader(in), echo, lines, make(chan struct{}))
		var got []Line
		for l := range lines {
			got = append(got, l)
		}
		return got
	}
	long := strings.Repeat("a", MaxLine+1)
	got := read("board\r\n"+long+"\n"+strings.Repeat("b", MaxLine)+"\nlast", nil)
	if len(got) != 3 || got[0].Text != "board" || !got[1].TooLong || got[2].Text != strings.Repeat("b", MaxLine) {
		t.Fatalf("pipe lines %+v", got)
	}
	var echo strings.Builder
	got = read("c2-c4\x7f3\x1b[A\rmoves\r\x03rank 1\r", NewOut(&echo, true))
	if len(got) != 2 || got[0].Text != "c2-c3" || got[1].Text != "moves" {
		t.Fatalf("terminal lines %+v", got)
	}
	if want := "c2-c4\b \b3\r\nmoves\r\n\r\n"; echo.String() != want {
		t.Fatalf("echo %q, want %q", echo.String(), want)
	}
	var shown strings.Builder
	o := NewOut(&shown, true)
	lines := make(chan Line, 1)
	pr, pw := io.Pipe()
	go ReadLines(pr, o, lines, make(chan struct{}))
	_, _ = io.WriteString(pw, "c2-")
	waitFor := func(want string) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
			o.mu.Lock()
			got := shown.String()
			o.mu.Unlock()
			if got == want {
				return
			}
		}
		t.Fatalf("shown %q, want %q", shown.String(), want)
	}
	waitFor("c2-")
	o.Line("Black plays c4xc2.")
	waitFor("c2-\r\nBlack plays c4xc2.\r\nc2-")
	_, _ = io.WriteString(pw, "c3\r")
	if l := <-lines; l.Text != "c2-c3" {
		t.Fatalf("line %+v after an event", l)
	}
	o.Line("White plays c2-c3.")
	waitFor("c2-\r\nBlack plays c4xc2.\r\nc2-c3\r\nWhite plays c2-c3.\r\n")
	_ = pw.Close()
	got = read(long+"\r", NewOut(io.Discard, true))
	if len(got) != 1 || !got[0].TooLong {
		t.Fatalf("a long terminal line %+v", got)
	}
}

// TestPiecesAndClock checks the words of pieces and clocks.
func TestPiecesAndClock(t *testing.T) {
	p, err := game.ParsePosition("B4/5/2b2/1w3/W4 w")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ got, want string }{
		{PiecesLine(p, game.White), "White has 1 man and 1 mulla: a man on b2; a mulla on a1."},
		{PiecesLine(p, game.Black), "Black has 1 man and 1 mulla: a man on c3; a mulla on a5."},
		{ClocksLine(272*time.Second, 8500*time.Millisecond), "Clocks: White 4 minutes 32 seconds, Black 8.5 seconds."},
		{ClockText(time.Minute), "1 minute"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// TestParseMoveSaysWhatIsLegal: a step where a capture is compulsory is
// told so; a capture abbreviated to its ends is read when only one goes
// there.
func TestParseMoveSaysWhatIsLegal(t *testing.T) {
	r := game.DefaultRules()
	p := game.StartPosition().Apply(mustMove(t, game.StartPosition(), "c2-c3"))
	_, err := ParseMove(p, r, "b4-b3")
	if want := "b4-b3 is not legal: a capture is compulsory. Legal moves: c4xc2."; err == nil || err.Error() != want {
		t.Fatalf("error %v, want %q", err, want)
	}
	if m, err := ParseMove(p, r, "C4:C2"); err != nil || m.String() != "c4xc2" {
		t.Fatalf("C4:C2 read as %v, %v", m, err)
	}
	two, err := game.ParsePosition("5/3b1/5/1b3/w4 w")
	if err != nil {
		t.Fatal(err)
	}
	if m, err := ParseMove(two, r, "a1xe5"); err != nil || m.String() != "a1xc3xe5" {
		t.Fatalf("a1xe5 read as %v, %v; want a1xc3xe5", m, err)
	}
}

func mustMove(t *testing.T, p game.Position, text string) game.Move {
	t.Helper()
	m, err := game.ParseMove(p, game.DefaultRules(), text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestEngineGameQuitEndsTheSearch: quitting while the computer thinks
// ends its search, so that it gives its place at the gate back at once
// rather than at the end of the master's time.
func TestEngineGameQuitEndsTheSearch(t *testing.T) {
	start, err := game.ParsePosition("bbbbb/1bbb1/b3b/w1ww1/wwwww b")
	if err != nil {
		t.Fatal(err)
	}
	// the books read now: the first search of a process reads them,
	// whatever its context
	if err := ai.PreloadBookRules(game.DefaultRules()); err != nil {
		t.Fatal(err)
	}
	gate := ai.NewGate(1)
	lines := make(chan Line)
	ended := make(chan error, 1)
	cfg := EngineGame{Level: 6, Rules: game.DefaultRules(), Start: start, Human: game.White, Gate: gate}
	go func() { ended <- cfg.Play(t.Context(), lines, NewOut(io.Discard, false)) }()
	waitUntil := time.Now().Add(10 * time.Second)
	for gate.Stats().Running == 0 { // the computer, Black, thinks
		if time.Now().After(waitUntil) {
			t.Fatal("the computer's search never began")
		}
		time.Sleep(time.Millisecond)
	}
	lines <- Line{Text: "quit"}
	if err := <-ended; err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 500*time.Millisecond)
	defer cancel()
	release, err := gate.Acquire(ctx, nil)
	if err != nil {
		t.Fatalf("the gate's slot is still held after the quit: %v", err)
	}
	release()
}
