package ui

import (
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/tables"
)

// The endgame tables' verdict on the position shown (Options.Tables): the
// side panel shows it when the tables cover the position, and so do the
// hint and the analysis. It is kept from one message to the next and
// probed again only when the position shown or the tables change
// (syncVerdict, after every message, like the analysis).

// verdict is the tables' verdict on the position shown.
type verdict struct {
	set     *tables.Set   // the tables probed; nil: none yet
	pos     game.Position // the position probed
	ply     int
	ok      bool // the tables cover the position (and its game goes on)
	v       tables.Verdict
	stm     game.Color
	limit   int    // the rules' no-progress limit (0: off)
	waiting string // the rules whose tables a Cmd waits for ("": none)
}

// tablesReadyMsg says the tables of the rules named have been opened (or
// built, or found missing).
type tablesReadyMsg struct{ rules string }

// verdictLoadedMsg says the class of the position shown has been read
// from its file (by a probe off the update loop): probe it again.
type verdictLoadedMsg struct{}

// shownRules are the rules of the game shown (the replay's or the game's).
func (m *Model) shownRules() game.Rules {
	if m.replay != nil {
		return m.replay.g.Rules()
	}
	return m.g.Rules()
}

// syncVerdict probes the tables for the position shown when it or the
// tables changed; it returns a Cmd that waits for the tables of the rules
// shown while they are not ready.
func (m *Model) syncVerdict() tea.Cmd {
	vd := &m.verdict
	if m.opts.Tables == nil || !m.analysisAllowed() {
		*vd = verdict{waiting: vd.waiting}
		return nil
	}
	r := m.shownRules()
	set := m.opts.Tables.Tables(r)
	var wait tea.Cmd
	if key := tables.RulesDir("", r); set == nil && vd.waiting != key {
		if _, done := m.opts.Tables.Result(r); !done {
			vd.waiting = key
			ready := m.opts.Tables.Ready(r)
			wait = func() tea.Msg { <-ready; return tablesReadyMsg{key} }
		}
	}
	p, ply := m.shownPosition(), m.shownPly()
	if set == vd.set && p == vd.pos && ply == vd.ply {
		return wait
	}
	*vd = verdict{set: set, pos: p, ply: ply, waiting: vd.waiting}
	if set == nil || !set.Covers(r) {
		return wait
	}
	over := m.over()
	if m.replay != nil {
		res, _ := m.replay.PlayFromHere().Result()
		over = res != game.Ongoing
	}
	if over {
		return wait // the result says it all
	}
	if !set.InMemory(p) {
		// the first probe of a class reads its file: not on the update
		// loop. Until it is in memory every sync asks again (a second
		// load waits for the first and finds it done).
		vd.set = nil
		load := func() tea.Msg { _, _ = set.Probe(p); return verdictLoadedMsg{} }
		return tea.Batch(wait, load)
	}
	if v, err := set.Probe(p); err == nil {
		vd.ok, vd.v, vd.stm, vd.limit = true, v, p.SideToMove(), r.NoProgress
	}
	return wait
}

// verdictLoaded takes the news that the class of the position shown is in
// memory: the next syncVerdict probes it again.
func (m *Model) verdictLoaded() { m.verdict.set = nil }

// tablesReady takes the news that the tables the model waited for are
// there (syncVerdict, which follows every message, probes them).
func (m *Model) tablesReady(msg tablesReadyMsg) {
	if m.verdict.waiting == msg.rules {
		m.verdict.waiting = ""
	}
}

// verdictParts are the verdict in words: "table: White wins" and what
// its plies count, "in 23 plies" with the no-progress rule off, or "23
// plies to a capture or man move" with it on (the tables then count the
// plies to the next such move, or to the end when it comes first; see
// package tables); "table: draw" and "".
func verdictParts(l *i18n.Localizer, v tables.Verdict, stm game.Color, noProgress int) (head, plies string) {
	winner := stm
	switch v.Outcome {
	case tables.Draw:
		return l.T(txtTableDraw), ""
	case tables.Loss:
		winner = stm.Other()
	}
	n := l.N(txtPlies, v.Plies)
	side := l.T(txtWhite)
	if winner == game.Black {
		side = l.T(txtBlack)
	}
	head = l.T(txtTableWins, "Side", side)
	if noProgress > 0 {
		return head, l.T(txtTableToCapture, "Plies", n)
	}
	return head, l.T(txtTableIn, "Plies", n)
}

// verdictText is the verdict on one line: "table: White wins in 23
// plies", "table: White wins (23 plies to a capture or man move)",
// "table: draw"; "" when the tables do not cover the position shown.
func (m *Model) verdictText() string {
	vd := &m.verdict
	if !vd.ok {
		return ""
	}
	head, plies := verdictParts(m.opts.Lang, vd.v, vd.stm, vd.limit)
	switch {
	case plies == "":
		return head
	case vd.limit == 0:
		return head + " " + plies
	}
	return head + " (" + plies + ")"
}

// verdictLines are the panel's rows for the verdict: one when it fits in
// w, else the winner and, below, the plies; none when the tables do not
// cover the position shown.
func (m *Model) verdictLines(w int) []string {
	text := m.verdictText()
	if text == "" {
		return nil
	}
	t := m.th
	show := m.opts.Lang.Show
	if cellwidth.Width(text) <= w {
		return []string{t.head.Render(show(text))}
	}
	head, plies := verdictParts(m.opts.Lang, m.verdict.v, m.verdict.stm, m.verdict.limit)
	return []string{t.head.Render(show(cellwidth.Truncate(head, w, "…"))), t.dim.Render(show(cellwidth.Truncate("  "+plies, w, "…")))}
}
