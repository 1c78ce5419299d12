package ui

import (
	"context"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// The computer thinks in a tea.Cmd: a goroutine runs the search on a clone
// of the game and reports through channels; the model waits for the next
// report with another Cmd. Every search has an id; a result whose id is not
// the current one (the search was cancelled by undo, new game, ...) is
// ignored. Cancelling closes the search's context at once.

// searchKind says what a search is for.
type searchKind int

const (
	searchMove     searchKind = iota // the computer's move
	searchHint                       // a hint for the person
	searchDraw                       // should the computer accept a draw offer?
	searchAnalysis                   // the engine's view of the position shown
)

// thinkInfoMsg is a progress report of search id.
type thinkInfoMsg struct {
	id   int
	info ai.Info
	s    *search
}

// thinkDoneMsg is the result of search id; failed says why the engine
// failed, when it panicked.
type thinkDoneMsg struct {
	id   int
	kind searchKind
	searchEnd
}

// searchEnd is what a search's goroutine hands back: its result, or why
// the engine failed.
type searchEnd struct {
	res    ai.Result
	failed string
}

// startThinkMsg starts the computer's search id after the watch delay.
type startThinkMsg struct{ id int }

// search is one running search.
type search struct {
	id     int
	kind   searchKind
	cancel context.CancelFunc
	infos  chan ai.Info
	done   chan searchEnd
	queue  chan int   // the latest place in the gate's queue (queue.go)
	queued queueState // what the model was told of it
}

// engineSlot is an engine and whether a search still runs on it; an engine
// still busy with a cancelled search is replaced rather than shared.
type engineSlot struct {
	e    *ai.Engine
	busy chan struct{} // closed when the last search on e returned
}

func (s *engineSlot) get(hashMiB int) *ai.Engine {
	if s.e != nil && s.busy != nil {
		select {
		case <-s.busy:
		default:
			s.e = nil // still running a cancelled search
		}
	}
	if s.e == nil {
		s.e = ai.New(hashMiB)
	}
	s.busy = make(chan struct{})
	return s.e
}

// thinker holds the model's searches: at most one of each kind at a time.
type thinker struct {
	nextID  int
	move    *search    // the computer's move search, nil when not thinking
	ask     *search    // a hint or draw-decision search
	info    ai.Info    // last progress of the move search
	side    game.Color // the side that search was for (info's point of view)
	hasInfo bool
	pending int // id of a move search waiting for its start delay; 0 none
	play    engineSlot
	helper  engineSlot
	analyst engineSlot
	// gate is passed by every search before it runs, and ctx ends them
	// all (Options.Gate and Options.Context).
	gate *ai.Gate
	ctx  context.Context
	// tables are the endgame tables each search is given, when ready
	// (Options.Tables).
	tables *tables.Cache
	// analysisLimits bound an analysis search (zero: defaultAnalysisTime).
	analysisLimits ai.Limits
	// seed is the game's seed of the computer's choices (gameSeed): each
	// move's search is seeded with it, so that a position of the game is
	// played the same way again after an undo.
	seed uint64
}

// defaultAnalysisTime is how long the engine analyses a position shown.
const defaultAnalysisTime = 15 * time.Second

// cancelAll stops every search; their results will be ignored.
func (t *thinker) cancelAll() {
	t.cancelMove()
	if t.ask != nil {
		t.ask.cancel()
		t.ask = nil
	}
}

func (t *thinker) cancelMove() {
	if t.move != nil {
		t.move.cancel()
		t.move = nil
	}
	t.pending = 0
}

// start runs a search of kind on a clone of g and returns the Cmd that
// waits for its first report.
func (t *thinker) start(kind searchKind, g *game.Game, level, hashMiB int) (*search, tea.Cmd) {
	t.nextID++
	parent := t.ctx
	if parent == nil {
		parent = context.Background()
	}
	ctx, cancel := context.WithCancel(parent)
	s := &search{id: t.nextID, kind: kind, cancel: cancel,
		infos: make(chan ai.Info, 4), done: make(chan searchEnd, 1), queue: make(chan int, 1)}
	slot := &t.helper
	switch kind {
	case searchMove:
		slot = &t.play
	case searchAnalysis:
		slot = &t.analyst
	}
	limits := t.analysisLimits
	if limits == (ai.Limits{}) {
		limits.MoveTime = defaultAnalysisTime
	}
	e := slot.get(hashMiB)
	e.SetTables(t.tables.Tables(g.Rules()))
	busy := slot.busy
	g = g.Clone()
	gate, seed := t.gate, t.seed
	go func() {
		defer close(busy)
		// The engine's clock starts in the search itself: the time spent
		// waiting here is not taken from the level's time budget.
		queued := false
		class := ai.HelpSearch // a hint, analysis: after the computer's own moves
		if kind == searchMove || kind == searchDraw {
			class = ai.MoveSearch
		}
		onQueue := func(ahead int) {
			queued = true
			latest(s.queue, ahead)
		}
		// a hint gives way to a computer's move waiting: cut short, it
		// gives the best move found so far
		hintCtx := ctx
		var release func()
		var err error
		if kind == searchHint {
			hintCtx, release, err = gate.AcquireYielding(ctx, onQueue)
		} else {
			release, err = gate.AcquireAs(ctx, class, onQueue)
		}
		if err != nil {
			s.done <- searchEnd{} // cancelled while waiting: nobody wants it
			return
		}
		if queued {
			latest(s.queue, searchRunning)
		}
		onInfo := func(i ai.Info) {
			i.PV = append([]game.Move(nil), i.PV...)
			select {
			case s.infos <- i:
			default: // the UI is behind; drop this report
			}
		}
		var end searchEnd
		end.failed = recovered(func() {
			switch kind {
			case searchMove:
				e.Seed(seed)
				end.res = e.Play(ctx, g, level, onInfo)
			case searchHint:
				end.res = e.Hint(hintCtx, g)
			case searchDraw:
				end.res = e.Search(ctx, g, ai.Limits{Depth: 4, MoveTime: time.Second}, nil)
			case searchAnalysis:
				end.res = e.Search(ctx, g, limits, onInfo)
			}
		})
		release() // before the result: the model's next search may follow at once
		s.done <- end
	}()
	return s, s.wait()
}

// wait returns the Cmd that blocks for the search's next report.
func (s *search) wait() tea.Cmd {
	return func() tea.Msg {
		select {
		case a := <-s.queue:
			return thinkQueueMsg{id: s.id, ahead: a, s: s}
		case i := <-s.infos:
			return thinkInfoMsg{id: s.id, info: i, s: s}
		case r := <-s.done:
			return thinkDoneMsg{id: s.id, kind: s.kind, searchEnd: r}
		}
	}
}
