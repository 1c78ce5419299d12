package ui

import (
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
)

// analysis is the engine's evaluation and best line for the position
// shown (in play or in replay), on demand: a key turns it on and off.
// While on, it follows the position shown: when that changes, the running
// search is cancelled and a new one starts (syncAnalysis, after every
// message). It runs on its own engine, like the computer's thinking.
type analysis struct {
	on      bool
	started bool          // a search was started for pos/ply
	s       *search       // the running search; nil when finished
	pos     game.Position // the position analysed
	ply     int
	info    ai.Info
	hasInfo bool
}

// analysisAllowed reports whether the engine may analyse now: not during
// an online game (only once it has ended: ended).
func (m *Model) analysisAllowed() bool { return m.mode != ModeRemote || m.ended() }

// toggleAnalysis turns the analysis on or off.
func (m *Model) toggleAnalysis() {
	if m.analysis.on {
		m.stopAnalysis()
		m.setStatus(statusInfo, "%s", m.tr(txtAnOff))
		return
	}
	if !m.analysisAllowed() {
		m.setStatus(statusWarn, "%s", m.tr(txtAnOnline))
		return
	}
	m.analysis.on = true
	m.setStatus(statusInfo, "%s", m.tr(txtAnOn))
}

// stopAnalysis cancels the analysis and turns it off.
func (m *Model) stopAnalysis() {
	if m.analysis.s != nil {
		m.analysis.s.cancel()
	}
	m.analysis = analysis{}
}

// shownPosition is the position on the board: the replay's or the game's.
func (m *Model) shownPosition() game.Position {
	if m.replay != nil {
		return m.replay.Position()
	}
	return m.g.Position()
}

// shownPly is the number of moves played in the position shown.
func (m *Model) shownPly() int {
	if m.replay != nil {
		return m.replay.Index()
	}
	return m.g.Ply()
}

// shownGame is the game up to the position shown (its history counts for
// repetitions).
func (m *Model) shownGame() *game.Game {
	if m.replay != nil {
		return m.replay.PlayFromHere()
	}
	return m.g.Clone()
}

// syncAnalysis starts the analysis of the position shown when it is on and
// that position is not the one analysed (cancelling the old search).
func (m *Model) syncAnalysis() tea.Cmd {
	a := &m.analysis
	if !a.on {
		return nil
	}
	if !m.analysisAllowed() {
		m.stopAnalysis()
		return nil
	}
	p, ply := m.shownPosition(), m.shownPly()
	if a.started && p == a.pos && ply == a.ply {
		return nil
	}
	if a.s != nil {
		a.s.cancel()
	}
	*a = analysis{on: true, started: true, pos: p, ply: ply}
	g := m.shownGame()
	if len(g.LegalMoves()) == 0 {
		return nil // nothing to analyse: analysisLines says so
	}
	var wait tea.Cmd
	a.s, wait = m.think.start(searchAnalysis, g, m.level, m.opts.hashMiB)
	if m.think.move != nil || m.think.ask != nil {
		return wait // the spinner already ticks
	}
	return tea.Batch(wait, m.tick())
}

// analysisDone takes the final result of the analysis search.
func (m *Model) analysisDone(d thinkDoneMsg) {
	m.analysis.s = nil
	if d.res.Ok && d.res.Depth > 0 {
		m.analysis.info, m.analysis.hasInfo = d.res.Info, true
	}
}

// analysisText is the analysis in one line: "depth 9 · White +0.35 ·
// best d2-c3 b4xd2 …", or in a position the tables cover "table: White
// wins in 5 plies · best c3-e5".
func (m *Model) analysisText() string {
	a := &m.analysis
	switch {
	case !a.hasInfo && a.s == nil:
		return m.tr(txtAnNoMoves)
	case a.s != nil && a.s.queued.waiting:
		return waitText(m.opts.Lang, a.s.queued.ahead)
	case !a.hasInfo:
		return m.tr(txtAnAnalysing)
	}
	if v := m.verdictText(); v != "" {
		return v + " · " + m.tr(txtAnBest, "Line", movesText(a.info.PV))
	}
	return m.tr(txtAnDepthScore, "Depth", a.info.Depth, "Score", m.scoreText(a.info, a.pos.SideToMove())) +
		" · " + m.tr(txtAnBest, "Line", movesText(a.info.PV))
}

// analysisLines are the panel's analysis rows (none when it is off): in
// a position the tables cover, their verdict and the best line; what does
// not fit in w wraps onto at most extra more rows.
func (m *Model) analysisLines(w, extra int) []string {
	a := &m.analysis
	if !a.on {
		return nil
	}
	t := m.th
	l := m.opts.Lang
	fit := func(s string) string { return cellwidth.Truncate(s, w, "…") }
	head := "  " + t.head.Render(l.V(txtAnHead))
	if a.s != nil {
		head = m.spin.View() + " " + t.head.Render(l.V(txtAnHead))
	}
	if vl := m.verdictLines(w); vl != nil {
		// the tables' verdict, rather than the engine's score of it
		if a.hasInfo {
			for _, line := range wrapLines("  "+m.tr(txtAnBest, "Line", movesText(a.info.PV)), w, "       ", 1+extra) {
				vl = append(vl, t.dim.Render(l.Show(line)))
			}
		}
		return append([]string{fit(head)}, vl...)
	}
	if !a.hasInfo {
		return []string{fit(head), t.dim.Render(l.Show(fit("  " + m.analysisText())))}
	}
	rest := m.tr(txtAnDepthScore, "Depth", a.info.Depth, "Score", m.scoreText(a.info, a.pos.SideToMove()))
	return m.searchLines(head, rest, m.tr(txtAnBest, "Line", movesText(a.info.PV)), w, extra)
}
