package room

import (
	"errors"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/store"
)

// A player may ask to take back their last move; the opponent accepts or
// declines, as with a draw offer. In a casual game the request may come
// after the opponent's reply (both moves are then taken back); in a rated
// game only before it, as on rating sites. The moves taken back leave the
// game for good, so the archived record stays a legal game; the room's
// chat, which goes into the record as PDN comments, notes the takeback.

// MaxTakebacks is how many takebacks each player may ask for in one game.
const MaxTakebacks = 3

// Refusals of takeback requests.
var (
	ErrNoTakeback     = errors.New("there is no takeback request to answer")
	ErrNothingBack    = errors.New("you have no move to take back")
	ErrTakebackRated  = errors.New("in a rated game a move can be taken back only before the opponent has replied")
	ErrTakebackAsked  = errors.New("you have already asked to take back your move")
	ErrTakebackBudget = fmt.Errorf("you may ask for at most %d takebacks in a game", MaxTakebacks)
)

// takebackPliesLocked returns how many plies seat's takeback undoes: its
// last move, and the opponent's reply if there is one.
func (r *Room) takebackPliesLocked(seat int) (int, error) {
	me := r.colorOf(seat)
	n := 1
	if r.G.Position().SideToMove() == me { // the opponent has replied
		if r.Rated {
			return 0, ErrTakebackRated
		}
		n = 2
	}
	if r.G.Ply() < n || r.G.PositionAt(r.G.Ply()-n).SideToMove() != me {
		return 0, ErrNothingBack
	}
	return n, nil
}

// takebackRefusalLocked says why seat may not take back now — neither
// ask to take back its last move nor accept the opponent's request —
// or nil when it may, in a game that goes on. The state's CanTakeback
// (the room's keys row) and askTakeback both follow it.
func (r *Room) takebackRefusalLocked(seat int) error {
	if r.Opts.Event > 0 {
		return ErrEventTakeback
	}
	switch r.takeback {
	case int8(1 - seat):
		_, err := r.takebackPliesLocked(1 - seat)
		return err
	case int8(seat):
		return ErrTakebackAsked
	}
	if r.takebacks[seat] >= MaxTakebacks {
		return ErrTakebackBudget
	}
	_, err := r.takebackPliesLocked(seat)
	return err
}

// askTakeback asks, for c, to take back c's last move, or accepts the
// opponent's request.
func (r *Room) askTakeback(c *Client) error {
	return r.Do(func(now time.Time) error {
		if err := r.playingLocked(c); err != nil {
			return err
		}
		if err := r.takebackRefusalLocked(c.seat); err != nil {
			return err
		}
		if r.takeback == int8(1-c.seat) {
			return r.takeBackLocked(c, now)
		}
		r.takeback = int8(c.seat)
		r.takebacks[c.seat]++
		r.said = Says{say(txtEvTbAsked, "Name", r.Seats[c.seat].Player.Name)}
		return nil
	})
}

// takeBackLocked grants the opponent's takeback request; c accepts it.
func (r *Room) takeBackLocked(c *Client, now time.Time) error {
	asker := 1 - c.seat
	n, err := r.takebackPliesLocked(asker)
	if err != nil {
		return err
	}
	moves := r.G.Moves()
	first := r.G.Ply() - n
	taken := fmt.Sprintf("%d. %s", first/2+1, moves[first])
	if r.G.PositionAt(first).SideToMove() == game.Black {
		taken = fmt.Sprintf("%d... %s", first/2+1, moves[first])
	}
	if n == 2 {
		taken += " " + moves[first+1].String()
	}
	for range n {
		r.G.TakeBack()
	}
	r.takeback = -1
	name := r.Seats[asker].Player.Name
	r.said = Says{say(txtEvTookBack, "Name", name, "Moves", taken, "Other", r.Seats[c.seat].Player.Name)}
	// the server's note, not the asker's words: no author
	r.Chat.add(ChatMsg{ChatLine: store.ChatLine{At: now, Text: r.said.String()}, Seat: -1, Said: r.said[0]})
	return nil
}

// declineTakeback declines, for c, the opponent's takeback request.
func (r *Room) declineTakeback(c *Client) error {
	return r.decline(c, &r.takeback, ErrNoTakeback, txtEvTbDeclined)
}

// lapseTakebackLocked drops a takeback request when a move is played
// instead of an answer.
func (r *Room) lapseTakebackLocked() {
	if r.takeback >= 0 {
		r.takeback = -1
		r.said = append(r.said, say(txtEvTbLapsed))
	}
}

// Takeback asks to take back the player's last move, or accepts the
// opponent's request to take back theirs.
func (c *Client) Takeback() error { return c.room.askTakeback(c) }

// DeclineTakeback declines the opponent's takeback request.
func (c *Client) DeclineTakeback() error { return c.room.declineTakeback(c) }
