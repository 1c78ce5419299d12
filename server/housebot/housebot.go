// Package housebot is the server's house bots: the computer's levels
// listed in the lobby as opponents always there ("Play a bot"), and
// offered to a player whom quick match has not paired for a while, at a
// level near their rating. The games are the server's games against the
// computer; this package says which level, and in what words.
package housebot

import (
	"strconv"
	"time"

	"github.com/fetaix/fetaix/ai/levels"
)

// QuickMatchBotAfter is how long a player waits in quick match before
// the waiting page offers a house bot instead (docs/server.md).
const QuickMatchBotAfter = 30 * time.Second

// Bot is a house bot: a level of the computer and the key that picks it
// in the lobby's list (its line there, its name and strength, is
// screentext.BotLabel).
type Bot struct {
	Level int
	Key   string
}

// All lists the house bots, weakest first, keyed 1 to 6.
func All() []Bot {
	var out []Bot
	for _, l := range levels.All() {
		out = append(out, Bot{Level: l.N, Key: strconv.Itoa(l.N)})
	}
	return out
}

// ratingSteps are the ratings from which each level after the first is
// the one offered: the level ladder's steps (docs/measurements.md, about
// +300, +190, +200 Elo from level 1 to 4, the top levels close to level 4
// and to each other), with level 3 at a newcomer's 1500.
var ratingSteps = [levels.Max - levels.Min]int{1150, 1400, 1600, 1750, 1850}

// LevelFor is the level offered to a player rated rating.
func LevelFor(rating int) int {
	n := levels.Min
	for _, step := range ratingSteps {
		if rating >= step {
			n++
		}
	}
	return n
}

// QuickOffer is the house bot a player waiting in quick match is
// offered: none until QuickMatchBotAfter has passed since the first
// look (Level), then one at the level near their rating.
type QuickOffer struct {
	since time.Time
	level int // 0 until offered
}

// Level is the level the waiting page offers at now (0 before the offer
// is made; its words are screentext.BotOffer's); rating is read once,
// when the offer is first made.
func (o *QuickOffer) Level(now time.Time, rating func() int) int {
	switch {
	case o.since.IsZero():
		o.since = now
		return 0
	case o.level == 0 && now.Sub(o.since) < QuickMatchBotAfter:
		return 0
	case o.level == 0:
		o.level = LevelFor(rating())
	}
	return o.level
}

// Taken returns the level of the offer when key takes it (0 for none:
// not offered yet, or another key).
func (o *QuickOffer) Taken(key string) int {
	if key != OfferKey {
		return 0
	}
	return o.level
}
