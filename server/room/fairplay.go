package room

import (
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/fetaix/fetaix/store"
)

// Which games of a rated room count for the ratings is decided as each
// game starts (the join, each rematch), and the room says so before the
// first move. A game is casual when its two players
//   - are one player: two keys linked to each other;
//   - connect from one address (an IPv6 client: one /64) at that moment,
//     unless both are established (store.Established): households and
//     offices share addresses;
//   - have played MaxRatedPerPair rated games against each other within
//     the last PairWindow;
//   - either has played MaxRatedPerDay rated games within the last
//     PairWindow.
// A rated game aborted or interrupted gives its place in the pair's count
// back. Ratings cannot then be farmed between two keys of one person, nor
// by one pair of accomplices beyond a few games a day, nor by one player
// beyond MaxRatedPerDay games a day; and a rating moves only in a game
// against an established player (store.Established), so that throwaway
// keys feed nobody's rating.

// PairWindow is the period over which a pair's rated games are counted.
const PairWindow = 24 * time.Hour

// FairPlay counts, for each pair of players, the rated games they started
// within PairWindow. It is seeded from the archive as the server starts
// (Seed) and kept in memory since.
type FairPlay struct {
	maxPerPair, MaxPerDay int

	mu      sync.Mutex
	pairs   map[pairKey][]time.Time        // start times of the pair's rated games, oldest first
	players map[store.PlayerID][]time.Time // start times of each player's rated games, oldest first
	swept   time.Time
}

// pairKey is an unordered pair of players.
type pairKey struct{ lo, hi store.PlayerID }

func pairOf(a, b store.PlayerID) pairKey {
	if a > b {
		a, b = b, a
	}
	return pairKey{a, b}
}

// NewFairPlay bounds the rated games to maxPerPair a pair and MaxPerDay a
// player in any day.
func NewFairPlay(maxPerPair, maxPerDay int) *FairPlay {
	return &FairPlay{maxPerPair: maxPerPair, MaxPerDay: maxPerDay,
		pairs: map[pairKey][]time.Time{}, players: map[store.PlayerID][]time.Time{}}
}

// Seed counts the rated games of the archive.
func (f *FairPlay) Seed(games []store.RatedGame) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, g := range games {
		k := pairOf(g.White, g.Black)
		f.pairs[k] = append(f.pairs[k], g.Played)
		f.players[g.White] = append(f.players[g.White], g.Played)
		f.players[g.Black] = append(f.players[g.Black], g.Played)
	}
	for _, times := range f.pairs {
		slices.SortFunc(times, time.Time.Compare)
	}
	for _, times := range f.players {
		slices.SortFunc(times, time.Time.Compare)
	}
}

// admit decides whether a game of a rated room between a and b, starting
// at now, counts for the ratings: "" when it does (and it is counted for
// the pair), else why not, in the players' words.
func (f *FairPlay) admit(a, b Player, now time.Time) string {
	switch {
	case a.ID == 0 || b.ID == 0:
		return "a guest"
	case a.ID == b.ID:
		return "linked keys"
	case a.Addr != "" && a.Addr == b.Addr && !(a.Established && b.Established):
		return "same address"
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.sweepLocked(now)
	k := pairOf(a.ID, b.ID)
	games := within(f.pairs[k], now, PairWindow)
	if len(games) >= f.maxPerPair {
		return fmt.Sprintf("%d rated %s between you today", len(games), Plural(len(games), "game"))
	}
	for _, p := range []Player{a, b} {
		if n := len(within(f.players[p.ID], now, PairWindow)); n >= f.MaxPerDay {
			return fmt.Sprintf("%d rated %s today for %s", n, Plural(n, "game"), p.Name)
		}
	}
	f.pairs[k] = append(games, now)
	for _, p := range []Player{a, b} {
		f.players[p.ID] = append(within(f.players[p.ID], now, PairWindow), now)
	}
	return ""
}

// release gives back the place of a rated game between a and b started at
// at that ended without a rating (aborted, interrupted).
func (f *FairPlay) release(a, b Player, at time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	k := pairOf(a.ID, b.ID)
	f.pairs[k] = without(f.pairs[k], at)
	f.players[a.ID] = without(f.players[a.ID], at)
	f.players[b.ID] = without(f.players[b.ID], at)
}

// without is times with one time equal to at taken out.
func without(times []time.Time, at time.Time) []time.Time {
	for i, t := range times {
		if t.Equal(at) {
			return append(times[:i:i], times[i+1:]...)
		}
	}
	return times
}

// sweepLocked forgets, at most once an hour, the pairs with no game within
// the window: the map holds only the pairs of the last day.
func (f *FairPlay) sweepLocked(now time.Time) {
	if now.Sub(f.swept) < time.Hour {
		return
	}
	f.swept = now
	for k, times := range f.pairs {
		if len(within(times, now, PairWindow)) == 0 {
			delete(f.pairs, k)
		}
	}
	for k, times := range f.players {
		if len(within(times, now, PairWindow)) == 0 {
			delete(f.players, k)
		}
	}
}

// decideRatedLocked decides, as a game starts, whether it counts for the
// ratings, and says so when a rated room's game does not.
func (r *Room) decideRatedLocked(now time.Time) {
	r.Rated, r.Casual = false, ""
	defer func() { r.count.Start(r.hub.Ops, GameRoom, r.Rated) }()
	if !r.Opts.Rated {
		return
	}
	if why := r.hub.Fair.admit(r.Seats[0].Player, r.Seats[1].Player, now); why != "" {
		r.Casual = why
		r.said = append(r.said, say(txtEvCasual, "Why", CasualSaid(why)))
		return
	}
	r.Rated, r.ratedAt = true, now
}

// Plural is word for n things.
func Plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
