package ui

import (
	"math/rand/v2"

	"github.com/fetaix/fetaix/game/pdn"
)

// The seed of a game's computer choices (the weaker levels' noise and
// their choice among moves of near-equal value): drawn for each new game
// unless Options.Seed gives one, kept by a game played on from one of its
// own positions or from a record that names its seed, and written in the
// game's record (the Seed tag), so that the game can be replayed exactly.

// gameSeed returns the seed of a new game's computer choices: seed when
// set (Options.Seed), else a new random one.
func gameSeed(seed uint64) uint64 {
	for seed == 0 {
		seed = rand.Uint64()
	}
	return seed
}

// keepSeed makes seed (0: none) the seed of the game shown, which goes on
// from a game played with it, unless Options.Seed fixes every game's.
func (m *Model) keepSeed(seed uint64) {
	if m.opts.Seed == 0 && seed != 0 {
		m.think.seed = seed
	}
}

// Seed returns the seed of the computer's choices in the game shown: the
// same seed, level and moves play the same game (see Options.Seed).
func (m *Model) Seed() uint64 { return m.think.seed }

// recordSeed writes the game's seed in rec when the computer plays in it.
func (m *Model) recordSeed(rec *pdn.Record) {
	if m.mode == ModeAI || m.mode == ModeWatch {
		rec.SetSeed(m.think.seed)
	}
}
