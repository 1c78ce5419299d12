package room

import (
	"errors"
	"sort"
	"sync"
	"time"
)

// Open games and quick match: how strangers find each other. A room made
// open is listed in the lobby until its second player sits (or it closes);
// quick match pairs players by rating, in a range that widens with the
// wait. Both are rooms like any other, so the bounds of rooms hold for
// them: --max-open-rooms per key (per address for guests), and the rate of
// new rooms. This file holds the hub's and rooms' half; server/seekscreen.go the
// screens'.

// ErrSeekTaken refuses an open game that has found its second player, or
// is no longer open to this one.
var ErrSeekTaken = errors.New("that open game is no longer waiting: pick another, or open your own")

// defaultRating is the rating matched for a player who has none in the
// class (a guest, or a key with no rated game yet): a newcomer's.
const defaultRating = 1500

// SeekRank is a player's rating in the class of a room's clock as quick
// match pairs by it (R) and open games show it (Text): "1612", "1530?"
// while provisional (rating.Rating.Short), "unrated" for a key with no
// rated game in the class, "guest" for a guest — never a newcomer's 1500
// as if it were a rating.
type SeekRank struct {
	R    int
	Text string
}

// NewcomerRank is the SeekRank of p with no rating read.
func NewcomerRank(p Player) SeekRank {
	if p.Guest() {
		return SeekRank{defaultRating, "guest"}
	}
	return SeekRank{defaultRating, "unrated"}
}

// The rating range of quick match: a waiting player is paired with one
// whose rating is within quickRange of theirs, widened by quickWiden for
// every QuickWidenEvery they have waited, without end, so that on a quiet
// server anyone is paired in the end.
const (
	quickRange      = 100
	quickWiden      = 50
	QuickWidenEvery = 5 * time.Second
)

// quickSpan is the rating range of a quick-match player who has waited
// wait.
func quickSpan(wait time.Duration) int {
	return quickRange + quickWiden*int(max(wait, 0)/QuickWidenEvery)
}

// QuickClock and QuickIncrement are quick match's time control: 5+3.
const (
	QuickClock     = 5 * time.Minute
	QuickIncrement = 3 * time.Second
)

// QuickOptions are the options of a room quick match opens for p: default
// rules, random colours, 5+3, rated when p holds a key.
func QuickOptions(p Player) Options {
	opts := DefaultOptions()
	opts.Quick, opts.Rated = true, p.ID != 0
	opts.Clock, opts.Increment = QuickClock, QuickIncrement
	return opts
}

func abs(x int) int { return max(x, -x) }

// QuickMatch seats p (a newcomer's rating) in the oldest waiting
// quick-match room whose player's range holds p, or opens one that waits.
func (h *Hub) QuickMatch(p Player) (*Client, error) { return h.QuickMatchRanked(p, NewcomerRank(p)) }

// QuickMatchRanked is QuickMatch for a player whose rating is rank.
func (h *Hub) QuickMatchRanked(p Player, rank SeekRank) (*Client, error) {
	now := h.SeekClock()
	for _, r := range h.oldestFirst() {
		if c, err := r.joinQuick(p, rank.R, now); err == nil {
			return c, nil
		}
	}
	return h.CreateRanked(p, QuickOptions(p), rank)
}

// oldestFirst is a snapshot of the live rooms, the oldest first.
func (h *Hub) oldestFirst() []*Room {
	rooms := h.snapshot()
	sort.Slice(rooms, func(i, j int) bool {
		if !rooms[i].created.Equal(rooms[j].created) {
			return rooms[i].created.Before(rooms[j].created)
		}
		return rooms[i].code < rooms[j].code
	})
	return rooms
}

// Requick moves the waiting creator of a quick-match room c to an older
// waiting one whose range now holds them (ranges widen as players wait,
// so two who could not be paired at first are later): it returns the new
// client, the old room having closed, or nil when c stays. The waiting
// player's screen asks each second.
func (h *Hub) Requick(c *Client) *Client {
	r := c.room
	r.Mu.Lock()
	ok := r.Opts.Quick && c.seat == 0 && r.Seats[0].Client == c && !r.closed && !r.Started &&
		!r.Seats[1].taken && !r.moving
	r.moving = ok // nobody takes the seat left behind meanwhile
	created, rating := r.created, r.rank.R
	r.Mu.Unlock()
	if !ok {
		return nil
	}
	now := h.SeekClock()
	for _, o := range h.oldestFirst() {
		if o == r || !o.created.Before(created) { // only the younger one moves: never both
			continue
		}
		if nc, err := o.joinQuick(c.who, rating, now); err == nil {
			c.Leave()
			return nc
		}
	}
	r.Mu.Lock()
	r.moving = false
	r.Mu.Unlock()
	return nil
}

// quickCountEvery is how old the count of players waiting in quick match
// may be: half the second at which every lobby shown asks for it.
const quickCountEvery = time.Second / 2

// QuickWaiting is how many players wait in quick match. Every lobby shown
// asks each second: the rooms are counted at most twice a
// second for all of them, not once for each.
func (h *Hub) QuickWaiting() int {
	c := &h.quickCount
	c.mu.Lock()
	defer c.mu.Unlock()
	if now := time.Now(); now.Sub(c.at) >= quickCountEvery {
		c.n, c.at = h.CountQuickWaiting(), now
	}
	return c.n
}

// CountQuickWaiting counts the players waiting in quick match now.
func (h *Hub) CountQuickWaiting() int {
	n := 0
	for _, r := range h.snapshot() {
		r.Mu.Lock()
		// a player looking for an older room (Requick: moving) waits all
		// the same
		if r.Opts.Quick && (r.waitingLocked() || r.moving && !r.closed) {
			n++
		}
		r.Mu.Unlock()
	}
	return n
}

// quickCount is the count of players waiting in quick match, as last
// made (QuickWaiting).
type quickCount struct {
	mu sync.Mutex
	at time.Time
	n  int
}

// OpenGames lists the open rooms waiting for a second player that p may
// take: not p's own, nor one whose creator p blocked or was blocked by.
// The oldest open game of each address comes first, oldest first, then
// the others, oldest first: however many games a few addresses open
// (openBound), a game from another address is among the first rows.
func (h *Hub) OpenGames(p Player) []Info {
	var first, rest []Info
	seen := map[string]bool{}
	for _, r := range h.oldestFirst() {
		r.Mu.Lock()
		open, addr := r.openForLocked(p), r.Seats[0].Player.Addr
		r.Mu.Unlock()
		switch {
		case !open:
		case seen[addr]:
			rest = append(rest, r.Info())
		default:
			seen[addr] = true
			first = append(first, r.Info())
		}
	}
	return append(first, rest...)
}

// openForLocked reports whether p may take the free seat of an open room.
func (r *Room) openForLocked(p Player) bool {
	return r.Opts.Open && r.waitingForLocked(p) && !(p.Guest() && r.Opts.Correspondence())
}

// JoinOpen seats p in the open room with code, if it still waits for a
// second player p may be; else it says why not (taken, or gone).
func (h *Hub) JoinOpen(code string, p Player) (*Client, error) {
	r, err := h.Find(code)
	if err != nil {
		return nil, err
	}
	done, err := h.admitCorrespondence(r, r.Opts, p)
	if err != nil {
		return nil, err
	}
	defer done()
	return r.sitIf(p, func() bool { return r.openForLocked(p) }, ErrSeekTaken)
}

// quickPairable is quick match's rule for bots: two humans or two bots
// are paired; a bot and a human only when the human asked for bots
// (Player.BotsOK).
func quickPairable(a, b Player) bool {
	switch {
	case a.Bot == b.Bot:
		return true
	case a.Bot:
		return b.BotsOK
	default:
		return a.BotsOK
	}
}
