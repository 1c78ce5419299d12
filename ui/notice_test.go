package ui

import (
	"strings"
	"testing"
)

// TestNoticeMsg: a notice sent to a running model shows on its status
// line as a warning.
func TestNoticeMsg(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	send(t, m, NoticeMsg("endgame tables: disk full (the game goes on without them)"))
	if m.statusKind != statusWarn || !strings.Contains(view(m), "endgame tables: disk full") {
		t.Fatalf("status %q (kind %d)", m.status, m.statusKind)
	}
}
