package tournament

import (
	"errors"
	"fmt"
)

// MaxArenaPlayers bounds the players one arena holds: joins beyond it
// are refused with ErrFull.
const MaxArenaPlayers = 1000

// Errors of an arena's and a swiss event's players.
var (
	ErrJoined     = errors.New("tournament: already joined")
	ErrNotJoined  = errors.New("tournament: not a player of this event")
	ErrFull       = errors.New("tournament: the event is full")
	ErrNotPlaying = errors.New("tournament: no such game in play")
)

// Arena is an arena tournament's players and scores. Players join at any
// time, pause and come back; whoever is free (joined, not paused, not in
// a game) is paired by Pair (arena_pairing.go) and scored by Record
// (arena_score.go). An Arena is not safe for concurrent use: its owner
// serialises the calls.
type Arena struct {
	players map[ID]*arenaPlayer
	order   []*arenaPlayer // in the order they joined
}

// arenaPlayer is one player of an arena.
type arenaPlayer struct {
	id       ID
	rating   int
	joined   int  // 0 for the first to join, 1 for the next...
	paused   bool // set by Pause, cleared by Resume
	opponent ID   // the opponent of the game in play, "" when none
	last     ID   // the opponent of the last game, aborted ones included
	whites   int  // games paired with White
	blacks   int  // games paired with Black
	sheet    []ArenaScore
	score    int
	perf     int // sum over scored games of the opponent's rating ±500
}

// NewArena returns an arena with no players.
func NewArena() *Arena { return &Arena{players: map[ID]*arenaPlayer{}} }

// Join adds a player with their rating (the rating of the event's
// class when they join; it orders the pairing and the performance).
// A player already in the event gets ErrJoined; one past MaxArenaPlayers
// ErrFull.
func (a *Arena) Join(id ID, rating int) error {
	if _, ok := a.players[id]; ok {
		return ErrJoined
	}
	if len(a.order) >= MaxArenaPlayers {
		return ErrFull
	}
	p := &arenaPlayer{id: id, rating: rating, joined: len(a.order)}
	a.players[id] = p
	a.order = append(a.order, p)
	return nil
}

// Pause keeps a player from being paired until Resume; a game in play
// goes on and is scored. Pausing a paused player does nothing.
func (a *Arena) Pause(id ID) error {
	p, ok := a.players[id]
	if !ok {
		return ErrNotJoined
	}
	p.paused = true
	return nil
}

// Resume makes a paused player free again once their game, if any, ends.
func (a *Arena) Resume(id ID) error {
	p, ok := a.players[id]
	if !ok {
		return ErrNotJoined
	}
	p.paused = false
	return nil
}

// Free reports whether a player may be paired now: joined, not paused,
// not in a game.
func (a *Arena) Free(id ID) bool {
	p, ok := a.players[id]
	return ok && p.free()
}

func (p *arenaPlayer) free() bool { return !p.paused && p.opponent == "" }

// Players returns how many players have joined.
func (a *Arena) Players() int { return len(a.order) }

// player returns the player id, or ErrNotJoined.
func (a *Arena) player(id ID) (*arenaPlayer, error) {
	p, ok := a.players[id]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrNotJoined, id)
	}
	return p, nil
}
