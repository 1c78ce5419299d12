package server

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/puzzle"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/ui"
)

// puzzleGap is the least time between two puzzles of a session
// (ui.PuzzleOptions.MinGap): each attempt of a key holder is a write to
// the database, so a session writes at most one a second; and a key's
// puzzles are rated in one session at a time (puzzleBounds), so a key
// writes at most one a second too.
const puzzleGap = time.Second

// notRatedHere is the note of a key's puzzles in a session other than the
// one where they are rated (English; screentext.NotRatedHere in the session's
// language, server/screentext).
const notRatedHere = "practice: rated in another session"

// puzzleScreen is the lobby's puzzles (ui.PuzzleModel): a key holder's
// attempts are rated and stored (store.RecordPuzzle), shown on their
// profile and the puzzle leaderboard; a guest plays with a rating of the
// session only. Quitting goes back to the lobby.
type puzzleScreen struct {
	a *app
	m *ui.PuzzleModel
}

// openPuzzles shows the puzzles, at the player's puzzle rating, picked
// by the people's ratings (puzzleratings.go); first, if not nil, is the
// first shown (the puzzle of the day).
func (a *app) openPuzzles(first *puzzle.Puzzle) tea.Cmd {
	pr, err := a.srv.puzzleRatings()
	if pr == nil {
		a.lobby.msg, a.lobby.msgErr = err.Error(), true
		return nil
	}
	set := pr.Puzzles(time.Now())
	back := func() tea.Cmd { return func() tea.Msg { return backMsg{} } }
	// First: the puzzle of the day (puzzledaily.go); RunEnded bounds and
	// keeps the streak and timed runs' results, and returns the best
	// before (puzzleruns.go)
	o := ui.PuzzleOptions{Options: a.uiOptions(), Puzzles: set, Rating: rating.New(),
		Seed: rand.Uint64(), MinGap: puzzleGap, Quit: back, First: first, RunEnded: a.recordPuzzleRun}
	if hook := a.srv.cfg.puzzleShown; hook != nil {
		p := a.player
		o.Shown = func(pz puzzle.Puzzle) { hook(p, pz) }
	}
	if id := a.player.ID; id != 0 {
		ctx, cancel := a.storeCtx()
		z, err := a.srv.store.PuzzleRating(ctx, id)
		cancel()
		switch {
		case err == nil:
			o.Rating, o.Streak = z.Rating, z.Streak
		case !errors.Is(err, store.ErrNotFound):
			a.lobby.msg, a.lobby.msgErr = a.loc.T(screentext.PuzzleRatingUnread, "Err", err.Error()), true
			return nil
		}
		if b := a.srv.puzzleBounds(); b.hold(a) {
			o.Rated = true
			o.Record = func(pz puzzle.Puzzle, score float64) (rating.Rating, error) {
				if err := b.attempt(id, time.Now()); err != nil { // the hourly limit, said in the language
					return rating.Rating{}, saidErr{err, a.loc.T(screentext.HourlyLimit, "N", b.perHour)}
				}
				return a.recordPuzzle(pz, score)
			}
			stop := func() bool { return false }
			if a.ctx != nil { // the session's end gives up the hold too
				stop = context.AfterFunc(a.ctx, func() { b.release(a) })
			}
			o.Quit = func() tea.Cmd {
				stop()
				b.release(a)
				return back()
			}
		} else {
			o.Note = a.loc.T(screentext.NotRatedHere)
		}
	}
	s := &puzzleScreen{a: a, m: ui.NewPuzzle(o)}
	a.show(s)
	s.m.Update(tea.WindowSizeMsg{Width: a.width, Height: a.height})
	return nil
}

func (s *puzzleScreen) update(msg tea.Msg) tea.Cmd {
	_, cmd := s.m.Update(msg)
	return cmd
}

func (s *puzzleScreen) view() string { return s.m.Content() }

// puzzleLeaderboardPage is the best puzzle solvers, and where the
// session's player stands; enter on a player opens their profile.
func (a *app) puzzleLeaderboardPage() (*page, error) {
	ctx, cancel := a.storeCtx()
	defer cancel()
	top, err := a.srv.store.PuzzleLeaderboard(ctx, leaderboardTop)
	if err != nil {
		return nil, err
	}
	p := &page{title: a.loc.T(screentext.PuzzleBoard), empty: a.loc.T(screentext.PuzzleBoardEmpty), head: []string{a.yourPuzzleRank(), ""}}
	for _, st := range top {
		id := st.Player.ID
		p.rows = append(p.rows, pageRow{text: screentext.PuzzleLine(a.loc, st), open: func() tea.Cmd { return a.pages.push(a.profilePage(id)) }})
	}
	return p, nil
}

// yourPuzzleRank is the session's player's place among the puzzle
// solvers.
func (a *app) yourPuzzleRank() string {
	if a.player.ID == 0 {
		return a.loc.T(screentext.GuestsUnranked)
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	st, err := a.srv.store.PuzzleRating(ctx, a.player.ID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return a.loc.T(screentext.NoPuzzleTried)
	case err != nil:
		return a.loc.T(screentext.RankUnread, "Err", err.Error())
	}
	return a.loc.T(screentext.PuzzleRank, "Rank", st.Rank, "Rating", st.Rating.String())
}

// profilePuzzles is how many of a player's last puzzle attempts their
// profile shows, two a line.
const profilePuzzles = 5

// puzzleHistoryLines are a profile's lines of the player's last rated
// puzzle attempts (total tried in all): none before the first.
func (a *app) puzzleHistoryLines(ctx context.Context, id store.PlayerID, total int) ([]string, error) {
	hist, _, err := a.srv.store.PuzzleHistory(ctx, id, profilePuzzles)
	if err != nil || len(hist) == 0 {
		return nil, err
	}
	lines := []string{a.loc.T(screentext.HistoryHead, "N", len(hist), "Total", total)}
	for i := 0; i < len(hist); i += 2 {
		var entries []string
		for _, h := range hist[i:min(i+2, len(hist))] {
			entries = append(entries, screentext.PuzzleHistoryEntryIn(a.loc, h.At.UTC().Format(time.DateOnly), int(math.Round(h.PuzzleR)), h.Score,
				int(math.Round(h.After))-int(math.Round(h.Before))))
		}
		lines = append(lines, "  "+strings.Join(entries, "    "))
	}
	return lines, nil
}
