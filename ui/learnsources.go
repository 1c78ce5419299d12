package ui

import (
	"context"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/tables"
)

// learnSources are what the lessons' runs know beyond the rules, for each
// set of rules: the endgame tables of Options.Tables once they are ready,
// and the explorer over them and the proofs' book.
type learnSources struct {
	by      map[string]learn.Sources // by the rules' tables directory name
	warmed  map[string]bool          // the stages whose start was read for (warm), by ID
	waiting string                   // the stage whose sources a Cmd makes ("": none)
}

// learnTablesMsg says the endgame tables of the rules named are ready
// (opened, built, or found missing), with the sources made of them.
type learnTablesMsg struct {
	rules, stage string
	src          learn.Sources
}

func (s *learnSources) init() { s.by, s.warmed = map[string]learn.Sources{}, map[string]bool{} }

// needsTables reports whether stage st cannot be played as meant without
// the endgame tables: its opponent answers, or its goal judges values.
func needsTables(st *learn.Stage) bool {
	return !st.Waits || st.Goal.Kind == learn.GoalBest || st.Goal.Kind == learn.GoalKeep
}

// lessonNeedsTables reports whether a stage of l needs the tables.
func lessonNeedsTables(l *learn.Lesson) bool {
	for i := range l.Stages {
		if needsTables(&l.Stages[i]) {
			return true
		}
	}
	return false
}

// sources returns the sources of stage st: ok false with a Cmd that
// makes them (nil when one already does), or ok with why, when not "",
// the stage cannot have the tables it needs. The Cmd waits for the
// tables, makes the sources and reads what judging the moves of the
// stage's start needs (the proofs' book, the tables' classes): its first
// move is then judged at once, not after a second's reading.
func (m *LearnModel) sources(st *learn.Stage) (src learn.Sources, why string, wait tea.Cmd, ok bool) {
	r, key := st.Rules, tables.RulesDir("", st.Rules)
	src, made := m.src.by[key]
	c := m.o.Tables
	switch {
	case c == nil:
		return learn.Sources{}, m.tablesMissing(r), nil, true
	case made && m.src.warmed[st.ID]:
		return src, m.tablesMissing(r), nil, true
	case m.src.waiting == st.ID:
		return src, "", nil, false
	}
	m.src.waiting = st.ID
	ready, start, id := c.Ready(r), st.Start, st.ID
	return src, "", func() tea.Msg {
		<-ready
		res, _ := c.Result(r)
		if !made {
			src = learn.Sources{Tables: res.Set, Explorer: newLearnExplorer(res.Set)}
		}
		warm(res.Set, r, start)
		return learnTablesMsg{rules: key, stage: id, src: src}
	}, false
}

// newLearnExplorer returns the explorer of the lessons' runs over set.
func newLearnExplorer(set *tables.Set) *explore.Explorer {
	return explore.New(explore.Options{Book: ai.DefaultBook(), Tables: set, NoLines: true})
}

// warm reads what judging the moves of p under r needs: the proofs' book
// and the values of p's moves, which read the tables' classes of p and
// of the positions after them. It explores with an explorer of its own
// (one is not for concurrent use): the book and the tables read stay
// read for the runs' explorer.
func warm(set *tables.Set, r game.Rules, p game.Position) {
	newLearnExplorer(set).Moves(context.Background(), p, r)
	if set == nil || !set.Covers(r) {
		return
	}
	for _, mv := range p.LegalMoves(r, nil) {
		_, _ = set.Probe(p.Apply(mv))
	}
}

// tablesMissing says why r's tables are not there ("" when they are,
// and the fixed text when they are off).
func (m *LearnModel) tablesMissing(r game.Rules) string {
	if m.o.Tables == nil {
		return learnTablesNeeded(m.o.Lang, "")
	}
	res, done := m.o.Tables.Result(r)
	switch {
	case !done || res.Set != nil:
		return ""
	case res.Err != nil:
		return learnTablesNeeded(m.o.Lang, res.Err.Error())
	}
	return learnTablesNeeded(m.o.Lang, m.o.Lang.T(txtLearnTablesNone))
}

// tablesReady takes the news that the tables waited for are there, and
// opens the stage that waited for them.
func (m *LearnModel) tablesReady(msg learnTablesMsg) tea.Cmd {
	m.src.warmed[msg.stage] = true
	if _, made := m.src.by[msg.rules]; !made {
		m.src.by[msg.rules] = msg.src
	}
	if m.src.waiting != msg.stage {
		return nil
	}
	m.src.waiting = ""
	if m.at != learnAtStage || m.stage.run != nil {
		return nil
	}
	return m.openStage()
}
