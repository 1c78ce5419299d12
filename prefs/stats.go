package prefs

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
)

// Outcome is a game's result from the player's side.
type Outcome int

// The outcomes.
const (
	Win Outcome = iota
	Draw
	Loss
)

// OutcomeFor returns the outcome of result for a player of colour c; ok is
// false while the game is not over.
func OutcomeFor(result game.Result, c game.Color) (o Outcome, ok bool) {
	switch result {
	case game.Draw:
		return Draw, true
	case game.WinFor(c):
		return Win, true
	case game.WinFor(c.Other()):
		return Loss, true
	}
	return 0, false
}

// Tally counts results.
type Tally struct {
	Wins, Draws, Losses int
}

// Games returns how many games the tally counts.
func (t Tally) Games() int { return t.Wins + t.Draws + t.Losses }

// Stats are the player's results against each computer level.
type Stats struct {
	// Levels[n] is the tally against level n (levels.Min..levels.Max; index 0
	// is unused).
	Levels [levels.Max + 1]Tally
}

// Add counts one outcome against a level.
func (s *Stats) Add(level int, o Outcome) error {
	if level < levels.Min || level > levels.Max {
		return fmt.Errorf("stats: no level %d (want %d..%d)", level, levels.Min, levels.Max)
	}
	t := &s.Levels[level]
	switch o {
	case Win:
		t.Wins++
	case Draw:
		t.Draws++
	case Loss:
		t.Losses++
	default:
		return fmt.Errorf("stats: bad outcome %d", o)
	}
	return nil
}

// Total returns the tally over every level.
func (s Stats) Total() Tally {
	var t Tally
	for _, l := range s.Levels[levels.Min:] {
		t.Wins += l.Wins
		t.Draws += l.Draws
		t.Losses += l.Losses
	}
	return t
}

// statsKey is the key of a level in the file: "level-3".
func statsKey(level int) string { return "level-" + strconv.Itoa(level) }

// LoadStats reads the statistics file at path: lines "level-N = W D L"
// (wins, draws, losses). A missing file is all zeros; a bad line is
// returned as a warning and ignored.
func LoadStats(path string) (Stats, []Warning) {
	var s Stats
	f := readKV(path)
	seen := map[int]int{}
	for _, e := range f.entries {
		if e.bad {
			continue
		}
		level, t, err := parseTally(e.key, e.value)
		if err != nil {
			f.warn(e.line, err.Error()+"; ignored")
			continue
		}
		if first, ok := seen[level]; ok {
			f.warn(e.line, fmt.Sprintf("%s already counted on line %d; ignored", e.key, first))
			continue
		}
		seen[level] = e.line
		s.Levels[level] = t
	}
	return s, f.warnings
}

func parseTally(key, value string) (int, Tally, error) {
	level := 0
	for l := levels.Min; l <= levels.Max; l++ {
		if key == statsKey(l) {
			level = l
		}
	}
	if level == 0 {
		return 0, Tally{}, fmt.Errorf("unknown key %q (want level-%d .. level-%d)", key, levels.Min, levels.Max)
	}
	fields := strings.Fields(value)
	var n [3]int
	bad := len(fields) != 3
	for i := 0; !bad && i < 3; i++ {
		var err error
		n[i], err = strconv.Atoi(fields[i])
		bad = err != nil || n[i] < 0
	}
	if bad {
		return 0, Tally{}, fmt.Errorf("%s: bad value %q (want three counts: wins draws losses)", key, value)
	}
	return level, Tally{n[0], n[1], n[2]}, nil
}

// Save writes the statistics to path atomically (creating the directory
// if needed), one line per level.
func (s Stats) Save(path string) error {
	var items []item
	for l := levels.Min; l <= levels.Max; l++ {
		t := s.Levels[l]
		items = append(items, item{"", statsKey(l), fmt.Sprintf("%d %d %d", t.Wins, t.Draws, t.Losses)})
	}
	valid := func(key, value string) bool {
		_, _, err := parseTally(key, value)
		return err == nil
	}
	return saveKV(path, []string{
		"Fetaix: your results against the computer, written by fetaix.",
		"level-N = wins draws losses",
	}, items, func(k string) string { return k }, valid)
}

// RecordResult adds one outcome against a level to the statistics file at
// path: it reads the file, counts the game and saves it atomically. The
// warnings are those of reading the old file.
func RecordResult(path string, level int, o Outcome) ([]Warning, error) {
	s, warnings := LoadStats(path)
	if err := s.Add(level, o); err != nil {
		return warnings, err
	}
	return warnings, s.Save(path)
}
