package ui

import (
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
	waiting string                   // the rules whose tables a Cmd waits for ("": none)
}

// learnTablesMsg says the endgame tables of the rules named are ready
// (opened, built, or found missing).
type learnTablesMsg struct{ rules string }

func (s *learnSources) init() { s.by = map[string]learn.Sources{} }

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

// sources returns the sources of r's stages: ok false with a Cmd that
// waits while the tables are not ready (nil when one already waits), or
// ok with why, when not "", the stage cannot have the tables it needs.
func (m *LearnModel) sources(r game.Rules) (src learn.Sources, why string, wait tea.Cmd, ok bool) {
	key := tables.RulesDir("", r)
	if src, ok := m.src.by[key]; ok {
		return src, m.tablesMissing(r), nil, true
	}
	c := m.o.Tables
	if c == nil {
		return learn.Sources{}, m.tablesMissing(r), nil, true
	}
	res, done := c.Result(r)
	if !done {
		if m.src.waiting == key {
			return src, "", nil, false
		}
		m.src.waiting = key
		ready := c.Ready(r)
		return src, "", func() tea.Msg { <-ready; return learnTablesMsg{key} }, false
	}
	src = learn.Sources{Tables: res.Set,
		Explorer: explore.New(explore.Options{Book: ai.DefaultBook(), Tables: res.Set, NoLines: true})}
	m.src.by[key] = src
	return src, m.tablesMissing(r), nil, true
}

// tablesMissing says why r's tables are not there ("" when they are,
// and the fixed text when they are off).
func (m *LearnModel) tablesMissing(r game.Rules) string {
	if m.o.Tables == nil {
		return learnTablesNeeded("")
	}
	res, done := m.o.Tables.Result(r)
	switch {
	case !done || res.Set != nil:
		return ""
	case res.Err != nil:
		return learnTablesNeeded(res.Err.Error())
	}
	return learnTablesNeeded("none for these rules (fetaix tables build makes them)")
}

// tablesReady takes the news that the tables waited for are there, and
// opens the stage that waited for them.
func (m *LearnModel) tablesReady(msg learnTablesMsg) tea.Cmd {
	if m.src.waiting != msg.rules {
		return nil
	}
	m.src.waiting = ""
	if m.at != learnAtStage || m.stage.run != nil {
		return nil
	}
	return m.openStage()
}
