package room

import (
	"time"

	"github.com/fetaix/fetaix/game"
)

// A game that ends before each side has made two moves is aborted, as on
// rating sites: it is not rated, counts as no win, loss or draw, is not in
// the players' records and is not archived. Either player may abort it
// (Client.Abort); a resignation, a draw, a player leaving or a clock
// falling before then aborts it too. A quick resign-and-rematch loop thus
// writes and rates nothing.

// AbortPlies is the number of plies from which a game counts: two moves of
// each side.
const AbortPlies = 4

// abortableLocked reports whether the current game is on and still short
// enough to be aborted.
func (r *Room) abortableLocked() bool {
	return r.Started && !r.overLocked() && r.G.Ply() < AbortPlies
}

// abortLocked ends the current game aborted; why says what ended it. A
// rated game gives its place in the pair's daily count back.
func (r *Room) abortLocked(why Said) {
	r.aborted = true
	r.endResult, r.endWhy, r.endSaid = game.Ongoing, "aborted: "+why.String(), say(txtWhyAbortedPrefix, "Why", why)
	r.said = Says{say(txtEvAborted, "Why", why)}
	if r.Rated {
		r.hub.Fair.release(r.Seats[0].Player, r.Seats[1].Player, r.ratedAt)
		r.Rated = false
	}
}

// SoloAborted reports whether a game against the computer that has ended
// (or is interrupted) counts for nothing: it ended before each side had
// made two moves, other than by the rules (a resignation, a draw agreed,
// an interruption).
func SoloAborted(g *game.Game) bool {
	res, why := g.Result()
	return g.Ply() < AbortPlies && (res == game.Ongoing || why == game.Resignation || why == game.AgreedDraw)
}

// abort aborts the current game for c, if it is still short enough.
func (r *Room) abort(c *Client) error {
	return r.Do(func(time.Time) error {
		if err := r.playingLocked(c); err != nil {
			return err
		}
		if !r.abortableLocked() {
			return ErrNoAbort
		}
		r.drawOffer = -1
		r.abortLocked(say(txtWhyAbortedGame, "Name", r.Seats[c.seat].Player.Name))
		return nil
	})
}

// Abort aborts the game in progress, which must be one where a side has
// made fewer than two moves.
func (c *Client) Abort() error { return c.room.abort(c) }
