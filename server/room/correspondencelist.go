package room

import (
	"sort"
	"time"

	"github.com/fetaix/fetaix/game"
)

// A key holder's correspondence games as the lobby lists them
// (correspondence.go): those waiting for their move first.

// SeatOfLocked returns the seat playing colour c in the current game.
func (r *Room) SeatOfLocked(c game.Color) int {
	if c == game.White {
		return r.White
	}
	return 1 - r.White
}

// Correspondence lists the correspondence games where p's key holds a
// seat, as the lobby shows them: those waiting for p's move first, then
// those waiting for the opponent's, the least time left first in each,
// then those waiting for an opponent to join. Info.YourMove and
// Info.Left say which and how long.
func (h *Hub) Correspondence(p Player) []Info {
	if p.Guest() {
		return nil
	}
	now := time.Now()
	var games []Info
	for _, r := range h.snapshot() {
		if !r.Opts.Correspondence() {
			continue
		}
		r.Mu.Lock()
		mine := !r.closed && r.holdsLocked(p.Key)
		yours, left, opp := false, time.Duration(0), ""
		if mine && r.Started && !r.overLocked() {
			side := r.G.Position().SideToMove()
			mover := r.Seats[r.SeatOfLocked(side)].Player
			yours, left = mover.Key == p.Key, r.Clock[side]
			opp = r.Seats[1-r.SeatOfLocked(side)].Player.Name
			if !yours {
				opp = mover.Name
			}
			if r.ClockOn {
				left -= now.Sub(r.clockFrom)
			}
		}
		r.Mu.Unlock()
		if mine {
			info := r.Info()
			info.YourMove, info.Left, info.Opponent = yours, max(left, 0), opp
			games = append(games, info)
		}
	}
	sort.SliceStable(games, func(i, j int) bool { return corrBefore(games[i], games[j]) })
	return games
}

// nextCorrespondenceMove seats p (a key holder) in the correspondence game
// waiting for their move with the least time left, if there is one.
func (h *Hub) nextCorrespondenceMove(p Player) (*Client, error) {
	games := h.Correspondence(p)
	if len(games) == 0 || !games[0].YourMove {
		return nil, ErrNoSeatKept
	}
	return h.Join(games[0].Code, p, "")
}

// corrBefore orders the lobby's correspondence games: p's move first, then
// the opponent's, then those not started; the least time left first.
func corrBefore(a, b Info) bool {
	rank := func(g Info) int {
		switch {
		case g.YourMove:
			return 0
		case g.Started && !g.Over:
			return 1
		}
		return 2
	}
	if rank(a) != rank(b) {
		return rank(a) < rank(b)
	}
	if a.Left != b.Left {
		return a.Left < b.Left
	}
	return a.Code < b.Code
}

// YourMoves counts the correspondence games waiting for p's move.
func YourMoves(games []Info) int {
	n := 0
	for _, g := range games {
		if g.YourMove {
			n++
		}
	}
	return n
}
