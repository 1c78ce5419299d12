package ui

import "testing"

// TestSharedInteriorsDrawAsAlone: models of several themes, backgrounds
// and window sizes drawn one after another in a process, sharing the
// rows between the ranks, draw the screens each draws alone (the shared
// rows forgotten before it).
func TestSharedInteriorsDrawAsAlone(t *testing.T) {
	type look struct {
		o    Options
		w, h int
	}
	var looks []look
	for _, theme := range []string{"", "high-contrast", "ascii"} {
		for _, light := range []bool{false, true} {
			looks = append(looks, look{Options{Mode: ModeHotseat, Theme: theme, LightBackground: light}, 120, 40})
		}
	}
	looks = append(looks, look{Options{Mode: ModeHotseat, NoColor: true}, 120, 40},
		look{Options{Mode: ModeHotseat, ASCII: true}, 120, 40},
		look{Options{Mode: ModeHotseat}, 80, 24}, look{Options{Mode: ModeHotseat}, 60, 16})
	alone := make([]string, len(looks))
	for i, l := range looks {
		sharedInteriors.Clear()
		alone[i] = newTest(t, l.o, l.w, l.h).Content()
	}
	sharedInteriors.Clear()
	for round := range 2 {
		for i := len(looks) - 1; i >= 0; i-- {
			l := looks[i]
			if got := newTest(t, l.o, l.w, l.h).Content(); got != alone[i] {
				t.Fatalf("round %d, look %d (%+v): the screen drawn with the rows of other models differs from the one drawn alone:\n%s\n%s",
					round, i, l.o, got, alone[i])
			}
		}
	}
}
