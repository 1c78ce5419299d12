package server

import (
	"context"
	"errors"
)

// The server's half of blocks (blocks.go): a key holder's blocks read from
// the store when a session starts, and a block made or undone, stored
// when both players hold keys.

// loadBlocks returns the blocks the store holds for p (none for a guest,
// or when the store cannot say).
func (s *Server) loadBlocks(ctx context.Context, p Player) *blockList {
	b := &blockList{keys: map[string]bool{}}
	if p.ID == 0 {
		return b
	}
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	ids, err := s.store.Blocked(ctx, p.ID)
	if err != nil {
		s.cfg.Log.Warn("reading a player's blocks failed; the session starts without them",
			append(playerLog(p), "error", err)...)
	}
	for _, id := range ids {
		b.keys[blockKeyOf(Player{ID: id})] = true
	}
	return b
}

// errBlockSelf refuses a block of oneself (another session of the same
// player).
var errBlockSelf = errors.New("that is you")

// toggleBlock blocks whom for me, or unblocks them if they were blocked,
// storing it when both are key holders; it reports whether whom is
// blocked now.
func (s *Server) toggleBlock(ctx context.Context, me, whom Player) (bool, error) {
	if blockKeyOf(me) == blockKeyOf(whom) {
		return false, errBlockSelf
	}
	blocked := !me.blocks.has(whom)
	if me.ID != 0 && whom.ID != 0 {
		ctx, cancel := context.WithTimeout(ctx, storeTimeout)
		defer cancel()
		var err error
		if blocked {
			err = s.store.Block(ctx, me.ID, whom.ID)
		} else {
			err = s.store.Unblock(ctx, me.ID, whom.ID)
		}
		if err != nil {
			return !blocked, err
		}
	}
	me.blocks.set(whom, blocked)
	return blocked, nil
}
