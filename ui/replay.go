package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
)

// gameReplay steps through a finished or loaded game: it holds a copy of the
// game's moves and which position is shown (0 = the start, Len() = after
// the last move). It draws nothing itself: the game screen shows
// Position() with LastMove() highlighted and marks Index() in the move
// list. It works for a game ended by resignation too, which game.Game.GoTo
// refuses.
type gameReplay struct {
	g     *game.Game // a clone at its end
	moves []game.Move
	i     int
	keys  replayKeys // its keys: Prev, Next, Start, End, PlayHere and Leave
}

// newGameReplay starts a replay of the moves played in g (up to its current
// position), showing the final position, stepped with k's replay keys.
func newGameReplay(g *game.Game, k replayKeys) *gameReplay {
	c := g.Clone()
	moves := c.Moves()
	return &gameReplay{g: c, moves: moves, i: len(moves), keys: k}
}

// Len returns the number of moves.
func (r *gameReplay) Len() int { return len(r.moves) }

// Index returns the number of moves played in the position shown.
func (r *gameReplay) Index() int { return r.i }

// Position returns the position shown.
func (r *gameReplay) Position() game.Position { return r.g.PositionAt(r.i) }

// Moves returns every move of the replayed game, for the move list.
func (r *gameReplay) Moves() []game.Move { return r.moves }

// LastMove returns the move that led to the position shown; ok is false at
// the start.
func (r *gameReplay) LastMove() (m game.Move, ok bool) {
	if r.i == 0 {
		return game.Move{}, false
	}
	return r.moves[r.i-1], true
}

// GoTo shows the position after i moves, clamped to 0..Len(); it reports
// whether the position changed. A click on move k (1-based) of the move
// list is GoTo(k).
func (r *gameReplay) GoTo(i int) bool {
	i = max(0, min(i, len(r.moves)))
	changed := i != r.i
	r.i = i
	return changed
}

// Game returns the replayed game as it ended (a clone).
func (r *gameReplay) Game() *game.Game { return r.g.Clone() }

// PlayFromHere returns a new game with the same rules and start and the
// moves up to the position shown, to play on (against the computer or a
// friend).
func (r *gameReplay) PlayFromHere() *game.Game {
	g := game.NewGame(r.g.Rules(), r.g.Start())
	for _, m := range r.moves[:r.i] {
		if err := g.Play(m); err != nil {
			panic("ui: replayed move no longer legal: " + err.Error()) // the moves came from a game
		}
	}
	return g
}

// replayAction is what a key did in replay mode.
type replayAction int

// The replay actions.
const (
	replayNone     replayAction = iota // the key is not a replay key
	replayMoved                        // the position shown changed (or stayed at an end)
	replayPlayHere                     // the person wants to play from here: use PlayFromHere
	replayExit                         // leave replay mode
)

// HandleKey applies a key: ←/→ step, home/end jump, enter plays from here,
// esc leaves. The game screen calls it first in replay mode and acts on
// replayPlayHere and replayExit.
func (r *gameReplay) HandleKey(msg tea.KeyPressMsg) replayAction {
	switch {
	case key.Matches(msg, r.keys.Prev):
		r.GoTo(r.i - 1)
	case key.Matches(msg, r.keys.Next):
		r.GoTo(r.i + 1)
	case key.Matches(msg, r.keys.Start):
		r.GoTo(0)
	case key.Matches(msg, r.keys.End):
		r.GoTo(len(r.moves))
	case key.Matches(msg, r.keys.PlayHere):
		return replayPlayHere
	case key.Matches(msg, r.keys.Leave):
		return replayExit
	default:
		return replayNone
	}
	return replayMoved
}
