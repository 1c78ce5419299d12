package server

import (
	"context"
	"errors"
	"time"

	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
)

// A session with a public key is a player of the store: its key's
// fingerprint finds (or makes) the player, whose display name, once
// chosen, is the session's name everywhere. Guests are never stored.

// Account changes a session may make (names, link codes): a burst, then
// one per accountEvery. Each is a write to the database.
const (
	accountBurst = 5
	accountEvery = 2 * time.Second
)

// guestMark follows a guest's name where a player holds that name.
const guestMark = room.GuestMark

// errTooManyChanges refuses account changes made too fast.
var errTooManyChanges = errors.New("too many changes at once; wait a moment")

// identify finds the session's player in the store by its key, making it
// the first time the key is seen, and takes its display name: a new
// player gets the SSH user name when the name policy (internal/names)
// allows it and no player holds a name that looks like it. It reports
// whether the player has yet to choose a name (theirs was refused or
// taken, or withdrawn since: store.WithdrawName), and why; until they do,
// they are shown as "player N", never by another player's name. A guest
// is shown by their name as the policy cleans it ("guest" when it refuses
// it), marked "NAME (guest)" where a player holds that name. When the
// store cannot answer, the session goes on without a player: its games
// are casual. A key its address may not add (newkeys.go) comes in as a
// guest, and keysRefused says so. It reports too whether the key is new (the
// lobby offers the lessons to a new player, learn.go).
func (s *Server) identify(ctx context.Context, p *room.Player) identity {
	if p.Guest() {
		p.Name = s.guestName(ctx, p.Name)
		return identity{}
	}
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	var id identity
	sp, err := s.store.PlayerByKey(ctx, p.Key) // a read: returning players never wait for the writer's lock
	if errors.Is(err, store.ErrNotFound) {
		if !s.mayAddKey(*p, time.Now()) {
			s.events.Note("a new key came in as a guest: too many new keys from one address",
				"remote", p.Addr, "max", s.cfg.NewKeysPerAddr)
			p.Key = ""
			p.Name = s.guestName(ctx, p.Name)
			return identity{keysRefused: true}
		}
		sp, err = s.store.FindOrCreate(ctx, p.Key)
		id.newKey = err == nil
	}
	if err != nil {
		s.cfg.Log.Warn("looking up a player's key failed; the session plays casual games",
			append(playerLog(*p), "error", err)...)
		return identity{}
	}
	p.ID = sp.ID
	if p.Established, err = s.store.Established(ctx, sp.ID, time.Now()); err != nil {
		s.cfg.Log.Warn("reading whether a player is established failed; they play casual from a shared address", "user", p.Name, "error", err)
	}
	switch {
	case sp.Withdrawn != "":
		id.why, id.whyArg = screentext.AcctWithdrawn, sp.Withdrawn
	case sp.Name == "":
		if sp.Name, id.whyArg = s.takeUserName(ctx, sp.ID, p.Name); id.whyArg != "" {
			id.why = screentext.AcctUserName
		}
	}
	if sp.Name == "" {
		p.Name = sp.Label()
		id.needsName = true
		return id
	}
	p.Name = sp.Name
	return id
}

// identity is what identify found of a session's player.
type identity struct {
	// needsName: the player has yet to choose a name, and why says why
	// (its text in the catalogs, whyArg the reason given to it)
	needsName bool
	why       i18n.ID
	whyArg    string
	// keysRefused: the key came in as a guest, its address having
	// brought as many new keys as it may today (the lobby's last row says
	// so: newKeyRefused)
	keysRefused bool
	// newKey: the key was seen for the first time, its player made now
	newKey bool
}

// whyText is why the player has no name yet, in l's language ("": they
// have one, or no reason is known).
func (id identity) whyText(l *i18n.Localizer) string {
	if id.why == "" {
		return ""
	}
	return l.T(id.why, "Reason", id.whyArg)
}

// takeUserName gives the player their SSH user name if they may have it,
// and returns it, else "" and why the name was refused (without the name:
// it may pass for another player's).
func (s *Server) takeUserName(ctx context.Context, id store.PlayerID, user string) (name, why string) {
	got, err := s.store.SetName(ctx, id, user)
	switch {
	case err == nil:
		return got, ""
	case names.Refused(err), errors.Is(err, store.ErrNameTaken), errors.Is(err, store.ErrNameLookalike):
		return "", err.Error()
	}
	s.cfg.Log.Warn("naming a new player failed", "player", id, "error", err)
	return "", ""
}

// guestName is how a guest named name is shown: the name as the policy
// cleans it, or "guest"; marked " (guest)" unless no player holds it.
func (s *Server) guestName(ctx context.Context, name string) string {
	clean, err := names.Clean(name)
	if err != nil {
		return textsafe.GuestName + guestMark
	}
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	if _, err := s.store.PlayerByName(ctx, clean); errors.Is(err, store.ErrNotFound) {
		return clean
	}
	return clean + guestMark
}

// account is what a session does with its player: its name and its keys.
type account struct {
	a       *app
	limit   *rate.Limiter // account changes
	named   bool          // the player has a name of their choice
	code    string        // the link code shown, while it is valid
	expires time.Time
}

func newAccount(a *app) *account {
	return &account{a: a, limit: rate.NewLimiter(rate.Every(accountEvery), accountBurst)}
}

// storeCtx is a context for one question to the store.
func (ac *account) storeCtx() (context.Context, context.CancelFunc) { return ac.a.storeCtx() }

// saveSettings stores the player's settings (store.Settings).
func (ac *account) saveSettings(st store.Settings) error {
	if !ac.limit.Allow() {
		return errTooManyChanges
	}
	ctx, cancel := ac.storeCtx()
	defer cancel()
	return ac.a.srv.store.SetSettings(ctx, ac.a.player.ID, st)
}

// mayRename says why the player may not change their name now (muted),
// before a change is asked to be confirmed; setName checks it again.
func (ac *account) mayRename() error {
	if sn := ac.a.srv.hub.Sanctions().Mutes.Of(ac.a.player); sn != nil {
		return room.MutedError{Sanction: sn}
	}
	return nil
}

// setName gives the player the name, and takes it for the session,
// unless the player is muted or, when they have a name already, over the
// bounds of renames (renamequota.go); every change is logged.
func (ac *account) setName(name string) error {
	if !ac.limit.Allow() {
		return errTooManyChanges
	}
	srv, p := ac.a.srv, ac.a.player
	if sn := srv.hub.Sanctions().Mutes.Of(p); sn != nil {
		return room.MutedError{Sanction: sn}
	}
	rename := ac.named // a first name (or one again after a withdrawal) is not bounded
	if rename {
		if err := srv.renames.Take(p.ID, time.Now()); err != nil {
			return err
		}
	}
	ctx, cancel := ac.storeCtx()
	defer cancel()
	clean, err := srv.store.SetName(ctx, p.ID, name)
	if err != nil {
		if rename {
			srv.renames.GiveBack(p.ID)
		}
		return err
	}
	srv.cfg.Log.Info("player renamed", append(playerLog(p), "id", p.ID, "from", logText(p.Name), "to", logText(clean), "addr", p.Addr)...)
	ac.a.player.Name, ac.named = clean, true
	return nil
}

// linkCode returns a code that links another key to the player: the one
// shown already while it is valid, else a new one.
func (ac *account) linkCode() (string, time.Time, error) {
	if ac.code != "" && time.Now().Before(ac.expires) {
		return ac.code, ac.expires, nil
	}
	if !ac.limit.Allow() {
		return "", time.Time{}, errTooManyChanges
	}
	ctx, cancel := ac.storeCtx()
	defer cancel()
	code, expires, err := ac.a.srv.store.NewLinkCode(ctx, ac.a.player.ID)
	if err != nil {
		return "", time.Time{}, err
	}
	ac.code, ac.expires = code, expires
	return code, expires, nil
}

// redeem links the session's key to the player who showed code. Wrong
// codes count with wrong room codes (room/guesses.go), per connection and per
// address.
func (ac *account) redeem(code string) error {
	p, h, now := ac.a.player, ac.a.srv.hub, time.Now()
	if err := h.Guesses.Check(p, now); err != nil {
		return err
	}
	if !ac.limit.Allow() {
		return errTooManyChanges
	}
	ctx, cancel := ac.storeCtx()
	defer cancel()
	sp, err := ac.a.srv.store.RedeemLinkCode(ctx, code, p.Key)
	if errors.Is(err, store.ErrBadCode) {
		h.Guesses.Failed(p, "link code", now)
	}
	if err != nil {
		return err
	}
	ac.a.player.ID = sp.ID
	ac.a.player.Established, _ = ac.a.srv.store.Established(ctx, sp.ID, now) // false on an error: casual from a shared address
	if sp.Name != "" {
		ac.a.player.Name, ac.named = sp.Name, true
	}
	ac.code = ""
	return nil
}
