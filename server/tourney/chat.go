package tourney

import (
	"slices"
	"time"

	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// An event's chat has a room chat's limits: a line cleaned as names are
// (textsafe, at most textsafe.MaxChat characters), the rate of
// room.DefaultChatBurst lines at once then one every
// room.DefaultChatEvery per speaker, the last MaxEventChat lines held in
// memory (not stored). Key holders speak, guests only read; muted and
// banned players are refused; a player does not see the lines of those
// they blocked.

// eventChat is an event's chat, guarded by the director's lock.
type eventChat struct {
	msgs     []room.ChatMsg // oldest first, at most MaxEventChat
	speakers map[string]*rate.Limiter
}

// allow takes one line from the speaker's allowance.
func (c *eventChat) allow(key string, now time.Time) error {
	if c.speakers == nil {
		c.speakers = map[string]*rate.Limiter{}
	}
	l := c.speakers[key]
	if l == nil {
		if len(c.speakers) >= maxChatters {
			for k, x := range c.speakers {
				if x.TokensAt(now) >= room.DefaultChatBurst {
					delete(c.speakers, k)
				}
			}
		}
		if len(c.speakers) >= maxChatters {
			return ErrChatBusy
		}
		l = rate.NewLimiter(rate.Every(room.DefaultChatEvery), room.DefaultChatBurst)
		c.speakers[key] = l
	}
	if !l.AllowN(now, 1) {
		return ErrChatTooFast
	}
	return nil
}

// Say adds a line to the event's chat.
func (d *Director) Say(id EventID, p room.Player, text string) error {
	text = names.LimitMarks(textsafe.Line(text, textsafe.MaxChat))
	if text == "" {
		return ErrChatEmpty
	}
	if p.Guest() {
		return ErrGuest
	}
	if d.cfg.Sanctions != nil {
		set := d.cfg.Sanctions()
		if set.Bans.Of(p) != nil {
			return ErrBanned
		}
		if sn := set.Mutes.Of(p); sn != nil {
			return room.MutedError{Sanction: sn}
		}
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	ev := d.evs[id]
	if ev == nil {
		return ErrNoEvent
	}
	now := d.cfg.Now()
	if err := ev.chat.allow(p.Key, now); err != nil {
		return err
	}
	msg := room.ChatMsg{ChatLine: store.ChatLine{Author: p.Name, At: now, Text: text}, Seat: -1, From: p}
	keep := ev.chat.msgs[max(len(ev.chat.msgs)-MaxEventChat+1, 0):]
	ev.chat.msgs = append(slices.Clip(keep), msg)
	return nil
}

// Chat returns the event's lines, oldest first, but those of players p
// blocked.
func (d *Director) Chat(id EventID, p room.Player) []room.ChatMsg {
	d.mu.Lock()
	defer d.mu.Unlock()
	ev := d.evs[id]
	if ev == nil {
		return nil
	}
	var out []room.ChatMsg
	for _, m := range ev.chat.msgs {
		if !p.Blocks.Has(m.From) {
			out = append(out, m)
		}
	}
	return out
}
