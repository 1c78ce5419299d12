package ai

// nearSalt tells levelChoice's draw among near-equal moves from its roll
// for the second-best move, both made from one seed.
const nearSalt = 0x6E656172 // "near"

// levelChoice returns which move of list a level (spec) plays: list holds
// every root move with its score from the level's own noisy search, best
// first; the draws come from seed. Now and then (spec.chance) it is the
// second best, when scored within spec.margin of the best. Otherwise it
// is drawn at random, each as likely, among the moves scored within
// spec.near of the best (the best alone when near is 0): moves of
// near-equal value, so that the weaker levels do not play one game
// whatever the seed. A forced win or loss the search found is played as
// found.
func levelChoice(list []moveScore, spec levelSpec, seed uint64) int {
	if len(list) < 2 || list[0].score >= winBound {
		return 0
	}
	roll := float64(mix(seed)>>11) / (1 << 53)
	if roll < spec.chance && list[1].score >= list[0].score-spec.margin {
		return 1
	}
	if list[0].score <= -winBound {
		return 0
	}
	n := 1
	for n < len(list) && list[n].score >= list[0].score-spec.near {
		n++
	}
	return int(mix(seed^nearSalt) % uint64(n))
}
