package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/rating"
)

// TestLeaderboardAndRanks: the leaderboard orders by rating, RankOf agrees
// with it for every player, and ties go to the player with more games.
func TestLeaderboardAndRanks(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	var ps []Player
	for _, n := range []string{"Ann", "Bob", "Cid", "Dee"} {
		ps = append(ps, keyHolder(t, s, "SHA256:"+n, n))
	}
	// Ann beats everyone, Bob beats Cid, Cid and Dee draw.
	for _, g := range []struct {
		w, b int
		r    game.Result
	}{{0, 1, game.WhiteWin}, {2, 0, game.BlackWin}, {0, 3, game.WhiteWin}, {1, 2, game.WhiteWin}, {2, 3, game.Draw}} {
		save(t, s, finished(t, seat(ps[g.w]), seat(ps[g.b]), g.r, true))
	}
	board, err := s.Leaderboard(ctx, rating.Untimed, 0)
	if err != nil || len(board) != 4 {
		t.Fatalf("leaderboard %+v, %v", board, err)
	}
	if board[0].Player.Name != "Ann" || board[0].Tally != (Tally{Wins: 3}) {
		t.Errorf("first: %+v", board[0])
	}
	for i, st := range board {
		if st.Rank != i+1 || (i > 0 && st.Rating.R > board[i-1].Rating.R) {
			t.Errorf("place %d: %+v", i+1, st)
		}
		got, err := s.RankOf(ctx, st.Player.ID, rating.Untimed)
		if err != nil || got != st {
			t.Errorf("RankOf(%s) = %+v, %v; the leaderboard has %+v", st.Player.Name, got, err, st)
		}
	}
	if top, _ := s.Leaderboard(ctx, rating.Untimed, 2); len(top) != 2 || top[1] != board[1] {
		t.Errorf("top 2: %+v", top)
	}

	// Two newcomers with the same rating: the one with more games first.
	eve, fay := keyHolder(t, s, "SHA256:eve", "Eve"), keyHolder(t, s, "SHA256:fay", "Fay")
	for _, id := range []PlayerID{eve.ID, fay.ID} {
		if _, err := s.db.Exec(`INSERT INTO ratings VALUES (?, 'clock', 1500, 350, 0.06, ?, 0, ?, 0, 1)`, id, int(id-eve.ID)+1, int(id-eve.ID)+1); err != nil {
			t.Fatal(err)
		}
	}
	clock, _ := s.Leaderboard(ctx, rating.Clock, 0)
	if len(clock) != 2 || clock[0].Player.ID != fay.ID {
		t.Errorf("tie: %+v", clock)
	}
	if st, _ := s.RankOf(ctx, eve.ID, rating.Clock); st.Rank != 2 {
		t.Errorf("RankOf in a tie: %d", st.Rank)
	}
}

// TestProfile: ratings per class, the whole record, the record against
// each computer level, and the latest games first.
func TestProfile(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	ann, bob := keyHolder(t, s, "SHA256:ann", "Ann"), keyHolder(t, s, "SHA256:bob", "Bob")
	computer := func(level int, annWhite bool, r game.Result) FinishedGame {
		g := FinishedGame{Record: playedRecord(t, game.DefaultRules(), r), Level: level,
			White: seat(ann), Black: Seat{Name: "Fetaix level"}}
		if !annWhite {
			g.White, g.Black = g.Black, g.White
		}
		return g
	}
	games := []FinishedGame{
		finished(t, seat(ann), seat(bob), game.WhiteWin, true),
		finished(t, seat(bob), seat(ann), game.Draw, false),
		computer(2, true, game.WhiteWin),
		computer(2, false, game.WhiteWin), // the computer wins with White
		computer(5, false, game.Draw),
		computer(5, true, game.Ongoing), // interrupted: no result
	}
	clockGame := finished(t, seat(bob), seat(ann), game.BlackWin, true)
	clockGame.Class = rating.Clock
	games = append(games, clockGame)
	var ids []GameID
	for _, g := range games {
		c.Advance(time.Minute)
		ids = append(ids, save(t, s, g).ID)
	}
	pr, err := s.Profile(ctx, ann.ID, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(pr.Ratings) != 2 || pr.Ratings[0].Tally != (Tally{Wins: 1}) || pr.Ratings[1].Tally != (Tally{Wins: 1}) {
		t.Errorf("ratings %+v", pr.Ratings)
	}
	if pr.Record != (Tally{Wins: 3, Draws: 2, Losses: 1}) {
		t.Errorf("record %+v", pr.Record)
	}
	if want := []LevelRecord{{2, Tally{Wins: 1, Losses: 1}}, {5, Tally{Draws: 1}}}; len(pr.Levels) != 2 || pr.Levels[0] != want[0] || pr.Levels[1] != want[1] {
		t.Errorf("levels %+v, want %+v", pr.Levels, want)
	}
	if len(pr.Recent) != 3 || pr.Recent[0].ID != ids[6] || pr.Recent[2].ID != ids[4] {
		t.Errorf("recent %+v", pr.Recent)
	}
	if pr.Recent[1].Level != 5 || pr.Recent[1].Result != game.Ongoing {
		t.Errorf("recent[1] %+v", pr.Recent[1])
	}
	if _, err := s.Profile(ctx, 999, 3); !errors.Is(err, ErrNotFound) {
		t.Errorf("profile of nobody: %v", err)
	}
}

func TestRecentGamesAndGame(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	var ids []GameID
	for i := range 5 {
		g := finished(t, Seat{Name: "a"}, Seat{Name: "b"}, game.WhiteWin, false)
		g.Ended = c.Now().Add(time.Duration(i) * time.Hour)
		ids = append(ids, save(t, s, g).ID)
	}
	recent, err := s.RecentGames(ctx, 2)
	if err != nil || len(recent) != 2 || recent[0].ID != ids[4] || recent[1].ID != ids[3] {
		t.Fatalf("recent %+v, %v", recent, err)
	}
	if !recent[0].Played.Equal(c.Now().Add(4 * time.Hour)) {
		t.Errorf("played %v", recent[0].Played)
	}
	if _, err := s.Game(ctx, 999); !errors.Is(err, ErrNotFound) {
		t.Errorf("Game(999): %v", err)
	}
}
