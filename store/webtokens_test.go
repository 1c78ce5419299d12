package store

import (
	"context"
	"strings"
	"testing"
)

// TestWebTokensAreKeysRevokedApart: a web token redeemed with a link
// code is one of the player's keys, kept as its hash; forgetting one and
// revoking all remove web tokens only, never an SSH key.
func TestWebTokensAreKeysRevokedApart(t *testing.T) {
	s := openTemp(t, newClock())
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:laptop", "Ann")
	var fps []string
	for range 2 {
		code, _, err := s.NewLinkCode(ctx, ann.ID)
		if err != nil {
			t.Fatal(err)
		}
		tok := NewWebToken()
		fp := WebTokenFingerprint(tok)
		if !strings.HasPrefix(fp, WebTokenPrefix) || strings.Contains(fp, tok) {
			t.Fatalf("the fingerprint %q of token %q", fp, tok)
		}
		if p, err := s.RedeemLinkCode(ctx, code, fp); err != nil || p.ID != ann.ID {
			t.Fatalf("redeeming for a browser: %+v, %v", p, err)
		}
		fps = append(fps, fp)
	}
	if n, err := s.WebTokens(ctx, ann.ID); n != 2 || err != nil {
		t.Fatalf("web tokens: %d, %v", n, err)
	}
	if err := s.ForgetWebToken(ctx, "SHA256:laptop"); err != nil {
		t.Fatal(err)
	}
	if err := s.ForgetWebToken(ctx, fps[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PlayerByKey(ctx, fps[0]); err == nil {
		t.Error("a forgotten token still finds its player")
	}
	if n, err := s.RevokeWebTokens(ctx, ann.ID); n != 1 || err != nil {
		t.Errorf("revoked %d, %v; want the one left", n, err)
	}
	if keys, _ := s.Keys(ctx, ann.ID); len(keys) != 1 || keys[0] != "SHA256:laptop" {
		t.Errorf("Ann's keys after revoking: %v, want her SSH key", keys)
	}
}
