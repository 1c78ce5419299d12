package server

import (
	"sync"
	"sync/atomic"
	"weak"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/store"
)

// replayCache shares one parsed record of an archived game between the
// sessions that replay it at once: each viewer's model reads the record
// and never changes it (it plays on a copy of the game), so twenty
// viewers of a game hold one parse of it, not twenty. The cache holds
// the records weakly: one no viewer holds any more is collected, and its
// entry swept.
type replayCache struct {
	mu     sync.Mutex
	recs   map[store.GameID]weak.Pointer[pdn.Record]
	parses atomic.Int64 // records parsed, for the tests
}

// replaySweepAt is the entry count at which the cache drops the entries
// of records collected.
const replaySweepAt = 256

// record returns the parsed record of archived game id, whose PDN is
// text: the one a viewer holds already, else parsed now.
func (c *replayCache) record(id store.GameID, text string) (*pdn.Record, error) {
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
	if len(c.recs) >= replaySweepAt {
		for k, p := range c.recs {
			if p.Value() == nil {
				delete(c.recs, k)
			}
		}
	}
	c.recs[id] = weak.Make(recs[0])
	return recs[0], nil
}
