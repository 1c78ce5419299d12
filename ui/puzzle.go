package ui

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
)

// PuzzleOptions configure a PuzzleModel.
type PuzzleOptions struct {
	// Options gives the theme (Theme, ASCII, NoColor, LightBackground),
	// the keys (Keys) and the endgame tables (Tables) that check the
	// moves; the rest is not used.
	Options
	// Puzzles are the puzzles to choose from (puzzle.Committed).
	Puzzles []puzzle.Puzzle
	// Rating and Streak are the player's puzzle rating and how many
	// puzzles in a row they solved.
	Rating rating.Rating
	Streak int
	// Rated says the attempts change a stored rating (false: a guest's,
	// kept for the session only).
	Rated bool
	// Record keeps every rated attempt once it ends, with its score
	// (puzzle.ScoreSolved, ScoreHinted after a hint, ScoreFailed), and
	// returns the player's rating after it, as kept (the file's or the
	// database's); an error is shown on the status line, and the rating
	// then changes for the screen only. Nil: nothing is kept
	// (puzzle.RatedScore rates the attempts).
	Record func(pz puzzle.Puzzle, score float64) (rating.Rating, error)
	// Mode is PuzzleModeRated ("" too), PuzzleModeStreak or
	// PuzzleModeTimed (puzzlerun.go); the last two are not rated.
	Mode string
	// Theme, if not "", draws only the puzzles of that theme (one of
	// puzzle.AllThemes); a key changes it on the screen.
	Theme string
	// RunEnded, if not nil, is told the score (puzzles solved) of each
	// streak or timed run as it ends, keeps it, and returns the mode's
	// personal best before it, so that the screen says whether the run
	// beat it (an error is shown; nil: the session's own best is shown).
	RunEnded func(mode string, score int) (best int, err error)
	// Bests are the personal bests of the run modes known at the start
	// (by mode; nil: none), shown in the panel during a run.
	Bests map[string]int
	// First, if not nil, is the rated mode's first puzzle (a server's
	// puzzle of the day), whatever the rating and theme.
	First *puzzle.Puzzle
	// Quit is what quitting returns (nil: tea.Quit): an embedding server
	// goes back to its lobby.
	Quit func() tea.Cmd
	// Seed varies the puzzles chosen (the same seed, the same choices).
	Seed uint64
	// MinGap is the least time between two puzzles shown: n sooner is
	// refused, which bounds how often an attempt is recorded (a server's
	// database writes). Now is the clock (nil: time.Now).
	MinGap time.Duration
	Now    func() time.Time
	// Note, if not "", is shown under the rating: why the attempts are
	// not rated, say.
	Note string
	// Shown, if not nil, is told each puzzle as it is shown (a server's
	// tests play the part of a player who looks it up).
	Shown func(puzzle.Puzzle)
}

// PuzzleModel is the puzzle screen: a puzzle near the player's rating on
// the board, its task, the moves entered as in a game (the cursor and
// enter, or typed: "c2-c3" then enter) and checked one by one by their
// proven value (puzzle.Attempt), the defender's reply played after each
// right one, the solution shown after a wrong one; the player's rating
// and streak beside it.
type PuzzleModel struct {
	o       PuzzleOptions
	th      *theme
	board   boardMemo // the board drawn last (renderBoard)
	keys    KeyMap
	pk      puzzleKeys  // the screen's key map, all enabled (puzzleKeys: as the footer shows it)
	helpOn  *helpScreen // the help shown over the puzzle; nil: none
	rng     *rand.Rand
	w, h    int
	att     *puzzle.Attempt
	index   int          // of the puzzle shown in o.Puzzles
	seen    map[int]bool // the puzzles shown this session
	cursor  game.Square
	sel     entry
	typing  string
	status  string
	warn    bool
	flipped bool
	done    bool // the attempt ended (solved or failed)
	rating  rating.Rating
	streak  int
	change  string // the last attempt's rating change
	// recordErr is why the last attempt could not be kept, shown under
	// the rating
	recordErr string
	shownAt   time.Time // when the puzzle shown was shown
	// retrying says the puzzle shown is tried again (r once it ended):
	// the attempt is not rated, recorded nor counted in the streak.
	retrying bool
	// explainedAt is when a wrong move last got the engine's line
	// (explainGap).
	explainedAt time.Time
	// stepping says the board shows the solution, from the puzzle's
	// start, after its first step moves (→/← once the attempt ended).
	stepping bool
	step     int
	// theme is the theme of the puzzles drawn ("": all)
	theme string
	// hinted says a hint was taken in the attempt shown, hintAt at which
	// of its moves played the hint is shown (puzzlehint.go)
	hinted bool
	hintAt int
	// run is the streak or timed run going on (puzzlerun.go)
	run puzzleRun
	// cmd is a command a key or click asks for (the timed run's clock),
	// returned by Update
	cmd tea.Cmd
}

// NewPuzzle returns the puzzle screen, showing a first puzzle.
func NewPuzzle(o PuzzleOptions) *PuzzleModel {
	m := &PuzzleModel{o: o, rng: rand.New(rand.NewPCG(o.Seed, o.Seed+1)), seen: map[int]bool{},
		rating: o.Rating, streak: o.Streak, keys: DefaultKeyMap(), w: 80, h: 24}
	if o.Keys != nil {
		m.keys = *o.Keys
	}
	m.pk = newPuzzleKeys(localizeKeys(m.keys, o.Lang), o.Lang, o.Quit != nil)
	m.setTheme(!o.LightBackground)
	m.theme = o.Theme
	m.run.mode, m.run.bests = o.Mode, maps.Clone(o.Bests)
	if m.run.bests == nil {
		m.run.bests = map[string]int{}
	}
	switch {
	case !slices.Contains(PuzzleModes, m.run.mode):
		m.run.mode = PuzzleModeRated
	case m.run.on():
		m.startRun()
		return m
	}
	if o.First != nil {
		m.show(*o.First, -1)
		return m
	}
	m.next()
	return m
}

// Attempt returns the attempt shown (nil when there is no puzzle).
func (m *PuzzleModel) Attempt() *puzzle.Attempt { return m.att }

// Rating returns the player's puzzle rating as it stands.
func (m *PuzzleModel) Rating() rating.Rating { return m.rating }

// Streak returns the puzzles solved in a row.
func (m *PuzzleModel) Streak() int { return m.streak }

// next shows a new puzzle: near the player's rating (a run's: of the
// run's difficulty, puzzlerun.go), of the theme chosen, one not shown yet
// this session while there are some.
func (m *PuzzleModel) next() {
	i := m.pickPuzzle()
	if i < 0 {
		m.att, m.done, m.sel, m.typing = nil, false, noEntry(), ""
		m.say(true, "%s", puzzleNoneText(m.o.Lang, m.theme, m.pk.Theme.Help().Key))
		return
	}
	m.seen[i] = true
	m.show(m.o.Puzzles[i], i)
}

// show shows pz, of index i in the puzzles (-1: none of them).
func (m *PuzzleModel) show(pz puzzle.Puzzle, i int) {
	m.index = i
	m.att, m.done, m.sel, m.typing = nil, false, noEntry(), ""
	m.retrying, m.stepping, m.step, m.hinted = false, false, 0, false
	m.shownAt = m.now()
	r := game.DefaultRules()
	att, err := puzzle.NewAttempt(pz, r, m.o.Tables.Tables(r))
	if err != nil {
		m.say(true, "%s", m.tr(txtPuzzleUnplayable, "Err", err.Error()))
		return
	}
	m.att = att
	m.shownInRun(pz)
	if m.o.Shown != nil {
		m.o.Shown(att.Puzzle)
	}
	m.flipped = att.Solver() == game.Black
	m.cursor = game.SquareAt(2, 2)
	m.say(false, "%s", m.tr(txtPuzzleYourMove, "Task", PuzzleInstruction(m.o.Lang, att.Puzzle)))
}

// setTheme draws the screen in the options' theme for a dark or light
// background.
func (m *PuzzleModel) setTheme(dark bool) {
	m.th = themeFor(m.o.Theme, m.o.ASCII, m.o.NoColor, dark)
}

func (m *PuzzleModel) say(warn bool, format string, a ...any) {
	m.status, m.warn = fmt.Sprintf(format, a...), warn
}

// Init asks for nothing: a timed run's clock starts with its first move.
func (m *PuzzleModel) Init() tea.Cmd { return nil }

// Update handles a key, a click or the window's size; while the help is
// shown, its keys.
func (m *PuzzleModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.w, m.h = msg.Width, msg.Height
	case tea.BackgroundColorMsg:
		m.setTheme(msg.IsDark())
	}
	if t, ok := msg.(puzzleTickMsg); ok { // the clock runs under the help too
		return m, m.tick(t)
	}
	if m.helpOn != nil {
		return m, m.updateHelp(msg)
	}
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.MouseClickMsg:
		if s, hit := m.boardSize().pointAt(msg.X, msg.Y-1, m.flipped); hit == hitPoint {
			m.cursor = s
			m.pick(s)
		}
	case tea.KeyPressMsg:
		cmd = m.key(msg)
	}
	if m.cmd != nil { // the timed run's clock
		cmd, m.cmd = tea.Batch(cmd, m.cmd), nil
	}
	return m, cmd
}

// key handles a key press.
func (m *PuzzleModel) key(k tea.KeyPressMsg) tea.Cmd {
	s := k.String()
	pk := &m.pk
	switch {
	case key.Matches(k, m.keys.Interrupt):
		return m.quit()
	case key.Matches(k, pk.Type) && m.att != nil && !m.done:
		if s == ":" {
			s = "x"
		}
		m.typing += s
		m.say(false, "%s", m.tr(txtPuzzleTypedEnter, "Move", m.typing))
	case key.Matches(k, pk.Back) && m.typing != "":
		m.typing = m.typing[:len(m.typing)-1]
		m.say(false, "%s", m.tr(txtPuzzleTyped, "Move", m.typing))
	case key.Matches(k, pk.Cancel):
		m.typing, m.sel = "", noEntry()
		m.say(false, "%s", m.tr(txtPuzzleCancelled))
	case key.Matches(k, pk.Select) && m.typing != "":
		text := m.typing
		m.typing = ""
		mv, err := game.ParseMove(m.att.Position(), game.DefaultRules(), text)
		if err != nil {
			m.say(true, "%v", err)
			return nil
		}
		m.try(mv)
	case key.Matches(k, pk.Select):
		m.pick(m.cursor)
	case m.done && m.att != nil && key.Matches(k, pk.StepNext):
		m.stepSolution(1)
	case m.done && m.att != nil && key.Matches(k, pk.StepPrev):
		m.stepSolution(-1)
	case m.done && m.att != nil && key.Matches(k, pk.Retry):
		m.retry()
	case key.Matches(k, pk.Hint):
		m.hint()
	case key.Matches(k, pk.Theme):
		m.nextTheme()
	case key.Matches(k, pk.Mode):
		m.nextMode()
	case key.Matches(k, pk.Up):
		m.moveCursor(0, 1)
	case key.Matches(k, pk.Down):
		m.moveCursor(0, -1)
	case key.Matches(k, pk.Left):
		m.moveCursor(-1, 0)
	case key.Matches(k, pk.Right):
		m.moveCursor(1, 0)
	case key.Matches(k, pk.Flip):
		m.flipped = !m.flipped
	case key.Matches(k, pk.NextPuzzle) && m.now().Sub(m.shownAt) < m.o.MinGap:
		m.say(true, "%s", m.tr(txtPuzzleTooSoon, "Gap", m.o.MinGap.String()))
	case key.Matches(k, pk.NextPuzzle) && m.run.on():
		m.runNext()
	case key.Matches(k, pk.NextPuzzle):
		if m.att != nil && !m.done {
			m.giveUp(txtPuzzleSolutionSkipped)
		}
		m.next()
	case key.Matches(k, pk.Solution) && m.att != nil && !m.done:
		m.giveUp(txtPuzzleSolutionShown)
		m.runAfter(false, m.status)
	case key.Matches(k, pk.Help):
		m.openHelp()
	case key.Matches(k, pk.Quit):
		return m.quit()
	default: // a key of the game screen (u undo) or none
		m.say(true, "%s", m.tr(txtPuzzleKeyUnused, "Key", s, "Help", pk.Help.Help().Key))
	}
	return nil
}

func (m *PuzzleModel) now() time.Time {
	if m.o.Now != nil {
		return m.o.Now()
	}
	return time.Now()
}

func (m *PuzzleModel) quit() tea.Cmd {
	if m.o.Quit != nil {
		return m.o.Quit()
	}
	return tea.Quit
}

// moveCursor moves the cursor a point across the screen.
func (m *PuzzleModel) moveCursor(dx, dy int) {
	if m.flipped {
		dx, dy = -dx, -dy
	}
	f := min(max(m.cursor.File()+dx, 0), 4)
	r := min(max(m.cursor.Rank()+dy, 0), 4)
	m.cursor = game.SquareAt(f, r)
}

// pick selects the piece on s, or lands the selected one there.
func (m *PuzzleModel) pick(s game.Square) {
	if m.att == nil || m.done {
		return
	}
	p := m.att.Position()
	all := p.LegalPaths(game.DefaultRules(), nil)
	if !m.sel.active() || (p.At(s) != game.Empty && p.At(s).Color() == p.SideToMove() && len(m.sel.landings) == 0) {
		cands := pathsFrom(all, s)
		if len(cands) == 0 {
			m.sel = noEntry()
			m.say(true, "%s", whyNotIn(m.o.Lang, p, game.DefaultRules(), all, s))
			return
		}
		m.sel = entry{from: s, cands: cands}
		m.say(false, "%s", m.tr(txtPuzzleSelected, "Point", s.String()))
		return
	}
	mv, done, ok := m.sel.choose(s)
	switch {
	case !ok:
		m.say(true, "%s", m.tr(txtPuzzleCannotGo, "From", m.sel.from.String(), "To", s.String()))
	case done:
		m.sel = noEntry()
		m.try(mv)
	default:
		m.say(false, "%s", m.tr(txtPuzzleAndOn, "Points", pointsIn(m.o.Lang, m.sel.targets())))
	}
}

// try checks the solver's move mv and plays it, and the reply.
func (m *PuzzleModel) try(mv game.Move) {
	m.sel = noEntry()
	if m.timeUp() { // the clock's tick has not come yet
		return
	}
	m.att.UseTables(m.o.Tables.Tables(game.DefaultRules()))
	reply, ok, err := m.att.Try(mv)
	if err != nil {
		m.say(true, "%v", err)
		return
	}
	m.startClock()
	switch m.att.State() {
	case puzzle.Failed:
		m.finish(false)
		text := ""
		if m.run.mode != PuzzleModeTimed || m.retrying { // a timed run moves on at once
			r := game.DefaultRules()
			explain := puzzle.ExplainProven
			if m.now().Sub(m.explainedAt) >= explainGap { // the engine's line at most once per explainGap
				explain, m.explainedAt = puzzle.Explain, m.now()
			}
			text = puzzleExplainText(m.o.Lang, explain(r, m.o.Tables.Tables(r), m.att.Position(), mv, m.att.Puzzle.Goal))
			m.sayEnded(true, text)
		}
		m.runAfter(false, text)
	case puzzle.Solved:
		m.finish(true)
		text := puzzleSolvedText(m.o.Lang, mv, m.att.Puzzle.Goal, m.att.CheckedBy)
		m.sayEnded(false, text)
		m.runAfter(true, text)
	default:
		if ok {
			m.say(false, "%s", m.tr(txtPuzzleRight, "Move", mv.String(), "Goal", puzzleGoal(m.o.Lang, m.att.Puzzle.Goal),
				"By", puzzleChecker(m.o.Lang, m.att.CheckedBy), "Reply", reply.String()))
		}
	}
}

// giveUp ends the attempt as failed and shows the solution.
func (m *PuzzleModel) giveUp(how i18n.ID) {
	m.finish(false)
	m.sayEnded(true, m.tr(how, "Moves", moveLine(m.att.Remaining())))
}

// sayEnded says text once an attempt ended, followed (not in a run) by
// what the keys do next when the two fit the status line's two rows.
func (m *PuzzleModel) sayEnded(warn bool, text string) {
	pk := &m.pk
	keys := puzzleEndedKeys(m.o.Lang, pk.StepNext.Help().Key+" "+pk.StepPrev.Help().Key, pk.Retry.Help().Key, pk.NextPuzzle.Help().Key)
	if (!m.run.on() || m.retrying) && len(wrapText(text+" "+keys, m.w-1, 3)) <= 2 { // a run says how it goes on
		text += " " + keys
	}
	m.say(warn, "%s", text)
}

// stepSolution steps the board d moves along the solution, from the
// puzzle's start: the first step starts from where the attempt stands
// (the right moves played, or the end of a solved puzzle).
func (m *PuzzleModel) stepSolution(d int) {
	line := m.att.Solution()
	if !m.stepping {
		m.stepping, m.step = true, len(m.att.Played())
		if m.att.State() == puzzle.Solved {
			m.step = len(line)
		}
	}
	m.step = min(max(m.step+d, 0), len(line))
	switch m.step {
	case 0:
		m.say(false, "%s", m.tr(txtPuzzleStepStart, "N", 0, "Total", len(line)))
	default:
		m.say(false, "%s", m.tr(txtPuzzleStepMove, "Move", line[m.step-1].String(), "N", m.step, "Total", len(line)))
	}
}

// retry tries the puzzle shown again from its start, not rated.
func (m *PuzzleModel) retry() {
	pz := m.att.Puzzle
	r := game.DefaultRules()
	att, err := puzzle.NewAttempt(pz, r, m.o.Tables.Tables(r))
	if err != nil {
		m.say(true, "%v", err)
		return
	}
	m.att, m.done, m.sel, m.typing = att, false, noEntry(), ""
	m.retrying, m.stepping, m.step, m.hinted = true, false, 0, false
	m.cursor = game.SquareAt(2, 2)
	m.say(false, "%s", m.tr(txtPuzzleAgain, "Task", PuzzleInstruction(m.o.Lang, pz)))
}

// shownPosition is the position on the board: the attempt's, or the
// solution's as stepped through.
func (m *PuzzleModel) shownPosition() game.Position {
	if !m.stepping {
		return m.att.Position()
	}
	p, _ := m.att.Puzzle.Start()
	for _, mv := range m.att.Solution()[:m.step] {
		p = p.Apply(mv)
	}
	return p
}

// finish ends the attempt: in the rated mode the rating and streak
// change, and the result is recorded (a run counts it in runAfter).
func (m *PuzzleModel) finish(solved bool) {
	m.done = true
	if m.retrying || m.run.mode != PuzzleModeRated {
		return // tried again: not rated, recorded nor counted
	}
	score := puzzle.ScoreFailed
	switch {
	case solved && m.hinted:
		score = puzzle.ScoreHinted // the streak neither grows nor ends
	case solved:
		score = puzzle.ScoreSolved
		m.streak++
	default:
		m.streak = 0
	}
	before := m.rating
	m.rating = puzzle.RatedScore(m.rating, m.att.Puzzle, score)
	if m.o.Record != nil {
		kept, err := m.o.Record(m.att.Puzzle, score)
		if err != nil {
			m.recordErr = m.tr(txtPuzzleRatingNotKept, "Err", err.Error())
		} else {
			m.rating, m.recordErr = kept, ""
		}
	}
	m.change = rating.Change(before, m.rating)
}

// checker says what checks the next move, with the tables as they stand
// (they may have opened since the last move).
func (m *PuzzleModel) checker() string {
	if !m.done {
		m.att.UseTables(m.o.Tables.Tables(game.DefaultRules()))
	}
	return m.att.Checker()
}

// puzzlePanelW is the width the panel beside the board needs.
const puzzlePanelW = 40

// boardSize is the largest board that fits beside the panel.
func (m *PuzzleModel) boardSize() boardSize {
	for _, b := range boardSizes {
		if b.width()+puzzlePanelW+2 <= m.w && b.height()+4 <= m.h {
			return b
		}
	}
	return boardSizes[len(boardSizes)-1]
}

// View draws the screen.
func (m *PuzzleModel) View() tea.View { return fullScreen(m.Content(), m.o.NoMouse) }

// Content draws the screen as text, for a model that embeds this one.
func (m *PuzzleModel) Content() string {
	if m.helpOn != nil {
		return m.helpOn.view(layout{w: m.w, h: m.h})
	}
	var sb strings.Builder
	sb.WriteString(m.th.title.Render(m.o.Lang.Show(cellwidth.Truncate(m.tr(txtPuzzleTitle), m.w, "…"))) + "\n")
	var board []string
	if m.att != nil {
		board = m.th.renderBoard(&m.board, m.shownPosition(), m.marks(), m.boardSize(), m.flipped)
	}
	panel := m.panel()
	rows := max(len(board), len(panel))
	bw := m.boardSize().width()
	for i := 0; i < rows && i < m.h-3; i++ {
		line := strings.Repeat(" ", bw)
		if i < len(board) {
			line = board[i] + strings.Repeat(" ", max(bw-lipgloss.Width(board[i]), 0))
		}
		if i < len(panel) {
			line += "  " + panel[i]
		}
		sb.WriteString(cellwidth.Truncate(line, m.w, "…") + "\n")
	}
	st := &m.th.status
	if m.warn {
		st = &m.th.warn
	}
	for _, l := range wrapText(m.status, m.w-1, 2) {
		sb.WriteString(st.Render(" "+m.o.Lang.Show(l)) + "\n")
	}
	sb.WriteString(" " + fitKeys(m.th.keysHelp, m.puzzleKeys().ShortHelp(), 2, m.w-1))
	return sb.String()
}

// wrapText breaks s into at most n lines of width w (in cells).
func wrapText(s string, w, n int) []string {
	var out []string
	line := ""
	for _, word := range strings.Fields(s) {
		if line != "" && cellwidth.Width(line)+1+cellwidth.Width(word) > w {
			out = append(out, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	out = append(out, line)
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// marks are the cursor, the selection and the last move; after a wrong
// move, the solution's next move as a hint.
func (m *PuzzleModel) marks() *marks {
	mk := &marks{cursor: m.cursor.Bit()}
	if m.stepping {
		line := m.att.Solution()
		mk.cursor = 0
		if m.step > 0 {
			mk.last = line[m.step-1].From.Bit() | line[m.step-1].To.Bit()
		}
		if m.step < len(line) {
			mk.setHint(line[m.step])
		}
		return mk
	}
	if m.sel.active() {
		mk.selected = m.sel.from.Bit()
		mk.target = m.sel.targets()
		mk.landed = m.sel.landed()
		mk.taken = m.sel.taken(m.att.Position())
	}
	if played := m.att.Played(); len(played) > 0 {
		last := played[len(played)-1]
		mk.last = last.From.Bit() | last.To.Bit()
	}
	if m.done && len(m.att.Remaining()) > 0 {
		mk.setHint(m.att.Remaining()[0])
	}
	if m.hinted && !m.done && m.hintAt == len(m.att.Played()) {
		mk.hint[m.att.Remaining()[0].From] = hintOrigin // which piece moves, not where
	}
	return mk
}

// panel is the text beside the board.
func (m *PuzzleModel) panel() []string {
	var out []string
	l := m.o.Lang
	add := func(st *lipgloss.Style, format string, a ...any) { // each line cut, then ordered for the screen
		out = append(out, m.th.r(st, l.Show(cellwidth.Truncate(fmt.Sprintf(format, a...), puzzlePanelW, "…"))))
	}
	if m.att != nil {
		pz := m.att.Puzzle
		add(&m.th.head, "%s", PuzzleInstruction(l, pz))
		if m.done {
			add(&m.th.dim, "%s", m.tr(txtPuzzleItsRating, "Rating", pz.Rating))
		} else {
			add(&m.th.dim, "%s", m.tr(txtPuzzleItsRatingLater))
		}
		add(&m.th.dim, "%s", m.tr(txtPuzzleCheckedBy, "By", puzzleChecker(l, m.checker())))
		add(&m.th.dim, "%s", puzzleModeLine(l, m.run.mode, m.theme))
		add(&m.th.panel, "")
		if !m.done {
			add(&m.th.panel, "%s", m.tr(txtPuzzleMovesHead))
		}
		numbered := func(line []game.Move) { // the solver's move and the reply on one row
			for i := 0; i < len(line); i += 2 {
				reply := ""
				if i+1 < len(line) {
					reply = " " + line[i+1].String()
				}
				add(&m.th.panel, "  %d. %s%s", i/2+1, line[i], reply)
			}
		}
		if !m.done { // once it ended, the solution holds the moves played
			numbered(m.att.Played())
		}
		if m.hinted && !m.retrying && m.run.mode == PuzzleModeRated {
			add(&m.th.dim, "%s", m.tr(txtPuzzleHinted))
		}
		if m.done {
			add(&m.th.panel, "%s", m.tr(txtPuzzleSolutionHead))
			numbered(m.att.Solution())
		}
		if m.retrying {
			add(&m.th.dim, "%s", m.tr(txtPuzzleTriedAgain))
		}
		add(&m.th.panel, "")
	} else {
		add(&m.th.dim, "%s", puzzleModeLine(l, m.run.mode, m.theme))
	}
	if m.run.mode != PuzzleModeRated {
		for _, l := range m.runLines() {
			add(&m.th.panel, "%s", l)
		}
		if m.recordErr != "" {
			add(&m.th.warn, "%s", m.recordErr)
		}
		return out
	}
	kind := txtPuzzleYourRating
	if !m.o.Rated {
		kind = txtPuzzleRatingNotHere
	}
	add(&m.th.panel, "%s", m.tr(kind, "Rating", m.rating.String()))
	if m.o.Note != "" {
		add(&m.th.dim, "%s", m.o.Note)
	}
	if m.change != "" {
		add(&m.th.panel, "%s", m.tr(txtPuzzleLastChange, "Change", m.change))
	}
	add(&m.th.panel, "%s", m.tr(txtPuzzleStreakLine, "N", m.streak))
	if m.recordErr != "" {
		add(&m.th.warn, "%s", m.recordErr)
	}
	if m.done && m.att.State() == puzzle.Solved {
		add(&m.th.good, "%s", m.tr(txtPuzzleSolvedMark))
	} else if m.done {
		add(&m.th.warn, "%s", m.tr(txtPuzzleNotSolvedMark))
	}
	return out
}
