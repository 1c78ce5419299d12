package room

import (
	"errors"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Errors of the room quota; their text is shown to the player.
var (
	ErrTooManyRooms = errors.New("too many rooms open")
	ErrRoomsTooFast = errors.New("too many rooms opened lately")
)

// roomQuota bounds, for each owner (a player key; for guests the remote
// address), the rooms open at once and the rooms created over time.
type roomQuota struct {
	maxOpen int
	burst   int
	every   time.Duration

	mu     sync.Mutex
	owners map[string]*ownerRooms
	swept  time.Time
}

// ownerRooms is one owner's account.
type ownerRooms struct {
	open    int
	created *rate.Limiter
}

// newRoomQuota bounds each owner to maxOpen open rooms, opened at most
// burst at once and then one every every.
func newRoomQuota(maxOpen, burst int, every time.Duration) *roomQuota {
	return &roomQuota{maxOpen: maxOpen, burst: burst, every: every, owners: map[string]*ownerRooms{}}
}

// take counts a new room of owner, or says why it may not be opened.
func (q *roomQuota) take(owner string, now time.Time) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.sweepLocked(now)
	o := q.owners[owner]
	if o == nil {
		o = &ownerRooms{created: rate.NewLimiter(rate.Every(q.every), q.burst)}
		q.owners[owner] = o
	}
	if o.open >= q.maxOpen {
		return refusalCounted(ErrTooManyRooms, "refuse.rooms.mine", o.open)
	}
	if !o.created.AllowN(now, 1) {
		return refusalWith(ErrRoomsTooFast, "refuse.rooms.wait", "Wait", waitSaid(untilAllowed(o.created, q.every, now)))
	}
	o.open++
	return nil
}

// release counts a room of owner closed.
func (q *roomQuota) release(owner string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if o := q.owners[owner]; o != nil && o.open > 0 {
		o.open--
	}
}

// sweepLocked forgets, at most once per refill time, the owners with no
// room open and a full allowance: they are as good as new.
func (q *roomQuota) sweepLocked(now time.Time) {
	if now.Sub(q.swept) < q.every*time.Duration(q.burst) {
		return
	}
	q.swept = now
	for k, o := range q.owners {
		if o.open == 0 && o.created.TokensAt(now) >= float64(q.burst) {
			delete(q.owners, k)
		}
	}
}
