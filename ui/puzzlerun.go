package ui

import (
	"slices"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/puzzle"
)

// The modes of the puzzle screen (PuzzleOptions.Mode).
const (
	// PuzzleModeRated: each puzzle near the player's rating, rated.
	PuzzleModeRated = "rated"
	// PuzzleModeStreak: puzzles of rising difficulty until the first
	// mistake; the run's score is the puzzles solved. Not rated, no hint.
	PuzzleModeStreak = "streak"
	// PuzzleModeTimed: as many puzzles of rising difficulty as can be
	// solved in TimedRunLength; a mistake moves on to the next. Not
	// rated, no hint.
	PuzzleModeTimed = "timed"
)

// PuzzleModes lists the modes in the order the mode key cycles them.
var PuzzleModes = []string{PuzzleModeRated, PuzzleModeStreak, PuzzleModeTimed}

// The runs' bounds: a timed run's length; a run's first puzzle is drawn
// near RunStartRating, each next one near RunStepRating higher and
// harder than the one before while the set has some.
const (
	TimedRunLength = 3 * time.Minute
	RunStartRating = 800
	RunStepRating  = 100
	runTick        = time.Second // how often a timed run's clock is redrawn
)

// puzzleRun is a streak or timed run: its score, whether it is over, and the
// difficulty it has reached.
type puzzleRun struct {
	mode  string
	score int  // puzzles solved
	shown int  // puzzles shown
	over  bool // ended: n starts a new run
	floor int  // the next puzzle's least rating: above the last one shown
	// start is when a timed run's clock started (its first move; zero
	// before), gen the run's number, so that a tick of an earlier run is
	// dropped
	start time.Time
	gen   int
	// pending holds what to say when the timed run's next puzzle, which
	// waits for PuzzleOptions.MinGap, is shown; "" none waits
	pending string
	// bests are each mode's personal best as known (RunEnded's, or the
	// session's); prior the best before the run that ended (-1: unknown)
	bests map[string]int
	prior int
}

// on reports whether the mode is a run's (not rated).
func (r *puzzleRun) on() bool { return r.mode != PuzzleModeRated }

// puzzleTickMsg is the timed run's clock, of run gen.
type puzzleTickMsg struct{ gen int }

// tickCmd asks for the next tick of the run going on.
func (m *PuzzleModel) tickCmd() tea.Cmd {
	gen := m.run.gen
	return tea.Tick(runTick, func(time.Time) tea.Msg { return puzzleTickMsg{gen} })
}

// startRun starts a new run of the mode.
func (m *PuzzleModel) startRun() {
	m.run.score, m.run.shown, m.run.over, m.run.floor = 0, 0, false, 0
	m.run.start, m.run.pending, m.run.prior = time.Time{}, "", -1
	m.run.gen++
	m.next()
}

// startClock starts a timed run's clock at its first move.
func (m *PuzzleModel) startClock() {
	if m.run.mode == PuzzleModeTimed && !m.run.over && m.run.start.IsZero() && !m.retrying {
		m.run.start = m.now()
		m.cmd = m.tickCmd()
	}
}

// timeLeft is what is left of a timed run's time.
func (m *PuzzleModel) timeLeft() time.Duration {
	if m.run.start.IsZero() {
		return TimedRunLength
	}
	return TimedRunLength - m.now().Sub(m.run.start)
}

// timeUp ends a timed run whose time is up, and reports whether it did.
func (m *PuzzleModel) timeUp() bool {
	if m.run.mode != PuzzleModeTimed || m.run.over || m.run.start.IsZero() || m.timeLeft() > 0 {
		return false
	}
	m.done, m.sel, m.typing, m.run.pending = true, noEntry(), "", "" // the puzzle shown is not counted
	m.endRun("")
	return true
}

// tick redraws a timed run's clock, ends the run when its time is up,
// and shows the next puzzle once MinGap allows.
func (m *PuzzleModel) tick(t puzzleTickMsg) tea.Cmd {
	if t.gen != m.run.gen || m.run.mode != PuzzleModeTimed || m.run.over || m.run.start.IsZero() || m.timeUp() {
		return nil
	}
	if m.run.pending != "" {
		m.advance(m.run.pending)
	}
	return m.tickCmd()
}

// runAfter goes on with the run once its attempt ended (solved or not):
// text is what the screen said of it. A streak run ends at the first
// mistake; a timed run moves on to the next puzzle.
func (m *PuzzleModel) runAfter(solved bool, text string) {
	if !m.run.on() || m.retrying || m.run.over {
		return
	}
	next := m.pk.NextPuzzle.Help().Key
	switch {
	case solved:
		m.run.score++
		if m.run.mode == PuzzleModeTimed {
			m.advance(puzzleRunSolvedText(m.o.Lang, m.run.mode, m.run.score, next))
			return
		}
		m.say(false, "%s", puzzleRunSolvedText(m.o.Lang, m.run.mode, m.run.score, next))
	case m.run.mode == PuzzleModeTimed:
		m.advance(puzzleTimedMissText(m.o.Lang, m.att.Remaining(), m.run.score))
	default:
		m.endRun(text)
	}
}

// advance shows a timed run's next puzzle, saying text before its task;
// sooner than MinGap after the last was shown, the clock's tick shows it.
func (m *PuzzleModel) advance(text string) {
	if m.now().Sub(m.shownAt) < m.o.MinGap {
		m.run.pending = text
		m.say(false, "%s", text)
		return
	}
	m.run.pending = ""
	m.next()
	if m.att != nil {
		m.say(false, "%s %s", text, m.status)
	}
}

// runNext is n during a run: a new run once it is over, the next puzzle
// once the one shown is solved, else a skip, which is a mistake.
func (m *PuzzleModel) runNext() {
	switch {
	case m.run.over:
		m.startRun()
	case m.att != nil && !m.done:
		m.giveUp(txtPuzzleSolutionSkipped)
		m.runAfter(false, m.status)
	case m.run.pending != "":
		m.advance(m.run.pending)
	default:
		m.next()
	}
}

// endRun ends the run: its score is kept (RunEnded) and said, after text
// (what ended it) when both fit the status line.
func (m *PuzzleModel) endRun(text string) {
	m.run.over = true
	prior := m.run.bests[m.run.mode]
	if m.o.RunEnded != nil {
		b, err := m.o.RunEnded(m.run.mode, m.run.score)
		if err != nil {
			m.recordErr = m.tr(txtPuzzleRunNotKept, "Err", err.Error())
		} else {
			prior, m.recordErr = max(prior, b), ""
		}
	}
	m.run.prior = prior
	m.run.bests[m.run.mode] = max(prior, m.run.score)
	over := puzzleRunOverText(m.o.Lang, m.run.mode, m.run.score, prior, m.pk.NextPuzzle.Help().Key)
	if text != "" && len(wrapText(text+" "+over, m.w-1, 3)) <= 2 {
		over = text + " " + over
	} else if text != "" {
		over = text
	}
	m.say(m.run.score <= prior, "%s", over)
}

// nextMode switches to the next mode (PuzzleModes), once no puzzle goes
// on (a timed run's may: the run ends); a run going on ends.
func (m *PuzzleModel) nextMode() {
	timing := m.run.mode == PuzzleModeTimed && !m.run.over
	switch {
	case m.att != nil && !m.done && !timing:
		m.say(true, "%s", puzzleModeBusyText(m.o.Lang, m.pk.NextPuzzle.Help().Key))
		return
	case m.now().Sub(m.shownAt) < m.o.MinGap:
		m.say(true, "%s", m.tr(txtPuzzleTooSoon, "Gap", m.o.MinGap.String()))
		return
	}
	if m.run.on() && !m.run.over && (m.run.score > 0 || !m.run.start.IsZero()) {
		m.endRun("")
	}
	i := slices.Index(PuzzleModes, m.run.mode)
	m.run.mode = PuzzleModes[(i+1)%len(PuzzleModes)]
	if m.run.on() {
		m.startRun()
	} else {
		m.next()
	}
	if m.att != nil {
		m.say(false, "%s %s", puzzleModeText(m.o.Lang, m.run.mode), m.status)
	}
}

// runLines are the panel's lines of the run.
func (m *PuzzleModel) runLines() []string {
	out := puzzleRunLines(m.o.Lang, m.run.mode, m.run.score, m.run.bests[m.run.mode], m.run.mode == PuzzleModeTimed && !m.run.over,
		m.timeLeft(), !m.run.start.IsZero())
	if m.run.over {
		out = append(out, puzzleRunOverLines(m.o.Lang, m.run.score > m.run.prior && m.run.prior >= 0, m.pk.NextPuzzle.Help().Key)...)
	}
	return out
}

// runTarget is the rating a run's next puzzle is drawn near, and the
// least it may have while the set has some.
func (m *PuzzleModel) runTarget() (target float64, floor int) {
	return float64(RunStartRating + RunStepRating*m.run.shown), m.run.floor
}

// shownInRun counts a puzzle shown in a run: the next is harder.
func (m *PuzzleModel) shownInRun(pz puzzle.Puzzle) {
	if m.run.on() {
		m.run.shown++
		m.run.floor = pz.Rating + 1
	}
}
