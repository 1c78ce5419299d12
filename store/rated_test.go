package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/rating"
)

// TestRatedGameRatesBothPlayers: a rated game between two key holders
// updates both ratings in its class, in the game's transaction, as
// rating.Params.Game says, and counts in their rated records.
func TestRatedGameRatesBothPlayers(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	ann, bob := keyHolder(t, s, "SHA256:ann", "Ann"), keyHolder(t, s, "SHA256:bob", "Bob")
	g := finished(t, seat(ann), seat(bob), game.BlackWin, true)
	g.Class = rating.Clock
	saved := save(t, s, g)
	if !saved.Rated {
		t.Fatal("a rated game between key holders did not count")
	}
	wantW, wantB := rating.DefaultParams().Game(rating.New(), rating.New(), rating.Loss)
	if saved.White.Before != rating.New() || saved.White.After != wantW || saved.Black.After != wantB {
		t.Errorf("changes %+v, want %+v and %+v from new ratings", saved, wantW, wantB)
	}
	a, err := s.RankOf(ctx, ann.ID, rating.Clock)
	if err != nil || a.Rating != wantW || a.Tally != (Tally{Losses: 1}) {
		t.Errorf("Ann's standing %+v, %v", a, err)
	}
	b, _ := s.RankOf(ctx, bob.ID, rating.Clock)
	if b.Rank != 1 || a.Rank != 2 || b.Tally != (Tally{Wins: 1}) {
		t.Errorf("ranks: Bob %d, Ann %d", b.Rank, a.Rank)
	}
	if _, err := s.RankOf(ctx, ann.ID, rating.Untimed); !errors.Is(err, ErrNotFound) {
		t.Errorf("a clock game rated Ann untimed too: %v", err)
	}
	ag, _ := s.Game(ctx, saved.ID)
	if !ag.Rated || ag.WhiteChange != wantW.R-1500 || ag.BlackChange != wantB.R-1500 {
		t.Errorf("archived %+v", ag.GameSummary)
	}
}

// TestOnlySomeGamesCount: casual games, guests, the computer, a player
// against themselves, other rules, another start and interrupted games
// are archived but never rated.
func TestOnlySomeGamesCount(t *testing.T) {
	s := openTemp(t, nil)
	ann, bob := keyHolder(t, s, "SHA256:ann", "Ann"), keyHolder(t, s, "SHA256:bob", "Bob")
	majority := game.DefaultRules()
	majority.Majority = true
	otherStart, err := game.ParsePosition("bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 7")
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]FinishedGame{
		"casual":         finished(t, seat(ann), seat(bob), game.WhiteWin, false),
		"guest":          finished(t, seat(ann), Seat{Name: "visitor"}, game.WhiteWin, true),
		"computer":       {Record: playedRecord(t, game.DefaultRules(), game.Draw), White: seat(ann), Black: Seat{Name: "Fetaix level 3 (club)"}, Rated: true, Level: 3},
		"themselves":     finished(t, seat(ann), seat(ann), game.Draw, true),
		"other rules":    {Record: playedRecord(t, majority, game.WhiteWin), White: seat(ann), Black: seat(bob), Rated: true},
		"interrupted":    finished(t, seat(ann), seat(bob), game.Ongoing, true),
		"other position": {Record: pdn.NewRecord(resigned(t, otherStart)), White: seat(ann), Black: seat(bob), Rated: true},
	}
	for name, g := range cases {
		if saved := save(t, s, g); saved.Rated {
			t.Errorf("%s: counted for the ratings", name)
		}
	}
	for _, c := range rating.Classes {
		if board, _ := s.Leaderboard(context.Background(), c, 0); len(board) != 0 {
			t.Errorf("leaderboard %v after unrated games: %+v", c, board)
		}
	}
	if n := countGames(t, s); n != len(cases) {
		t.Errorf("%d games archived, want %d", n, len(cases))
	}
}

// resigned is a game from p that White resigns at once.
func resigned(t *testing.T, p game.Position) *game.Game {
	g := game.NewGame(game.DefaultRules(), p)
	if err := g.Resign(game.White); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestIdlePeriodsWidenTheDeviation: a player back after ten days off is
// rated from a deviation grown for the nine days in between, and the
// leaderboard shows the grown deviation of players who stay away.
func TestIdlePeriodsWidenTheDeviation(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	ann, bob := keyHolder(t, s, "SHA256:ann", "Ann"), keyHolder(t, s, "SHA256:bob", "Bob")
	first := save(t, s, finished(t, seat(ann), seat(bob), game.WhiteWin, true))
	c.Advance(10 * 24 * time.Hour)
	p := rating.DefaultParams()
	last := c.Now().Add(-10 * 24 * time.Hour)
	wantBefore := p.Idle(first.White.After, last, c.Now())
	if wantBefore.RD <= first.White.After.RD {
		t.Fatalf("no growth expected? %v → %v", first.White.After.RD, wantBefore.RD)
	}
	if st, _ := s.RankOf(ctx, ann.ID, rating.Untimed); st.Rating != wantBefore {
		t.Errorf("Ann's standing after 10 days shows %+v, want %+v", st.Rating, wantBefore)
	}
	second := save(t, s, finished(t, seat(ann), seat(bob), game.Draw, true))
	if second.White.Before != wantBefore {
		t.Errorf("rated from %+v, want %+v", second.White.Before, wantBefore)
	}
}
