package server

import (
	"errors"
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
)

// The puzzle modes whose runs are ranked: a streak (puzzles of rising
// difficulty until the first mistake) and a timed run (as many as can be
// solved in timedRunLength).
const (
	modeStreak     = "streak"
	modeTimed      = "timed"
	timedRunLength = 3 * time.Minute
)

// runGap is the least time between two run results of one key in a mode:
// a timed run lasts timedRunLength (less a second for the clocks), and a
// streak shows at least one puzzle, at most one a second (puzzleGap).
// Results sooner are not kept, so a key writes at most one row a second
// (streak) and one every three minutes (timed) to the database.
var runGap = map[string]time.Duration{
	modeStreak: puzzleGap,
	modeTimed:  timedRunLength - time.Second,
}

// runBounds counts the run results of each key and mode over their gap
// (room.WindowQuota: one time held per key and mode, forgotten once the
// gap passed).
type runBounds struct {
	quotas map[string]*room.WindowQuota // by mode
}

func newRunBounds() *runBounds {
	b := &runBounds{quotas: map[string]*room.WindowQuota{}}
	for mode, gap := range runGap {
		b.quotas[mode] = room.NewWindowQuota(gap)
	}
	return b
}

// runBounds returns the server's bounds of run results (made on first
// use).
func (s *Server) runBounds() *runBounds {
	s.runsOnce.Do(func() { s.runs = newRunBounds() })
	return s.runs
}

// errRunTooSoon says a run's result came sooner than its mode's gap
// after the key's last one.
var errRunTooSoon = errors.New(screentext.RunTooSoon)

// recordPuzzleRun keeps the result of a run of the puzzles in mode
// (modeStreak, modeTimed) that solved score puzzles, and returns the
// player's best in the mode before it (0 before their first), for the
// screen to say whether the run beat it: a key holder's is stored and
// ranked (one row per key and mode; one result per key and mode per
// runGap), a guest's lasts the session and is on no leaderboard.
//
// ui.PuzzleOptions.RunEnded calls it (openPuzzles).
func (a *app) recordPuzzleRun(mode string, score int) (prior int, err error) {
	q, ok := a.srv.runBounds().quotas[mode]
	if !ok {
		return 0, fmt.Errorf(screentext.RunUnknownMode, mode)
	}
	if a.player.ID == 0 {
		if a.runBests == nil {
			a.runBests = map[string]int{}
		}
		prior = a.runBests[mode]
		a.runBests[mode] = max(prior, score)
		return prior, nil
	}
	if !q.Take(time.Now(), room.QuotaKey{Key: fmt.Sprint(a.player.ID), Limit: 1}) {
		return 0, saidErr{errRunTooSoon, a.loc.T(screentext.RunTooSoonID)}
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	return a.srv.store.RecordPuzzleRun(ctx, a.player.ID, mode, score, time.Now())
}

// runBoardTitles are the titles of the modes' leaderboards (in English
// screentext.StreakBoardTitle and screentext.TimedBoardTitle).
var runBoardTitles = map[string]i18n.ID{modeStreak: screentext.StreakBoard, modeTimed: screentext.TimedBoard}

// runLeaderboardPage is the best runs of mode, and where the session's
// player stands; enter on a run opens its player's profile.
func (a *app) runLeaderboardPage(mode string) (*page, error) {
	ctx, cancel := a.storeCtx()
	defer cancel()
	top, err := a.srv.store.PuzzleRunLeaderboard(ctx, mode, leaderboardTop)
	if err != nil {
		return nil, err
	}
	p := &page{title: a.loc.T(runBoardTitles[mode]), empty: a.loc.T(screentext.RunBoardEmptyID), head: []string{a.yourRunRank(mode), ""}}
	for _, st := range top {
		id := st.Player.ID
		p.rows = append(p.rows, pageRow{text: screentext.RunLineIn(a.loc, st.Rank, st.Player.Label(), st.Best, st.At.UTC().Format(time.DateOnly)),
			open: func() tea.Cmd { return a.pages.push(a.profilePage(id)) }})
	}
	return p, nil
}

// yourRunRank is the session's player's place among the runs of mode.
func (a *app) yourRunRank(mode string) string {
	if a.player.ID == 0 {
		return a.loc.T(screentext.GuestsUnranked)
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	st, err := a.srv.store.PuzzleRunBest(ctx, a.player.ID, mode)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return a.loc.T(screentext.NoRunYet)
	case err != nil:
		return err.Error()
	}
	return a.loc.T(screentext.RunRank, "Rank", st.Rank, "Solved", screentext.SolvedCount(a.loc, st.Best, "%d"))
}
