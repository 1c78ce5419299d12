package server

import (
	"strconv"
	"sync"

	"github.com/fetaix/fetaix/store"
)

// A player may block another from a room (the room screen's Block key):
// the blocker no longer sees what the blocked player says in any room's
// chat, and quick match never pairs the two. A key holder's blocks of
// other key holders are stored and hold in every later session; a block
// made by a guest, or of a guest (by address), lasts for the session.
// This file holds the rooms' half; blockstore.go the server's.

// blockList is the players a session's player has blocked, by blockKeyOf.
type blockList struct {
	mu   sync.Mutex
	keys map[string]bool
}

// blockKeyOf is who a block is of: the player, or for a guest (or a key
// the store could not ask about) the owner its rooms count against.
func blockKeyOf(p Player) string {
	if p.ID != 0 {
		return "player " + strconv.FormatInt(int64(p.ID), 10)
	}
	return p.owner()
}

// has reports whether p is blocked; a nil list blocks nobody.
func (b *blockList) has(p Player) bool {
	if b == nil {
		return false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.keys[blockKeyOf(p)]
}

// empty reports whether the list blocks nobody.
func (b *blockList) empty() bool {
	if b == nil {
		return true
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.keys) == 0
}

// set blocks p, or unblocks them.
func (b *blockList) set(p Player, blocked bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if blocked {
		b.keys[blockKeyOf(p)] = true
	} else {
		delete(b.keys, blockKeyOf(p))
	}
}

// blocking reports whether either player has blocked the other.
func blocking(a, b Player) bool { return a.blocks.has(b) || b.blocks.has(a) }

// others returns the people in c's room other than c's player: the
// players at the seats, then whoever said something in the chat held,
// latest first.
func (c *Client) others() []Player {
	r := c.room
	r.mu.Lock()
	defer r.mu.Unlock()
	seen := map[string]bool{blockKeyOf(c.who): true}
	var out []Player
	add := func(p Player) {
		if k := blockKeyOf(p); !seen[k] {
			seen[k] = true
			out = append(out, p)
		}
	}
	for _, s := range r.seats {
		if s.taken {
			add(s.player)
		}
	}
	for i := len(r.chat.msgs) - 1; i >= 0; i-- {
		add(r.chat.msgs[i].from)
	}
	return out
}

// reportOf is c's report about whom, with the room's game and chat as
// they are now, for the store.
func (c *Client) reportOf(whom Player, reason string) store.Report {
	r := c.room
	r.mu.Lock()
	defer r.mu.Unlock()
	res, why := r.resultLocked()
	pdn := recordText(r.recordLocked(res, why))
	var chat []byte
	for _, m := range r.chat.msgs {
		chat = append(chat, m.String()+"\n"...)
	}
	side := func(p Player) store.Reporter {
		return store.Reporter{Player: p.ID, Name: p.Name, Key: p.Key, Addr: p.Addr}
	}
	return store.Report{By: side(c.who), About: side(whom), Room: r.code, GameNo: r.gameNo, Reason: reason,
		PDN: pdn, Chat: string(chat)}
}
