package room

import (
	"cmp"
	"errors"
	"log/slog"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fetaix/fetaix/server/notify"
)

// DefaultGrace is how long a disconnected player keeps their seat.
const DefaultGrace = 5 * time.Minute

// CodeLen is the length of room codes.
const CodeLen = 4

// ErrNoRoom is returned for a room code that matches no live room.
var ErrNoRoom = errors.New("no room with that code")

// ErrRatedNeedsKey refuses a rated room to a guest.
var ErrRatedNeedsKey = errors.New("rated rooms are for players with an SSH key; a guest plays casual games")

// ErrShuttingDown is returned when the server is going down.
var ErrShuttingDown = errors.New("the server is shutting down")

// Hub holds the live rooms: it creates them with short codes, finds them
// for joining and watching, pairs quick-match players, lists them, and
// hands finished games to the archive (archive.go).
//
// Lock order: a hub's mu and a room's mu are never held together. The hub
// copies its rooms under h.mu (snapshot) and then asks each room, which
// takes its own lock; a room calls the hub (remove) only after releasing
// its lock, and Finished, which it calls under its lock, takes no lock but
// the store writer's own, never held while the writer calls back.
//
// The server sets Ops and seeds Fair as it starts. DataDir, ChatRate,
// ArchivePerHour and SeekClock come from NewHubFor; the server's tests
// read DataDir and change the others to set a hub up for a case.
type Hub struct {
	DataDir  string
	grace    time.Duration
	log      *slog.Logger
	quota    *roomQuota     // rooms per owner
	open     *openBound     // open games per player and per address
	ChatRate ChatRate       // each room's chat, per speaker
	Guesses  *guessThrottle // wrong codes and tokens
	Fair     *FairPlay      // which games of rated rooms count
	archived *WindowQuota   // the archive quota (archivequota.go)
	failures *EventLog      // failed writes of games, summarised
	refusals *EventLog      // refused rooms (quota, rate), summarised

	ArchivePerHour, archivePerAddr int

	mu    sync.Mutex
	rooms map[string]*Room
	down  bool

	archive *archiver // the store's writer
	Ops     Metrics   // the server's counters

	sanctioned atomic.Pointer[SanctionSet] // the operator's bans and mutes (server/sanctions.go)

	// SeekClock tells how long quick-match players have waited, for their
	// rating range (seeks.go): time.Now, or a test's clock.
	SeekClock func() time.Time
	// quickCount is the quick-match waiting count the lobbies share.
	quickCount quickCount

	Saves inflight // games being written to files of held games (archiver.holdAsync)

	Events     func(notify.Event) // the players' reminders (reminders.go); nil: none
	challenges challengeBook      // made on first use (challenge.go)

	// EventGameOver hears, once per game, how each game of an event room
	// ended (eventroom.go), or that it was interrupted; nil: nobody. It
	// is called outside the room's lock, on the goroutine that ended the
	// game (a player's request, a timer, Shutdown): it must not block,
	// but hand the news on (to the director's own goroutine).
	EventGameOver func(EventGame)
	// NoShowWithin is Config.NoShowWithin, or a test's (eventroom.go).
	NoShowWithin time.Duration

	corr *correspondenceBound // correspondence games per key and server-wide (correspondence.go)
}

// NewHubFor returns a hub with cfg (defaults filled in).
func NewHubFor(cfg Config) *Hub {
	return &Hub{DataDir: cfg.DataDir, grace: cfg.Grace, log: cfg.Log, rooms: map[string]*Room{},
		ChatRate: ChatRate{cfg.ChatBurst, cfg.ChatEvery},
		quota:    newRoomQuota(cfg.MaxOpenRooms, cfg.RoomBurst, cfg.RoomEvery),
		corr:     newCorrespondenceBound(cfg.MaxCorrespondenceGames, cfg),
		open:     &openBound{perPlayer: cfg.MaxOpenGames, perAddr: cfg.MaxOpenGamesPerAddr},
		Guesses:  newGuessThrottle(cfg.WrongCodesPerConn, cfg.WrongCodesPerAddr, cfg.WrongCodeEvery, cfg.Log),
		Fair:     NewFairPlay(cfg.MaxRatedPerPair, cfg.MaxRatedPerDay), archived: NewWindowQuota(archiveWindow),
		failures: newEventLogAt(cfg.Log, slog.LevelError), refusals: NewEventLog(cfg.Log), SeekClock: time.Now, Ops: noMetrics{},
		ArchivePerHour: cfg.ArchivePerHour, archivePerAddr: cfg.ArchivePerAddrHour, NoShowWithin: cmp.Or(cfg.NoShowWithin, NoShowWithin)}
}

// Grace returns the grace period of a disconnected player.
func (h *Hub) Grace() time.Duration { return h.grace }

// Create opens a room with opts and seats p in it, within p's quota of
// rooms (counted per key, for guests per address).
func (h *Hub) Create(p Player, opts Options) (*Client, error) {
	return h.CreateRanked(p, opts, NewcomerRank(p))
}

// CreateRanked is Create for a creator whose rating is rank (open games and
// quick match show and pair by it).
func (h *Hub) CreateRanked(p Player, opts Options, rank SeekRank) (*Client, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if opts.Rated && p.ID == 0 {
		return nil, ErrRatedNeedsKey
	}
	if opts.Open {
		h.open.mu.Lock()
		defer h.open.mu.Unlock()
		if err := h.open.check(p, h.snapshot()); err != nil {
			return nil, err
		}
	}
	done, err := h.admitCorrespondence(nil, opts, p)
	if err != nil {
		return nil, err
	}
	defer done()
	now, quota := time.Now(), h.quotaFor(opts)
	if err := quota.take(p.owner(), now); err != nil {
		// a client asks as often as it likes: one line, then a summary
		h.refusals.Note("room refused", "player", p.Name, "guest", p.Guest(), "addr", p.Addr, "error", err)
		return nil, err
	}
	// The creator sits before the room is published, so that nobody can
	// find it empty (and close it) in between.
	r := newRoom(h, "", opts, now)
	r.owner, r.rank, r.since = p.owner(), rank, h.SeekClock()
	r.White = pickWhite(opts.Color)
	c, err := r.sitLocked(p, "", true)
	if err != nil {
		quota.release(p.owner())
		return nil, err
	}
	h.mu.Lock()
	if h.down {
		h.mu.Unlock()
		quota.release(p.owner())
		return nil, ErrShuttingDown
	}
	r.code = RandomCode(CodeLen)
	for h.rooms[r.code] != nil {
		r.code = RandomCode(CodeLen)
	}
	h.rooms[r.code] = r
	h.mu.Unlock()
	r.Mu.Lock()
	r.BroadcastLocked(now)
	r.Mu.Unlock()
	return c, nil
}

// Find returns the live room with code.
func (h *Hub) Find(code string) (*Room, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.down {
		return nil, ErrShuttingDown
	}
	r := h.rooms[normCode(code)]
	if r == nil {
		return nil, refusalWith(ErrNoRoom, "refuse.rooms.noRoom", "Code", strconv.Quote(normCode(code)))
	}
	return r, nil
}

// Join seats p in the room with code: back at their own seat when p's key
// or the resume token matches one, else at the free seat. Wrong codes and
// tokens are throttled per connection and per address.
func (h *Hub) Join(code string, p Player, token string) (*Client, error) {
	r, err := h.findFor(code, p)
	if err != nil {
		return nil, err
	}
	done, err := h.admitCorrespondence(r, r.Opts, p)
	if err != nil {
		return nil, err
	}
	defer done()
	c, err := r.sit(p, token)
	if errors.Is(err, ErrBadToken) {
		h.Guesses.Failed(p, "resume token", time.Now())
	}
	return c, err
}

// Watch adds p as a spectator to the room with code; wrong codes are
// throttled as for Join.
func (h *Hub) Watch(code string, p Player) (*Client, error) {
	r, err := h.findFor(code, p)
	if err != nil {
		return nil, err
	}
	return r.watch(p)
}

// findFor returns the live room with code for p, unless p has given too
// many wrong codes lately; a wrong code counts against p.
func (h *Hub) findFor(code string, p Player) (*Room, error) {
	now := time.Now()
	if err := h.Guesses.Check(p, now); err != nil {
		return nil, err
	}
	r, err := h.Find(code)
	if errors.Is(err, ErrNoRoom) {
		h.Guesses.Failed(p, "room code", now)
	}
	return r, err
}

// Resume returns p (by key) to a seat they hold in a game in progress and
// are disconnected from, if there is one.
func (h *Hub) Resume(p Player) (*Client, bool) {
	if p.Guest() {
		return nil, false
	}
	for _, r := range h.snapshot() {
		if c, err := r.resume(p); err == nil {
			return c, true
		}
	}
	return nil, false
}

// snapshot copies the live rooms under h.mu, for asking each one under
// its own lock afterwards.
func (h *Hub) snapshot() []*Room {
	h.mu.Lock()
	defer h.mu.Unlock()
	rooms := make([]*Room, 0, len(h.rooms))
	for _, r := range h.rooms {
		rooms = append(rooms, r)
	}
	return rooms
}

// Games lists the games in progress, oldest first: the lobby's list of
// games to watch. A room waiting for its second player is not listed: its
// code is the invitation, and a stranger who saw it could take the seat
// meant for a friend.
func (h *Hub) Games() []Info {
	var games []Info
	for _, info := range h.Rooms() {
		if info.Started && !info.Over {
			games = append(games, info)
		}
	}
	return games
}

// Rooms lists the live rooms, oldest first.
func (h *Hub) Rooms() []Info {
	rooms := h.snapshot()
	infos := make([]Info, len(rooms))
	for i, r := range rooms {
		infos[i] = r.Info()
	}
	sort.Slice(infos, func(i, j int) bool {
		if !infos[i].Created.Equal(infos[j].Created) {
			return infos[i].Created.Before(infos[j].Created)
		}
		return infos[i].Code < infos[j].Code
	})
	return infos
}

// remove forgets a closed room.
func (h *Hub) remove(r *Room) {
	h.mu.Lock()
	gone := h.rooms[r.code] == r
	if gone {
		delete(h.rooms, r.code)
	}
	h.mu.Unlock()
	if gone {
		h.quotaFor(r.Opts).release(r.owner)
	}
}

// Shutdown closes every room with notice, leaving each game in progress
// in the store for the next start (live.go), and waits for every record
// to be handed over; one that still cannot be written is logged, with
// its text. (CloseArchive then writes the games in progress.)
func (h *Hub) Shutdown(notice string) {
	h.mu.Lock()
	h.down = true
	h.mu.Unlock()
	for _, r := range h.snapshot() {
		r.suspend(notice)
	}
	h.mu.Lock()
	h.rooms = map[string]*Room{}
	h.mu.Unlock()
	h.Saves.Wait()
}

// RoomCount returns the number of rooms open.
func (h *Hub) RoomCount() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.rooms)
}
