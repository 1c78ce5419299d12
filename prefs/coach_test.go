package prefs

import "testing"

// TestCoachAuto: the setting auto keeps the coach on for the first
// CoachGames finished games counted in the statistics, whatever their
// levels and results, and off from then on.
func TestCoachAuto(t *testing.T) {
	var st Stats
	for n := range CoachGames + 2 {
		if got, want := CoachAuto(st), n < CoachGames; got != want {
			t.Fatalf("after %d games: CoachAuto %v, want %v", n, got, want)
		}
		if err := st.Add(1+n%6, Outcome(n%3)); err != nil {
			t.Fatal(err)
		}
	}
	if s := Defaults(); s.Coach != "auto" {
		t.Errorf("default coach setting %q, want auto", s.Coach)
	}
}
