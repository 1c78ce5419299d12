package server

import (
	"errors"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
)

// The room header names the opponent with their rating in the room's
// class (room.Options.Class), and the Profile key opens their
// profile over the game (esc returns to it); a spectator opens White's.

// rivalInfo is what a room screen knows of the opponent.
type rivalInfo struct {
	id     store.PlayerID // whose rating is below; 0 before the first look-up
	guest  bool
	of     int    // the room's State.RatingsOf when it was read: a rated game since changes it
	read   bool   // it has been read
	rating string // "1512?", "unrated", "guest"; "" when it could not be read
}

// rivalSeat is the seat whose player the header and the Profile key are
// about: the opponent, or White's for a spectator.
func (rs *roomScreen) rivalSeat() int {
	if mine := rs.c.Seat(); mine >= 0 {
		return 1 - mine
	}
	return rs.st.White
}

// lookUpRival reads the opponent's rating when the opponent has changed.
func (rs *roomScreen) lookUpRival() tea.Cmd {
	if rs.spectator() {
		return nil
	}
	seat := rs.st.Seats[rs.rivalSeat()]
	if !seat.Taken || (rs.rival.read && seat.ID == rs.rival.id && seat.Guest == rs.rival.guest && rs.st.RatingsOf == rs.rival.of) {
		return nil
	}
	rs.rival = rivalInfo{id: seat.ID, guest: seat.Guest, of: rs.st.RatingsOf, read: true, rating: "guest"}
	if seat.Guest || seat.ID == 0 {
		return nil
	}
	ctx, cancel := rs.a.storeCtx()
	defer cancel()
	st, err := rs.a.srv.store.RankOf(ctx, seat.ID, rs.st.Options.Class())
	switch {
	case errors.Is(err, store.ErrNotFound):
		rs.rival.rating = "unrated"
	case err != nil:
		rs.rival.rating = ""
	default:
		rs.rival.rating = st.Rating.Short()
	}
	return nil
}

// rivalText is the header's words on the opponent: "vs bob 1512?", "vs robo BOT 1500?".
func (rs *roomScreen) rivalText() string {
	seat := rs.st.Seats[rs.rivalSeat()]
	if rs.spectator() || !seat.Taken {
		return ""
	}
	t := seat.ShownIn(rs.a.loc)
	if rs.rival.rating != "" {
		t += " " + screentext.RatingWord(rs.a.loc, rs.rival.rating)
	}
	return rs.a.loc.V(screentext.RoomVs, "Rival", t)
}

// openRivalProfile shows the opponent's profile over the game (tab in it
// turns to the other player's: profileKey).
func (rs *roomScreen) openRivalProfile() tea.Cmd { return rs.openProfile(rs.rivalSeat()) }

// openProfile shows the profile of the player in seat over the game.
func (rs *roomScreen) openProfile(seatNo int) tea.Cmd {
	seat := rs.st.Seats[seatNo]
	if seat.Guest || seat.ID == 0 {
		rs.status = rs.a.loc.T(screentext.RoomGuestProfile, "Name", orQ(seat.Name))
		return rs.pushGame()
	}
	p, err := rs.a.profilePage(seat.ID)
	if err != nil {
		rs.status = rs.a.loc.T(screentext.RoomNoProfile, "Why", err.Error())
		return rs.pushGame()
	}
	rs.profile, rs.profileSeat = &pagesScreen{a: rs.a, open: []*page{p}, inRoom: true}, seatNo
	return nil
}

// profileKey handles a key while the profile is shown: esc or q returns
// to the game; tab turns to the other player's profile (a guest's is said
// to be none, over the game); the others scroll (nothing opens from it in
// a room).
func (rs *roomScreen) profileKey(msg tea.KeyPressMsg) tea.Cmd {
	k := rs.a.keys
	switch {
	case key.Matches(msg, k.Cancel, k.Quit, k.Profile, k.Interrupt):
		rs.profile = nil
	case key.Matches(msg, k.NextField):
		rs.profile = nil
		return rs.openProfile(1 - rs.profileSeat)
	case !key.Matches(msg, k.Accept):
		rs.profile.updatePage(msg)
	}
	return nil
}
