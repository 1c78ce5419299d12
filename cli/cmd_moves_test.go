package cli

import (
	"regexp"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// TestEmptySideRefused: a position where a side has no piece is no start:
// every command that reads one refuses it in the far-rank error's words,
// naming the flag (the engine's position fen as its other errors).
func TestEmptySideRefused(t *testing.T) {
	t.Parallel()
	const want = `--position: "5/5/5/5/5 w": white has no piece (a game starts with a piece of each side)`
	for _, cmd := range []string{"moves", "perft"} {
		code, out, errOut := runFetaix(cmd, "--depth", "1", "--position", "5/5/5/5/5 w")
		if cmd == "moves" {
			code, out, errOut = runFetaix(cmd, "--position", "5/5/5/5/5 w")
		}
		if code != 2 || out != "" || errOut != "fetaix "+cmd+": "+want+"\n" {
			t.Errorf("%s: exit %d, %q, %q", cmd, code, out, errOut)
		}
	}
	if code, out, _ := runFetaix("moves", "--position", "5/5/5/2b2/2w2 w"); code != 0 || out == "" {
		t.Errorf("moves of a start with a piece each: exit %d, %q", code, out)
	}
	var out strings.Builder
	if code := run([]string{"engine", "--no-tables"}, strings.NewReader("position fen 5/5/2b2/5/5 w\nquit\n"), &out, &out); code != 0 ||
		!strings.Contains(out.String(), `info string error: position "5/5/2b2/5/5 w": white has no piece`) {
		t.Errorf("engine position fen of a board without white: exit %d, %q", code, out.String())
	}
}

// TestPerftNeedsDepth: perft without --depth says that it is required.
func TestPerftNeedsDepth(t *testing.T) {
	t.Parallel()
	if code, _, errOut := runFetaix("perft"); code != 2 || errOut != "fetaix perft: --depth is required (--depth N, 1..40)\n" {
		t.Errorf("perft: exit %d, %q", code, errOut)
	}
}

// TestRulesTagAsRulesFlag: the Rules tag a saved game carries, pasted into
// --rules, gives the rules the game was played under (the moves listed
// are those of its canonical rule text).
func TestRulesTagAsRulesFlag(t *testing.T) {
	t.Parallel()
	const pos = "5/5/1b3/b1b2/wB3 w" // majority and backward captures change the moves
	for _, text := range []string{"", "majority", "men-capture-backward,removal=end", "men-capture-backward,majority,promotion=stop"} {
		r, err := game.ParseRules(text)
		if err != nil {
			t.Fatal(err)
		}
		pdn, err := pdn.Format(pdn.NewRecord(game.NewGame(r, game.StartPosition())))
		if err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`\[Rules "([^"]*)"\]`).FindStringSubmatch(pdn)
		if m == nil {
			t.Fatalf("no Rules tag in %q", pdn)
		}
		code, out, errOut := runFetaix("moves", "--position", pos, "--rules", m[1])
		_, want, _ := runFetaix("moves", "--position", pos, "--rules", text)
		if code != 0 || out != want || errOut != "" {
			t.Errorf("moves --rules %q: exit %d, %q, %q; want %q as with --rules %q", m[1], code, out, errOut, want, text)
		}
	}
}
