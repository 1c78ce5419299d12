package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/prefs"
)

// TestStatsCountedOnce: a finished game against the computer from the
// start position is counted once, whatever undo and redo do; the new-game
// screen shows the record; a two-player game is not counted.
func TestStatsCountedOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats")
	m := newTest(t, Options{Mode: ModeAI, Color: game.White, Level: 1, StatsPath: path}, 120, 40)
	count := func() prefs.Tally {
		s, w := prefs.LoadStats(path)
		if len(w) > 0 {
			t.Fatal(w)
		}
		return s.Levels[1]
	}
	keys(t, m, "x", "y") // resign: a loss
	if c := count(); c != (prefs.Tally{Losses: 1}) {
		t.Fatalf("after resigning: %+v", c)
	}
	keys(t, m, "u", "x", "y") // take the resignation back, resign again
	if r, _ := m.g.Result(); r != game.BlackWin {
		t.Fatalf("result %s", r)
	}
	if c := count(); c != (prefs.Tally{Losses: 1}) {
		t.Fatalf("undo counted again: %+v", c)
	}
	keys(t, m, "n")
	if v := view(m); !strings.Contains(v, "Your record at level 1: 0 won · 0 drawn · 1 lost") {
		t.Fatalf("the new-game screen does not show the record:\n%s", v)
	}
	keys(t, m, "esc")

	h := newTest(t, Options{Mode: ModeHotseat, Level: 1, StatsPath: path}, 120, 40)
	keys(t, h, "x", "y")
	if c := count(); c != (prefs.Tally{Losses: 1}) || !h.over() {
		t.Fatalf("a two-player game was counted: %+v", c)
	}
}

// TestSetUpGameNotCounted: a game against the computer from a set-up
// position (one capture from a win) does not count in the record, and the
// status line and the new-game screen say so.
func TestSetUpGameNotCounted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats")
	m := newTest(t, Options{Mode: ModeAI, Color: game.White, Level: 1, StatsPath: path,
		Start: mustPos(t, "5/5/5/2b2/2w2 w")}, 120, 40)
	typeMove(t, m, "c1", "c3") // takes Black's last piece
	if r, _ := m.g.Result(); r != game.WhiteWin {
		t.Fatalf("result %s", r)
	}
	if s, _ := prefs.LoadStats(path); s.Total().Games() != 0 {
		t.Fatalf("a game from a set-up position was counted: %+v", s.Total())
	}
	if !strings.Contains(m.status, "not counted in your record") {
		t.Fatalf("the status line does not say the game is not counted: %q", m.status)
	}
	keys(t, m, "n")
	if v := view(m); !strings.Contains(v, "Games from a set-up position are not counted") {
		t.Fatalf("the new-game screen does not say set-up games are not counted:\n%s", v)
	}
}

// TestLoadedGameNotCounted: a finished game loaded from a file was not
// played here.
func TestLoadedGameNotCounted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "stats")
	recs, err := pdn.Parse("[FEN \"5/5/5/2b2/2w2 w\"]\n1. c1xc3 1-0\n")
	if err != nil {
		t.Fatal(err)
	}
	m := newTest(t, Options{Mode: ModeAI, StatsPath: path, Record: recs[0]}, 120, 40)
	keys(t, m, "esc")
	if s, _ := prefs.LoadStats(path); s.Total().Games() != 0 {
		t.Fatalf("counted: %+v", s.Total())
	}
}

// TestGameOverOnce: Options.GameOver gets each game played here once, when
// it ends, with the person's side and the level; not a game loaded over.
func TestGameOverOnce(t *testing.T) {
	type call struct {
		result game.Result
		plies  int
		human  game.Color
		level  int
		seed   uint64
	}
	var calls []call
	over := func(g *game.Game, mode Mode, human game.Color, level int, seed uint64) {
		if mode != ModeAI {
			t.Errorf("GameOver mode %v, want ModeAI", mode)
		}
		r, _ := g.Result()
		calls = append(calls, call{r, g.Ply(), human, level, seed})
	}
	m := newTest(t, Options{Mode: ModeAI, Color: game.White, Level: 2, GameOver: over,
		Start: mustPos(t, "5/5/5/2b2/2w2 w")}, 120, 40)
	typeMove(t, m, "c1", "c3")
	keys(t, m, "u", "r", "u", "r", "v", "esc")
	keys(t, m, "m") // rematch: the person plays Black; the computer takes at once
	keys(t, m, "x", "y")
	want := []call{{game.WhiteWin, 1, game.White, 2, testSeed}, {game.WhiteWin, 1, game.Black, 2, testSeed}}
	if len(calls) != len(want) || calls[0] != want[0] || calls[1] != want[1] {
		t.Fatalf("GameOver calls %+v, want %+v", calls, want)
	}

	recs, err := pdn.Parse("[FEN \"5/5/5/2b2/2w2 w\"]\n1. c1xc3 1-0\n")
	if err != nil {
		t.Fatal(err)
	}
	calls = nil
	l := newTest(t, Options{Mode: ModeAI, GameOver: over, Record: recs[0]}, 120, 40)
	keys(t, l, "esc")
	if len(calls) != 0 {
		t.Fatalf("a loaded finished game was handed over: %+v", calls)
	}
}

// TestSettingsSavedBack: the theme and the new-game choices are saved to
// the settings file, on top of the saved settings (a flag's value used for
// this run is not saved).
func TestSettingsSavedBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cfg", "settings")
	saved := prefs.Defaults()
	if err := saved.Set("board-size", "small"); err != nil {
		t.Fatal(err)
	}
	o := ApplySettings(Options{Mode: ModeAI}, saved)
	o.Rules = &game.Rules{Majority: true} // as if --rules majority was given
	o.Settings, o.SettingsPath = &saved, path
	m := newTest(t, o, 120, 40)
	keys(t, m, "T")
	s, w := prefs.LoadSettings(path)
	if len(w) > 0 || s.Theme != "high-contrast" || s.BoardSize != "small" || s.Rules.Majority {
		t.Fatalf("after T: %+v %v", s, w)
	}
	// New game: colour black, level 3 (down to the fields, change them).
	keys(t, m, "n", "down", "down", "right", "down", "right", "enter", "enter")
	if m.human != game.Black || m.level != 3 {
		t.Fatalf("new game: %s level %d", m.human, m.level)
	}
	s, _ = prefs.LoadSettings(path)
	if s.Color != game.Black || s.Level != 3 || s.Theme != "high-contrast" || !s.Rules.Majority {
		t.Fatalf("after the new game: %+v", s)
	}
}

// TestNotice shows Options.Notice on the status line as the screen opens.
func TestNotice(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Notice: "settings: line 2: bad"}, 120, 40)
	if !strings.Contains(view(m), "settings: line 2: bad") {
		t.Fatalf("notice not shown:\n%s", view(m))
	}
}

// TestSetUpGameOverFits80: at 80×24 the end of a set-up game against the
// computer is said on two planned rows, each whole: the result, then the
// next game's keys with the note that the game is not counted — a win,
// and a draw by the no-progress rule, whose reason is the longest.
func TestSetUpGameOverFits80(t *testing.T) {
	noProgress := game.DefaultRules()
	noProgress.NoProgress = 1
	for _, c := range []struct {
		start, from, to string
		rules           *game.Rules
		result          string
	}{
		{"5/5/5/2b2/2w2 w", "c1", "c3", nil, "Game over: White wins (Black has no pieces left)"},
		{"W4/5/5/5/4B w", "a5", "a4", &noProgress, "Game over: draw (1 ply without a capture or a man move)"},
	} {
		m := newTest(t, Options{Mode: ModeAI, Color: game.White, Level: 1, StatsPath: filepath.Join(t.TempDir(), "stats"),
			Start: mustPos(t, c.start), Rules: c.rules}, 80, 24)
		typeMove(t, m, c.from, c.to)
		lines := strings.Split(view(m), "\n")
		at := -1
		for i, l := range lines {
			if w := ansi.StringWidth(l); w > 80 {
				t.Errorf("%s: a row of %d columns: %q", c.start, w, l)
			}
			if strings.Contains(l, "Game over") {
				at = i
			}
		}
		want := []string{c.result, "n: new game · m: rematch · a set-up position: not counted in your record"}
		if at < 0 || at+1 >= len(lines) || strings.TrimSpace(lines[at]) != want[0] || strings.TrimSpace(lines[at+1]) != want[1] {
			t.Errorf("%s: the end is not said on the rows %q:\n%s", c.start, want, strings.Join(lines, "\n"))
		}
	}
}
