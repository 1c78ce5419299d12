// Package replaycache shares the parsed records of archived games
// between the sessions that replay them at once (standard library, game/pdn
// and store only; used by server).
package replaycache

import (
	"sync"
	"sync/atomic"
	"weak"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/store"
)

// Cache shares one parsed record of an archived game between the
// sessions that replay it at once: each viewer's model reads the record
// and never changes it (it plays on a copy of the game), so twenty
// viewers of a game hold one parse of it, not twenty. The cache holds
// the records weakly: one no viewer holds any more is collected, and its
// entry swept.
type Cache struct {
	mu     sync.Mutex
	recs   map[store.GameID]weak.Pointer[pdn.Record]
	parses atomic.Int64 // records parsed, for the tests
}

// sweepAt is the entry count at which the cache drops the entries
// of records collected.
const sweepAt = 256

// Record returns the parsed record of archived game id, whose PDN is
// text: the one a viewer holds already, else parsed now.
func (c *Cache) Record(id store.GameID, text string) (*pdn.Record, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if rec := c.recs[id].Value(); rec != nil {
		return rec, nil
	}
	recs, err := pdn.Parse(text)
	if err == nil && len(recs) == 0 {
		err = pdn.ErrNoGame
	}
	if err != nil {
		return nil, err
	}
	c.parses.Add(1)
	if c.recs == nil {
		c.recs = map[store.GameID]weak.Pointer[pdn.Record]{}
	}
	if len(c.recs) >= sweepAt {
		for k, p := range c.recs {
			if p.Value() == nil {
				delete(c.recs, k)
			}
		}
	}
	c.recs[id] = weak.Make(recs[0])
	return recs[0], nil
}

// Parses is how many records the cache has parsed.
func (c *Cache) Parses() int64 { return c.parses.Load() }
