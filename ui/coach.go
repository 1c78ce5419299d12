package ui

import (
	"context"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/prefs"
)

// The coach (Options.Coach) looks at each move a person plays against the
// computer or at one keyboard, as it is played, and flags one that throws
// away a value proven before it: the value of the position for the mover
// before the move (the best of what is proven of its moves: a win, a
// draw, or draw or better) is better than what is proven of the move
// played. Only proven values count — the endgame tables, the proofs'
// books and the rules, through package explore without an engine — so a
// move that throws nothing proven away, or whose value is unknown, is
// never flagged, and where nothing is proven the coach says nothing:
//
//   - flagged: before ≥ draw, the move a proven loss ("draw → loss");
//     before a proven win, the move proven not to win ("win → draw",
//     "win → draw or worse", "win → loss");
//   - not flagged: the move's value unknown, or as good as the
//     position's, or the position's own value unknown.
//
// It runs as a Cmd off the update loop; the computer's answer, which
// starts at once, waits for it (hold) as it waits for an open question.
// A flagged move is a yes/no question: yes takes the move back (undo),
// the coach-off key turns the coach off, anything else keeps the move.
// It never speaks in ModeRemote (a game between two people online: fair
// play), in ModeWatch, nor in replay.

// coachState is the coach of the game shown.
type coachState struct {
	on bool // the coach speaks in this game (coachOn, at each new game)
	// id is the latest look at a move; an answer with another id is stale
	// (the position changed since).
	id int
	// pending: a look is out, and the computer's answer waits for it (hold)
	pending bool
}

// coachMsg is the coach's answer on a move: a flag, or nil when it has
// nothing to say.
type coachMsg struct {
	id   int
	flag *coachFlag
}

// coachFlag is a move that throws a proven value away, from the mover's
// view: the position's value before it, the move's, and what proves the
// move's.
type coachFlag struct {
	move          string
	before, after explore.Bounds
	by            string
}

// coachOn resolves Options.Coach for a new game: auto is on while fewer
// than prefs.CoachGames games are counted in the statistics (always when
// there are none to read).
func (m *Model) coachOn() bool {
	switch m.opts.Coach {
	case CoachOn:
		return true
	case CoachAuto:
		st, ok := m.loadStats()
		return !ok || prefs.CoachAuto(st)
	}
	return false
}

// coachSpeaks reports whether the coach looks at a move of mover in the
// game shown: against the computer the person's, at one keyboard
// everyone's; never online, nor when the computer plays itself.
func (m *Model) coachSpeaks(mover game.Color) bool {
	if !m.coachActive() || m.replay != nil {
		return false
	}
	return m.mode == ModeHotseat || mover == m.human
}

// coachActive reports whether the coach is on in the game shown and its
// mode is one the coach speaks in: against the computer, or at one
// keyboard (never online, nor when the computer plays itself).
func (m *Model) coachActive() bool {
	return m.coach.on && (m.mode == ModeAI || m.mode == ModeHotseat)
}

// coachWarm returns the Cmd that reads the proofs' book for the game's
// rules ahead of the coach's first look (it takes about a second the
// first time), when the coach speaks in this game; nil otherwise.
func (m *Model) coachWarm() tea.Cmd {
	if !m.coachActive() {
		return nil
	}
	r := m.g.Rules()
	return func() tea.Msg {
		_ = ai.PreloadBookRules(r) // a book that cannot be read proves nothing: the coach then says nothing
		return nil
	}
}

// forget drops the look out, if any: the position it was about changed.
func (c *coachState) forget() {
	c.id++
	c.pending = false
}

// coachMove starts the coach's look at mv, just played from p under r by
// mover, when the coach speaks for that move; nil otherwise.
func (m *Model) coachMove(p game.Position, r game.Rules, mv game.Move, mover game.Color) tea.Cmd {
	if !m.coachSpeaks(mover) {
		return nil
	}
	m.coach.forget()
	m.coach.pending = true
	id := m.coach.id
	ctx := m.opts.Context
	if ctx == nil {
		ctx = context.Background()
	}
	o := explore.Options{Book: ai.DefaultBook(), Tables: m.opts.Tables.Tables(r), NoLines: true}
	return func() tea.Msg {
		return coachMsg{id: id, flag: coachJudge(ctx, explore.New(o), p, r, mv)}
	}
}

// coachJudge returns the flag of mv played from p under r, or nil: what
// is proven of p for its side to move is better than what is proven of
// mv (coachThrows). x has no engine: only proven values.
func coachJudge(ctx context.Context, x *explore.Explorer, p game.Position, r game.Rules, mv game.Move) *coachFlag {
	before := x.Position(ctx, p, r).Bounds
	if !before.Proven() {
		return nil
	}
	for _, e := range x.Moves(ctx, p, r) {
		if e.Move.Same(mv) && coachThrows(before, e.Bounds) {
			return &coachFlag{move: e.Text, before: before, after: e.Bounds, by: e.By}
		}
	}
	return nil
}

// coachThrows reports whether a move proven to be within after throws
// away the value proven within before: before's worst is better than
// after's best (an unknown move's best is a win: never flagged).
func coachThrows(before, after explore.Bounds) bool {
	return before.Low.Rank() > after.High.Rank()
}

// coachDone takes the coach's answer: a flagged move becomes the question
// whether to take it back (on the status line when another question or
// screen is open), else the computer's held answer goes on.
func (m *Model) coachDone(msg coachMsg) tea.Cmd {
	if !m.coach.pending || msg.id != m.coach.id {
		return nil // stale: the position changed since
	}
	m.coach.pending = false
	f := msg.flag
	if f == nil {
		return nil
	}
	if m.active != nil {
		m.setStatus(statusWarn, "%s", coachNote(m.opts.Lang, f, m.keys.Undo.Help().Key))
		return nil
	}
	off := coachOffKey(m.opts.Lang)
	m.showPrompt(coachQuestion(m.opts.Lang, f, m.keys.yesNo(helpPhrase(off))),
		func(m *Model) tea.Cmd {
			cmd := m.undo()
			m.setStatus(statusInfo, "%s", coachTookBack(m.opts.Lang, f))
			return cmd
		},
		answer{off, (*Model).coachOff})
	if p := m.prompt(); p != nil {
		p.declined = func(m *Model) { m.setStatus(statusWarn, "%s", coachKept(m.opts.Lang, f)) }
	}
	return nil
}

// coachOff turns the coach off, for this game and the next, and saves the
// setting where settings are saved.
func (m *Model) coachOff() tea.Cmd {
	m.coach.on, m.opts.Coach = false, CoachOff
	m.setStatus(statusInfo, "%s", coachOffText(m.opts.Lang))
	return m.saveSettings(func(s *prefs.Settings) { s.Coach = "off" })
}

// coachField is the new-game form's line of the coach, set to c.
func coachField(l *i18n.Localizer, c Coach) formField {
	return formField{label: l.T(txtFormCoach), help: l.T(txtFormCoachHelp, "Games", prefs.CoachGames), choices: coachChoices(l), idx: int(c)}
}

// coachSetting is the coach setting's word (prefs.Settings.Coach) for c.
func coachSetting(c Coach) string { return [...]string{"off", "on", "auto"}[c] }

// coachOffKey is the answer to the coach's question that turns it off.
func coachOffKey(l *i18n.Localizer) key.Binding {
	return key.NewBinding(key.WithKeys(coachOffKeyName), key.WithHelp(coachOffKeyName, l.T(txtCoachOffKey)))
}
