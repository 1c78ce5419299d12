package store

import "testing"

// TestSettingsDefaultThenStored: a player who changed nothing has the
// defaults; a change is kept, for that player alone, and can be undone.
func TestSettingsDefaultThenStored(t *testing.T) {
	s := openTemp(t, nil)
	ctx := t.Context()
	a, b := keyHolder(t, s, "SHA256:a", "ann"), keyHolder(t, s, "SHA256:b", "bea")
	if st, err := s.Settings(ctx, a.ID); err != nil || st != DefaultSettings() || !st.Bell {
		t.Fatalf("a new player's settings: %+v, %v; want the defaults, the bell on", st, err)
	}
	for _, on := range []bool{false, true, false} {
		if err := s.SetSettings(ctx, a.ID, Settings{Bell: on}); err != nil {
			t.Fatal(err)
		}
		if st, err := s.Settings(ctx, a.ID); err != nil || st.Bell != on {
			t.Fatalf("after setting the bell to %v: %+v, %v", on, st, err)
		}
	}
	if st, err := s.Settings(ctx, b.ID); err != nil || !st.Bell {
		t.Fatalf("another player's settings changed: %+v, %v", st, err)
	}
}
