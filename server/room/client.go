package room

import (
	"github.com/fetaix/fetaix/game"
)

// stateBuffer is how many states wait in a client's channel. One is
// enough: a slow reader only ever needs the latest state, and older ones
// are dropped.
const stateBuffer = 1

// Client is one session's membership of a room: a player at a seat or a
// spectator. States arrive on Updates; the channel is closed when the
// client is detached (left, replaced by a newer connection of the same
// player, or the room closed).
type Client struct {
	room   *Room
	seat   int    // -1 for a spectator
	who    Player // who is in the room through this client
	token  string
	ch     chan *State
	closed bool // guarded by room.mu
}

// Updates returns the channel of room states, latest first to arrive.
func (c *Client) Updates() <-chan *State { return c.ch }

// Seat returns the client's seat (0 creator, 1 joiner) or -1 for a spectator.
func (c *Client) Seat() int { return c.seat }

// Token returns the resume token of the client's seat ("" for a spectator).
func (c *Client) Token() string { return c.token }

// Code returns the room's code.
func (c *Client) Code() string { return c.room.code }

// Room returns the room.
func (c *Client) Room() *Room { return c.room }

// push delivers s without blocking: when the reader has not taken the
// previous state yet, that stale state is replaced by s.
func (c *Client) push(s *State) {
	select {
	case c.ch <- s:
		return
	default:
	}
	select {
	case <-c.ch:
	default:
	}
	select {
	case c.ch <- s:
	default:
	}
}

// detachLocked closes the client's channel once.
func (c *Client) detachLocked() {
	if !c.closed {
		c.closed = true
		close(c.ch)
	}
}

// Move asks to play m.
func (c *Client) Move(m game.Move) error { return c.room.move(c, m, -1, -1) }

// MoveAt asks to play m, chosen in game gameNo after ply plies; it is
// refused if the room has moved on since (a rematch, for one).
func (c *Client) MoveAt(m game.Move, gameNo, ply int) error { return c.room.move(c, m, gameNo, ply) }

// Resign resigns the current game.
func (c *Client) Resign() error { return c.room.resign(c) }

// OfferDraw offers a draw, or accepts the opponent's offer.
func (c *Client) OfferDraw() error { return c.room.offerDraw(c) }

// DeclineDraw declines the opponent's draw offer.
func (c *Client) DeclineDraw() error { return c.room.declineDraw(c) }

// Rematch asks for a new game with colours swapped; it starts when both
// players have asked.
func (c *Client) Rematch() error { return c.room.askRematch(c) }

// Leave takes the client out of the room. A player leaving a game in
// progress keeps the seat for the grace period and may resume; a creator
// leaving before anyone joined closes the room.
func (c *Client) Leave() { c.room.leave(c) }
