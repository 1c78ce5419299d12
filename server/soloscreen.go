package server

import (
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/chatbox"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
)

// soloScreen is a game against the computer (or hotseat, or watching)
// played on the session's own ui.Model; its quit returns to the lobby.
type soloScreen struct {
	a    *app
	game *ui.Model
	// archived are the moves of an archived game opened in replay
	// (gamelist.go); nil for a new game.
	archived []game.Move
	fromList bool // opened from a list of archived games: quitting returns there
	// chat is what was said in the archived game, shown under its replay
	chat []store.ChatLine
}

// startSolo opens a game against the computer on the new-game screen.
func (a *app) startSolo() tea.Cmd { return a.soloAt(0) }

// soloAt opens a game against the computer: on the new-game screen with
// the local game's options and the coach on for a newcomer (soloCoach),
// or, with a level (a house bot, server/housebot), at that level at once.
func (a *app) soloAt(level int) tea.Cmd {
	o := a.uiOptions()
	o.Mode, o.MoveDelay, o.GameOver, o.Level = ui.ModeAI, ui.DefaultMoveDelay, a.soloOver, level
	o.Coach = a.soloCoach()
	o.GameBegun = func() { a.soloCount.Start(a.srv.ops, room.GameSolo, false) }
	g := ui.New(o)
	a.solo = &soloScreen{a: a, game: g}
	a.show(a.solo)
	_, _ = g.Update(tea.WindowSizeMsg{Width: a.width, Height: a.height})
	if level > 0 {
		o.GameBegun()
		return g.Init()
	}
	return tea.Batch(g.Init(), a.solo.cmd(g.OpenNewGame()))
}

// soloCoach is the coach of a game against the computer: on for a guest,
// and for a key holder with fewer than ui.CoachGames finished games in the
// archive (the first games after the lessons), off after them; on when
// the archive cannot be read. The player turns it on or off on the
// new-game screen.
func (a *app) soloCoach() ui.Coach {
	if a.player.ID == 0 {
		return ui.CoachOn
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	games, err := a.srv.store.PlayerGames(ctx, a.player.ID, ui.CoachGames)
	if err == nil && len(games) >= ui.CoachGames {
		return ui.CoachOff
	}
	return ui.CoachOn
}

// update passes msg to the game, a window's size less the chat's rows.
func (s *soloScreen) update(msg tea.Msg) tea.Cmd {
	if sz, ok := msg.(tea.WindowSizeMsg); ok {
		sz.Height -= s.chatRows()
		msg = sz
	}
	_, cmd := s.game.Update(msg)
	return s.cmd(cmd)
}

// chatRows is how many rows an archived game's chat takes under it: its
// lines and a heading, up to chatbox.MaxRows, never so many that the game no
// longer fits.
func (s *soloScreen) chatRows() int {
	if len(s.chat) == 0 {
		return 0
	}
	return max(min(chatbox.MaxRows, len(s.chatLines())+1, s.a.height-chatbox.MinGameRows), 0)
}

// chatLines are the archived chat's lines at the window's width.
func (s *soloScreen) chatLines() []string {
	var lines []string
	for _, c := range s.chat {
		lines = append(lines, chatLine(s.a, room.ChatMsg{ChatLine: c}, s.a.width-3)...)
	}
	return lines
}

// view is the game, the chat of an archived game under it, with the note
// on how saving the last game went.
func (s *soloScreen) view() string {
	view := s.game.Content()
	if rows := s.chatRows(); rows > 0 {
		lines := s.chatLines()
		head := s.a.loc.N(screentext.ChatOfGame, len(s.chat))
		if len(lines) > rows-1 {
			head = s.a.loc.N(screentext.ChatFirstOf, len(s.chat))
		}
		view += "\n " + s.a.st.dim.Render(s.a.loc.Show(head))
		for _, ln := range lines[:rows-1] {
			view += "\n  " + ln
		}
	}
	return s.a.withSaveNote(view)
}

// cmd turns the game's quit into a return to where the game was opened
// from: the lobby, or the list of archived games (backToListMsg).
func (s *soloScreen) cmd(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() tea.Msg {
		switch msg := cmd().(type) {
		case tea.QuitMsg:
			if s.fromList {
				return backToListMsg{}
			}
			return backMsg{}
		case tea.BatchMsg:
			for i, c := range msg {
				msg[i] = s.cmd(c)
			}
			return msg
		default:
			return msg
		}
	}
}
