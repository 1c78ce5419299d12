package ui

import "math/rand/v2"

// gameSeed returns the seed of a new game's computer choices: seed when
// set (Options.Seed), else a new random one.
func gameSeed(seed uint64) uint64 {
	for seed == 0 {
		seed = rand.Uint64()
	}
	return seed
}
