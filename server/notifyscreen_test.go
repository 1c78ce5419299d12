package server

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/server/notifyform"
)

// TestNotifyScreenHasTheLobbysHeader: the notifications page is drawn
// under the lobby's header, as the account page it opens from, and fits
// 80×24.
func TestNotifyScreenHasTheLobbysHeader(t *testing.T) {
	t.Parallel()
	a := testApp(t, 0)
	s := notifyScreen{a, notifyform.New(a.srv.notify, 1, func() bool { return true })}
	view := s.view()
	if !strings.HasPrefix(view, a.lobby.header()) || !strings.Contains(view, "Fetaix over SSH") {
		t.Fatalf("the notifications page lacks the lobby's header:\n%s", view)
	}
	if n := strings.Count(view, "\n"); n > 24 {
		t.Fatalf("the notifications page has %d rows:\n%s", n, view)
	}
}
