package server

import (
	"context"
	"log/slog"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/server/bookload"
)

// The engine's books are read in the background from the server's start
// (server/bookload): only a game against the computer waits for them,
// with a note on its player's screen.

// booksLoadingNote is what a player who asked for a game against the
// computer sees while the books are read.
const booksLoadingNote = "loading the engine's books… your game starts when they are read"

// booksReadyMsg tells a session that the engine's books are read.
type booksReadyMsg struct{}

// awaitBooks returns a command that waits for b, until ctx (the
// session's) ends.
func awaitBooks(ctx context.Context, b *bookload.Reading) tea.Cmd {
	return func() tea.Msg {
		select {
		case <-b.Done():
			return booksReadyMsg{}
		case <-ctx.Done():
			return nil
		}
	}
}

// startBooks starts reading the books with load (nil: preloadBook).
func startBooks(load func() error, log *slog.Logger) *bookload.Reading {
	if load == nil {
		load = preloadBook
	}
	return bookload.Start(load, log)
}

// playComputer opens a game against the computer once the books are
// read; until then the lobby says they are being read, and the game opens
// when they are (unless the player chose something else meanwhile).
func (a *app) playComputer() tea.Cmd {
	if a.srv.books.Ready() {
		return a.startSolo()
	}
	l := a.lobby
	l.msg, l.msgErr, l.soloWaiting = booksLoadingNote, false, true
	return awaitBooks(a.ctx, a.srv.books)
}

// booksRead opens the game against the computer the lobby was waiting
// for, if it still is.
func (l *lobby) booksRead() tea.Cmd {
	if !l.soloWaiting || l.page != pageMenu {
		return nil
	}
	l.soloWaiting, l.msg = false, ""
	return l.a.startSolo()
}
