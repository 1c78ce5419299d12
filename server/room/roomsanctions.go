package room

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// The rooms' half of the operator's bans and mutes (server/sanctions.go): the
// sanctions in force as the hub holds them, a muted speaker's refusal, and
// the rooms of a banned player closed.

// sanctionIndex finds the sanction of one kind that applies to a player.
type sanctionIndex struct {
	keys    map[string]*store.Sanction // key sanctions, and every key of a sanctioned player
	Players map[store.PlayerID]*store.Sanction
	Addrs   map[string]*store.Sanction // by addrKey
}

// Of returns the sanction that applies to p (by key, player or address),
// or nil.
func (ix sanctionIndex) Of(p Player) *store.Sanction {
	if sn := ix.keys[p.Key]; sn != nil && p.Key != "" {
		return sn
	}
	if sn := ix.Players[p.ID]; sn != nil && p.ID != 0 {
		return sn
	}
	return ix.Addrs[p.Addr]
}

// SanctionSet is the sanctions in force as the server last read them.
type SanctionSet struct {
	version     string // tells whether a new reading changed anything
	Bans, Mutes sanctionIndex
}

// noSanctions is the set before any reading.
var noSanctions = NewSanctionSet(nil)

// NewSanctionSet is the set of the sanctions of list, indexed.
func NewSanctionSet(list []store.Sanction) *SanctionSet {
	set := &SanctionSet{}
	var version strings.Builder
	for _, ix := range []*sanctionIndex{&set.Bans, &set.Mutes} {
		*ix = sanctionIndex{keys: map[string]*store.Sanction{}, Players: map[store.PlayerID]*store.Sanction{},
			Addrs: map[string]*store.Sanction{}}
	}
	for i := range list {
		sn := &list[i]
		ix := &set.Bans
		if sn.Kind == store.Mute {
			ix = &set.Mutes
		}
		switch t := sn.Target; {
		case t.Player != 0:
			ix.Players[t.Player] = sn
			for _, k := range sn.Keys {
				ix.keys[k] = sn
			}
		case t.Key != "":
			ix.keys[t.Key] = sn
		default:
			ix.Addrs[t.Addr] = sn
		}
		fmt.Fprintf(&version, "%d:%d:%s;", sn.ID, sn.Expires.Unix(), strings.Join(sn.Keys, ","))
	}
	set.version = version.String()
	return set
}

// Who is whom a sanction's text speaks of.
type Who int

// The subjects of SanctionText.
const (
	WhoYou     Who = iota // "you are"
	WhoKey                // "this key is"
	WhoAddress            // "your address is"
)

// bannedIDs are the texts of a ban, by whom they speak of.
var bannedIDs = [...]i18n.ID{WhoYou: txtBannedYou, WhoKey: txtBannedKey, WhoAddress: txtBannedAddress}

// SanctionText is what a sanctioned client is told in l's language:
// "you are banned from this server until … (reason)", the operator's
// reason as written. A mute speaks to the speaker ("you are").
func SanctionText(l *i18n.Localizer, sn *store.Sanction, who Who) string {
	if sn.Kind == store.Mute {
		return mutedIn(l, sn)
	}
	return l.T(bannedIDs[who], "Until", sanctionUntil(l, sn), "Why", sanctionWhy(sn))
}

// sanctionUntil is " until …" of a sanction that ends, in l's language.
func sanctionUntil(l *i18n.Localizer, sn *store.Sanction) string {
	if sn.Expires.IsZero() {
		return ""
	}
	return l.T(txtMutedUntil, "When", sn.Expires.UTC().Format("2006-01-02 15:04 UTC"))
}

// sanctionWhy is " (reason)" of a sanction with a reason.
func sanctionWhy(sn *store.Sanction) string {
	if sn.Reason == "" {
		return ""
	}
	return " (" + sn.Reason + ")"
}

// mutedIn is a muted speaker's refusal in l's language (the operator's
// reason as written).
func mutedIn(l *i18n.Localizer, sn *store.Sanction) string {
	return l.T(txtMuted, "Until", sanctionUntil(l, sn), "Why", sanctionWhy(sn))
}

// The words of SanctionText.
const (
	txtMuted         i18n.ID = "room.muted"
	txtMutedUntil    i18n.ID = "room.mutedUntil"
	txtBannedYou     i18n.ID = "room.banned.you"
	txtBannedKey     i18n.ID = "room.banned.key"
	txtBannedAddress i18n.ID = "room.banned.address"
)

// MutedError is a muted speaker's refusal.
type MutedError struct{ Sanction *store.Sanction }

// Error tells the speaker of the mute.
func (e MutedError) Error() string { return mutedIn(nil, e.Sanction) }

// Sanctions returns the sanctions in force.
func (h *Hub) Sanctions() *SanctionSet {
	if set := h.sanctioned.Load(); set != nil {
		return set
	}
	return noSanctions
}

// ApplySanctions takes a new reading in and reports whether it changed
// the bans; the rooms where a banned player sits close.
func (h *Hub) ApplySanctions(set *SanctionSet) (bansChanged bool) {
	old := h.Sanctions()
	h.sanctioned.Store(set)
	if old.version == set.version {
		return false
	}
	for _, r := range h.snapshot() {
		if name := r.bannedSeat(set); name != "" {
			r.shutdown(say(txtNoticeBanned, "Name", name))
			h.remove(r)
		}
	}
	return true
}

// bannedSeat returns the name of a banned player seated in the room, or "".
func (r *Room) bannedSeat(set *SanctionSet) string {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	for _, s := range r.Seats {
		if s.taken && set.Bans.Of(s.Player) != nil {
			return s.Player.Name
		}
	}
	return ""
}
