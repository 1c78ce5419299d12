package server

import (
	"math"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// The screen half of open games and quick match: the session's player's
// rating that the lobby offers them at, and the waiting quick-match
// player's screen looking again for an opponent (room/seeks.go holds the hub's
// and rooms' half).

// seekRating is the session's player's rating in a class (a room's
// Options.Class), as open games show it and quick match pairs by it; a
// guest, a key with no rated game in the class, or a store that cannot be
// asked gets newcomerRank.
func (a *app) seekRating(class rating.Class) room.SeekRank {
	if a.player.ID == 0 {
		return room.NewcomerRank(a.player)
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	st, err := a.srv.store.RankOf(ctx, a.player.ID, class)
	if err != nil {
		return room.NewcomerRank(a.player)
	}
	return room.SeekRank{R: int(math.Round(st.Rating.R)), Text: st.Rating.Short()}
}

// quickPollEvery is how often a player waiting in quick match looks again
// for an opponent whose range has come to hold them.
const quickPollEvery = time.Second

// quickPollMsg asks the screen of a player waiting in quick match to look
// again.
type quickPollMsg struct{ c *room.Client }

// pollQuick schedules the next look for the creator of a quick-match room
// (Requick); nil for anyone else.
func (rs *roomScreen) pollQuick() tea.Cmd {
	c := rs.c
	if !c.Room().Opts.Quick || c.Seat() != 0 {
		return nil
	}
	return tea.Tick(quickPollEvery, func(time.Time) tea.Msg { return quickPollMsg{c} })
}

// quickPolled moves the waiting player to the room of an opponent found,
// or looks again later, until the game has started.
func (rs *roomScreen) quickPolled(m quickPollMsg) tea.Cmd {
	if m.c != rs.c || (rs.st != nil && (rs.st.Started || rs.st.Closed)) {
		return nil
	}
	if c := rs.a.srv.hub.Requick(rs.c); c != nil {
		return rs.a.enterRoom(c, rs.a.loc.T(screentext.PairedByQuick))
	}
	return rs.pollQuick()
}
