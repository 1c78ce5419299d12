package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/tables"
)

// readyTables returns a cache of the default rules' 2-piece tables, built
// in a temporary directory and ready.
func readyTables(t *testing.T) *tables.Cache {
	t.Helper()
	c := tables.NewCache(t.TempDir(), 2, nil)
	if res := waitTables(t, c, game.DefaultRules()); res.Set == nil {
		t.Fatalf("tables not built: %v", res.Err)
	}
	return c
}

// waitTables waits for the cache's work for r and returns its result.
func waitTables(t *testing.T, c *tables.Cache, r game.Rules) tables.CacheResult {
	t.Helper()
	select {
	case <-c.Ready(r):
	case <-time.After(time.Minute):
		t.Fatal("the tables were not ready in a minute")
	}
	res, _ := c.Result(r)
	return res
}

func TestVerdictParts(t *testing.T) {
	for _, c := range []struct {
		v          tables.Verdict
		stm        game.Color
		noProgress int
		want       string
	}{
		{tables.Verdict{Outcome: tables.Win, Plies: 23}, game.White, 0, "table: White wins|in 23 plies"},
		{tables.Verdict{Outcome: tables.Win, Plies: 1}, game.Black, 0, "table: Black wins|in 1 ply"},
		{tables.Verdict{Outcome: tables.Loss, Plies: 4}, game.Black, 0, "table: White wins|in 4 plies"},
		{tables.Verdict{Outcome: tables.Loss, Plies: 5}, game.White, 50, "table: Black wins|5 plies to a capture or man move"},
		{tables.Verdict{Outcome: tables.Win, Plies: 1}, game.White, 50, "table: White wins|1 ply to a capture or man move"},
		{tables.Verdict{Outcome: tables.Draw}, game.White, 50, "table: draw|"},
	} {
		head, plies := verdictParts(nil, c.v, c.stm, c.noProgress)
		if got := head + "|" + plies; got != c.want {
			t.Errorf("%v for %v, no-progress %d: %q, want %q", c.v, c.stm, c.noProgress, got, c.want)
		}
	}
}

// TestPanelShowsVerdict: in a position the tables cover, the side panel
// shows their verdict, in colours and under the no-progress rule's count;
// it follows the moves, and goes when the game is over or the position
// has more pieces than the tables hold.
func TestPanelShowsVerdict(t *testing.T) {
	tb := readyTables(t)
	// Black to move loses: its man's every move is taken
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, "5/5/2b2/5/W4 b"), Tables: tb}, 120, 40)
	want := "table: White wins (1 ply to a capture or man move)"
	if v := view(m); !strings.Contains(v, want+"\n") {
		t.Fatalf("covered position: no %q in\n%s", want, v)
	}
	if m.verdictText() != want {
		t.Fatalf("verdict %q, want %q", m.verdictText(), want)
	}
	for len(m.paths) > 0 && !m.over() { // play it out: the verdict goes with the game's end
		mv := m.paths[0]
		send(t, m, keypress.Key("esc"))
		if cmd := m.apply(mv); cmd != nil {
			run(t, m, cmd)
		}
		send(t, m, keypress.Key("esc"))
	}
	if strings.Contains(view(m), "table:") {
		t.Fatalf("a verdict on a finished game:\n%s", view(m))
	}

	three := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, "5/2b2/5/1w3/W4 w"), Tables: tb}, 120, 40)
	if strings.Contains(view(three), "table:") {
		t.Fatalf("a verdict on 3 pieces from 2-piece tables:\n%s", view(three))
	}
}

// noProgressOffTables builds 2-piece tables under no-progress=0 in a
// temporary directory and returns those rules and a cache of them.
func noProgressOffTables(t *testing.T) (game.Rules, *tables.Cache) {
	t.Helper()
	r, err := game.ParseRules("no-progress=0")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := tables.Build(dir, r, tables.BuildOptions{Pieces: 2, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	tb := tables.NewCache(dir, 2, nil)
	return r, tb
}

// TestVerdictWithoutNoProgressRule: with the rule off the plies are the
// distance to the end, said plainly.
func TestVerdictWithoutNoProgressRule(t *testing.T) {
	r, tb := noProgressOffTables(t)
	waitTables(t, tb, r)
	m := newTest(t, Options{Mode: ModeHotseat, Rules: &r, Start: mustPos(t, "5/5/5/2b2/3W1 w"), Tables: tb}, 120, 40)
	want := "table: White wins in 3 plies" // with the rule on: 2 to the man's move
	if v := view(m); !strings.Contains(v, want) {
		t.Fatalf("no %q in\n%s", want, v)
	}
}

// TestVerdictNeedsTheirRules: tables of other rules give no verdict (and
// none for an online game in progress).
func TestVerdictNeedsTheirRules(t *testing.T) {
	tb := readyTables(t)
	r, err := game.ParseRules("majority")
	if err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeHotseat, Rules: &r, Start: mustPos(t, "5/5/2b2/5/W4 b"), Tables: tb}, 120, 40)
	waitTables(t, tb, r)
	send(t, m, keypress.Key("esc"))
	if strings.Contains(view(m), "table:") {
		t.Fatalf("a verdict under other rules:\n%s", view(m))
	}
	g := game.NewGame(game.DefaultRules(), *mustPos(t, "5/5/2b2/5/W4 b"))
	online := newTest(t, Options{Mode: ModeRemote, Color: game.White, Game: g, Tables: tb}, 120, 40)
	if strings.Contains(view(online), "table:") {
		t.Fatalf("a verdict during an online game:\n%s", view(online))
	}
}

// TestVerdictWhenTablesArrive: a model that started before its tables were
// ready shows their verdict once they are, without any key pressed.
func TestVerdictWhenTablesArrive(t *testing.T) {
	tb := tables.NewCache(t.TempDir(), 2, nil) // nothing built yet
	m := New(Options{Mode: ModeHotseat, Start: mustPos(t, "5/5/5/2b2/3W1 w"), Tables: tb})
	m.noTicks = true
	cmd := m.Init() // starts the build, which takes a while
	if m.verdict.waiting == "" || m.verdictText() != "" {
		t.Fatalf("before the tables: waiting %q, verdict %q", m.verdict.waiting, m.verdictText())
	}
	run(t, m, cmd) // as the runtime would: the wait ends when they are built
	if got := m.verdictText(); got != "table: White wins (2 plies to a capture or man move)" {
		t.Fatalf("after the tables came: verdict %q", got)
	}
}

// TestHintIsTheTablesMove: a hint in a covered position is the tables'
// move, and says their verdict.
func TestHintIsTheTablesMove(t *testing.T) {
	tb := readyTables(t)
	start := mustPos(t, "5/5/5/2b2/3W1 w")
	m := newTest(t, Options{Mode: ModeAI, Color: game.White, Start: start, Tables: tb}, 120, 40)
	keys(t, m, "t")
	want, _, ok, err := tb.Tables(game.DefaultRules()).BestMove(*start)
	if err != nil || !ok {
		t.Fatalf("tables' move: %v", err)
	}
	if !m.hasHint || m.hint != want {
		t.Fatalf("hint %v (%v), want the tables' %v", m.hint, m.hasHint, want)
	}
	if !strings.Contains(m.status, "hint: "+want.String()) || !strings.Contains(m.status, "table: White wins (2 plies") {
		t.Fatalf("status %q", m.status)
	}
}

// TestAnalysisShowsVerdict: the analysis of a covered position shows the
// tables' verdict instead of the engine's score, and their move.
func TestAnalysisShowsVerdict(t *testing.T) {
	tb := readyTables(t)
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, "5/5/5/2b2/3W1 w"), Tables: tb}, 120, 40)
	keys(t, m, "A")
	v := view(m)
	if !strings.Contains(v, "analysis\n") || !strings.Contains(v, "table: White wins (2 plies to a capture or man move)\n") ||
		!strings.Contains(v, "best ") {
		t.Fatalf("analysis of a covered position:\n%s", v)
	}
	if strings.Count(v, "table: ") != 1 {
		t.Fatalf("the verdict shown twice:\n%s", v)
	}
	if got := m.analysisText(); !strings.HasPrefix(got, "table: White wins (2 plies to a capture or man move) · best ") {
		t.Fatalf("analysis on one line: %q", got)
	}
}

// TestPlayOnWhenTablesFail: tables that cannot be built leave the game as
// it is: the computer plays, nothing is shown.
func TestPlayOnWhenTablesFail(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tb := tables.NewCache(filepath.Join(file, "tables"), 2, nil)
	if res := waitTables(t, tb, game.DefaultRules()); res.Err == nil {
		t.Fatal("tables built where no directory can be made")
	}
	m := newTest(t, Options{Mode: ModeAI, Color: game.Black, Level: 1, Start: mustPos(t, "5/5/5/2b2/3W1 w"), Tables: tb}, 120, 40)
	if m.g.Ply() != 1 {
		t.Fatalf("the computer did not move: ply %d", m.g.Ply())
	}
	if strings.Contains(view(m), "table:") {
		t.Fatalf("a verdict without tables:\n%s", view(m))
	}
}

// A forced result the search got from the tables under the no-progress
// rule is shown without its plies (they count to the next capture or man
// move); with the rule off, or found by the search alone, with them.
func TestTableScoreWording(t *testing.T) {
	noRule := game.DefaultRules()
	noRule.NoProgress = 0
	for _, c := range []struct {
		rules *game.Rules
		info  ai.Info
		side  game.Color
		want  string
	}{
		{nil, ai.Info{Mate: 5, TBHits: 2, TableMate: true}, game.White, "White wins"},
		{nil, ai.Info{Mate: -6, TBHits: 2, TableMate: true}, game.White, "Black wins"},
		{nil, ai.Info{Mate: 3, TBHits: 2}, game.White, "White wins in 3"}, // the PV shows the end
		{nil, ai.Info{Mate: 5}, game.Black, "Black wins in 5"},
		{&noRule, ai.Info{Mate: 5, TBHits: 2, TableMate: true}, game.White, "White wins in 5"},
		{&noRule, ai.Info{Mate: -3, TBHits: 2, TableMate: true}, game.White, "Black wins in 3"},
	} {
		m := newTest(t, Options{Rules: c.rules}, 100, 34)
		if got := m.scoreText(c.info, c.side); got != c.want {
			t.Errorf("rules %v, %+v for %s: %q, want %q", c.rules, c.info, c.side, got, c.want)
		}
	}
}

// TestVerdictReadsTablesOffTheUpdateLoop: a class not yet in memory is
// not read by Update (its file may take a tenth of a second to decode):
// a command reads it, and the verdict shows once it is in.
func TestVerdictReadsTablesOffTheUpdateLoop(t *testing.T) {
	r, tb := noProgressOffTables(t)
	set := waitTables(t, tb, r).Set
	p := *mustPos(t, "5/5/5/2b2/3W1 w")
	if set.InMemory(p) {
		t.Fatal("a class in memory before any probe")
	}
	m := New(Options{Mode: ModeHotseat, Rules: &r, Start: &p, Tables: tb})
	m.noTicks = true
	_, cmd := m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	if set.InMemory(p) {
		t.Fatal("Update read the class's file")
	}
	run(t, m, cmd)
	if !set.InMemory(p) || !strings.Contains(view(m), "table: White wins in 3 plies") {
		t.Fatalf("in memory %v, screen:\n%s", set.InMemory(p), view(m))
	}
}
