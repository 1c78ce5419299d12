package ui

import (
	"context"
	"errors"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai"
	postgame "github.com/fetaix/fetaix/analysis"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// The post-game analysis runs in a goroutine, like the computer's
// thinking: it reports each ply analysed and then the analysis through
// channels, and the screen waits for the next report with a Cmd. Every
// position's explorer call passes the Gate first (Options.Gate), so an SSH
// server's analyses share its search slots with the games; leaving the
// screen cancels the run.

// postGameDepth is the engine's depth for the moves nothing proves in the
// analysis view.
const postGameDepth = 6

// postGameRun is one analysis running.
type postGameRun struct {
	cancel   context.CancelFunc
	progress chan int // the latest ply analysed
	done     chan postGameDoneMsg
}

// postGameProgressMsg says run has analysed ply moves.
type postGameProgressMsg struct {
	run *postGameRun
	ply int
}

// postGameDoneMsg is run's analysis, or why there is none.
type postGameDoneMsg struct {
	run *postGameRun
	a   *postgame.Analysis
	err error
}

// gatedExplorer is an explorer whose every position passes the gate.
type gatedExplorer struct {
	x    *explore.Explorer
	gate *ai.Gate
}

// Moves waits for a slot of the gate (nothing when ctx ends first), then
// explores p.
func (g gatedExplorer) Moves(ctx context.Context, p game.Position, r game.Rules) []explore.Move {
	release, err := g.gate.AcquireAs(ctx, ai.HelpSearch, nil)
	if err != nil {
		return nil
	}
	defer release()
	return g.x.Moves(ctx, p, r)
}

// Hint waits for a slot of the gate (no hint when ctx ends first), then
// searches p as the hint does (explore.Explorer.Hint). Like the explorer,
// it is a search the player asked for: it waits behind the computer's
// moves.
func (g gatedExplorer) Hint(ctx context.Context, p game.Position, r game.Rules) (game.Move, int, bool) {
	release, err := g.gate.AcquireAs(ctx, ai.HelpSearch, nil)
	if err != nil {
		return game.Move{}, 0, false
	}
	defer release()
	return g.x.Hint(ctx, p, r)
}

// startPostGame starts the analysis of g: the proofs' book, the tables of
// its rules when ready, and an engine of its own at postGameDepth (or the
// analysis limits' depth, when set).
func (m *Model) startPostGame(g *game.Game) (*postGameRun, tea.Cmd) {
	depth := postGameDepth
	if d := m.think.analysisLimits.Depth; d > 0 {
		depth = d
	}
	parent := m.think.ctx
	if parent == nil {
		parent = context.Background()
	}
	ctx, cancel := context.WithCancel(parent)
	run := &postGameRun{cancel: cancel, progress: make(chan int, 1), done: make(chan postGameDoneMsg, 1)}
	// the hint check searches as the hint does, or within the analysis
	// limits when they are set (the tests')
	x := explore.New(explore.Options{Book: ai.DefaultBook(), Tables: m.opts.Tables.Tables(g.Rules()),
		Engine: ai.New(m.opts.hashMiB), Search: ai.Limits{Depth: depth}, ProvePlies: explore.AnalysisProvePlies,
		HintSearch: m.think.analysisLimits})
	ex := gatedExplorer{x: x, gate: m.think.gate}
	g = g.Clone()
	loc := m.opts.Lang
	go func() {
		d := postGameDoneMsg{run: run}
		if failed := recovered(func() {
			d.a, d.err = postgame.Analyse(ctx, g, ex, postgame.Options{Depth: depth,
				Progress: func(ply, _ int) { latest(run.progress, ply) }})
		}); failed != "" {
			d.err = errors.New(loc.T(txtPGFailed, "Why", failed))
		}
		run.done <- d
	}()
	return run, run.wait()
}

// wait returns the Cmd that blocks for the run's next report.
func (r *postGameRun) wait() tea.Cmd {
	return func() tea.Msg {
		select {
		case d := <-r.done:
			return d
		case p := <-r.progress:
			return postGameProgressMsg{run: r, ply: p}
		}
	}
}
