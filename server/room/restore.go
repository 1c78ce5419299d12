package room

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/store"
)

// DefaultRestartGrace is how long, after the server starts, the players
// of a game it kept (live.go) have to come back before the existing
// abandonment rules apply.
const DefaultRestartGrace = 15 * time.Minute

// restartGraceAfter is how much longer than the side to move the other
// side of a restored game has: when neither comes back, the side to move
// is the one that loses the game by abandonment.
const restartGraceAfter = time.Second

// restoreLive brings back, as rooms, the games in progress the store
// kept when the server last stopped or crashed. A player's seat waits
// for them for grace (the side not to move a second longer), with the
// clocks stopped as they stood at the last saved change: a clock runs
// only while both players are connected. A key holder goes back from
// the lobby; a guest with the room's code and its resume token. A row
// that cannot be brought back is logged with its moves and deleted. It
// returns the number of rooms brought back.
func (h *Hub) restoreLive(st *store.Store, grace time.Duration) int {
	ctx := context.Background()
	rows, err := st.LiveGames(ctx)
	if err != nil {
		h.log.Error("the games in progress cannot be read: they stay in the database", "error", err)
		return 0
	}
	now := time.Now()
	n := 0
	for _, g := range rows {
		r, err := h.restoredRoom(g, now, grace)
		if err != nil {
			h.log.Error("a game in progress cannot be brought back; deleting it", "room", g.Code, "game", g.GameNo,
				"moves", g.Moves, "error", err)
			_ = st.DeleteLive(ctx, store.LiveRef{Code: g.Code, Life: g.Life, GameNo: g.GameNo})
			continue
		}
		h.mu.Lock()
		h.rooms[r.code] = r
		h.mu.Unlock()
		r.startRestored()
		n++
	}
	if n > 0 {
		h.log.Info("games in progress brought back", "rooms", n, "grace", grace)
	}
	return n
}

// errLiveOver refuses a kept game that has ended already.
var errLiveOver = errors.New("the game has ended")

// restoredRoom makes the room of a kept game: its options, seats, moves
// replayed through the game's rules, clocks, offers and chat.
func (h *Hub) restoredRoom(g store.LiveGame, now time.Time, grace time.Duration) (*Room, error) {
	opts := DefaultOptions()
	if err := json.Unmarshal(g.Options, &opts); err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if g.Code != normCode(g.Code) || len(g.Code) != CodeLen || g.GameNo < 1 || g.White < 0 || g.White > 1 {
		return nil, fmt.Errorf("bad code %q, game %d or white seat %d", g.Code, g.GameNo, g.White)
	}
	played := game.NewGame(opts.Rules, game.StartPosition())
	for i, text := range g.Moves {
		if _, err := played.PlayText(text); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	if res, _ := played.Result(); res != game.Ongoing {
		return nil, errLiveOver
	}
	created := g.State.Created
	if created.IsZero() {
		created = now
	}
	r := newRoom(h, g.Code, opts, created)
	r.life, r.gameNo, r.G, r.White, r.Started = g.Life, g.GameNo, played, g.White, true
	for c := range r.Clock {
		r.Clock[c] = max(g.Clock[c], 0)
	}
	r.drawOffer, r.takeback, r.takebacks = clampSeat(g.State.DrawOffer), clampSeat(g.State.Takeback), g.State.Takebacks
	r.Rated, r.Casual, r.ratedAt, r.ev.berserk = g.State.Rated, g.State.Casual, g.State.RatedAt, g.State.Berserk
	mover := r.White
	if played.Position().SideToMove() == game.Black {
		mover = 1 - r.White
	}
	for i, s := range g.Seats {
		if !s.Taken {
			return nil, fmt.Errorf("seat %d is empty", i)
		}
		p := Player{Name: s.Name, Key: s.Key, ID: s.Player, Addr: s.Addr, Established: s.Established, Bot: s.Bot}
		wait := grace
		if i != mover {
			wait += restartGraceAfter
		}
		r.Seats[i] = seat{Player: p, token: s.Token, taken: true, graceEnd: now.Add(wait)}
	}
	r.restoreChatLocked(g.State)
	r.owner, r.since = r.Seats[0].Player.owner(), h.SeekClock()
	if h.quotaFor(opts).take(r.owner, now) != nil {
		r.owner = "" // counted against nobody: released against nobody
	}
	if r.Rated {
		h.Fair.restore(r.Seats[0].Player, r.Seats[1].Player, r.ratedAt)
	}
	r.said = Says{say(txtEvRestored)}
	r.liveSaved, r.liveLast = true, r.liveMarkLocked()
	if opts.Correspondence() { // its seats wait for the game, its days run from the last move
		r.restoredCorrespondenceLocked(g.State, now, grace)
		return r, nil
	}
	r.Mu.Lock()
	for i := range r.Seats {
		r.Seats[i].timer = time.AfterFunc(r.Seats[i].graceEnd.Sub(now), func() { r.graceOver(i) })
	}
	r.Mu.Unlock()
	return r, nil
}

// restoreChatLocked puts back a kept room's chat.
func (r *Room) restoreChatLocked(st store.LiveState) {
	chat := st.Chat[max(len(st.Chat)-MaxRoomChat, 0):]
	r.Chat.Msgs = make([]ChatMsg, len(chat))
	for i, c := range chat {
		m := ChatMsg{ChatLine: c.ChatLine, Seat: -1, From: Player{Name: c.Author}}
		if c.Seat == 0 || c.Seat == 1 {
			m.Seat, m.From = c.Seat, r.Seats[c.Seat].Player
		}
		if c.Note() {
			m.Said = r.noteSaidLocked(c.Text)
		}
		r.Chat.Msgs[i] = m
	}
	r.Chat.total = len(chat)
	r.Chat.gameFrom = r.Chat.total - min(max(st.GameChat, 0), len(chat))
}

// noteSaidLocked is a kept note of the room's chat as the room said it,
// for each reader's language: the takeback's note, the only note the
// room writes, is read back from its English with the seats' names; the
// zero Said (the note shown as kept) for any other text.
func (r *Room) noteSaidLocked(text string) Said {
	for asker := range r.Seats {
		name, other := r.Seats[asker].Player.Name, r.Seats[1-asker].Player.Name
		head, tail := name+" took back ", " ("+other+" agreed)"
		if name == "" || other == "" || len(text) <= len(head)+len(tail) ||
			!strings.HasPrefix(text, head) || !strings.HasSuffix(text, tail) {
			continue
		}
		s := say(txtEvTookBack, "Name", name, "Moves", text[len(head):len(text)-len(tail)], "Other", other)
		if s.String() == text {
			return s
		}
	}
	return Said{}
}

// clampSeat is a stored seat number: 0, 1, or -1 for none.
func clampSeat(s int8) int8 {
	if s == 0 || s == 1 {
		return s
	}
	return -1
}

// restore counts again, for the pair's and the players' bounds, a rated
// game between a and b started at at, brought back after a restart.
func (f *FairPlay) restore(a, b Player, at time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	k := pairOf(a.ID, b.ID)
	f.pairs[k] = insertTime(f.pairs[k], at)
	f.players[a.ID] = insertTime(f.players[a.ID], at)
	f.players[b.ID] = insertTime(f.players[b.ID], at)
}

// insertTime adds at to times, kept in order.
func insertTime(times []time.Time, at time.Time) []time.Time {
	i := len(times)
	for i > 0 && times[i-1].After(at) {
		i--
	}
	return append(times[:i:i], append([]time.Time{at}, times[i:]...)...)
}

// adoptLocked gives a seat brought back after a restart what only a
// session knows of its player (its block list, its connection), as p,
// the player, comes back to it; a seat its player sat in this run keeps
// the session's own.
func (r *Room) adoptLocked(i int, p Player) {
	s := &r.Seats[i]
	if s.Player.Blocks == nil {
		s.Player.Blocks = p.Blocks
	}
	if s.Player.Conn == "" {
		s.Player.Conn = p.Conn
	}
}
