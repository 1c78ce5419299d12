// Package locale is an SSH session's language: chosen from the key's
// stored setting, else the client's environment (OpenSSH sends LANG;
// SetEnv sends LC_ALL, LC_MESSAGES and FETAIX_BIDI where the server
// accepts them), and the lobby's words in it.
package locale

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// readTimeout bounds the reading of a key's stored language at a
// session's start: past it the environment decides.
const readTimeout = 2 * time.Second

// Stored is what the store gives of a key's language (store.Store.Lang).
type Stored interface {
	Lang(ctx context.Context, id store.PlayerID) (string, error)
}

// Saver keeps a key's language (store.Store.SetLang).
type Saver interface {
	SetLang(ctx context.Context, id store.PlayerID, lang string) error
}

// ForSession is the localizer of a session of player id (0: a guest, who
// has no stored setting) with the SSH environment environ: the stored
// language wins over the environment's; the bidi mode is FETAIX_BIDI's.
func ForSession(ctx context.Context, st Stored, id store.PlayerID, environ []string) *i18n.Localizer {
	getenv := i18n.Environ(environ)
	setting := ""
	if id != 0 && st != nil {
		rctx, cancel := context.WithTimeout(ctx, readTimeout)
		setting, _ = st.Lang(rctx, id) // unread: the environment decides
		cancel()
	}
	l, _ := i18n.Choose(setting, getenv)
	return i18n.New(l, i18n.BidiFromEnv(getenv))
}

// KeyStore finds a key's player, and the language a player keeps.
type KeyStore interface {
	Stored
	PlayerByKey(ctx context.Context, fingerprint string) (store.Player, error)
}

// ForKey is the language the player of a key keeps, for what the key is
// told before a session has a language (a ban at authentication):
// English for a key without a player or a setting; each read within
// readTimeout.
func ForKey(ctx context.Context, st KeyStore, key string) *i18n.Localizer {
	rctx, cancel := context.WithTimeout(ctx, readTimeout)
	defer cancel()
	p, err := st.PlayerByKey(rctx, key)
	if err != nil {
		return nil
	}
	return ForSession(ctx, st, p.ID, nil)
}

// Next is the language after l in the account page's choice (en, fr, ar,
// then en again), with l's bidi mode.
func Next(l *i18n.Localizer) *i18n.Localizer {
	langs := i18n.Langs
	for i, c := range langs {
		if c == l.Lang() {
			return i18n.New(langs[(i+1)%len(langs)], l.Bidi())
		}
	}
	return i18n.New(i18n.English, l.Bidi())
}

// Switch is the account page's change of language: the language after l
// (Next), kept for player id (0: a guest, whose choice lasts the
// session), and the message that says it in the new language; failed
// says the choice could not be kept.
func Switch(ctx context.Context, st Saver, id store.PlayerID, l *i18n.Localizer) (next *i18n.Localizer, msg string, failed bool) {
	next = Next(l)
	if id == 0 {
		return next, LanguageIs(next), false
	}
	if err := st.SetLang(ctx, id, string(next.Lang())); err != nil {
		return next, NotSaved(next, err), true
	}
	return next, LanguageIs(next), false
}
