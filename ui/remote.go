package ui

import (
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
)

// Request is something the local person of a ModeRemote seat asks of the
// authority that owns the game.
type Request int

// The requests a remote seat emits.
const (
	// RequestMove asks to play RequestMsg.Move.
	RequestMove Request = iota
	// RequestResign resigns the seat's side.
	RequestResign
	// RequestDraw offers a draw, or accepts the opponent's offer.
	RequestDraw
	// RequestRematch asks for a new game in the same room.
	RequestRematch
	// RequestQuit asks to leave (the embedding model decides what that means).
	RequestQuit
)

// RequestMsg is emitted (as the message of a tea.Cmd returned by Update) by
// a ModeRemote model instead of changing its own game. The embedding model
// handles it — typically by sending it to the room — and later sends the new
// state in with a StateMsg. A Model never handles a RequestMsg itself.
type RequestMsg struct {
	Kind  Request
	Move  game.Move  // for RequestMove: a legal move of the position shown
	Color game.Color // the side that asks
	Ply   int        // the ply of the position the request was made in
}

// RenameMsg tells a model that a player's name changed (an SSH server's
// player renamed while the game is shown): the side labelled From, in the
// side panel and the title, is labelled To from then on.
type RenameMsg struct{ From, To string }

// rename relabels the sides named r.From.
func (m *Model) rename(r RenameMsg) {
	for _, name := range []*string{&m.opts.WhiteName, &m.opts.BlackName} {
		if *name == r.From && r.From != "" {
			*name = r.To
		}
	}
}

// StateMsg replaces the game shown by a model (any mode, though it is meant
// for ModeRemote): the model keeps a clone of Game, drops any selection in
// progress and shows Status (if not empty) on its status line. Names, when
// not empty, relabel the players.
type StateMsg struct {
	Game                 *game.Game
	Status               string
	WhiteName, BlackName string
	// DrawOffered says the opponent offers the local seat a draw: the
	// footer then shows KeyMap.DeclineDraw.
	DrawOffered bool
	// DrawOffering says the local seat's own draw offer stands, waiting
	// for the opponent's answer: the footer then says so instead of
	// offering the draw again (the room refuses a second offer).
	DrawOffering bool
	// Ended says the game has ended, though Game may not record it (a
	// clock fell, the game was aborted, a player left): the fair-play rule
	// then lets the engine's analysis, the explorer and the game's
	// analysis open, as once the game itself is over.
	Ended bool
}

// request returns the Cmd that emits a RequestMsg.
func request(r RequestMsg) tea.Cmd {
	return func() tea.Msg { return r }
}
