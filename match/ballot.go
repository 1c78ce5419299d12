package match

import (
	"context"

	"github.com/fetaix/fetaix/game"
)

// A ballot deck is a set of starts near the edge between a win and a
// draw, chosen as chess testers choose their unbalanced openings: a start
// is kept only when the better side, played by the engine against itself
// with twice (Odds times) its opponent's time, still fails to convert it
// a fair share of the time. A start that the better side always converts,
// or never, says nothing about which of two engines is stronger; one that
// it sometimes fails does.

// Ballot tries starts for a ballot deck: Better plays each start's better
// side Tries times against Defender (the same engine at less time), from
// seeds Seed, Seed+1, ...; a game still going after MaxPlies plies is a
// draw.
type Ballot struct {
	Better, Defender *Player
	Tries            int
	Rules            game.Rules
	Seed             int64
	MaxPlies         int
}

// Converts plays start s Tries times, Better on its better side, and
// returns the games Better won; ctx's error when ctx ends.
func (b Ballot) Converts(ctx context.Context, s Start) (int, error) {
	wins := 0
	for try := 0; try < b.Tries; try++ {
		if err := ctx.Err(); err != nil { // a search cut short plays on: stop here
			return wins, err
		}
		c := Config{A: b.Better, B: b.Defender, Games: 1, Rules: b.Rules, Seed: b.Seed + int64(try),
			Starts: []Start{s}, MaxPlies: b.MaxPlies}
		g, err := c.play(ctx, 0) // game 0 of a pair: A on the better side
		if err != nil {
			return wins, err
		}
		if g.Result == game.WinFor(s.Better) {
			wins++
		}
	}
	return wins, nil
}

// BallotKeeps reports whether a start converted wins times in tries is
// kept: the better side failed (drew or lost) at least a third of the
// time.
func BallotKeeps(wins, tries int) bool {
	return tries > 0 && 3*(tries-wins) >= tries
}
