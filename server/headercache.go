package server

import (
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// headerCache is the room's header as last drawn, with what it was drawn
// from (headerKey): the screen is drawn again after every key typed, and
// the header changes only with the room's state, the window, the colours
// and, once a second, its clocks.
type headerCache struct {
	ok   bool
	key  headerKey
	rows []string
}

// headerKey is everything the header reads: the room's state (a snapshot,
// never changed once sent), the seat and colour, the opponent's text,
// whether the player is a guest, the window, the colours, and the clocks
// and kept seats' countdowns as shown at the time of the draw.
type headerKey struct {
	st            *room.State
	seat          int
	color         game.Color
	rival         string
	guest         bool
	width, height int
	dark, noColor bool
	clocks        [2]string
	graces        [2]string
}

// headerKeyOf is the key of the header drawn at now.
func (rs *roomScreen) headerKeyOf(now time.Time) headerKey {
	st, a := rs.st, rs.a
	k := headerKey{st: st, seat: rs.c.Seat(), color: rs.color, rival: rs.rivalText(), guest: a.player.Guest(),
		width: a.width, height: a.height, dark: a.dark, noColor: a.noColor}
	if st.Options.Timed() {
		for i, c := range []game.Color{game.White, game.Black} {
			k.clocks[i] = screentext.ClockText(st.ClockLeft(c, now))
		}
	}
	for i, seat := range st.Seats {
		if seat.Taken && !seat.Connected && !seat.GraceEnd.IsZero() {
			k.graces[i] = screentext.ClockText(max(seat.GraceEnd.Sub(now), 0))
		}
	}
	return k
}

// header is the rows above the game (headerRows), from the cache when
// nothing they show has changed. The rows are the cache's: read them, do
// not change them.
func (rs *roomScreen) header(now time.Time) []string {
	k, c := rs.headerKeyOf(now), &rs.head
	if c.ok && c.key == k {
		return c.rows
	}
	c.ok, c.key, c.rows = true, k, rs.headerRows(now)
	return c.rows
}
