package server

import (
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game"
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
}

// startSolo opens a game against the computer on the new-game screen, with
// the same options as the local game.
func (a *app) startSolo() tea.Cmd {
	o := a.uiOptions()
	o.Mode, o.MoveDelay, o.GameOver = ui.ModeAI, ui.DefaultMoveDelay, a.soloOver
	g := ui.New(o)
	a.solo = &soloScreen{a: a, game: g}
	a.srv.ops.gameStarted(gameSolo, false)
	a.show(a.solo)
	_, _ = g.Update(tea.WindowSizeMsg{Width: a.width, Height: a.height})
	return tea.Batch(g.Init(), a.solo.cmd(g.OpenNewGame()))
}

// update passes msg to the game.
func (s *soloScreen) update(msg tea.Msg) tea.Cmd {
	_, cmd := s.game.Update(msg)
	return s.cmd(cmd)
}

// view is the game, with the note on how saving the last game went.
func (s *soloScreen) view() string { return s.a.withSaveNote(s.game.Content()) }

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
