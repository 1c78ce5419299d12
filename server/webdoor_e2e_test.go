package server

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestWebGuestSeesTheLobby: a browser's WebSocket runs the SSH sessions'
// program: the lobby shows, greeting a guest by the name the page gave,
// and the session is counted with the server's sessions.
func TestWebGuestSeesTheLobby(t *testing.T) {
	t.Parallel()
	srv, _, base := startWebServer(t, nil)
	w, _ := openWebTerm(t, base, nil, "amina", "fr-FR", 80, 24)
	w.waitText(0, lobbyText)
	w.waitShowing("signed in as amina (guest)")
	if n := srv.Sessions(); n != 1 {
		t.Errorf("%d sessions open, want the web session counted", n)
	}
}

// TestWebLimitsBite: a message over the frame limit closes the
// connection with status 1009 and the limit; a session beyond the
// per-address cap is refused with the reason; a page that never says
// hello is closed at the handshake timeout; a WebSocket opened from
// another site's page is refused.
func TestWebLimitsBite(t *testing.T) {
	t.Parallel()
	_, _, base := startWebServer(t, func(c *Config) {
		c.Web.MaxFrame, c.Web.MaxPerAddr, c.Web.HandshakeTimeout = 512, 2, 300*time.Millisecond
	})
	big, c := openWebTerm(t, base, nil, "big", "", 80, 24)
	big.waitText(0, lobbyText)
	if err := c.Write(context.Background(), websocket.MessageBinary, make([]byte, 600)); err != nil {
		t.Fatal(err)
	}
	if code, why := c.closed(t); code != websocket.StatusMessageTooBig || !strings.Contains(why, "513 bytes") {
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
	third.CloseNow()

	mute, _, err := dialWebFrom(t, base, otherAddr)
	if err != nil {
		t.Fatal(err)
	}
	if code, why := closedWith(t, mute); code != websocket.StatusPolicyViolation || !strings.Contains(why, "did not say hello in time") {
		t.Errorf("a page without a hello closed with %v %q", code, why)
	}

	_, resp, err := dialWeb(t, base, http.Header{"Origin": {"http://evil.example"}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a WebSocket from another site's page: %v, %v; want 403", err, resp)
	}
}
