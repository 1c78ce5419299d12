package store

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/names"
)

func TestFindOrCreateKnowsAKeyAgain(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	a, err := s.FindOrCreate(ctx, "SHA256:a")
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.FindOrCreate(ctx, "SHA256:a")
	if err != nil || again != a {
		t.Fatalf("second FindOrCreate = %+v, %v; want %+v", again, err, a)
	}
	b, _ := s.FindOrCreate(ctx, "SHA256:b")
	if b.ID == a.ID || a.Name != "" {
		t.Errorf("two keys: %+v and %+v; want two unnamed players", a, b)
	}
	if _, err := s.FindOrCreate(ctx, " "); !errors.Is(err, ErrBadKey) {
		t.Errorf("FindOrCreate of no key: %v", err)
	}
}

// TestNamesAreFirstComeCaseInsensitive: a name is the first holder's in
// every case, Unicode letters included; its holder may recase it.
func TestNamesAreFirstComeCaseInsensitive(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:ann", "Élodie")
	bob := keyHolder(t, s, "SHA256:bob", "")
	for _, name := range []string{"Élodie", "élodie", "ÉLODIE", "  élodie "} {
		if _, err := s.SetName(ctx, bob.ID, name); !errors.Is(err, ErrNameTaken) {
			t.Errorf("SetName(%q) taken by another: %v, want ErrNameTaken", name, err)
		}
	}
	if got, err := s.SetName(ctx, ann.ID, "ÉLODIE"); err != nil || got != "ÉLODIE" {
		t.Errorf("recasing one's own name: %q, %v", got, err)
	}
	// The Kelvin sign folds with k, as strings.EqualFold has it.
	keyHolder(t, s, "SHA256:kim", "kim")
	if _, err := s.SetName(ctx, bob.ID, "\u212aim"); !errors.Is(err, ErrNameTaken) {
		t.Errorf("Kelvin-sign 'Kim': %v, want ErrNameTaken", err)
	}
	if p, err := s.PlayerByName(ctx, "élodie"); err != nil || p.ID != ann.ID || p.Name != "ÉLODIE" {
		t.Errorf("PlayerByName(élodie) = %+v, %v", p, err)
	}
	if _, err := s.PlayerByName(ctx, "nobody"); !errors.Is(err, ErrNotFound) {
		t.Errorf("PlayerByName(nobody): %v", err)
	}
}

// TestNamesAreSanitized: a name is cleaned by the name policy (kept to
// its first characters); one with escapes or nothing printable, or the
// guests' name, is refused with the policy's reason.
func TestNamesAreSanitized(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	p := keyHolder(t, s, "SHA256:p", "")
	got, err := s.SetName(ctx, p.ID, "red"+strings.Repeat("x", 40))
	if err != nil || got != "red"+strings.Repeat("x", 17) {
		t.Errorf("SetName of a long name = %q, %v", got, err)
	}
	if stored, _ := s.PlayerByID(ctx, p.ID); stored.Name != got {
		t.Errorf("stored %q, returned %q", stored.Name, got)
	}
	for name, want := range map[string]error{
		"\x1b[31mred": names.ErrInvisible, "\x1b\x07": names.ErrInvisible, "   ": names.ErrEmpty, "Guest": names.ErrReserved,
	} {
		if _, err := s.SetName(ctx, p.ID, name); !errors.Is(err, want) {
			t.Errorf("SetName(%q): %v, want %v", name, err, want)
		}
	}
	if _, err := s.SetName(ctx, 999, "ghost"); !errors.Is(err, ErrNotFound) {
		t.Errorf("SetName of no player: %v", err)
	}
}

// TestNamesThatImpersonateAreRefused: once "alice" is held, every name
// that shows as "alice" or nearly is refused to another player (as taken,
// as a look-alike, or by the name policy), and so are names that show
// nothing or pass for the server's own words; a look-alike finds alice.
func TestNamesThatImpersonateAreRefused(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	alice := keyHolder(t, s, "SHA256:alice", "alice")
	eve := keyHolder(t, s, "SHA256:eve", "")
	for name, why := range map[string]string{
		"ａｌｉｃｅ":         "that name is taken",
		"alıce":         "looks like an existing player's name: alice",
		"alicé":         "looks like an existing player's name: alice",
		"alice\u0301":   "looks like an existing player's name: alice",
		"alice\ufe0f":   "invisible",
		"аlice":         "may not mix scripts",
		"alicе":         "may not mix scripts",
		"\u3164":        "invisible",
		"\u2800":        "invisible",
		"player 1":      "the server shows that name",
		"alice (guest)": "the server shows that name",
		"computer":      "the server shows that name",
		"spectator":     "the server shows that name",
	} {
		got, err := s.SetName(ctx, eve.ID, name)
		if err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("SetName(%q) = %q, %v; want refused: %q", name, got, err, why)
		}
	}
	if p, err := s.PlayerByName(ctx, "alıce"); err != nil || p.ID != alice.ID {
		t.Errorf("PlayerByName(alıce) = %+v, %v; want alice", p, err)
	}
	if p, _ := s.PlayerByID(ctx, eve.ID); p.Name != "" {
		t.Errorf("eve is named %q", p.Name)
	}
}

// TestWithdrawNameFreesIt: a withdrawn name is free for another player;
// its former holder has none, with the reason, until they choose one.
func TestWithdrawNameFreesIt(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	a := keyHolder(t, s, "SHA256:a", "alice")
	if err := s.WithdrawName(ctx, a.ID, "because"); err != nil {
		t.Fatal(err)
	}
	if p, err := s.PlayerByKey(ctx, "SHA256:a"); err != nil || p.Name != "" || p.Withdrawn != "because" {
		t.Fatalf("after WithdrawName: %+v, %v", p, err)
	}
	keyHolder(t, s, "SHA256:b", "alice")
	if _, err := s.SetName(ctx, a.ID, "ann"); err != nil {
		t.Fatal(err)
	}
	if p, _ := s.PlayerByID(ctx, a.ID); p.Name != "ann" || p.Withdrawn != "" {
		t.Errorf("after choosing again: %+v", p)
	}
	if err := s.WithdrawName(ctx, 999, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("WithdrawName of no player: %v", err)
	}
}

// TestLinkCodeLinksASecondKey: the code shown to one session links the
// key of another to the same player, once.
func TestLinkCodeLinksASecondKey(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:laptop", "Ann")
	code, expires, err := s.NewLinkCode(ctx, ann.ID)
	if err != nil || len(code) != linkCodeLen || !expires.Equal(c.Now().Add(LinkCodeLife)) {
		t.Fatalf("NewLinkCode = %q, %v, %v", code, expires, err)
	}
	typed := strings.ToLower(code[:4]) + "-" + code[4:] // as a person types it
	got, err := s.RedeemLinkCode(ctx, typed, "SHA256:phone")
	if err != nil || got.ID != ann.ID {
		t.Fatalf("RedeemLinkCode = %+v, %v", got, err)
	}
	if p, err := s.FindOrCreate(ctx, "SHA256:phone"); err != nil || p.ID != ann.ID || p.Name != "Ann" {
		t.Errorf("the phone's key now finds %+v, %v", p, err)
	}
	if keys, _ := s.Keys(ctx, ann.ID); len(keys) != 2 {
		t.Errorf("Ann's keys: %v", keys)
	}
	if _, err := s.RedeemLinkCode(ctx, code, "SHA256:tablet"); !errors.Is(err, ErrBadCode) {
		t.Errorf("a code used twice: %v", err)
	}
}

func TestLinkCodeLapses(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:laptop", "Ann")
	code, _, _ := s.NewLinkCode(ctx, ann.ID)
	c.Advance(LinkCodeLife)
	if _, err := s.RedeemLinkCode(ctx, code, "SHA256:phone"); !errors.Is(err, ErrBadCode) {
		t.Errorf("a lapsed code: %v", err)
	}
	if _, err := s.RedeemLinkCode(ctx, "NOSUCHCO", "SHA256:phone"); !errors.Is(err, ErrBadCode) {
		t.Errorf("a made-up code: %v", err)
	}
}

// TestLinkingAKeyOfAnotherPlayer: the new session's key usually already
// has an (empty) player of its own, made when it connected: it is folded
// into the linking player, freeing its name; a player with games is not.
func TestLinkingAKeyOfAnotherPlayer(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:laptop", "Ann")
	phone := keyHolder(t, s, "SHA256:phone", "AnnPhone")
	code, _, _ := s.NewLinkCode(ctx, ann.ID)
	if _, err := s.RedeemLinkCode(ctx, code, "SHA256:phone"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PlayerByID(ctx, phone.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("the phone's empty player is still there: %v", err)
	}
	if _, err := s.SetName(ctx, ann.ID, "annphone"); err != nil {
		t.Errorf("the forgotten player's name is still taken: %v", err)
	}
	code, _, _ = s.NewLinkCode(ctx, ann.ID)
	if _, err := s.RedeemLinkCode(ctx, code, "SHA256:laptop"); !errors.Is(err, ErrAlreadyLinked) {
		t.Errorf("linking Ann's own key: %v", err)
	}

	bob := keyHolder(t, s, "SHA256:bob", "Bob")
	save(t, s, finished(t, seat(bob), Seat{Name: "a guest"}, game.WhiteWin, false))
	if _, err := s.RedeemLinkCode(ctx, code, "SHA256:bob"); !errors.Is(err, ErrKeyHasHistory) {
		t.Errorf("linking the only key of a player with games: %v", err)
	}
	if p, _ := s.PlayerByKey(ctx, "SHA256:bob"); p.ID != bob.ID {
		t.Errorf("Bob's key moved to %+v", p)
	}
	if _, err := s.RedeemLinkCode(ctx, code, "SHA256:new"); err != nil {
		t.Errorf("the code after a refused link: %v", err)
	}
}

// TestLinkCodesAreNotReused: codes are drawn at random and unique.
func TestLinkCodesAreNotReused(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:laptop", "Ann")
	seen := map[string]bool{}
	for range 50 {
		code, _, err := s.NewLinkCode(ctx, ann.ID)
		if err != nil || seen[code] || strings.Trim(code, linkAlphabet) != "" {
			t.Fatalf("code %q (%v), seen before: %v", code, err, seen[code])
		}
		seen[code] = true
	}
}
