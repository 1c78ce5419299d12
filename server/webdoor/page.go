package webdoor

import (
	"bytes"
	"context"
	"html/template"
	"net/http"
	"strings"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// The page (assets/index.html) is a template: its words come from the
// catalogs in the language a linked browser's player keeps, else in that
// of the browser's Accept-Language (requestLang),
// its <html> says the language and, for Arabic, dir="rtl" (the browser
// orders the text; the terminal's lines are ordered by the session, as
// over SSH). Sign out shows only to a linked browser. page.js reads the
// status texts it shows from the body's data attributes.

// pageTmpl is the page's template.
var pageTmpl = template.Must(template.ParseFS(assets, "assets/index.html"))

// pageData are the page's words and what it knows of the browser.
type pageData struct {
	Lang   string
	RTL    bool
	Linked bool

	Connecting, Connected, Disconnected, ClosedWhy string
	Code, CodeLabel, Link, SignOut, SignOutTitle   string
	Reconnect                                      string
}

// whyMark is where page.js puts a close reason in ClosedWhy.
const whyMark = "{why}"

// newPageData is the page's words in language lang.
func newPageData(lang i18n.Lang, linked bool) pageData {
	l := localizer(lang)
	// the mark is not a left-to-right argument to isolate: the reason
	// it stands for is in the page's language
	why := strings.NewReplacer("\u2066", "", "\u2069", "").Replace(l.T(txtPageClosedWhy, "Why", whyMark))
	return pageData{Lang: string(lang), RTL: lang.RTL(), Linked: linked,
		Connecting: l.T(txtPageConnecting), Connected: l.T(txtPageConnected), Disconnected: l.T(txtPageDisconnected),
		ClosedWhy: why, Code: l.T(txtPageCode), CodeLabel: l.T(txtPageCodeLabel), Link: l.T(txtPageLink),
		SignOut: l.T(txtPageSignOut), SignOutTitle: l.T(txtPageSignOutTitle), Reconnect: l.T(txtPageReconnect)}
}

// playerLang is the language player id keeps (0: a guest, none), else
// the request's.
func (d *Door) playerLang(r *http.Request, id store.PlayerID) i18n.Lang {
	if id != 0 {
		ctx, cancel := context.WithTimeout(r.Context(), storeTimeout)
		kept, err := d.tokens.Lang(ctx, id)
		cancel()
		if l, perr := i18n.ParseLang(kept); err == nil && perr == nil {
			return l
		}
	}
	return requestLang(r)
}

// servePage serves the page in the language the linked player keeps,
// else the browser's, with Sign out when the browser is linked.
func (d *Door) servePage(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	key, id := d.linkedPlayer(r, h)
	var b bytes.Buffer
	if err := pageTmpl.Execute(&b, newPageData(d.playerLang(r, id), key != "")); err != nil {
		d.log.Warn("the web page did not render", "error", err)
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", pageCSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cache-Control", "no-cache")
	h.Set("Vary", "Accept-Language, Cookie")
	_, _ = w.Write(b.Bytes())
}
