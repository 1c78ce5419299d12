package match

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/testkit/proctest"
)

// fakeSpec is the player spec of this test binary as the fake engine in
// mode (see fakeEngineEnv), with the extra items.
func fakeSpec(t *testing.T, mode, extra string) string {
	t.Setenv(fakeEngineEnv, mode)
	return "engine=" + os.Args[0] + extra
}

// externalMatch plays a conversion match of two games from one start
// between A, a depth-1 search, and B, the fake engine in mode at 50 ms a
// move with the given margin, and returns its games and records, checking
// that no engine process is left.
func externalMatch(t *testing.T, mode string, margin time.Duration) ([]Game, []*pdn.Record) {
	t.Helper()
	starts, err := ReadStarts(strings.NewReader("w bbbbb/1b3/w4/www1b/ww1w1 w 0 10\n"))
	if err != nil {
		t.Fatal(err)
	}
	a, err := ParsePlayer("depth=1", 50*time.Millisecond, 1, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParsePlayer(fakeSpec(t, mode, ",margin="+margin.String()), 50*time.Millisecond, 1, game.DefaultRules())
	if err != nil {
		t.Fatalf("%s: %v", mode, err)
	}
	var games []Game
	_, records, err := Run(context.Background(), Config{A: a, B: b, Games: 2, Rules: game.DefaultRules(), Starts: starts, MaxPlies: 30},
		func(g Game) { games = append(games, g) })
	b.Close()
	if err != nil {
		t.Fatalf("%s: %v", mode, err)
	}
	proctest.NoChildren(t)
	return games, records
}

// TestExternalFaultsLose: an external engine that crashes, hangs, plays
// an illegal move or answers after its move time and margin loses the
// game, in either colour; the game says who forfeited and why, in the
// match's line (Why) and in its record (the Termination tag and a
// comment after the last move); a crashed or hung engine is started
// again for the next game, and no process is left at the end.
func TestExternalFaultsLose(t *testing.T) {
	for _, tc := range []struct{ mode, why string }{
		{"crash", "crashed: exit status 3 (its last error output: \"fake engine: boom\")"},
		{"hang", "hung: no bestmove within 100 ms (move time 50 ms + margin 50 ms), nor 1s after stop"},
		{"illegal", "illegal move \"a1-a5\""},
		{"slow", "over time: bestmove "},
		{"flood", "hung: no bestmove within 100 ms"},
	} {
		games, records := externalMatch(t, tc.mode, 50*time.Millisecond)
		for i, g := range games {
			bSide := g.A.Other()
			want := bSide.String() + " (Fake " + tc.mode + ") forfeits: " + tc.why
			if g.Result != game.WinFor(g.A) || !strings.HasPrefix(g.Why, want) {
				t.Errorf("%s, game %d: %s (%s), want A's win, %s…", tc.mode, i+1, g.Result, g.Why, want)
			}
			rec := records[i]
			if r, why := rec.FinalResult(); r != g.Result || why != g.Why || rec.Comment(g.Game.Ply()) != g.Why {
				t.Errorf("%s, game %d: record %s (%q), comment %q; want %s (%q)", tc.mode, i+1, r, why, rec.Comment(g.Game.Ply()), g.Result, g.Why)
			}
		}
	}
}

// TestExternalPlays: fetaix's own engine as an external one plays whole
// conversion games without a fault, its moves in the record. Its margin
// is wide: what is tested is the play, not the clock, which a loaded
// machine can make a 50 ms margin miss.
func TestExternalPlays(t *testing.T) {
	games, _ := externalMatch(t, "play", 10*time.Second)
	for i, g := range games {
		if strings.Contains(g.Why, "forfeits") || g.Game.Ply() < 2 {
			t.Errorf("game %d: %s (%s) after %d plies", i+1, g.Result, g.Why, g.Game.Ply())
		}
	}
}

// TestExternalStartFails: an engine that does not answer uci in time, is
// given an option it does not offer, or reports an error while readied
// is refused with an error saying so, and its process does not outlive
// the refusal; so is a program that does not exist, and rules other than
// the default for an engine without a Rules option.
func TestExternalStartFails(t *testing.T) {
	for _, tc := range []struct{ mode, extra, want string }{
		{"nouciok", ",timeout=1s", "no uciok within 1s"},
		{"play", ",Bogus=1", "option \"Bogus\": the engine does not offer it (it offers hash, ownbook, rules, tables, threads)"},
		{"badopt", ",Threads=1", "the engine reports an error: setoption: unknown option"},
		{"play", ",margin=soon", "margin: want a positive duration"},
	} {
		p, err := ParsePlayer(fakeSpec(t, tc.mode, tc.extra), 50*time.Millisecond, 1, game.DefaultRules())
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s%s: %v, want an error with %q", tc.mode, tc.extra, err, tc.want)
		}
		p.Close()
		proctest.NoChildren(t)
	}
	if _, err := ParsePlayer("engine="+filepath.Join(t.TempDir(), "none"), time.Second, 1, game.DefaultRules()); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("a missing program: %v", err)
	}
	other, err := game.ParseRules("majority")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParsePlayer(fakeSpec(t, "norules", ""), time.Second, 1, other); err == nil || !strings.Contains(err.Error(), "the engine offers no Rules option, and the match's rules are") {
		t.Errorf("other rules, no Rules option: %v", err)
	}
	proctest.NoChildren(t)
	p, err := ParsePlayer(fakeSpec(t, "play", ""), time.Second, 1, other)
	if err != nil {
		t.Errorf("other rules, a Rules option: %v", err)
	}
	p.Close()
	proctest.NoChildren(t)
}

// TestExternalClose: Close ends an engine that ignores quit and its
// input's end (a kill), and waits for it: its process is gone.
func TestExternalClose(t *testing.T) {
	p, err := ParsePlayer(fakeSpec(t, "hang", ""), 50*time.Millisecond, 1, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	pid := p.External.proc.cmd.Process.Pid
	p.Close()
	p.Close() // twice is harmless
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("process %d after Close: %v, want it gone (ESRCH)", pid, err)
	}
	proctest.NoChildren(t)
}
