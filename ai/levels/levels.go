// Package levels numbers and names the computer's playing strengths. It
// sits below both the engine (ai), which plays each level, and the
// settings (prefs), which keep the one chosen, so that the settings need
// not import the engine.
package levels

import "fmt"

// Level is a playing strength of the computer.
type Level struct {
	N    int    // Min..Max
	Name string // e.g. "beginner"
}

// The levels of the computer are numbered Min (the weakest) to Max (the
// strongest), one for each name of names.
const (
	Min = 1
	Max = 6
)

// names are the levels' names, weakest first.
var names = [Max - Min + 1]string{"beginner", "novice", "casual", "club", "expert", "master"}

// All lists the levels from weakest (Min) to strongest (Max).
func All() []Level {
	out := make([]Level, len(names))
	for i, name := range names {
		out[i] = Level{Min + i, name}
	}
	return out
}

// Range describes the levels for help texts: "1 (beginner) to 6
// (master)".
func Range() string {
	all := All()
	first, last := all[0], all[len(all)-1]
	return fmt.Sprintf("%d (%s) to %d (%s)", first.N, first.Name, last.N, last.Name)
}
