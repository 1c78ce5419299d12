package tournament

import (
	"cmp"
	"slices"
)

// Pairing is one game to start: who plays White, who Black.
type Pairing struct {
	White, Black ID
}

// Pair pairs the arena's free players at once and marks them in play,
// by this rule, deterministic for the same players, scores and history:
//
//  1. The free players are ordered by score (highest first), then rating
//     (highest first), then the order they joined.
//  2. Going down that order, each player not yet paired is paired with
//     the first player after them in the order who is not yet paired
//     and may meet them: may(a, b) is true, and neither player's last
//     game (aborted games included) was against the other. So a player
//     meets the nearest free player in score and rating, and never the
//     same opponent twice in a row.
//  3. A player with no such partner stays free for the next call.
//  4. Colours: the player who has had White fewer times than the other
//     gets White (counting White minus Black); when equal, the one
//     first in the order.
//
// may is the caller's predicate for blocks and, in a rated event, shared
// addresses and linked keys; nil lets anyone meet anyone.
func (a *Arena) Pair(may MayMeet) []Pairing {
	var free []*arenaPlayer
	for _, p := range a.order {
		if p.free() {
			free = append(free, p)
		}
	}
	slices.SortStableFunc(free, func(x, y *arenaPlayer) int {
		if c := cmp.Compare(y.score, x.score); c != 0 {
			return c
		}
		if c := cmp.Compare(y.rating, x.rating); c != 0 {
			return c
		}
		return cmp.Compare(x.joined, y.joined)
	})
	paired := make([]bool, len(free))
	var out []Pairing
	for i, p := range free {
		if paired[i] {
			continue
		}
		for j := i + 1; j < len(free); j++ {
			q := free[j]
			if paired[j] || p.last == q.id || q.last == p.id || !may.may(p.id, q.id) {
				continue
			}
			paired[i], paired[j] = true, true
			white, black := p, q
			if q.whites-q.blacks < p.whites-p.blacks {
				white, black = q, p
			}
			white.whites++
			black.blacks++
			white.opponent, black.opponent = black.id, white.id
			out = append(out, Pairing{White: white.id, Black: black.id})
			break
		}
	}
	return out
}
