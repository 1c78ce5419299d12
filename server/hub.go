package server

import (
	"errors"
	"fmt"
	"log/slog"
	"sort"
	"sync"
	"time"
)

// DefaultGrace is how long a disconnected player keeps their seat.
const DefaultGrace = 5 * time.Minute

// codeLen is the length of room codes.
const codeLen = 4

// ErrNoRoom is returned for a room code that matches no live room.
var ErrNoRoom = errors.New("no room with that code")

// ErrShuttingDown is returned when the server is going down.
var ErrShuttingDown = errors.New("the server is shutting down")

// Hub holds the live rooms: it creates them with short codes, finds them
// for joining and watching, pairs quick-match players, lists them, and
// writes finished games to the data directory.
type Hub struct {
	dataDir string
	grace   time.Duration
	log     *slog.Logger

	mu    sync.Mutex
	rooms map[string]*Room
	down  bool
	saves sync.WaitGroup
}

// NewHub returns a hub that writes records under dataDir and keeps a
// disconnected player's seat for grace (DefaultGrace when ≤ 0).
func NewHub(dataDir string, grace time.Duration, log *slog.Logger) *Hub {
	if grace <= 0 {
		grace = DefaultGrace
	}
	if log == nil {
		log = slog.Default()
	}
	return &Hub{dataDir: dataDir, grace: grace, log: log, rooms: map[string]*Room{}}
}

// Grace returns the grace period of a disconnected player.
func (h *Hub) Grace() time.Duration { return h.grace }

// Create opens a room with opts and seats p in it.
func (h *Hub) Create(p Player, opts RoomOptions) (*Client, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	h.mu.Lock()
	if h.down {
		h.mu.Unlock()
		return nil, ErrShuttingDown
	}
	code := randomCode(codeLen)
	for h.rooms[code] != nil {
		code = randomCode(codeLen)
	}
	r := newRoom(h, code, opts, time.Now())
	r.white = pickWhite(opts.Color)
	h.rooms[code] = r
	h.mu.Unlock()
	return r.sit(p, "", true)
}

// find returns the live room with code.
func (h *Hub) find(code string) (*Room, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.down {
		return nil, ErrShuttingDown
	}
	r := h.rooms[normCode(code)]
	if r == nil {
		return nil, fmt.Errorf("%w %q", ErrNoRoom, normCode(code))
	}
	return r, nil
}

// Join seats p in the room with code: back at their own seat when p's key
// or the resume token matches one, else at the free seat.
func (h *Hub) Join(code string, p Player, token string) (*Client, error) {
	r, err := h.find(code)
	if err != nil {
		return nil, err
	}
	return r.sit(p, token, false)
}

// Watch adds a spectator to the room with code.
func (h *Hub) Watch(code string) (*Client, error) {
	r, err := h.find(code)
	if err != nil {
		return nil, err
	}
	return r.watch()
}

// QuickMatch seats p in the oldest quick-match room waiting for a second
// player, or opens one (default rules, random colours, no clock) that the
// next quick-match player will join.
func (h *Hub) QuickMatch(p Player) (*Client, error) {
	for _, info := range h.Rooms() {
		r, err := h.find(info.Code)
		if err != nil || !r.opts.Quick || info.Started {
			continue
		}
		if c, err := h.joinQuick(r, p); err == nil {
			return c, nil
		}
	}
	opts := DefaultRoomOptions()
	opts.Quick = true
	return h.Create(p, opts)
}

// joinQuick takes the free seat of a waiting quick-match room, unless its
// creator is p (same key) — nobody is paired with themselves.
func (h *Hub) joinQuick(r *Room, p Player) (*Client, error) {
	r.mu.Lock()
	s := r.seats[0]
	ok := !r.closed && !r.started && s.taken && s.client != nil && !r.seats[1].taken &&
		(p.Guest() || s.player.Key != p.Key)
	r.mu.Unlock()
	if !ok {
		return nil, ErrRoomFull
	}
	return r.sit(p, "", false)
}

// Resume returns p (by key) to a seat they hold in a game in progress and
// are disconnected from, if there is one.
func (h *Hub) Resume(p Player) (*Client, bool) {
	if p.Guest() {
		return nil, false
	}
	h.mu.Lock()
	rooms := make([]*Room, 0, len(h.rooms))
	for _, r := range h.rooms {
		rooms = append(rooms, r)
	}
	h.mu.Unlock()
	for _, r := range rooms {
		r.mu.Lock()
		held := false
		for _, s := range r.seats {
			held = held || (s.taken && s.client == nil && s.player.Key == p.Key)
		}
		r.mu.Unlock()
		if held {
			if c, err := r.sit(p, "", false); err == nil {
				return c, true
			}
		}
	}
	return nil, false
}

// Rooms lists the live rooms, oldest first.
func (h *Hub) Rooms() []RoomInfo {
	h.mu.Lock()
	rooms := make([]*Room, 0, len(h.rooms))
	for _, r := range h.rooms {
		rooms = append(rooms, r)
	}
	h.mu.Unlock()
	infos := make([]RoomInfo, len(rooms))
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
	if h.rooms[r.code] == r {
		delete(h.rooms, r.code)
	}
	h.mu.Unlock()
}

// save writes a game record, logging the outcome. The caller has counted
// it in h.saves.
func (h *Hub) save(rec Record) {
	defer h.saves.Done()
	path, err := writeRecord(h.dataDir, rec)
	if err != nil {
		h.log.Error("saving game", "room", rec.Code, "game", rec.GameNo, "error", err)
		return
	}
	h.log.Info("game saved", "room", rec.Code, "game", rec.GameNo, "result", rec.Result.String(), "path", path)
}

// Shutdown closes every room with notice, writing each game in progress
// (result "*") and waiting for every record to be written.
func (h *Hub) Shutdown(notice string) {
	h.mu.Lock()
	h.down = true
	rooms := make([]*Room, 0, len(h.rooms))
	for _, r := range h.rooms {
		rooms = append(rooms, r)
	}
	h.rooms = map[string]*Room{}
	h.mu.Unlock()
	for _, r := range rooms {
		if rec, ok := r.shutdown(notice); ok {
			h.save(rec)
		}
	}
	h.saves.Wait()
}
