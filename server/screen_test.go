package server

import (
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestScreensSwitchInOnePlace: the lobby's "Play the computer" shows the
// solo screen, which then gets the keys and draws the session; its quit
// goes back to the lobby, which draws it again.
func TestScreensSwitchInOnePlace(t *testing.T) {
	t.Parallel()
	a := testApp(t, 0)
	if !showing[*lobby](a) {
		t.Fatalf("a session starts on %T, not the lobby", a.screen)
	}
	a.Update(keypress.Key("1"))
	if !showing[*soloScreen](a) || a.screen != screen(a.solo) {
		t.Fatalf("1 in the lobby: screen %T", a.screen)
	}
	if v := ansi.Strip(a.View().Content); !strings.Contains(v, "new game") {
		t.Fatalf("the solo screen does not draw the new-game form:\n%s", v)
	}
	a.Update(backMsg{note: "back"})
	if !showing[*lobby](a) || a.solo != nil {
		t.Fatalf("back: screen %T, solo %v", a.screen, a.solo != nil)
	}
	if v := ansi.Strip(a.View().Content); !strings.Contains(v, "What would you like to do?") || !strings.Contains(v, "back") {
		t.Fatalf("the lobby is not drawn again:\n%s", v)
	}
}
