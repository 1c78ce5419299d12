package match

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// TestParsePlayerThreads: threads=N gives the player's engine N search
// threads, alone or among weight overrides; without it a player searches
// with one; a count outside 1..ai.MaxThreads is refused.
func TestParsePlayerThreads(t *testing.T) {
	for _, tc := range []struct {
		spec    string
		threads int
	}{
		{"movetime", 1},
		{"6", 1},
		{"movetime,threads=2", 2},
		{"depth=6,mullas=250,threads=3", 3},
	} {
		p, err := ParsePlayer(tc.spec, 50*time.Millisecond, 1, game.DefaultRules())
		if err != nil {
			t.Fatalf("%q: %v", tc.spec, err)
		}
		if got := p.Engine.Threads(); got != tc.threads {
			t.Errorf("%q: %d threads, want %d", tc.spec, got, tc.threads)
		}
		if p.Name != tc.spec && !strings.HasPrefix(p.Name, "level ") {
			t.Errorf("%q: named %q", tc.spec, p.Name)
		}
	}
	if p, _ := ParsePlayer("movetime,threads=2", 50*time.Millisecond, 1, game.DefaultRules()); p.Limits.MoveTime != 50*time.Millisecond {
		t.Errorf("movetime,threads=2: limits %+v", p.Limits)
	}
	for _, bad := range []string{"movetime,threads=0", "movetime,threads=" + strconv.Itoa(ai.MaxThreads+1), "movetime,threads=two", "movetime,threads"} {
		if _, err := ParsePlayer(bad, 50*time.Millisecond, 1, game.DefaultRules()); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestParsePlayerBookMargin: bookmargin=N sets the player's book margin
// (ai.Engine.SetBookMargin), alone or among other items; without it the
// player has the default; a value that is not an integer is refused.
func TestParsePlayerBookMargin(t *testing.T) {
	for spec, want := range map[string]int{"6": ai.DefaultBookMargin, "6,bookmargin=1000000": 1000000, "6,threads=2,bookmargin=50,mullas=250": 50} {
		p, err := ParsePlayer(spec, 50*time.Millisecond, 1, game.DefaultRules())
		if err != nil {
			t.Fatalf("%q: %v", spec, err)
		}
		if got := p.Engine.BookMargin(); got != want {
			t.Errorf("%q: book margin %d, want %d", spec, got, want)
		}
	}
	for _, bad := range []string{"6,bookmargin=", "6,bookmargin=many", "6,bookmargin"} {
		if _, err := ParsePlayer(bad, 50*time.Millisecond, 1, game.DefaultRules()); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestParsePlayerTables: tables=DIR gives the player's engine the tables
// under DIR, among other items; a directory without tables is an error
// that says so.
func TestParsePlayerTables(t *testing.T) {
	dir := t.TempDir()
	if _, err := tables.Build(dir, game.DefaultRules(), tables.BuildOptions{Pieces: 2, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	p, err := ParsePlayer("depth=4,tables="+dir+",threads=2", time.Second, 1, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	pos, err := game.ParsePosition("5/5/2W2/b4/5 w")
	if err != nil {
		t.Fatal(err)
	}
	if r := p.Engine.Search(context.Background(), game.NewGame(game.DefaultRules(), pos), p.Limits, nil); r.TBHits == 0 || r.Mate <= 0 {
		t.Errorf("with tables: %+v", r.Info)
	}
	if _, err := ParsePlayer("movetime,tables="+t.TempDir(), time.Second, 1, game.DefaultRules()); err == nil || !strings.Contains(err.Error(), "tables") {
		t.Errorf("empty tables dir: error %v", err)
	}
}

// TestDefaultTables: DefaultTables gives the match's tables to a built-in
// player that named none, and not to one that named its own (tables=DIR)
// nor to an external engine.
func TestDefaultTables(t *testing.T) {
	dir := t.TempDir()
	set, err := tables.Build(dir, game.DefaultRules(), tables.BuildOptions{Pieces: 2, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	pos, err := game.ParsePosition("5/5/2W2/b4/5 w")
	if err != nil {
		t.Fatal(err)
	}
	probes := func(p *Player) bool {
		r := p.Engine.Search(context.Background(), game.NewGame(game.DefaultRules(), pos), p.Limits, nil)
		return r.TBHits > 0
	}
	plain, _ := ParsePlayer("depth=4", time.Second, 1, game.DefaultRules())
	if probes(plain) {
		t.Fatal("a player without tables probes")
	}
	plain.DefaultTables(set)
	if !probes(plain) {
		t.Error("DefaultTables gave the player no tables")
	}
	own, err := ParsePlayer("depth=4,tables="+dir, time.Second, 1, game.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	own.DefaultTables(nil)
	if !probes(own) {
		t.Error("DefaultTables took away the player's own tables")
	}
	(&Player{External: &External{}}).DefaultTables(set) // no engine of ours to give them to
}
