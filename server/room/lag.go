package room

import "time"

// Lag is charged to nobody. A room's clock runs for the side to move from
// the server's handling of the last move; but the mover cannot see the
// position before the server has written it to their connection, which
// takes longer when the server's processors are busy. So the clock of a
// move is taken to have started when the position was written to the
// mover's SSH channel (the first write of their screen after the room's
// state reached their session), at most MaxWriteDelay after the move was
// handled; and each timed move gets back up to LagAllowance of its time,
// for the network between the server and the player (as lichess
// compensates lag).
const (
	// MaxWriteDelay bounds the start of a clock's delay for the
	// position's write: a client that does not read its screen gains no
	// more.
	MaxWriteDelay = time.Second
	// LagAllowance is given back to every timed move, at most the time
	// the move took.
	LagAllowance = 50 * time.Millisecond
)

// moveLag is what a room knows of the lag of the move being thought on.
type moveLag struct {
	gameNo, ply int
	seq         uint64        // the broadcast showing the position
	await       bool          // the position's write to the mover is awaited
	charged     time.Duration // the move's time charged so far
}

// started notes the clock of the side to move starting, before the
// broadcast seq; a clock started again for the same move (after a chat
// line, say) awaits nothing.
func (l *moveLag) started(gameNo, ply int, seq uint64) {
	if l.gameNo == gameNo && l.ply == ply {
		l.await = false
		return
	}
	*l = moveLag{gameNo: gameNo, ply: ply, seq: seq, await: true}
}

// spent notes time charged to the move.
func (l *moveLag) spent(d time.Duration) {
	l.charged += d
	l.await = false
}

// allowance is what the move just played gets back.
func (l *moveLag) allowance() time.Duration { return min(l.charged, LagAllowance) }

// ClockWritten tells the room that the state seq has been written to c's
// connection at at: if c is to move and its clock awaits that write, the
// clock is taken to have started then (at most MaxWriteDelay after it did).
func (r *Room) ClockWritten(c *Client, seq uint64, at time.Time) {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	if !r.ClockOn || !r.lag.await || seq < r.lag.seq || c.seat < 0 || r.Seats[c.seat].Client != c ||
		r.colorOf(c.seat) != r.G.Position().SideToMove() {
		return
	}
	r.lag.await = false
	delay := min(at.Sub(r.clockFrom), MaxWriteDelay)
	if delay <= 0 {
		return
	}
	r.clockFrom = r.clockFrom.Add(delay)
	r.armFlagLocked(time.Now())
}
