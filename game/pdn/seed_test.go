package pdn

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestPDNSeedTag: a record's seed is written as a Seed tag, read back
// from the text, and a missing, zero or malformed tag is no seed.
func TestPDNSeedTag(t *testing.T) {
	rec := NewRecord(game.NewGame(game.DefaultRules(), game.StartPosition()))
	if _, ok := rec.Seed(); ok {
		t.Errorf("a new record has a seed: %v", rec.Tags)
	}
	const seed = 18446744073709551557 // near the top of uint64: no sign or float on the way
	rec.SetSeed(seed)
	text, err := Format(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "[Seed \"18446744073709551557\"]\n") {
		t.Fatalf("no Seed tag in:\n%s", text)
	}
	recs, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := recs[0].Seed(); !ok || got != seed {
		t.Errorf("read back: seed %d, %v; want %d", got, ok, uint64(seed))
	}
	for _, bad := range []string{"0", "-3", "x12", "1e5", "18446744073709551616"} {
		rec.SetTag(TagSeed, bad)
		if got, ok := rec.Seed(); ok {
			t.Errorf("Seed %q read as %d", bad, got)
		}
	}
}
