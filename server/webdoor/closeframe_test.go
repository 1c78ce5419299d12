package webdoor

import (
	"context"
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"charm.land/ssh"
	"github.com/coder/websocket"
)

// TestOversizeMessageClosesWithTheReasonWhileTheProgramWrites: a page
// that sends a message over the frame limit is told so in a close frame
// (1009 and the limit) even while its program is writing output: the
// session's context, which every write of the program runs under, ends
// only after the closing handshake. (Ending it first aborts the write in
// progress, and the library then drops the connection without a close
// frame.)
func TestOversizeMessageClosesWithTheReasonWhileTheProgramWrites(t *testing.T) {
	t.Parallel()
	d, err := New(Config{Addr: "127.0.0.1:0", MaxFrame: 64}, Deps{Run: func(s ssh.Session) {
		out := []byte(strings.Repeat("x", 512))
		for s.Context().Err() == nil {
			if _, err := s.Write(out); err != nil {
				return
			}
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(d.Handler())
	t.Cleanup(srv.Close)
	t.Cleanup(func() { _ = d.Shutdown(context.Background()) })
	for i := range 20 {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http")+"/ws", nil)
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		if err := c.Write(ctx, websocket.MessageText, []byte(`{"cols":80,"rows":24}`)); err != nil {
			t.Fatal(err)
		}
		if _, _, err := c.Read(ctx); err != nil { // the program is writing
			t.Fatal(err)
		}
		go func() { _ = c.Write(ctx, websocket.MessageBinary, make([]byte, 200)) }()
		for {
			_, _, err = c.Read(ctx)
			if err != nil {
				break
			}
		}
		var ce websocket.CloseError
		if !errors.As(err, &ce) || ce.Code != websocket.StatusMessageTooBig || !strings.Contains(ce.Reason, "over 64 bytes") {
			t.Fatalf("session %d: an oversize message ended the connection with %v, want 1009 and the limit", i, err)
		}
		_ = c.CloseNow()
		cancel()
	}
}
