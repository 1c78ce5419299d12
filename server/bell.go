package server

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/store"
)

// A room rings the terminal bell (BEL) of a player when the opponent has
// moved and it is their turn, and once a move when their clock falls
// under lowTime. The Bell key turns it off and on; a key holder's choice
// is stored (store.Settings), a guest's lasts for the session.

// lowTime is the remaining time under which the bell rings, once a move.
const lowTime = 10 * time.Second

// bellText is the terminal bell (BEL), as the session writes it.
const bellText = "\a"

// roomBell is what a room screen remembers of its bell.
type roomBell struct {
	lowRung [2]int // the game number and ply the low-time bell last rang at
}

// bellOn reports whether the session's player wants the bell, reading a
// key holder's stored setting the first time.
func (a *app) bellOn() bool {
	if a.bell == nil {
		on := store.DefaultSettings().Bell
		if a.player.ID != 0 {
			ctx, cancel := a.storeCtx()
			if st, err := a.srv.store.Settings(ctx, a.player.ID); err == nil {
				on = st.Bell
			}
			cancel()
		}
		a.bell = &on
	}
	return *a.bell
}

// toggleBell turns the bell off or on, and stores the choice of a key
// holder (a change of the account: bounded as the others are).
func (rs *roomScreen) toggleBell() tea.Cmd {
	a := rs.a
	on := !a.bellOn()
	a.bell = &on
	rs.status = "bell off: " + a.keys.Bell.Help().Key + " turns it on"
	if on {
		rs.status = "bell on: " + a.keys.Bell.Help().Key + " turns it off"
	}
	if a.player.ID != 0 {
		if err := a.lobby.acct.ac.saveSettings(store.Settings{Bell: on}); err != nil {
			rs.status += " (for this session: " + err.Error() + ")"
		}
	}
	return rs.pushGame()
}

// ringing reports whether the bell may ring for this screen's player.
func (rs *roomScreen) ringing(st *State) bool {
	return st != nil && !rs.spectator() && st.Started && !st.Over() && !st.Closed &&
		st.Position().SideToMove() == rs.color && rs.a.bellOn()
}

// moveBell rings when the opponent's move has made it the player's turn.
func (rs *roomScreen) moveBell(prev, st *State) tea.Cmd {
	if prev == nil || !prev.Started || prev.GameNo != st.GameNo || st.Game.Ply() <= prev.Game.Ply() || !rs.ringing(st) {
		return nil
	}
	return rs.a.ring()
}

// lowTimeBell rings once a move when the player's clock runs under
// lowTime on their turn.
func (rs *roomScreen) lowTimeBell(now time.Time) tea.Cmd {
	st := rs.st
	if st == nil || !st.ClockRunning || !rs.ringing(st) || st.ClockLeft(rs.color, now) >= lowTime {
		return nil
	}
	at := [2]int{st.GameNo, st.Game.Ply()}
	if rs.bell.lowRung == at {
		return nil
	}
	rs.bell.lowRung = at
	return rs.a.ring()
}

// ring rings the session's bell: with the screen that Update is drawing
// (the drawer writes it first), so that it comes with the move it is
// for; without a drawer, as a command.
func (a *app) ring() tea.Cmd {
	if a.drawer != nil {
		a.drawer.Ring()
		return nil
	}
	return tea.Raw(bellText)
}
