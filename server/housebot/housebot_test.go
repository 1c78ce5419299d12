package housebot

import (
	"testing"
	"time"
)

// TestLevelForRatings: a newcomer (1500) is offered level 3, the weakest
// ratings level 1, the strongest level 6, and a higher rating never a
// weaker level.
func TestLevelForRatings(t *testing.T) {
	for _, tc := range []struct{ rating, level int }{{0, 1}, {1149, 1}, {1150, 2}, {1500, 3}, {1650, 4}, {1800, 5}, {2400, 6}} {
		if got := LevelFor(tc.rating); got != tc.level {
			t.Errorf("LevelFor(%d) = %d, want %d", tc.rating, got, tc.level)
		}
	}
	for r := 0; r < 3000; r += 10 {
		if LevelFor(r+10) < LevelFor(r) {
			t.Fatalf("level %d at %d, %d at %d", LevelFor(r), r, LevelFor(r+10), r+10)
		}
	}
}

// TestQuickOfferWaits: no offer before QuickMatchBotAfter from the first
// look, then one at the level of the rating read once, which the offer
// key takes and no other key does.
func TestQuickOfferWaits(t *testing.T) {
	var o QuickOffer
	start := time.Now()
	reads := 0
	rating := func() int { reads++; return 1900 }
	if o.Level(start, rating) != 0 || o.Level(start.Add(QuickMatchBotAfter-time.Millisecond), rating) != 0 || o.Taken(OfferKey) != 0 {
		t.Fatalf("an offer before %s", QuickMatchBotAfter)
	}
	level := o.Level(start.Add(QuickMatchBotAfter), rating)
	if level != 6 || o.Taken(OfferKey) != 6 || o.Taken("x") != 0 {
		t.Errorf("the offer of level %d, taken %d", level, o.Taken(OfferKey))
	}
	o.Level(start.Add(time.Hour), rating)
	if reads != 1 {
		t.Errorf("the rating read %d times, want once", reads)
	}
}

// TestBotsListed: every level is listed, keyed by its number (their
// labels, in each language, are server/screentext's).
func TestBotsListed(t *testing.T) {
	bots := All()
	if len(bots) != 6 {
		t.Fatalf("%d bots", len(bots))
	}
	for i, b := range bots {
		if b.Level != i+1 || b.Key != string(rune('1'+i)) {
			t.Errorf("bot %d: %+v", i, b)
		}
	}
}
