package server

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
)

// What the lobby's pages show, read from the store (lobbypages.go draws
// them).

// Bounds of what a page reads: the lines of a leaderboard class, of a
// profile's recent games and of the recent games.
const (
	leaderboardTop = 100
	profileRecent  = 50
	recentGames    = 200
)

// errGuestProfile is what a guest asking for their profile is told.
var errGuestProfile = errors.New("guests have no profile: connect with an SSH key to keep one (your games are under Recent games)")

// leaderboardPage is the best players of each rating class, and where the
// session's player stands in it; enter on a player opens their profile.
func (a *app) leaderboardPage() (*page, error) {
	ctx, cancel := a.storeCtx()
	defer cancel()
	me, err := a.storePlayer()
	if err != nil && !errors.Is(err, store.ErrNotFound) && !errors.Is(err, errGuestProfile) {
		return nil, err
	}
	loc := a.loc
	p := &page{title: loc.T(screentext.PagesBoard), empty: loc.T(screentext.PagesNoRated)}
	var rows []pageRow
	for _, c := range rating.Classes {
		top, err := a.srv.store.Leaderboard(ctx, c, leaderboardTop)
		if err != nil {
			return nil, err
		}
		p.head = append(p.head, loc.T(screentext.PagesClassRank, "Class", screentext.ClassTitle(loc, c), "Rank", a.yourRank(me, c)))
		if len(top) == 0 {
			continue
		}
		rows = append(rows, pageRow{text: screentext.ClassTitle(loc, c)})
		for _, st := range top {
			id := st.Player.ID
			rows = append(rows, pageRow{text: screentext.StandingLine(loc, st),
				open: func() tea.Cmd { return a.pages.push(a.profilePage(id)) }})
		}
	}
	if len(rows) > 0 {
		p.rows = rows
		p.head = append(p.head, "")
		p.pick = 1 // the best player, under the first heading
	}
	return p, nil
}

// yourRank is the session's player's place in class c.
func (a *app) yourRank(me store.Player, c rating.Class) string {
	if a.player.Guest() {
		return a.loc.T(screentext.GuestsUnranked)
	}
	if me.ID == 0 {
		return a.loc.T(screentext.PagesNoRatedYet)
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	st, err := a.srv.store.RankOf(ctx, me.ID, c)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return a.loc.T(screentext.PagesNoRatedCls)
	case err != nil:
		return a.loc.T(screentext.PagesRankErr, "Error", err.Error())
	}
	return a.loc.T(screentext.PagesYouAre, "Rank", st.Rank, "Rating", st.Rating.String())
}

// storePlayer is the session's player in the store: errGuestProfile for
// a guest, store.ErrNotFound for a key that has no player yet.
func (a *app) storePlayer() (store.Player, error) {
	if a.player.Guest() {
		return store.Player{}, errGuestProfile
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	return a.srv.store.PlayerByKey(ctx, a.player.Key)
}

// ownProfilePage is the session's player's profile.
func (a *app) ownProfilePage() (*page, error) {
	me, err := a.storePlayer()
	if errors.Is(err, store.ErrNotFound) {
		return nil, errors.New(a.loc.T(screentext.PagesNoProfile))
	} else if err != nil {
		return nil, err
	}
	return a.profilePage(me.ID)
}

// namedProfilePage is the profile of the player with this name.
func (a *app) namedProfilePage(name string) (*page, error) {
	clean := textsafe.Line(name, textsafe.MaxName)
	if clean == "" {
		return nil, errors.New(a.loc.T(screentext.PagesTypeName))
	}
	ctx, cancel := a.storeCtx()
	defer cancel()
	p, err := a.srv.store.PlayerByName(ctx, clean)
	if errors.Is(err, store.ErrNotFound) {
		return nil, errors.New(a.loc.T(screentext.PagesNoSuchName, "Name", strconv.Quote(clean)))
	} else if err != nil {
		return nil, err
	}
	return a.profilePage(p.ID)
}

// profilePage is a player's ratings, record and recent games; enter on a
// game opens it.
func (a *app) profilePage(id store.PlayerID) (*page, error) {
	ctx, cancel := a.storeCtx()
	defer cancel()
	pr, err := a.srv.store.Profile(ctx, id, profileRecent)
	if err != nil {
		return nil, err
	}
	loc := a.loc
	shown := room.ShownNameIn(loc, pr.Player.Label(), pr.Player.Bot)
	p := &page{title: shown, empty: loc.T(screentext.PagesNoGames)}
	p.head = append(p.head, loc.T(screentext.PagesSince, "Name", shown, "Date", pr.Player.Created.Format("2006-01-02")))
	rated := false
	for _, c := range rating.Classes {
		st, err := a.srv.store.RankOf(ctx, id, c)
		if errors.Is(err, store.ErrNotFound) {
			continue
		} else if err != nil {
			return nil, err
		}
		rated = true
		p.head = append(p.head, loc.N(screentext.PagesClassLine, st.Games(), "Class", screentext.ClassTitle(loc, c), "Rating", st.Rating.String(), "Rank", st.Rank,
			"Record", fmt.Sprintf("%d/%d/%d", st.Wins, st.Draws, st.Losses)))
	}
	if !rated {
		p.head = append(p.head, loc.T(screentext.PagesNoRated))
	}
	p.head = append(p.head, loc.T(screentext.PagesEveryGame, "Won", pr.Record.Wins, "Drawn", pr.Record.Draws, "Lost", pr.Record.Losses))
	if len(pr.Levels) > 0 {
		var lv []string
		for _, l := range pr.Levels {
			lv = append(lv, loc.T(screentext.PagesLevelRecord, "Level", l.Level, "Record", fmt.Sprintf("%d/%d/%d", l.Wins, l.Draws, l.Losses)))
		}
		p.head = append(p.head, loc.T(screentext.PagesVsComputer, "Levels", strings.Join(lv, " · ")))
	}
	p.head = append(p.head, screentext.PuzzleProfileLine(a.loc, pr.Puzzles))
	if pr.Puzzles != nil {
		hist, err := a.puzzleHistoryLines(ctx, id, pr.Puzzles.Attempts())
		if err != nil {
			return nil, err
		}
		p.head = append(p.head, hist...)
	}
	p.head = append(p.head, "", loc.T(screentext.PagesRecentHead))
	p.rows = a.gameRows(pr.Recent)
	return p, nil
}

// recentPage is the games that ended last, everyone's.
func (a *app) recentPage() (*page, error) {
	ctx, cancel := a.storeCtx()
	defer cancel()
	games, err := a.srv.store.RecentGames(ctx, recentGames)
	if err != nil {
		return nil, err
	}
	return &page{title: a.loc.T(screentext.PagesRecent), empty: a.loc.T(screentext.PagesNoGames), rows: a.gameRows(games)}, nil
}
