package store

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestOnlyEstablishedOpponentsMoveARating: a game against a new key moves
// only the new key's rating; a player becomes established after rated
// games against EstablishedOpponents different opponents, the first more
// than EstablishedAge before; two new keys move neither's rating.
func TestOnlyEstablishedOpponentsMoveARating(t *testing.T) {
	c := newClock()
	s := openTempOpts(t, c, Options{})
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:ann", "Ann")
	var opps []Player
	for i := range EstablishedOpponents {
		opps = append(opps, keyHolder(t, s, fmt.Sprintf("SHA256:o%d", i), fmt.Sprintf("O%d", i)))
	}
	// two new keys: the game is rated, no rating moves
	saved := save(t, s, finished(t, seat(ann), seat(opps[0]), game.WhiteWin, true))
	if !saved.Rated || !saved.White.Held || !saved.Black.Held || saved.White.After != saved.White.Before {
		t.Fatalf("two new keys: %+v", saved)
	}
	for _, o := range opps[1:] {
		save(t, s, finished(t, seat(ann), seat(o), game.WhiteWin, true))
	}
	if ok, err := s.Established(ctx, ann.ID, c.Now()); err != nil || ok {
		t.Fatalf("Ann established within a day: %v, %v", ok, err)
	}
	c.Advance(EstablishedAge + time.Minute)
	if ok, err := s.Established(ctx, ann.ID, c.Now()); err != nil || !ok {
		t.Fatalf("Ann not established after %d opponents over a day: %v, %v", EstablishedOpponents, ok, err)
	}
	if ok, _ := s.Established(ctx, opps[0].ID, c.Now()); ok {
		t.Fatal("a key with one opponent is established")
	}
	// Ann (established) beats a new key: only the new key's rating moves
	saved = save(t, s, finished(t, seat(ann), seat(opps[1]), game.WhiteWin, true))
	if !saved.White.Held || saved.White.After != saved.White.Before {
		t.Errorf("Ann's rating moved against a new key: %+v", saved.White)
	}
	if saved.Black.Held || saved.Black.After.R >= saved.Black.Before.R {
		t.Errorf("the new key's rating did not fall: %+v", saved.Black)
	}
}
