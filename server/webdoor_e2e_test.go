package server

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestWebGuestSeesTheLobby: a browser's WebSocket runs the SSH sessions'
// program: the lobby shows, in the page's language, greeting a guest by
// the name the page gave, and the session is counted with the server's
// sessions.
func TestWebGuestSeesTheLobby(t *testing.T) {
	t.Parallel()
	srv, _, base := startWebServer(t, nil)
	w, _ := openWebTerm(t, base, nil, "amina", "fr-FR", 80, 24)
	w.waitText(0, "Que voulez-vous faire ?")
	w.waitShowing("connecté : amina (invité)")
	if n := srv.Sessions(); n != 1 {
		t.Errorf("%d sessions open, want the web session counted", n)
	}
}

// TestWebLimitsBite: a message over the frame limit (input, or the
// hello) closes the connection with status 1009 and the limit; a session beyond the
// per-address cap is refused with the reason; a page that never says
// hello is closed at the handshake timeout; a WebSocket opened from
// another site's page is refused.
func TestWebLimitsBite(t *testing.T) {
	t.Parallel()
	_, _, base := startWebServer(t, func(c *Config) { c.Web.MaxFrame, c.Web.MaxPerAddr = 512, 2 })
	big, c := openWebTerm(t, base, nil, "big", "", 80, 24)
	big.waitText(0, lobbyText)
	if err := c.Write(context.Background(), websocket.MessageBinary, make([]byte, 600)); err != nil {
		t.Fatal(err)
	}
	if code, why := c.closed(t); code != websocket.StatusMessageTooBig || why != "a message over 512 bytes: the page must send less at once" {
		t.Errorf("an oversize message closed with %v %q, want 1009 and the limit", code, why)
	}

	for range 2 {
		w, _ := openWebTerm(t, base, nil, "", "", 80, 24)
		w.waitText(0, lobbyText)
	}
	third, _, err := dialWeb(t, base, nil)
	if err != nil {
		t.Fatal(err)
	}
	if code, why := closedWith(t, third); code != websocket.StatusTryAgainLater || why != "too many web sessions from your address; close one and try again" {
		t.Errorf("a third session from one address closed with %v %q", code, why)
	}
	_ = third.CloseNow()

	loud, _, err := dialWebFrom(t, base, otherAddr)
	if err != nil {
		t.Fatal(err)
	}
	if err := loud.Write(context.Background(), websocket.MessageText, []byte(`{"name":"`+strings.Repeat("x", 600)+`"}`)); err != nil {
		t.Fatal(err)
	}
	if code, why := closedWith(t, loud); code != websocket.StatusMessageTooBig || !strings.Contains(why, "over 512 bytes") {
		t.Errorf("an oversize hello closed with %v %q", code, why)
	}

	_, resp, err := dialWeb(t, base, http.Header{"Origin": {"http://evil.example"}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a WebSocket from another site's page: %v, %v; want 403", err, resp)
	}

	// a server of its own, where no page is at risk of a short timeout
	_, _, quick := startWebServer(t, func(c *Config) { c.Web.HandshakeTimeout = 300 * time.Millisecond })
	mute, _, err := dialWeb(t, quick, nil)
	if err != nil {
		t.Fatal(err)
	}
	if code, why := closedWith(t, mute); code != websocket.StatusPolicyViolation || !strings.Contains(why, "did not say hello in time") {
		t.Errorf("a page without a hello closed with %v %q", code, why)
	}
}

// TestWebForwardedForFromTrustedProxiesOnly: X-Forwarded-For is ignored
// from an address the operator did not name (two "clients" behind it are
// one address, and the per-address cap of one refuses the second), and
// honoured from a named proxy (they are two addresses, a third from the
// first address is refused).
func TestWebForwardedForFromTrustedProxiesOnly(t *testing.T) {
	t.Parallel()
	xff := func(ip string) http.Header { return http.Header{"X-Forwarded-For": {"198.51.100.9, " + ip}} }
	for _, trusted := range []bool{false, true} {
		_, _, base := startWebServer(t, func(c *Config) {
			if c.Web.MaxPerAddr = 1; trusted {
				c.Web.TrustProxy = "127.0.0.0/8"
			}
		})
		first, _ := openWebTerm(t, base, xff("203.0.113.1"), "", "", 80, 24)
		first.waitText(0, lobbyText)
		second, sc := openWebTerm(t, base, xff("203.0.113.2"), "", "", 80, 24)
		if !trusted {
			if code, _ := sc.closed(t); code != websocket.StatusTryAgainLater {
				t.Errorf("untrusted X-Forwarded-For: a second session from one peer closed with %v", code)
			}
			continue
		}
		second.waitText(0, lobbyText)
		_, tc := openWebTerm(t, base, xff("203.0.113.1"), "", "", 80, 24)
		if code, _ := tc.closed(t); code != websocket.StatusTryAgainLater {
			t.Errorf("trusted X-Forwarded-For: a second session from 203.0.113.1 closed with %v", code)
		}
	}
}

// TestWebLinkedKeyHolder: a link code shown over SSH, posted by the page,
// gives the browser a token cookie (HttpOnly, SameSite=Strict) with which
// its session is the key holder's; a wrong code is refused; the key
// holder revokes the browsers from the Account page over SSH, and the
// browser's next session is a guest's, told to drop the cookie.
func TestWebLinkedKeyHolder(t *testing.T) {
	t.Parallel()
	srv, addr, base := startWebServer(t, nil)
	ann := openTerm(t, addr, "ann", newKey(t), "", 100, 34)
	enterLobby(t, ann)
	mk := ann.mark()
	ann.send(accountKey)
	onScreen(t, ann, mk, "Change your name")
	as := newShownScreen(ann, 100, 34)
	mk = ann.mark()
	ann.send("2")
	waitScreen(t, as, mk, "Your link code: ")
	code := regexp.MustCompile(`Your link code: ([A-Z0-9]{8})`).FindStringSubmatch(as.String())
	if code == nil {
		t.Fatalf("no code on the screen:\n%s", as.String())
	}

	post := func(path, code string) *http.Response {
		t.Helper()
		resp, err := http.PostForm(base+path, url.Values{"code": {code}})
		if err != nil {
			t.Fatal(err)
		}
		_ = resp.Body.Close()
		return resp
	}
	if resp := post("/link", "WRONG234"); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("a wrong code: %s", resp.Status)
	}
	resp := post("/link", strings.ToLower(code[1]))
	var tok *http.Cookie
	for _, c := range resp.Cookies() {
		if c.Name == "fetaix_web" {
			tok = c
		}
	}
	if resp.StatusCode != http.StatusOK || tok == nil || !tok.HttpOnly || tok.SameSite != http.SameSiteStrictMode || tok.Value == "" {
		t.Fatalf("linking: %s, cookie %+v", resp.Status, tok)
	}
	p, err := srv.store.PlayerByName(t.Context(), "ann")
	if err != nil {
		t.Fatal(err)
	}
	keys, _ := srv.store.Keys(t.Context(), p.ID)
	if len(keys) != 2 || strings.Contains(strings.Join(keys, " "), tok.Value) {
		t.Errorf("ann's keys %v: want her SSH key and the token's hash, never the token", keys)
	}
	cookie := http.Header{"Cookie": {tok.String()}}
	linked, lc := openWebTerm(t, base, cookie, "mallory", "", 100, 34)
	onScreen(t, linked, 0, "hello, ann")
	_ = lc.CloseNow()

	mk = ann.mark()
	ann.send("\r") // back to the account page
	onScreen(t, ann, mk, "Change your name")
	mk = ann.mark()
	ann.send("6")
	onScreen(t, ann, mk, "signed out 1 browser(s)")

	c, resp, err := dialWeb(t, base, cookie)
	if err != nil {
		t.Fatal(err)
	}
	_ = c.CloseNow()
	if sc := resp.Header.Get("Set-Cookie"); !strings.Contains(sc, "fetaix_web=;") || !strings.Contains(sc, "Max-Age=0") {
		t.Errorf("a revoked token's browser is not told to drop it: Set-Cookie %q", sc)
	}
	guest, _ := openWebTerm(t, base, cookie, "", "", 100, 34)
	onScreen(t, guest, 0, "signed in as a guest")
}

// TestWebSessionToldOfShutdown: a web session is told that the server is
// going down, as an SSH session is, then closed normally; the door takes
// no new session after.
func TestWebSessionToldOfShutdown(t *testing.T) {
	t.Parallel()
	srv, _, base := startWebServer(t, nil)
	w, c := openWebTerm(t, base, nil, "", "", 80, 24)
	w.waitText(0, lobbyText)
	done := make(chan error, 1)
	go func() { done <- srv.Shutdown(t.Context()) }()
	w.waitText(0, "the server is going down")
	if code, why := c.closed(t); code != websocket.StatusNormalClosure || why != "the session is over" {
		t.Errorf("closed with %v %q", code, why)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if _, _, err := dialWeb(t, base, nil); err == nil {
		t.Error("the web door took a session after the shutdown")
	}
}
