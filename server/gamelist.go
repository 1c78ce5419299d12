package server

import (
	"fmt"
	"slices"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
)

// Archived games in the lobby's pages: one line each, and opened in the
// game's replay, where the player steps and jumps through it and plays on
// from any position against the computer.

// gameRows are the lines of a list of archived games, each opening its
// game, in the session's language.
func (a *app) gameRows(games []store.GameSummary) []pageRow {
	rows := make([]pageRow, 0, len(games))
	for _, g := range games {
		id := g.ID
		rows = append(rows, pageRow{text: screentext.GameLine(a.loc, g), open: func() tea.Cmd { return a.openArchived(id) }})
	}
	return rows
}

// openArchived opens archived game id in the replay of a game screen: the
// player steps through it, with its chat under it, and enter plays on
// from the position shown; esc or q returns to the list.
func (a *app) openArchived(id store.GameID) tea.Cmd {
	ctx, cancel := a.storeCtx()
	defer cancel()
	ag, err := a.srv.store.Game(ctx, id)
	if err != nil {
		return a.pageErr(fmt.Errorf("game %d: %w", id, err))
	}
	rec, err := a.srv.replays.Record(id, ag.PDN) // shared with the game's other viewers
	if err != nil {
		return a.pageErr(fmt.Errorf("game %d cannot be read: %w", id, err))
	}
	recs := []*pdn.Record{rec}
	o := a.uiOptions()
	o.Mode, o.MoveDelay, o.GameOver, o.Record, o.ViewRecord = ui.ModeAI, ui.DefaultMoveDelay, a.soloOver, recs[0], true
	// the person has the move: the computer does not play on by itself
	// in a game that was interrupted
	o.Color = recs[0].Game.Position().SideToMove()
	g := ui.New(o)
	// its players are named as the record names them, by their names
	// when it was played, as in the lists and the export
	a.solo = &soloScreen{a: a, game: g, archived: recs[0].Game.Moves(), fromList: true, chat: ag.Chat}
	a.show(a.solo)
	_, _ = g.Update(tea.WindowSizeMsg{Width: a.width, Height: a.height - a.solo.chatRows()})
	return a.solo.cmd(g.Init())
}

// backToListMsg returns from an archived game to the list it was opened
// from.
type backToListMsg struct{}

// backToList shows the pages again, where the archived game was opened.
func (a *app) backToList() tea.Cmd {
	if a.pages == nil {
		return a.backToLobby("")
	}
	a.solo = nil
	a.show(a.pages)
	return nil
}

// unplayed reports whether the solo screen shows an archived game with no
// move played on it here: nothing to save as a new game.
func (s *soloScreen) unplayed() bool {
	if s.archived == nil {
		return false
	}
	moves := s.game.Game().Moves()
	return len(moves) <= len(s.archived) && slices.Equal(moves, s.archived[:len(moves)])
}
