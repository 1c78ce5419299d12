package notify

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// desk is the dispatcher's state (its goroutine's alone): the messages
// gathering events, by player, and when each game was last told of.
type desk struct {
	pending map[store.PlayerID]*batch
	told    map[gameKey]time.Time
}

// batch is one player's message gathering events until due.
type batch struct {
	url   string
	due   time.Time
	keys  []gameKey
	lines []string
	more  int             // events beyond MaxBatchEvents
	lang  *i18n.Localizer // the player's language (nil: English)
}

// add puts an event's line in: in the place of an earlier one of the
// same game (the later says more: the game's over after your move), or
// as a new line, or counted beyond MaxBatchEvents.
func (b *batch) add(k gameKey, l string) {
	for i := range b.keys {
		if b.keys[i] == k {
			b.lines[i] = l
			return
		}
	}
	if len(b.lines) >= MaxBatchEvents {
		b.more++
		return
	}
	b.keys, b.lines = append(b.keys, k), append(b.lines, l)
}

// dispatch takes events and hands the messages due to the senders, until
// Close.
func (n *Notifier) dispatch() {
	defer n.wg.Done()
	d := &desk{pending: map[store.PlayerID]*batch{}, told: map[gameKey]time.Time{}}
	t := time.NewTimer(time.Hour)
	t.Stop()
	for {
		select {
		case <-n.ctx.Done():
			t.Stop()
			return
		case e := <-n.in:
			n.take(d, e, time.Now())
		case <-t.C:
		}
		now := time.Now()
		n.flush(d, now)
		var next time.Time
		for _, b := range d.pending {
			if next.IsZero() || b.due.Before(next) {
				next = b.due
			}
		}
		if !next.IsZero() {
			t.Reset(next.Sub(now))
		}
	}
}

// take adds e to its player's message, if the player asked for its kind
// and its game was not told of within PerGame.
func (n *Notifier) take(d *desk, e Event, now time.Time) {
	ctx, cancel := context.WithTimeout(n.ctx, lookupTimeout)
	t, err := n.store.NotifyTarget(ctx, e.To)
	cancel()
	if err != nil {
		n.counts.dropped.Add(1)
		if n.logs.Allow() {
			n.log.Warn("reading a player's notification address failed", "player", e.To, "error", err)
		}
		return
	}
	if t.URL == "" || Kind(t.Events)&e.Kind == 0 {
		return
	}
	k := e.key()
	if at, ok := d.told[k]; ok && now.Sub(at) < n.cfg.PerGame {
		n.counts.suppressed.Add(1)
		return
	}
	b := d.pending[e.To]
	if b == nil {
		if len(d.pending) >= MaxPendingPlayers {
			n.counts.dropped.Add(1)
			return
		}
		b = &batch{url: t.URL, due: now.Add(n.cfg.Batch), lang: n.langOf(e.To)}
		d.pending[e.To] = b
	}
	b.add(k, line(b.lang, e))
}

// flush hands the messages due to the senders, and remembers their games
// as told.
func (n *Notifier) flush(d *desk, now time.Time) {
	pruned := false
	for to, b := range d.pending {
		if b.due.After(now) {
			continue
		}
		delete(d.pending, to)
		if !pruned {
			for k, at := range d.told {
				if now.Sub(at) >= n.cfg.PerGame {
					delete(d.told, k)
				}
			}
			pruned = true
		}
		if len(d.told)+len(b.keys) > MaxTrackedGames {
			n.counts.dropped.Add(int64(len(b.lines) + b.more))
			continue
		}
		for _, k := range b.keys {
			d.told[k] = now
		}
		select {
		case n.jobs <- job{to: to, url: b.url, body: message(b.lang, b.lines, b.more)}:
		default:
			n.counts.dropped.Add(int64(len(b.lines) + b.more))
		}
	}
}
