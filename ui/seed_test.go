package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
)

// watchedGame returns the moves of a whole game the computer plays
// against itself at level 1 with seed (0: a new one, as the program
// plays).
func watchedGame(t *testing.T, seed uint64) []game.Move {
	t.Helper()
	m := newTestUnseeded(t, Options{Mode: ModeWatch, Level: 1, Seed: seed}, 120, 40)
	if !m.over() {
		t.Fatalf("the computer did not finish its game: ply %d", m.g.Ply())
	}
	return m.g.Moves()
}

// TestComputerGamesVary: without a seed, the computer's games differ
// from one model (one run of the program) to the next, so that a game
// against it cannot be replayed from memory; with a seed, the same seed
// plays the same game, and a new game is seeded with it again.
func TestComputerGamesVary(t *testing.T) {
	var games [][]game.Move
	for range 4 {
		games = append(games, watchedGame(t, 0))
	}
	distinct := 0
	for i, g := range games {
		if !slices.ContainsFunc(games[:i], func(h []game.Move) bool { return slices.Equal(g, h) }) {
			distinct++
		}
	}
	if distinct < 2 {
		t.Errorf("4 games at level 1 without a seed: %d distinct; the computer plays the same game every run", distinct)
	}
	a, b := watchedGame(t, 7), watchedGame(t, 7)
	if !slices.Equal(a, b) {
		t.Errorf("seed 7 played two different games:\n%v\n%v", a, b)
	}
	m := newTest(t, Options{Mode: ModeWatch, Level: 1, Seed: 7}, 120, 40)
	run(t, m, m.newGame(ModeWatch, game.White, 1, game.DefaultRules(), game.StartPosition()))
	if !m.over() || !slices.Equal(m.g.Moves(), a) {
		t.Errorf("a new game with seed 7 is not the seed's game:\n%v\n%v", m.g.Moves(), a)
	}
}

// seededRecord is the record of watched, a game the computer played
// against itself, cut after its first plies and naming seed in its Seed
// tag, as a saved game is read back.
func seededRecord(t *testing.T, watched []game.Move, plies int, seed uint64) *pdn.Record {
	t.Helper()
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, mv := range watched[:plies] {
		if err := g.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	rec := pdn.NewRecord(g)
	rec.SetSeed(seed)
	text, err := pdn.Format(rec)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := pdn.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return recs[0]
}

// playOn opens rec in a model without a seed of its own, plays on from
// its end against the computer at level, the person playing the moves of
// want for their side, and returns how many of the computer's moves
// followed want before the first that did not (and whether all did).
func playOn(t *testing.T, rec *pdn.Record, level int, want []game.Move) (followed int, all bool) {
	t.Helper()
	m := newTestUnseeded(t, Options{Mode: ModeAI, Level: level, Record: rec}, 120, 40)
	keys(t, m, "enter", "c")
	if m.mode != ModeAI || m.replay != nil {
		t.Fatalf("not playing on from the record: mode %v, replay %v", m.mode, m.replay != nil)
	}
	cut := rec.Game.Ply()
	for ply := cut; ply < len(want); ply++ {
		if (ply-cut)%2 == 0 { // the person took the side to move at the cut
			run(t, m, m.play(want[ply]))
			continue
		}
		if got := m.g.Moves(); len(got) <= ply || !got[ply].Same(want[ply]) {
			return followed, false
		}
		followed++
	}
	return followed, true
}

// TestSeedReplaysTheGame: a game read from a record with its Seed tag
// and played on against the computer at levels with varied choices, the
// person playing the moves of the original game, gets the original
// computer's moves back, move for move to the end; the same record with
// another seed does not.
func TestSeedReplaysTheGame(t *testing.T) {
	for _, level := range []int{1, 2, 3} {
		const seed, cut = 7, 10
		m := newTest(t, Options{Mode: ModeWatch, Level: level, Seed: seed}, 120, 40)
		if !m.over() {
			t.Fatalf("level %d: the watched game did not end", level)
		}
		want := m.g.Moves()
		followed, all := playOn(t, seededRecord(t, want, cut, seed), level, want)
		if !all || followed < 5 {
			t.Errorf("level %d, seed %d: the computer followed its game for %d moves of %d plies (all: %v)", level, seed, followed, len(want)-cut, all)
		}
		if _, all := playOn(t, seededRecord(t, want, cut, seed+1), level, want); all {
			t.Errorf("level %d: seed %d replayed the game of seed %d", level, seed+1, seed)
		}
	}
}

// TestSeedInRecord: the record of a game against the computer, saved or
// copied, names the game's seed; a game between two people has none.
func TestSeedInRecord(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Level: 2, Seed: 4242}, 120, 40)
	typeMove(t, m, "d2", "c3")
	rec := m.gameRecord()
	if seed, ok := rec.Seed(); !ok || seed != 4242 || m.Seed() != 4242 {
		t.Errorf("record's seed %d (%v), model's %d; want 4242", seed, ok, m.Seed())
	}
	text, err := pdn.Format(rec)
	if err != nil || !strings.Contains(text, "[Seed \"4242\"]") {
		t.Errorf("no Seed tag in the record (%v):\n%s", err, text)
	}
	drawn := newTestUnseeded(t, Options{Mode: ModeWatch, Level: 1}, 120, 40)
	if seed, ok := drawn.gameRecord().Seed(); !ok || seed != drawn.Seed() {
		t.Errorf("a watched game with a drawn seed %d recorded %d (%v)", drawn.Seed(), seed, ok)
	}
	h := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	typeMove(t, h, "d2", "c3")
	if _, ok := h.gameRecord().Seed(); ok {
		t.Errorf("a game between two people records a seed: %v", h.gameRecord().Tags)
	}
}

// TestSeedsVaryTheGames: at each level with varied choices, the games the
// computer plays against itself from the start with seeds 1 to 20 (1 to
// 100 with FETAIX_TEST_LONG=1) are not one game: two seeds play different
// games, and most seeds a game of their own. The seeds are fixed, so the
// counts are too; -v prints them (docs/measurements.md).
func TestSeedsVaryTheGames(t *testing.T) {
	seeds := uint64(20)
	if longtest.Enabled() {
		seeds = 100
	}
	// at least this many distinct games of 20
	least := map[int]int{1: 15, 2: 10, 3: 5}
	for level := 1; level <= 3; level++ {
		var games [][]game.Move
		for seed := uint64(1); seed <= seeds; seed++ {
			m := newTest(t, Options{Mode: ModeWatch, Level: level, Seed: seed}, 120, 40)
			if !m.over() {
				t.Fatalf("level %d, seed %d: the game did not end", level, seed)
			}
			if g := m.g.Moves(); !slices.ContainsFunc(games, func(h []game.Move) bool { return slices.EqualFunc(g, h, game.Move.Same) }) {
				games = append(games, g)
			}
		}
		t.Logf("level %d: %d distinct games from the start with seeds 1 to %d", level, len(games), seeds)
		if want := least[level] * int(seeds) / 20; len(games) < want {
			t.Errorf("level %d: %d distinct games with %d seeds, want at least %d", level, len(games), seeds, want)
		}
	}
}

// TestPlayOnKeepsTheSeed: playing on against the computer from an
// earlier position of the game shown keeps the game's seed (a drawn one
// too), so that the computer plays there as it did; a new game draws
// another.
func TestPlayOnKeepsTheSeed(t *testing.T) {
	m := newTestUnseeded(t, Options{Mode: ModeWatch, Level: 2}, 120, 40)
	seed := m.Seed()
	if !m.over() {
		t.Fatal("the watched game did not end")
	}
	keys(t, m, "v", "left", "left", "left", "enter", "c")
	if m.mode != ModeAI || m.replay != nil || m.Seed() != seed {
		t.Fatalf("played on: mode %v, in replay %v, seed %d; want ModeAI with seed %d", m.mode, m.replay != nil, m.Seed(), seed)
	}
	run(t, m, m.newGame(ModeAI, game.White, 2, game.DefaultRules(), game.StartPosition()))
	if m.Seed() == seed {
		t.Errorf("a new game kept the seed %d", seed)
	}
}
