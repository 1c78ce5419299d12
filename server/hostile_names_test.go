package server

import (
	"fmt"
	"github.com/fetaix/fetaix/server/admintarget"
	"strings"
	"testing"
)

// TestHostileLookAlikeNamesAreAskedAgain: with "alice" a player, new keys
// connecting under names that pass for hers (Cyrillic а, a variation
// selector, full-width letters, dotless ı) or for the server's own words
// are not given them: each is asked to choose a name, told why, shown as
// "player N" meanwhile and never by the name they came with; a
// look-alike typed in the name form is refused with its reason. A guest
// under a look-alike is shown as a guest. A player whose name the store
// withdrew is asked again at their next visit, with the reason, even
// under a free SSH user name.
func TestHostileLookAlikeNamesAreAskedAgain(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice := openTerm(t, addr, "alice", newKey(t), "", 100, 34)
	onScreen(t, alice, 0, "hello, alice")

	beaKey := newKey(t) // the first look-alike's, who becomes Bea
	for i, c := range []struct {
		user, why string
		unseen    bool // the user name appears nowhere in the session's output
	}{
		{"аlice", "names may not mix scripts: Cyrillic and Latin", true},
		{"alice\ufe0f", "names may not contain invisible", true},
		{"ａｌｉｃｅ", "that name is taken", true},
		{"alıce", "looks like an existing player's name: alice", true},
		{"player 1", "the server shows that name", false},
		{"alice (guest)", "the server shows that name", true},
		{"computer", "the server shows that name", false}, // "Play the computer" is on the menu
	} {
		key := beaKey
		if i > 0 {
			key = newKey(t)
		}
		tm := openTerm(t, addr, c.user, key, "", 100, 34)
		s := newShownScreen(tm, 100, 34)
		waitScreen(t, s, 0, "Choose your name")
		waitScreen(t, s, 0, "your SSH user name cannot be your name here: "+c.why)
		if label := fmt.Sprintf("signed in as player %d", i+2); !strings.Contains(s.String(), label) {
			t.Errorf("%q: not shown as %q:\n%s", c.user, label, s.String())
		}
		if c.unseen && (strings.Contains(tm.text(0), c.user) || strings.Contains(s.String(), c.user)) {
			t.Errorf("%q is shown:\n%s", c.user, s.String())
		}
		if i > 0 {
			tm.close()
			continue
		}
		typeAndSee(t, tm, "alıce\r", "name: looks like an existing player's name: alice")
		typeAndSee(t, tm, strings.Repeat("\x7f", 5)+"Bea\r", "hello, Bea")
		if strings.Contains(tm.text(0), c.user) {
			t.Errorf("%q is shown", c.user)
		}
		tm.close()
	}

	guest := openTerm(t, addr, "аlice", nil, "", 100, 34)
	onScreen(t, guest, 0, "signed in as a guest")
	if strings.Contains(guest.text(0), "аlice") {
		t.Error("the guest is shown as аlice")
	}

	bea, err := srv.store.PlayerByName(t.Context(), "bea")
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.store.WithdrawName(t.Context(), bea.ID, "an operator's decision"); err != nil {
		t.Fatal(err)
	}
	again := openTerm(t, addr, "zed", beaKey, "", 100, 34)
	s := newShownScreen(again, 100, 34)
	waitScreen(t, s, 0, "your former name was withdrawn: an operator's decision")
	if !strings.Contains(s.String(), fmt.Sprintf("signed in as player %d", bea.ID)) {
		t.Errorf("Bea, withdrawn, is not shown as player %d:\n%s", bea.ID, s.String())
	}
	typeAndSee(t, again, "zed\r", "hello, zed")
}

// TestHostileNamesThatReadAsAnAddressAreRefused: new keys connecting as
// "127.0.0.3", "::1" or "SHA256:abc" are not given those names, and are
// told why; so the operator's "fetaix admin ban 127.0.0.3" names the
// address, and no player can stand in the way of it.
func TestHostileNamesThatReadAsAnAddressAreRefused(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	for _, user := range []string{"127.0.0.3", "::1", "SHA256:abc"} {
		tm := openTerm(t, addr, user, newKey(t), "", 100, 34)
		s := newShownScreen(tm, 100, 34)
		waitScreen(t, s, 0, "Choose your name")
		waitScreen(t, s, 0, "your SSH user name cannot be your name here: a name may not read as an address")
		if _, err := srv.store.PlayerByName(t.Context(), user); err == nil {
			t.Errorf("a player is named %q", user)
		}
		tm.close()
	}
	target, name, err := admintarget.ResolveTarget(t.Context(), srv.store, "127.0.0.3")
	if err != nil || target.Addr != "127.0.0.3" || target.Player != 0 {
		t.Fatalf("127.0.0.3 read as %+v (%s, %v), want the address", target, name, err)
	}
}
