package room

import (
	"encoding/json"
	"time"

	"github.com/fetaix/fetaix/store"
)

// A room's game in progress is kept in the store as it is played
// (store/live.go), so that it outlives the process: after every change
// that matters — a move, the start, an offer, a takeback, a chat line, a
// seat taken, a rename — the room hands its newest state to the store's
// writer (coalesced per room: one write per move at most), and the row
// goes when the game ends, in the transaction that archives it, or when
// the room closes. A server that stops leaves the rows for the next start
// (suspend); the next start brings each back as a room (restore.go).

// liveMark is what of a room's state, when it changes, is worth a write:
// not the clocks alone (they are settled at every request, and written
// with the next change).
type liveMark struct {
	gameNo, ply, chat int
	draw, takeback    int8
	takebacks         [2]int
	rated             bool
	seats             [2]string
	berserk           [2]bool
}

// liveMarkLocked is the room's mark now.
func (r *Room) liveMarkLocked() liveMark {
	m := liveMark{gameNo: r.gameNo, ply: r.G.Ply(), chat: r.Chat.total, draw: r.drawOffer,
		takeback: r.takeback, takebacks: r.takebacks, rated: r.Rated, berserk: r.ev.berserk}
	for i, s := range r.Seats {
		if s.taken {
			m.seats[i] = s.Player.Name + "\x00" + s.token
		}
	}
	return m
}

// inProgressLocked reports whether the room holds a game in progress, to
// be kept.
func (r *Room) inProgressLocked() bool { return r.Started && !r.closed && !r.overLocked() }

// liveRefLocked names the room's current game's row.
func (r *Room) liveRefLocked() store.LiveRef {
	return store.LiveRef{Code: r.code, Life: r.life, GameNo: r.gameNo}
}

// archivedLiveLocked returns the row that the current game's record,
// handed to the archive now that the game has ended, deletes as it is
// written (none when the game was never kept).
func (r *Room) archivedLiveLocked() store.LiveRef {
	if !r.liveSaved {
		return store.LiveRef{}
	}
	r.liveSaved = false
	return r.liveRefLocked()
}

// saveLiveLocked hands the room's game in progress to the store's writer
// if it changed since the last time, or the end of a game that was kept
// and is not archived (aborted, the room closed).
func (r *Room) saveLiveLocked(force bool) {
	ar := r.hub.archive
	if ar == nil || r.code == "" {
		return
	}
	if !r.inProgressLocked() && !force {
		if r.liveSaved {
			r.liveSaved = false
			_ = ar.w.SubmitLiveDelete(r.liveRefLocked(), ar.liveFailed(r.code))
		}
		return
	}
	mark := r.liveMarkLocked()
	if r.liveSaved && mark == r.liveLast && !force {
		return
	}
	if err := ar.w.SubmitLive(r.liveGameLocked(), ar.liveFailed(r.code)); err != nil {
		return // the writer is closed: the server is going down
	}
	r.liveSaved, r.liveLast = true, mark
}

// liveGameLocked is the room's state as the store keeps it.
func (r *Room) liveGameLocked() store.LiveGame {
	opts, err := json.Marshal(r.Opts)
	if err != nil {
		panic("room: options do not marshal: " + err.Error()) // plain data: a mistake in the source
	}
	moves := r.G.Moves()
	g := store.LiveGame{Code: r.code, Life: r.life, GameNo: r.gameNo, Options: opts, White: r.White,
		Moves: make([]string, len(moves)), Clock: r.Clock,
		State: store.LiveState{Started: r.Started, DrawOffer: r.drawOffer, Takeback: r.takeback, Takebacks: r.takebacks,
			Rated: r.Rated, Casual: r.Casual, RatedAt: r.ratedAt, Created: r.created, Berserk: r.ev.berserk,
			GameChat: min(r.Chat.total-r.Chat.gameFrom, len(r.Chat.Msgs))}}
	for i, m := range moves {
		g.Moves[i] = m.String()
	}
	g.State.MoveTimes, g.State.DaysSince = r.CorrespondenceTimesLocked()
	for i, s := range r.Seats {
		p := s.Player
		g.Seats[i] = store.LiveSeat{Taken: s.taken, Player: p.ID, Name: p.Name, Key: p.Key, Addr: p.Addr, Bot: p.Bot,
			Established: p.Established, Token: s.token}
	}
	g.State.Chat = make([]store.LiveChat, len(r.Chat.Msgs))
	for i, m := range r.Chat.Msgs {
		g.State.Chat[i] = store.LiveChat{ChatLine: m.ChatLine, Seat: m.Seat}
	}
	return g
}

// suspend closes the room as the server stops, leaving its game in
// progress in the store for the next start (restore.go) rather than
// archiving it unfinished: its last state is written with the clocks
// settled now.
func (r *Room) suspend(notice string) {
	now := time.Now()
	r.Mu.Lock()
	defer r.unlockEvent() // an event game's director hears of it as interrupted
	if r.closed {
		return
	}
	r.StopClockLocked(now)
	said := noticeSaid(notice) // the server's own words
	if !r.inProgressLocked() {
		r.shutdownLocked(said, now) // nothing to keep: as before
		return
	}
	r.saveLiveLocked(true)
	if r.liveSaved {
		said = say(txtNoticeKept, "Notice", said, "Code", r.code)
	}
	r.said = Says{said}
	r.closeLocked(said, now)
}

// liveFailed returns what logs a failed write of room code's state, in a
// summary at most every EventLogEvery.
func (ar *archiver) liveFailed(code string) func(error) {
	return func(err error) {
		ar.hub.failures.Note("keeping games in progress failed; retrying", "room", code, "error", err)
	}
}

// InProgress counts the games in progress in which p, a key holder,
// holds a seat that waits for them (their connection dropped, or the
// server restarted): the lobby's "you have N games in progress".
func (h *Hub) InProgress(p Player) int {
	if p.Guest() {
		return 0
	}
	n := 0
	for _, r := range h.snapshot() {
		r.Mu.Lock()
		if r.keptForLocked(p, "") {
			n++
		}
		r.Mu.Unlock()
	}
	return n
}
