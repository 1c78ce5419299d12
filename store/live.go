package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Games in progress: a room keeps its game here as it is played (one row
// per room, table live_games), so that the game outlives the process. The
// rows are written through the Writer (Writer.SubmitLive), coalesced per
// room: of several states of one room waiting to be written only the
// newest is, and the rooms' states gather for WriterOptions.LiveGather to
// share a transaction. A finished game's row is deleted in the transaction that
// archives it (FinishedGame.Live), so that a crash can neither lose the
// game nor archive and rate it twice.

// LiveGame is a room's game in progress as the store keeps it.
type LiveGame struct {
	// Code is the room's code, Life which room of that code it is (a code
	// is used again once its room has closed), GameNo the room's game.
	Code   string
	Life   int64
	GameNo int
	// Options are the room's options as a whole, JSON: the store does not
	// read them.
	Options json.RawMessage
	// Seats are the room's two seats; White is the seat playing White.
	Seats [2]LiveSeat
	White int
	// Moves are the moves so far, in notation.
	Moves []string
	// Clock is each colour's time left (White, Black) as it stood when
	// the state was saved.
	Clock [2]time.Duration
	// State is the rest of the room's state.
	State LiveState
	// Updated is when the state was saved; zero means when it is written.
	Updated time.Time
}

// LiveSeat is one seat of a room in progress.
type LiveSeat struct {
	Taken       bool     `json:"taken,omitempty"`
	Player      PlayerID `json:"player,omitempty"` // 0 for a guest
	Name        string   `json:"name"`
	Key         string   `json:"key,omitempty"` // the key's fingerprint; "" for a guest
	Addr        string   `json:"addr,omitempty"`
	Established bool     `json:"established,omitempty"`
	Bot         bool     `json:"bot,omitempty"` // a bot account (bots.go)
	// Token is the seat's resume token as the room keeps it; the database
	// file is the operator's alone (private.go).
	Token string `json:"token,omitempty"`
}

// LiveState is what a room in progress holds besides its moves and
// clocks: offers pending, takebacks, whether the game is rated, its chat.
type LiveState struct {
	Started   bool      `json:"started"`
	DrawOffer int8      `json:"draw_offer"` // the seat offering a draw, or -1
	Takeback  int8      `json:"takeback"`   // the seat asking to take back, or -1
	Takebacks [2]int    `json:"takebacks"`  // takebacks asked for, by seat
	Rated     bool      `json:"rated"`
	Casual    string    `json:"casual,omitempty"`
	RatedAt   time.Time `json:"rated_at"`
	Created   time.Time `json:"created"`
	// Chat is the room's chat as the room holds it (bounded by it), and
	// GameChat how many of its last lines are the current game's.
	Chat     []LiveChat `json:"chat,omitempty"`
	GameChat int        `json:"game_chat"`
	// MoveTimes are when each move of a correspondence game was played,
	// and DaysSince when the side to move's days began
	// (server/room/correspondence.go); none for a live game.
	MoveTimes []time.Time `json:"move_times,omitempty"`
	DaysSince time.Time   `json:"days_since,omitzero"`
	// Berserk says, by colour, who went berserk in a tournament game
	// (server/room/eventroom.go).
	Berserk [2]bool `json:"berserk,omitzero"`
}

// LiveChat is one line of a room's chat, with the seat of its author (-1
// for a spectator or a note).
type LiveChat struct {
	ChatLine
	Seat int `json:"seat"`
}

// LiveRef names a room's game in progress: the row a finished game
// deletes as it is archived. The zero value names none.
type LiveRef struct {
	Code   string `json:"code"`
	Life   int64  `json:"life"`
	GameNo int    `json:"game_no"`
}

// MaxLiveMoves bounds the moves of a live game the store takes, as the
// archive bounds a record (MaxGamePDN).
const MaxLiveMoves = 4000

// SaveLive writes g now, replacing the room's row. Rooms hand their
// states to a Writer instead (SubmitLive).
func (s *Store) SaveLive(ctx context.Context, g LiveGame) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		stmt, err := tx.PrepareContext(ctx, upsertLive)
		if err != nil {
			return err
		}
		defer func() { _ = stmt.Close() }() // the transaction's end closes it too
		return s.saveLive(ctx, stmt, &g)
	})
}

// DeleteLive deletes the row of room code (life) if it holds game gameNo
// or an earlier one.
func (s *Store) DeleteLive(ctx context.Context, ref LiveRef) error {
	return s.inTx(ctx, func(tx *sql.Tx) error { return deleteLive(ctx, tx, ref) })
}

// upsertLive replaces a room's row: saveLive's statement, prepared once
// per transaction.
const upsertLive = `INSERT OR REPLACE INTO live_games
	(code, life, game_no, options, seats, white, moves, white_ms, black_ms, state, updated)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

// saveLive replaces g's row with stmt (upsertLive).
func (s *Store) saveLive(ctx context.Context, stmt *sql.Stmt, g *LiveGame) error {
	if g.Code == "" || len(g.Moves) > MaxLiveMoves || g.White < 0 || g.White > 1 {
		return fmt.Errorf("store: live game %q: bad code, colours or %d moves", g.Code, len(g.Moves))
	}
	for _, m := range g.Moves {
		if m == "" || strings.ContainsAny(m, " \t\n") {
			return fmt.Errorf("store: live game %q: bad move %q", g.Code, m)
		}
	}
	seats, err := json.Marshal(g.Seats)
	if err != nil {
		return err
	}
	state, err := json.Marshal(g.State)
	if err != nil {
		return err
	}
	opts := g.Options
	if len(opts) == 0 {
		opts = json.RawMessage("{}")
	}
	updated := g.Updated
	if updated.IsZero() {
		updated = s.now()
	}
	_, err = stmt.ExecContext(ctx, g.Code, g.Life, g.GameNo, string(opts), string(seats), g.White, strings.Join(g.Moves, " "),
		g.Clock[0].Milliseconds(), g.Clock[1].Milliseconds(), string(state), unix(updated))
	return err
}

// deleteLive deletes ref's row, if it holds ref's game or an earlier one
// of the same room.
func deleteLive(ctx context.Context, tx *sql.Tx, ref LiveRef) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM live_games WHERE code = ? AND life = ? AND game_no <= ?`,
		ref.Code, ref.Life, ref.GameNo)
	return err
}

// LiveGames returns every game in progress the store keeps, by code.
// A row it cannot read is returned with Err set (and nothing else but its
// code), for the caller to report and delete.
func (s *Store) LiveGames(ctx context.Context) ([]LiveGame, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT code, life, game_no, options, seats, white, moves,
		white_ms, black_ms, state, updated FROM live_games ORDER BY code`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LiveGame
	for rows.Next() {
		var g LiveGame
		var opts, seats, moves, state string
		var wms, bms, updated int64
		if err := rows.Scan(&g.Code, &g.Life, &g.GameNo, &opts, &seats, &g.White, &moves,
			&wms, &bms, &state, &updated); err != nil {
			return nil, err
		}
		g.Options = json.RawMessage(opts)
		g.Moves = strings.Fields(moves)
		g.Clock = [2]time.Duration{time.Duration(wms) * time.Millisecond, time.Duration(bms) * time.Millisecond}
		g.Updated = fromUnix(updated)
		if err := json.Unmarshal([]byte(seats), &g.Seats); err != nil {
			return nil, fmt.Errorf("store: live game %s: seats: %w", g.Code, err)
		}
		if err := json.Unmarshal([]byte(state), &g.State); err != nil {
			return nil, fmt.Errorf("store: live game %s: state: %w", g.Code, err)
		}
		out = append(out, g)
	}
	return out, rows.Err()
}

// liveOp is a room's newest state waiting for the writer: a row to write,
// or (Game nil) to delete.
type liveOp struct {
	ref       LiveRef
	game      *LiveGame
	failed    func(error)
	notBefore time.Time
	backoff   time.Duration
	lastTry   bool
	stale     bool // its game was handed over finished while it was being written
	// since is when the oldest state of its room not yet written was
	// handed over: the start of its wait for others (LiveGather)
	since time.Time
}

// SubmitLive hands the writer a room's newest state, g, to replace its
// row; any older state of the room still waiting is dropped. failed, if
// not nil, is told of each failed write on the writer's goroutine (it
// must not block); the write is tried again later unless a newer state
// has come meanwhile.
func (w *Writer) SubmitLive(g LiveGame, failed func(error)) error {
	return w.submitLive(&liveOp{ref: LiveRef{g.Code, g.Life, g.GameNo}, game: &g, failed: failed})
}

// SubmitLiveDelete hands the writer the end of a room's game in progress
// that is not archived (aborted, or the room closed): its row goes.
func (w *Writer) SubmitLiveDelete(ref LiveRef, failed func(error)) error {
	return w.submitLive(&liveOp{ref: ref, failed: failed})
}

func (w *Writer) submitLive(op *liveOp) error {
	op.backoff = w.opts.RetryFirst
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closing {
		return ErrWriterClosed
	}
	if w.live == nil {
		w.live = map[string]*liveOp{}
	}
	op.since = time.Now()
	if old := w.live[op.ref.Code]; old != nil {
		op.since = old.since
	}
	w.live[op.ref.Code] = op
	w.signal()
	return nil
}

// dropLiveLocked forgets a waiting state of ref's room that ref's game,
// handed over finished, makes stale; w.mu is held.
func (w *Writer) dropLiveLocked(ref LiveRef) {
	covers := func(op *liveOp) bool { return op.ref.Life == ref.Life && op.ref.GameNo <= ref.GameNo }
	if op := w.live[ref.Code]; ref.Code != "" && op != nil && covers(op) {
		delete(w.live, ref.Code)
	}
	for _, op := range w.liveFlight {
		if op.ref.Code == ref.Code && covers(op) {
			op.stale = true
		}
	}
}

// takeLiveLocked takes the rooms' states due for a write, once one of
// them has gathered others for LiveGather, or at once when games are
// written (withGames) or the writer closes; with none taken it lowers
// *wait to the time until some would be. w.mu is held.
func (w *Writer) takeLiveLocked(now time.Time, withGames bool, wait *time.Duration) []*liveOp {
	gathered := withGames || w.closing
	for _, op := range w.live {
		if !gathered && !op.notBefore.After(now) && now.Sub(op.since) >= w.opts.LiveGather {
			gathered = true
		}
	}
	lower := func(d time.Duration) {
		if d = max(d, time.Millisecond); *wait == 0 || d < *wait {
			*wait = d
		}
	}
	var out []*liveOp
	for code, op := range w.live {
		switch {
		case op.notBefore.After(now) && !w.closing:
			lower(op.notBefore.Sub(now))
		case gathered:
			op.lastTry = w.closing
			out = append(out, op)
			w.liveFlight = append(w.liveFlight, op)
			delete(w.live, code)
		default:
			lower(w.opts.LiveGather - now.Sub(op.since))
		}
	}
	return out
}

// writeLive writes the rooms' states in tx under a savepoint of their own:
// if they fail, they are rolled back alone and the games of the batch go
// on.
func (s *Store) writeLive(ctx context.Context, tx *sql.Tx, ops []*liveOp) (error, error) {
	if len(ops) == 0 {
		return nil, nil
	}
	if _, err := tx.ExecContext(ctx, `SAVEPOINT live`); err != nil {
		return nil, err
	}
	stmt, err := tx.PrepareContext(ctx, upsertLive)
	if err != nil {
		return nil, err
	}
	defer func() { _ = stmt.Close() }() // the transaction's end closes it too
	var failed error
	for _, op := range ops {
		if op.game != nil {
			failed = s.saveLive(ctx, stmt, op.game)
		} else {
			_, failed = tx.ExecContext(ctx, `DELETE FROM live_games WHERE code = ? AND life = ?`, op.ref.Code, op.ref.Life)
		}
		if failed != nil {
			break
		}
	}
	if failed != nil {
		if _, err := tx.ExecContext(ctx, `ROLLBACK TO live`); err != nil {
			return failed, err
		}
	}
	_, err = tx.ExecContext(ctx, `RELEASE live`)
	return failed, err
}

// settleLive tells the rooms' states how their write went: those that
// failed go back to wait for a later try, unless a newer state of their
// room came meanwhile or this was their last.
func (w *Writer) settleLive(ops []*liveOp, err error) {
	w.mu.Lock()
	clear(w.liveFlight)
	w.liveFlight = w.liveFlight[:0]
	w.mu.Unlock()
	if err == nil {
		return
	}
	for _, op := range ops {
		if op.failed != nil {
			op.failed(err)
		}
		w.mu.Lock()
		if _, newer := w.live[op.ref.Code]; !newer && !op.lastTry && !op.stale {
			op.notBefore = time.Now().Add(op.backoff)
			op.backoff = min(2*op.backoff, w.opts.RetryMax)
			if w.live == nil {
				w.live = map[string]*liveOp{}
			}
			w.live[op.ref.Code] = op
		}
		w.mu.Unlock()
	}
}
