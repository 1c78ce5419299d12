package ui

import (
	"slices"
	"testing"

	"github.com/fetaix/fetaix/game"
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
