package server

import (
	"context"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/admintarget"
	"github.com/fetaix/fetaix/store"
)

// TestE2EBanReasonToldOnceInAPrompt: a client refused for a banned key
// or address is told the reason once a connection, however often it
// tries keyboard-interactive, and in a prompt (which ssh shows at any log
// level, where it hides the banner and a challenge's instruction); the
// open session of a player banned meanwhile ends with one "fetaix: ".
func TestE2EBanReasonToldOnceInAPrompt(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	key := newKey(t)
	alice := openTerm(t, addr, "alice", key, "", 100, 34)
	enterLobby(t, alice)
	mk := alice.mark()
	sanctionNow(t, srv, store.Ban, gossh.FingerprintSHA256(key.PublicKey()), "spamming the chat", time.Hour)
	select {
	case <-alice.done:
	case <-time.After(waitTimeout):
		t.Fatal("the banned player's session did not end")
	}
	if out := alice.text(mk); !strings.Contains(out, "fetaix: you are banned") || strings.Contains(out, "fetaix: fetaix:") {
		t.Errorf("the banned player's session ended with:\n%s", out)
	}
	checkTold := func(who string, key gossh.Signer, reason string) {
		t.Helper()
		told, prompts := refusalParts(t, addr, who, key)
		if n := strings.Count(told, reason); n != 1 {
			t.Errorf("%s: the reason %q was told %d times: %q", who, reason, n, told)
		}
		if !strings.Contains(prompts, reason) {
			t.Errorf("%s: the reason is not in a prompt; prompts %q", who, prompts)
		}
	}
	checkTold("alice", key, "this key is banned from this server until")

	a, ok, err := admintarget.ParseAddress("127.0.0.1")
	if !ok || err != nil {
		t.Fatal(a, err)
	}
	if _, err := srv.store.Sanction(context.Background(), store.Ban, store.Target{Addr: a}, "a bot farm", 0); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the address ban to be read", func() bool { return srv.addressBanText(a) != "" })
	checkTold("guest", nil, "your address is banned from this server (a bot farm)")
	checkTold("bob", newKey(t), "your address is banned from this server (a bot farm)")
}

// TestE2EBanToldInTheKeysLanguage: a banned key is told why in the
// language its player keeps, before any session has a language.
func TestE2EBanToldInTheKeysLanguage(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, quickSanctions)
	key := newKey(t)
	amina := openTerm(t, addr, "amina", key, "", 100, 34)
	enterLobby(t, amina)
	fp := gossh.FingerprintSHA256(key.PublicKey())
	ctx := context.Background()
	p, err := srv.store.PlayerByKey(ctx, fp)
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.store.SetLang(ctx, p.ID, "fr"); err != nil {
		t.Fatal(err)
	}
	sanctionNow(t, srv, store.Ban, fp, "spam", time.Hour)
	select {
	case <-amina.done:
	case <-time.After(waitTimeout):
		t.Fatal("the banned player's session did not end")
	}
	told, _ := refusalParts(t, addr, "amina", key)
	if !strings.Contains(told, "cette clé est bannie de ce serveur jusqu'au") || !strings.Contains(told, "(spam)") {
		t.Errorf("the banned key was told %q, want it in French", told)
	}
}
