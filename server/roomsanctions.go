package server

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/store"
)

// The rooms' half of the operator's bans and mutes (sanctions.go): the
// sanctions in force as the hub holds them, a muted speaker's refusal, and
// the rooms of a banned player closed.

// sanctionIndex finds the sanction of one kind that applies to a player.
type sanctionIndex struct {
	keys    map[string]*store.Sanction // key sanctions, and every key of a sanctioned player
	players map[store.PlayerID]*store.Sanction
	addrs   map[string]*store.Sanction // by addrKey
}

// of returns the sanction that applies to p (by key, player or address),
// or nil.
func (ix sanctionIndex) of(p Player) *store.Sanction {
	if sn := ix.keys[p.Key]; sn != nil && p.Key != "" {
		return sn
	}
	if sn := ix.players[p.ID]; sn != nil && p.ID != 0 {
		return sn
	}
	return ix.addrs[p.Addr]
}

// sanctionSet is the sanctions in force as the server last read them.
type sanctionSet struct {
	version     string // tells whether a new reading changed anything
	bans, mutes sanctionIndex
}

// noSanctions is the set before any reading.
var noSanctions = newSanctionSet(nil)

func newSanctionSet(list []store.Sanction) *sanctionSet {
	set := &sanctionSet{}
	var version strings.Builder
	for _, ix := range []*sanctionIndex{&set.bans, &set.mutes} {
		*ix = sanctionIndex{keys: map[string]*store.Sanction{}, players: map[store.PlayerID]*store.Sanction{},
			addrs: map[string]*store.Sanction{}}
	}
	for i := range list {
		sn := &list[i]
		ix := &set.bans
		if sn.Kind == store.Mute {
			ix = &set.mutes
		}
		switch t := sn.Target; {
		case t.Player != 0:
			ix.players[t.Player] = sn
			for _, k := range sn.Keys {
				ix.keys[k] = sn
			}
		case t.Key != "":
			ix.keys[t.Key] = sn
		default:
			ix.addrs[t.Addr] = sn
		}
		fmt.Fprintf(&version, "%d:%d:%s;", sn.ID, sn.Expires.Unix(), strings.Join(sn.Keys, ","))
	}
	set.version = version.String()
	return set
}

// sanctionText is what a sanctioned client is told, after subject ("this
// key is", "you are"): "banned from this server until … (reason)".
func sanctionText(sn *store.Sanction, subject string) string {
	text := subject + " banned from this server"
	if sn.Kind == store.Mute {
		text = subject + " muted on this server"
	}
	if !sn.Expires.IsZero() {
		text += " until " + sn.Expires.UTC().Format("2006-01-02 15:04 UTC")
	}
	if sn.Reason != "" {
		text += " (" + sn.Reason + ")"
	}
	if sn.Kind == store.Mute {
		text += "; your messages are not sent"
	}
	return text
}

// mutedError is a muted speaker's refusal.
type mutedError struct{ sn *store.Sanction }

func (e mutedError) Error() string { return sanctionText(e.sn, "you are") }

// sanctions returns the sanctions in force.
func (h *Hub) sanctions() *sanctionSet {
	if set := h.sanctioned.Load(); set != nil {
		return set
	}
	return noSanctions
}

// applySanctions takes a new reading in and reports whether it changed
// the bans; the rooms where a banned player sits close.
func (h *Hub) applySanctions(set *sanctionSet) (bansChanged bool) {
	old := h.sanctions()
	h.sanctioned.Store(set)
	if old.version == set.version {
		return false
	}
	for _, r := range h.snapshot() {
		if name := r.bannedSeat(set); name != "" {
			r.shutdown("closed by the server's operator: " + name + " is banned")
			h.remove(r)
		}
	}
	return true
}

// bannedSeat returns the name of a banned player seated in the room, or "".
func (r *Room) bannedSeat(set *sanctionSet) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, s := range r.seats {
		if s.taken && set.bans.of(s.player) != nil {
			return s.player.Name
		}
	}
	return ""
}
