package webdoor

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/sshguard"
	"github.com/fetaix/fetaix/store"
)

// Linking a browser: the page posts a link code shown over SSH (the
// lobby's Account page); the server redeems it for a new web token, whose
// hash becomes one of the player's keys (store/webtokens.go), and gives
// the token to the browser in a cookie. Signing out forgets the token;
// the player revokes every browser's from the Account page over SSH.

// The bounds of linking.
const (
	// cookieName is the cookie holding a browser's web token.
	cookieName = "fetaix_web"
	// cookieLife is how long a browser keeps its token (it is revoked
	// sooner from the Account page, or by signing out).
	cookieLife = 365 * 24 * time.Hour
	// LinkBurst link attempts from one address, then one per LinkEvery:
	// each is a write to the store, and a wrong code a guess.
	LinkBurst = 5
	LinkEvery = 12 * time.Second
	// MaxLinkAddrs bounds the addresses whose link attempts are counted
	// at once; beyond, the counts start afresh.
	MaxLinkAddrs = 4096
	// storeTimeout bounds each of the web door's store requests.
	storeTimeout = 5 * time.Second
)

// Tokens is what the web door asks of the store (*store.Store).
type Tokens interface {
	PlayerByKey(ctx context.Context, fingerprint string) (store.Player, error)
	RedeemLinkCode(ctx context.Context, code, fingerprint string) (store.Player, error)
	ForgetWebToken(ctx context.Context, fingerprint string) error
	// Lang is the language a player keeps ("": none).
	Lang(ctx context.Context, id store.PlayerID) (string, error)
}

// linkQuota is the link attempts per address.
type linkQuota struct {
	mu sync.Mutex
	by map[string]*rate.Limiter
}

func (q *linkQuota) allow(addr string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.by == nil || len(q.by) >= MaxLinkAddrs {
		q.by = map[string]*rate.Limiter{}
	}
	l := q.by[addr]
	if l == nil {
		l = rate.NewLimiter(rate.Every(LinkEvery), LinkBurst)
		q.by[addr] = l
	}
	return l.Allow()
}

// serveLink redeems a link code (POST /link, form field code).
func (d *Door) serveLink(w http.ResponseWriter, r *http.Request) {
	l := localizer(requestLang(r))
	if !d.postFromHere(w, r, l) {
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxLinkBody)
	code := strings.TrimSpace(r.PostFormValue("code"))
	if code == "" || len(code) > 32 {
		http.Error(w, l.T(txtLinkBadRequest), http.StatusBadRequest)
		return
	}
	remote := clientAddr(r, d.trust)
	if !d.links.allow(sshguard.AddrKey(remote)) {
		d.note("refused a web link attempt: too many from one address", "remote", remote.String(), "max", LinkBurst)
		http.Error(w, l.T(txtLinkTooFast), http.StatusTooManyRequests)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), storeTimeout)
	defer cancel()
	tok := store.NewWebToken()
	p, err := d.tokens.RedeemLinkCode(ctx, code, store.WebTokenFingerprint(tok))
	switch {
	case errors.Is(err, store.ErrBadCode):
		http.Error(w, l.T(txtLinkBadCode), http.StatusBadRequest)
		return
	case err != nil:
		d.log.Warn("redeeming a web link code failed", "remote", remote.String(), "error", err)
		http.Error(w, l.T(txtLinkFailed), http.StatusInternalServerError)
		return
	}
	d.log.Info("a browser was linked to a player", "player", p.ID, "remote", remote.String())
	http.SetCookie(w, d.cookie(r, tok, int(cookieLife/time.Second)))
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, l.T(txtLinked, "Name", p.Label()))
}

// serveUnlink forgets the browser's token (POST /unlink).
func (d *Door) serveUnlink(w http.ResponseWriter, r *http.Request) {
	l := localizer(requestLang(r))
	if !d.postFromHere(w, r, l) {
		return
	}
	if c, err := r.Cookie(cookieName); err == nil && c.Value != "" {
		ctx, cancel := context.WithTimeout(r.Context(), storeTimeout)
		defer cancel()
		if err := d.tokens.ForgetWebToken(ctx, store.WebTokenFingerprint(c.Value)); err != nil {
			d.log.Warn("forgetting a web token failed", "error", err)
			http.Error(w, l.T(txtLinkFailed), http.StatusInternalServerError)
			return
		}
	}
	http.SetCookie(w, d.cookie(r, "", -1))
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, l.T(txtUnlinked))
}

// postFromHere refuses, in l's words, what is not a POST from this
// site's own page.
func (d *Door) postFromHere(w http.ResponseWriter, r *http.Request, l *i18n.Localizer) bool {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, l.T(txtLinkBadRequest), http.StatusMethodNotAllowed)
		return false
	}
	if !sameOrigin(r) {
		http.Error(w, l.T(txtCrossSite), http.StatusForbidden)
		return false
	}
	return true
}

// cookie is the token cookie: HttpOnly, SameSite=Strict, Secure when the
// page came over HTTPS (the proxy's, --web-trust-proxy); maxAge < 0
// deletes it.
func (d *Door) cookie(r *http.Request, tok string, maxAge int) *http.Cookie {
	return &http.Cookie{Name: cookieName, Value: tok, Path: "/", MaxAge: maxAge, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: forwardedHTTPS(r, d.trust)}
}

// linkedKey is the key of the player the request's token is linked to,
// or "" (a guest); a token that is no longer any player's (revoked) is
// deleted from the browser through h.
func (d *Door) linkedKey(r *http.Request, h http.Header) string {
	fp, _ := d.linkedPlayer(r, h)
	return fp
}

// linkedPlayer is linkedKey and the player's id (0: a guest).
func (d *Door) linkedPlayer(r *http.Request, h http.Header) (string, store.PlayerID) {
	c, err := r.Cookie(cookieName)
	if err != nil || c.Value == "" || len(c.Value) > 64 || d.tokens == nil {
		return "", 0
	}
	fp := store.WebTokenFingerprint(c.Value)
	ctx, cancel := context.WithTimeout(r.Context(), storeTimeout)
	defer cancel()
	p, err := d.tokens.PlayerByKey(ctx, fp)
	switch {
	case err == nil:
		return fp, p.ID
	case errors.Is(err, store.ErrNotFound):
		h.Add("Set-Cookie", d.cookie(r, "", -1).String())
	default:
		d.log.Warn("looking up a web token failed; the browser plays as a guest", "error", err)
	}
	return "", 0
}
