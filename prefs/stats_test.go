package prefs

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

func TestOutcomeFor(t *testing.T) {
	for _, c := range []struct {
		r    game.Result
		c    game.Color
		want Outcome
		ok   bool
	}{
		{game.WhiteWin, game.White, Win, true}, {game.WhiteWin, game.Black, Loss, true},
		{game.BlackWin, game.Black, Win, true}, {game.Draw, game.Black, Draw, true},
		{game.Ongoing, game.White, 0, false},
	} {
		if o, ok := OutcomeFor(c.r, c.c); o != c.want || ok != c.ok {
			t.Errorf("OutcomeFor(%s, %s) = %d %v, want %d %v", c.r, c.c, o, ok, c.want, c.ok)
		}
	}
}

func TestStatsRecordAndLoad(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cfg", "stats")
	for _, r := range []struct {
		level int
		o     Outcome
	}{{1, Win}, {1, Win}, {1, Loss}, {3, Draw}, {6, Loss}} {
		if warnings, err := RecordResult(path, r.level, r.o); err != nil || len(warnings) != 0 {
			t.Fatalf("RecordResult: %v %v", warnings, err)
		}
	}
	s, warnings := LoadStats(path)
	if len(warnings) != 0 {
		t.Fatal(warnings)
	}
	if s.Levels[1] != (Tally{2, 0, 1}) || s.Levels[3] != (Tally{0, 1, 0}) || s.Levels[6] != (Tally{0, 0, 1}) {
		t.Errorf("levels %+v", s.Levels)
	}
	if tot := s.Total(); tot != (Tally{2, 1, 2}) || tot.Games() != 5 {
		t.Errorf("total %+v", tot)
	}
	if !strings.Contains(readText(t, path), "level-1 = 2 0 1\n") {
		t.Errorf("file:\n%s", readText(t, path))
	}
	if _, err := RecordResult(path, 7, Win); err == nil {
		t.Error("level 7 counted")
	}
	if err := (&Stats{}).Add(2, Outcome(9)); err == nil {
		t.Error("a bad outcome counted")
	}
}

func TestStatsCorrupt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats")
	writeText(t, path, "level-2 = 1 2 3\nlevel-2 = 9 9 9\nlevel-3 = 1 2\nlevel-4 = -1 0 0\nlevel-9 = 1 1 1\nnonsense\n")
	s, warnings := LoadStats(path)
	if s.Levels[2] != (Tally{1, 2, 3}) || s.Total() != (Tally{1, 2, 3}) {
		t.Errorf("loaded %+v", s.Levels)
	}
	if len(warnings) != 5 {
		t.Errorf("%d warnings, want 5: %v", len(warnings), warnings)
	}
	if _, err := RecordResult(path, 2, Win); err != nil {
		t.Fatal(err)
	}
	s, warnings = LoadStats(path)
	if s.Levels[2] != (Tally{2, 2, 3}) || len(warnings) != 0 {
		t.Errorf("after recording: %+v, %v\n%s", s.Levels, warnings, readText(t, path))
	}
}
