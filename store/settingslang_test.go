package store

import "testing"

// TestLangStoredApartFromTheBell: a player has no language until they
// choose one; it is kept for them alone, the bell's setting and the
// language do not overwrite each other, and a code too long is refused.
func TestLangStoredApartFromTheBell(t *testing.T) {
	s := openTemp(t, nil)
	ctx := t.Context()
	a, b := keyHolder(t, s, "SHA256:a", "ann"), keyHolder(t, s, "SHA256:b", "bea")
	if lang, err := s.Lang(ctx, a.ID); err != nil || lang != "" {
		t.Fatalf("a new player's language: %q, %v; want none", lang, err)
	}
	if err := s.SetSettings(ctx, a.ID, Settings{Bell: false}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetLang(ctx, a.ID, "ar"); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Settings(ctx, a.ID); err != nil || st.Bell {
		t.Fatalf("setting the language turned the bell back on: %+v, %v", st, err)
	}
	if err := s.SetSettings(ctx, a.ID, Settings{Bell: true}); err != nil {
		t.Fatal(err)
	}
	if lang, err := s.Lang(ctx, a.ID); err != nil || lang != "ar" {
		t.Fatalf("after the bell changed, the language is %q, %v; want ar", lang, err)
	}
	if lang, err := s.Lang(ctx, b.ID); err != nil || lang != "" {
		t.Fatalf("another player's language: %q, %v", lang, err)
	}
	if err := s.SetLang(ctx, a.ID, "much-too-long"); err == nil {
		t.Fatal("a language code of 13 bytes was stored")
	}
}
