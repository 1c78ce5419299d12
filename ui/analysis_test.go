package ui

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// TestAnalysisShowsLine: A turns the analysis on; the panel shows the
// evaluation and a best line of legal moves for the position shown, in
// play and in replay, following it; A turns it off.
func TestAnalysisShowsLine(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	m.think.analysisLimits = ai.Limits{Depth: 4}
	typeMove(t, m, "d2", "c3")
	keys(t, m, "A")
	checkLine := func(step string) {
		t.Helper()
		a := m.analysis
		if !a.on || a.s != nil || !a.hasInfo || a.info.Depth != 4 || a.pos != m.shownPosition() || len(a.info.PV) == 0 {
			t.Fatalf("%s: analysis %+v", step, a)
		}
		g := m.shownGame()
		for _, mv := range a.info.PV { // the line is legal from the position shown
			if err := g.Play(mv); err != nil {
				t.Fatalf("%s: best line %v: %v", step, a.info.PV, err)
			}
		}
		v := view(m)
		if !strings.Contains(v, "analysis · depth 4 · White ") || !strings.Contains(v, "best "+a.info.PV[0].String()) {
			t.Fatalf("%s: not shown:\n%s", step, v)
		}
	}
	checkLine("on")
	typeMove(t, m, "b4", "d2")
	checkLine("after a move")
	keys(t, m, "v", "home")
	keys(t, m, "g")
	checkLine("replay at the start")
	if m.analysis.pos != game.StartPosition() {
		t.Fatal("the analysis did not follow the replay")
	}
	keys(t, m, "A")
	if m.analysis.on || strings.Contains(view(m), "analysis ·") {
		t.Fatal("A does not turn the analysis off")
	}
}

// TestAnalysisCancelled: when the position shown changes, the running
// analysis search is cancelled at once (it would otherwise run for an
// hour) and a new one starts for the new position.
func TestAnalysisCancelled(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	m.think.analysisLimits = ai.Limits{MoveTime: time.Hour}
	m.Update(keypress.Key("A")) // the Cmds are not run: the search goes on
	first := m.analysis.s
	if first == nil {
		t.Fatal("no analysis search started")
	}
	m.Update(keypress.Key("v")) // replay: same position, the search goes on
	if m.analysis.s != first {
		t.Fatal("the analysis restarted for the same position")
	}
	m.Update(keypress.Key("esc"))
	m.Update(keypress.Key("d"))
	m.Update(keypress.Key("2"))
	m.Update(keypress.Key("enter"))
	m.Update(keypress.Key("c"))
	m.Update(keypress.Key("3"))
	m.Update(keypress.Key("enter")) // d2-c3 played: a new position
	if m.g.Ply() != 1 || m.analysis.s == first || m.analysis.s == nil || m.analysis.pos != m.g.Position() {
		t.Fatalf("ply %d: the analysis did not move on", m.g.Ply())
	}
	finished(t, first) // within callCmd's deadline: cancelled, not an hour
	second := m.analysis.s
	m.Update(keypress.Key("A"))
	finished(t, second)
	if m.analysis.on {
		t.Fatal("A does not turn the analysis off")
	}
}

// finished waits for search s to end, skipping its progress reports.
func finished(t *testing.T, s *search) {
	t.Helper()
	for {
		switch msg := callCmd(t, s.wait()).(type) {
		case thinkDoneMsg:
			if msg.id != s.id {
				t.Fatalf("result of search %d, want %d", msg.id, s.id)
			}
			return
		case thinkInfoMsg:
		default:
			t.Fatalf("unexpected %#v", msg)
		}
	}
}

// TestAnalysisOnline: no analysis while an online game is in progress.
func TestAnalysisOnline(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote, Color: game.White}, 120, 40)
	keys(t, m, "A")
	if m.analysis.on || !strings.Contains(m.status, "online") {
		t.Fatalf("analysis in an online game: %q", m.status)
	}
}
