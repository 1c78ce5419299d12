package ui

import (
	"errors"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/refuse"
	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/tables"
)

// learnStage is the lesson and stage open, and the attempt at it.
type learnStage struct {
	lesson, index int        // the lesson (in LearnModel.lesson) and its stage
	run           *learn.Run // the attempt; nil while the tables are awaited, or cannot be had
	src           learn.Sources
	fails         int         // the failed attempts at the stage so far
	played        []game.Move // the learner's moves in the attempt (a practice's take back replays them)
	last          game.Move   // the last move played on the board (marked, when hasLast)
	hasLast       bool
	met           bool // the goal is met: enter goes on
	stars         int  // the stars it was met with
	lost          bool // a practice's value was thrown away: u or r
}

// lessonOpen returns the lesson open.
func (m *LearnModel) lessonOpen() *learn.Lesson { return &m.lesson[m.stage.lesson] }

// stageOpen returns the stage open.
func (m *LearnModel) stageOpen() *learn.Stage {
	return &m.lessonOpen().Stages[m.stage.index]
}

// openStage starts the stage open, once the tables it needs are ready.
func (m *LearnModel) openStage() tea.Cmd {
	st := m.stageOpen()
	m.stage.run = nil
	m.stage.met, m.stage.lost, m.stage.hasLast = false, false, false
	m.entry = learnEntry{cursor: game.SquareAt(2, 2), sel: noEntry(), flipped: st.Learner() == game.Black}
	if !needsTables(st) { // no answer, no value judged: no need to wait for the tables
		m.stage.src = m.src.by[tables.RulesDir("", st.Rules)]
		m.begin()
		return nil
	}
	src, why, wait, ok := m.sources(st)
	if !ok {
		m.say(false, "%s", m.o.Lang.T(txtLearnPreparing))
		return wait
	}
	if why != "" {
		m.say(true, "%s", why)
		return nil
	}
	m.stage.src = src
	m.begin()
	return nil
}

// begin starts an attempt at the stage open, after m.stage.fails failed
// ones.
func (m *LearnModel) begin() {
	st := m.stageOpen()
	src := m.stage.src
	src.Lang = m.o.Lang
	m.stage.run = st.Begin(src, m.stage.fails)
	m.stage.played, m.stage.hasLast = nil, false
	m.stage.met, m.stage.lost = false, false
	m.entry.sel, m.entry.typing = noEntry(), ""
	if st.Goal.Kind == learn.GoalWatch {
		m.say(false, "%s", m.o.Lang.T(txtLearnWatchStep))
		return
	}
	m.say(false, "%s", m.o.Lang.T(txtLearnYourMove))
}

// playing reports whether the attempt takes a move now.
func (m *LearnModel) playing() bool {
	r := m.stage.run
	return r != nil && r.Status() == learn.Playing && r.Stage().Goal.Kind != learn.GoalWatch
}

// stageKey handles a key on a stage.
func (m *LearnModel) stageKey(k tea.KeyPressMsg) tea.Cmd {
	lk := &m.lk
	r := m.stage.run
	switch {
	case key.Matches(k, lk.Quit):
		m.toList()
	case r == nil && m.src.waiting != "": // awaiting the tables: a key typed ahead does not leave
		if key.Matches(k, lk.Cancel) {
			m.toList()
			break
		}
		m.say(false, "%s", m.o.Lang.T(txtLearnPreparing))
	case r == nil: // without the tables the stage needs
		if key.Matches(k, lk.Cancel) || key.Matches(k, lk.Select) {
			m.toList()
		}
	case m.stage.met && (key.Matches(k, lk.Select) || key.Matches(k, lk.Next)):
		return m.nextStage()
	case r.Stage().Goal.Kind == learn.GoalWatch && (key.Matches(k, lk.Select) || key.Matches(k, lk.Next)):
		m.step()
	case key.Matches(k, lk.TakeBack):
		m.takeBack()
	case key.Matches(k, lk.Retry):
		m.begin()
		m.say(false, "%s", m.o.Lang.T(txtLearnStageAgain))
	case key.Matches(k, lk.Flip):
		m.entry.flipped = !m.entry.flipped
	case m.playing():
		m.moveKey(k)
	}
	return nil
}

// moveKey handles a key that enters a move: the cursor, selecting and
// landing, typing.
func (m *LearnModel) moveKey(k tea.KeyPressMsg) {
	lk, e := &m.lk, &m.entry
	s := k.String()
	switch {
	case key.Matches(k, lk.Type):
		if s == ":" {
			s = "x"
		}
		e.typing += s
		m.say(false, "%s", learnTyped(m.o.Lang, e.typing))
	case key.Matches(k, lk.Back) && e.typing != "":
		e.typing = e.typing[:len(e.typing)-1]
		m.say(false, "%s", learnTyped(m.o.Lang, e.typing))
	case key.Matches(k, lk.Cancel):
		e.typing, e.sel = "", noEntry()
		m.say(false, "%s", m.o.Lang.T(txtLearnCancelled))
	case key.Matches(k, lk.Select) && e.typing != "":
		text := e.typing
		e.typing = ""
		m.playTyped(text)
	case key.Matches(k, lk.Select):
		m.pick(e.cursor)
	case key.Matches(k, lk.Up):
		m.moveCursor(0, 1)
	case key.Matches(k, lk.Down):
		m.moveCursor(0, -1)
	case key.Matches(k, lk.Left):
		m.moveCursor(-1, 0)
	case key.Matches(k, lk.Right):
		m.moveCursor(1, 0)
	}
}

// moveCursor moves the cursor a point across the screen.
func (m *LearnModel) moveCursor(dx, dy int) {
	if m.entry.flipped {
		dx, dy = -dx, -dy
	}
	c := m.entry.cursor
	m.entry.cursor = game.SquareAt(min(max(c.File()+dx, 0), 4), min(max(c.Rank()+dy, 0), 4))
}

// playTyped plays the move typed as text, or says why not: a move the
// rules refuse restarts the stage (refuse); text that is no move, or
// more than one, is only explained, as the game screen does.
func (m *LearnModel) playTyped(text string) {
	r := m.stage.run
	p, rules := r.Position(), r.Stage().Rules
	mv, err := game.ParseMove(p, rules, text)
	switch {
	case err == nil:
		m.try(mv)
	case errors.Is(err, game.ErrIllegalMove):
		m.refuse(text)
	default:
		why := typedWhy(p, rules, p.LegalPaths(rules, nil), text, err)
		if m.o.Lang.Lang() != i18n.English { // a lesson says the rules' own reason
			why = refuse.Move(m.o.Lang, err)
		}
		m.say(true, "%s", learnTypedIs(m.o.Lang, text, why))
	}
}

// refuse fails the attempt with the move text the rules refuse, with the
// lesson's reason (learn.Run.PlayText), and starts the stage again.
func (m *LearnModel) refuse(text string) {
	o, err := m.stage.run.PlayText(text)
	if err != nil || o.Status != learn.Failed || o.Say == "" {
		m.restart(learnTypedIs(m.o.Lang, text, m.o.Lang.T(txtLearnNotLegal)))
		return
	}
	m.restart(learnRefused(m.o.Lang, text, o.Say))
}

// pick selects the piece on s, or lands the selected one there; a piece
// that cannot move (the game screen's reason, whyNot), or a point the
// selected one cannot reach (the lesson's, refuse), restarts the stage.
func (m *LearnModel) pick(s game.Square) {
	if !m.playing() {
		return
	}
	e := &m.entry
	p, rules := m.stage.run.Position(), m.stage.run.Stage().Rules
	all := p.LegalPaths(rules, nil)
	own := p.At(s) != game.Empty && p.At(s).Color() == p.SideToMove()
	if !e.sel.active() || (own && len(e.sel.landings) == 0) {
		cands := pathsFrom(all, s)
		switch {
		case len(cands) == 0 && !own: // a point picked, no move begun: nothing to restart
			m.say(true, "%s", whyNotIn(m.o.Lang, p, rules, all, s))
			return
		case len(cands) == 0: // a piece of the learner's that cannot move: a wrong move
			m.restart(whyNotIn(m.o.Lang, p, rules, all, s))
			return
		}
		e.sel = entry{from: s, cands: cands}
		m.say(false, "%s", learnSelected(m.o.Lang, s.String()))
		return
	}
	mv, done, ok := e.sel.choose(s)
	switch {
	case !ok:
		m.refuse(e.sel.text(s))
	case done:
		e.sel = noEntry()
		m.try(mv)
	default:
		m.say(false, "%s", learnAndOn(m.o.Lang, pointsIn(m.o.Lang, e.sel.targets())))
	}
}

// text writes the move being entered, ended on s, as typed: "c3-c2", or
// a capture's landings "b2xd4xb4".
func (e *entry) text(s game.Square) string {
	sep := "-"
	if len(e.cands) > 0 && e.cands[0].IsCapture() {
		sep = "x"
	}
	t := e.from.String()
	for _, l := range e.landings {
		t += sep + l.String()
	}
	return t + sep + s.String()
}

// restart starts the stage again after a failed attempt, saying why.
func (m *LearnModel) restart(why string) {
	m.stage.fails++
	m.begin()
	m.say(true, "%s", learnRestart(m.o.Lang, why))
}

// try plays the learner's legal move mv and takes what follows.
func (m *LearnModel) try(mv game.Move) {
	m.entry.sel = noEntry()
	o, err := m.stage.run.Play(mv)
	if err != nil {
		m.say(true, "%v", err)
		return
	}
	m.stage.played = append(m.stage.played, mv)
	m.showOutcome(mv, o)
}

// showOutcome shows the outcome o of the learner's move mv.
func (m *LearnModel) showOutcome(mv game.Move, o learn.Outcome) {
	m.stage.last, m.stage.hasLast = mv, true
	if o.Replied {
		m.stage.last = o.Reply
	}
	practice := m.lessonOpen().Practice
	switch {
	case o.Status == learn.Met:
		m.met(o)
	case o.Status == learn.Failed && practice:
		m.stage.fails++
		m.stage.lost = true
		m.say(true, "%s", learnPracticeLost(m.o.Lang, o.Say))
	case o.Status == learn.Failed:
		m.restart(o.Say)
	case o.Say != "":
		m.say(false, "%s", o.Say)
	case o.Replied:
		m.say(false, "%s", learnReplied(m.o.Lang, o.Reply.String()))
	default:
		m.say(false, "%s", m.o.Lang.T(txtLearnYourMove))
	}
}

// met takes the stage met: its stars are recorded, and kept when they
// are its best.
func (m *LearnModel) met(o learn.Outcome) {
	st := m.stageOpen()
	m.stage.met, m.stage.stars = true, o.Stars
	last := m.stage.index == len(m.lessonOpen().Stages)-1
	m.say(false, "%s · %s", o.Say, learnNext(m.o.Lang, last))
	m.st.good = true
	if !m.o.Progress.Record(st.ID, o.Stars) || m.o.Save == nil {
		return
	}
	if err := m.o.Save(m.o.Progress); err != nil {
		m.saveErr = learnNotSaved(m.o.Lang, err)
		m.say(true, "%s · %s", m.saveErr, learnNext(m.o.Lang, last))
		return
	}
	m.saveErr = ""
}

// nextStage goes on to the next stage, or after the last back to the
// list with the lesson's stars.
func (m *LearnModel) nextStage() tea.Cmd {
	l := m.lessonOpen()
	if m.stage.index+1 < len(l.Stages) {
		m.stage.index++
		m.stage.fails = 0
		return m.openStage()
	}
	m.toList()
	got, most := m.o.Progress.Stars(*l)
	m.say(false, "%s", learnLessonDone(m.o.Lang, l.Title, got, most))
	m.st.good = true
	return nil
}

// step shows the next move of a watched line.
func (m *LearnModel) step() {
	r := m.stage.run
	o := r.Step()
	if n := r.Shown(); n > 0 {
		m.stage.last, m.stage.hasLast = r.Stage().Line[n-1], true
	}
	if o.Status == learn.Met {
		m.met(o)
		return
	}
	m.say(false, "%s", learnWatchStepOf(m.o.Lang, r.Stage().Line[r.Shown()-1].String(), r.Shown(), len(r.Stage().Line)))
}

// takeBack takes the learner's last move back, with the answer to it, in
// a practice: the attempt is played again from the stage's start without
// it (the opponent's answers are the same each time).
func (m *LearnModel) takeBack() {
	if !m.lessonOpen().Practice {
		m.say(true, "%s", m.o.Lang.T(txtLearnTakeBackHere))
		return
	}
	n := len(m.stage.played)
	if n == 0 {
		m.say(true, "%s", m.o.Lang.T(txtLearnNothingBack))
		return
	}
	moves := m.stage.played[:n-1]
	m.begin()
	var o learn.Outcome
	for _, mv := range moves {
		var err error
		if o, err = m.stage.run.Play(mv); err != nil {
			break
		}
		m.stage.played = append(m.stage.played, mv)
		m.stage.last, m.stage.hasLast = mv, true
		if o.Replied {
			m.stage.last = o.Reply
		}
	}
	msg := m.o.Lang.T(txtLearnYourMove)
	if o.Say != "" && len(moves) > 0 {
		msg = o.Say
	}
	m.say(false, "%s", strings.TrimSpace(msg))
}
