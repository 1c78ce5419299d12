package uci

import (
	"bufio"
	"context"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// lastInfo returns the depth of the last "info depth" line of out, and
// its bestmove.
func lastInfo(out string) (depth int, best string) {
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "info depth ") {
			if d, err := strconv.Atoi(strings.Fields(l)[2]); err == nil {
				depth = d
			}
		}
		if strings.HasPrefix(l, "bestmove ") {
			best = strings.TrimPrefix(l, "bestmove ")
		}
	}
	return depth, best
}

// TestEndOfInputLetsSearchFinish: commands sent back to back, the input
// ending after go (as `printf ... | fetaix engine` does), search as far as
// their limit says and answer the move a search of that limit finds: the
// end of the input is no stop. The first sequence runs 20 times.
func TestEndOfInputLetsSearchFinish(t *testing.T) {
	for _, tc := range []struct {
		position string
		moves    []string
		lim      ai.Limits
		goCmd    string
		runs     int
	}{
		{"startpos", nil, ai.Limits{Depth: 8}, "go depth 8", 20},
		{"startpos", nil, ai.Limits{Nodes: 100000}, "go nodes 100000", 3},
		{"startpos moves c2-c3 c4xc2", []string{"c2-c3", "c4xc2"}, ai.Limits{Depth: 8}, "go depth 8", 3},
	} {
		g := game.NewGame(game.DefaultRules(), game.StartPosition())
		for _, m := range tc.moves {
			if _, err := g.PlayText(m); err != nil {
				t.Fatal(err)
			}
		}
		want := ai.New(DefaultHash).Search(context.Background(), g, tc.lim, nil)
		for i := range tc.runs {
			var out strings.Builder
			s := NewSession("Fetaix test", &out, DefaultHash)
			in := "isready\nposition " + tc.position + "\n" + tc.goCmd + "\n"
			if i > 0 {
				in = in[len("isready\n"):] // the book is read once per process
			}
			if err := s.Serve(strings.NewReader(in)); err != nil {
				t.Fatal(err)
			}
			depth, best := lastInfo(out.String())
			if depth != want.Depth || best != want.Move.String() {
				t.Fatalf("%q, %q, run %d: depth %d, bestmove %s; a search of the same limit: depth %d, %s\n%s",
					tc.position, tc.goCmd, i+1, depth, best, want.Depth, want.Move, &out)
			}
		}
	}
}

// TestEndOfInputKeepsInfiniteSearch: go infinite, then the end of the
// input: the search goes on deepening until it is stopped.
func TestEndOfInputKeepsInfiniteSearch(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := NewSession("Fetaix test", outW, DefaultHash)
	served := make(chan error, 1)
	go func() {
		served <- s.Serve(inR)
		outW.Close()
	}()
	go func() {
		// a failed write shows below as no info line
		_, _ = io.WriteString(inW, "position startpos\ngo infinite\n")
		inW.Close()
	}()
	sc := bufio.NewScanner(outR)
	deep := false
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("the end of the input ended go infinite: %q", l)
		}
		if strings.HasPrefix(l, "info depth 6 ") {
			deep = true
			break
		}
	}
	if !deep {
		t.Fatal("no info depth 6 line")
	}
	go func() { _, _ = io.Copy(io.Discard, outR) }() // drained until the session's output closes
	s.Stop()
	select {
	case err := <-served:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return after Stop")
	}
}

// TestGoWords: an unknown word of a go command is named as such, wherever
// it stands; a known limit without its value says it needs one.
func TestGoWords(t *testing.T) {
	for _, tc := range []struct{ words, want string }{
		{"foo", `go: unknown limit "foo" (known: ` + goLimits + ")"},
		{"depth 3 foo", `go: unknown limit "foo"`},
		{"foo 3", `go: unknown limit "foo"`},
		{"depth", "go: depth needs a value (go depth N)"},
	} {
		_, _, err := parseGo(strings.Fields(tc.words))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("go %s: %v, want %s", tc.words, err, tc.want)
		}
	}
}
