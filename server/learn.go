package server

import (
	"context"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/server/practice"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/server/textfit"
	"github.com/fetaix/fetaix/ui"
)

// The lobby's lessons (ui.LearnModel). A key holder's stars are kept in
// the store (store.LessonProgress), read as the screen opens and written
// as stages are met with more stars (practice.LearnSaver); a guest's last
// for the session (practice.GuestStars), and the screen's last row says
// so. The lobby offers the lessons once to a new key, and to a guest on
// each session's lobby: one key takes the offer or puts it away.

// learnScreen is the lessons' screen, embedded; quitting goes back to the
// lobby.
type learnScreen struct {
	a    *app
	m    *ui.LearnModel
	note string // the last row: where the stars are kept ("": nowhere to say)
}

// openLearn shows the lessons, with the player's stars.
func (a *app) openLearn() tea.Cmd {
	back := func() tea.Cmd { return func() tea.Msg { return backMsg{} } }
	o := ui.LearnOptions{Options: a.uiOptions(), Quit: back}
	s := &learnScreen{a: a}
	var ok bool
	if o, ok = a.learnOptions(o); !ok {
		a.lobby.msg, a.lobby.msgErr = o.Notice, true
		return nil
	}
	o.Notice = ""
	if a.player.ID == 0 {
		s.note = a.loc.T(screentext.LearnUnkeptNote)
		if a.player.Guest() {
			s.note = a.loc.T(screentext.LearnGuestNote)
		}
	}
	if sv := a.learnSv; sv != nil { // what waits is written as the lessons are left
		o.Quit = func() tea.Cmd {
			if err := sv.Flush(); err != nil {
				note := screentext.LearnSaveFailed(a.loc, err)
				return func() tea.Msg { return backMsg{note: note} }
			}
			return back()
		}
	}
	if hook := a.srv.cfg.learnOpened; hook != nil {
		hook(a.player, o)
	}
	s.m = ui.NewLearn(o)
	a.show(s)
	s.update(tea.WindowSizeMsg{Width: a.width, Height: a.height})
	return nil
}

// gameLearn gives the lessons opened over a game (ui.Options.Learn, the
// game's key i) the player's stars and how to keep them, as the lobby's
// lessons have them; what cannot be read is said as the lessons open.
func (a *app) gameLearn() ui.LearnOptions {
	o, _ := a.learnOptions(ui.LearnOptions{})
	return o
}

// learnOptions sets o's Progress and Save: a key holder's stars from the
// session's saver (read from the store on first use, learnSaver), a
// guest's kept for the session. ok false, with Notice saying why, when a
// key holder's stars cannot be read: the lessons then keep nothing.
func (a *app) learnOptions(o ui.LearnOptions) (_ ui.LearnOptions, ok bool) {
	if a.player.ID == 0 {
		o.Progress, o.Save = a.learnProgress.Get(), a.learnProgress.Set
		return o, true
	}
	sv, err := a.learnSaver()
	if err != nil {
		o.Notice = screentext.LearnReadFailed(a.loc, err)
		return o, false
	}
	o.Progress, o.Save = sv.Progress(), sv.Save
	return o, true
}

// learnSaver returns the session's saver of a key holder's stars, made on
// first use from the stored progress: one per session, whichever door
// opens the lessons (the lobby's or a game's), and what waits is written
// as the session ends.
func (a *app) learnSaver() (*practice.LearnSaver, error) {
	a.learnMu.Lock()
	defer a.learnMu.Unlock()
	if a.learnSv != nil {
		return a.learnSv, nil
	}
	ctx, cancel := a.storeCtx()
	text, err := a.srv.store.LessonProgress(ctx, a.player.ID)
	cancel()
	if err != nil {
		return nil, err
	}
	saved, err := practice.ReadLearn(text)
	if err != nil {
		a.srv.cfg.Log.Warn("a player's lesson progress does not read; what reads is kept",
			append(playerLog(a.player), "error", err)...)
	}
	id, srv := a.player.ID, a.srv
	sv := practice.NewLearnSaver(saved, func(p learn.Progress) error {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(a.sessionCtx()), storeTimeout)
		defer cancel()
		_, err := srv.store.UpdateLessonProgress(ctx, id, func(old string) (string, error) {
			return practice.MergeLearn(old, p), nil
		}, time.Now())
		return err
	}, time.Now, srv.cfg.learnGap)
	if a.ctx != nil { // the session's end writes what waits
		p := a.player
		context.AfterFunc(a.ctx, func() {
			if err := sv.Flush(); err != nil {
				srv.cfg.Log.Warn("writing a player's lesson progress as the session ended failed",
					append(playerLog(p), "error", err)...)
			}
		})
	}
	a.learnSv = sv
	return sv, nil
}

// sessionCtx is the session's context (Background for a test's app
// without one).
func (a *app) sessionCtx() context.Context {
	if a.ctx == nil {
		return context.Background()
	}
	return a.ctx
}

func (s *learnScreen) update(msg tea.Msg) tea.Cmd {
	if size, ok := msg.(tea.WindowSizeMsg); ok && s.note != "" {
		size.Height = max(size.Height-len(s.noteRows()), 1) // the note's rows
		msg = size
	}
	_, cmd := s.m.Update(msg)
	return cmd
}

// noteRows is the note wrapped to the window, indented.
func (s *learnScreen) noteRows() []string {
	rows := strings.Split(ansi.Wrap(s.note, max(s.a.width-3, 20), " "), "\n")
	for i, r := range rows {
		rows[i] = "  " + s.a.st.dim.Render(s.a.loc.Show(r))
	}
	return rows
}

// view is the lessons' screen, and the note on the last rows.
func (s *learnScreen) view() string {
	text := s.m.Content()
	if s.note == "" {
		return text
	}
	note := s.noteRows()
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if room := s.a.height - len(note); room > 0 {
		lines = lines[:min(len(lines), room)]
		for len(lines) < room {
			lines = append(lines, "")
		}
	}
	return textfit.Clip(strings.Join(append(lines, note...), "\n"), s.a.width)
}
