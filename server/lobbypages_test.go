package server

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/testkit/keypress"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// archivePlayer makes a key holder named name in the session's store.
func archivePlayer(t *testing.T, a *app, name string) store.Player {
	t.Helper()
	st := a.srv.store
	p, err := st.FindOrCreate(t.Context(), "SHA256:"+name)
	if err != nil {
		t.Fatal(err)
	}
	if p.Name, err = st.SetName(t.Context(), p.ID, name); err != nil {
		t.Fatal(err)
	}
	return p
}

// archiveGame saves a rated untimed game of plies moves, with chat, that
// black resigns (or, unless resign, is interrupted), and returns its
// moves.
func archiveGame(t *testing.T, a *app, white, black store.Player, plies int, resign bool) []game.Move {
	t.Helper()
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for range plies {
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if resign {
		if err := g.Resign(game.Black); err != nil {
			t.Fatal(err)
		}
	}
	rec := pdn.NewRecord(g)
	rec.SetTag(pdn.TagWhite, white.Name)
	rec.SetTag(pdn.TagBlack, black.Name)
	_, err := a.srv.store.Save(t.Context(), store.FinishedGame{Record: rec, Rated: true, Class: rating.Untimed,
		White: store.Seat{Player: white.ID, Name: white.Name}, Black: store.Seat{Player: black.ID, Name: black.Name},
		Chat: []store.ChatLine{{Author: white.Name, Text: "good game"}}})
	if err != nil {
		t.Fatal(err)
	}
	return g.Moves()
}

// press sends keys to the session and runs what they start, but for
// ticks (timers that would wait).
func press(a *app, keys ...string) {
	for _, k := range keys {
		run(a, a.Update2(keypress.Key(k)))
	}
}

// Update2 is Update without the model.
func (a *app) Update2(msg tea.Msg) tea.Cmd {
	_, cmd := a.Update(msg)
	return cmd
}

// run runs cmd and hands its messages to the session, until none is left;
// commands that do not answer at once (ticks, searches) are dropped.
func run(a *app, cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	msgs := make(chan tea.Msg, 1)
	go func() { msgs <- cmd() }()
	select {
	case msg := <-msgs:
		switch msg := msg.(type) {
		case nil:
		case tea.BatchMsg:
			for _, c := range msg {
				run(a, c)
			}
		default:
			run(a, a.Update2(msg))
		}
	case <-time.After(200 * time.Millisecond):
	}
}

// screenText is the session's screen without styles.
func screenText(a *app) string { return ansi.Strip(a.View().Content) }

func wantOnScreen(t *testing.T, a *app, texts ...string) {
	t.Helper()
	s := screenText(a)
	for _, text := range texts {
		if !strings.Contains(s, text) {
			t.Fatalf("%q not on the screen:\n%s", text, s)
		}
	}
}

// TestLobbyLeaderboard: the leaderboard lists the rated players with
// their ratings and the session's own rank; a guest is told they have
// none; enter on a player opens their profile.
func TestLobbyLeaderboard(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	archiveGame(t, a, ann, bob, 4, true)
	a.player.Key = "SHA256:bob"
	press(a, "6")
	wantOnScreen(t, a, "Players and games", "Leaderboard", "Recent games")
	press(a, "1")
	wantOnScreen(t, a, "Untimed: you are #2, ", "With a clock: you have no rated game in this class yet",
		"1. ann", "2. bob", "?", "±", "   1 game   1/0/0", "   1 game   0/0/1")
	press(a, "enter")
	wantOnScreen(t, a, "ann · playing here since", "Untimed: ", "#1", "every game: 1 won · 0 drawn · 0 lost")
	press(a, "esc", "esc", "esc")
	wantOnScreen(t, a, lobbyText)

	g := testApp(t, time.Minute)
	g.srv.store = a.srv.store
	press(g, "6", "1")
	wantOnScreen(t, g, "guests are not ranked", "1. ann")
}

// TestLobbyProfiles: your profile shows your ratings, record and recent
// games; a guest has none and is told why; a player's profile is found by
// name whatever its case; an unknown name gets a clear error.
func TestLobbyProfiles(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	archiveGame(t, a, ann, bob, 2, true)
	archiveGame(t, a, bob, ann, 3, true)
	a.player.Key = "SHA256:ann"
	press(a, "6", "2")
	wantOnScreen(t, a, "ann · playing here since", "Untimed: ", "2 rated games, 1/0/1 (W/D/L)",
		"every game: 1 won · 0 drawn · 1 lost", "Recent games:", "bob – ann  1-0", "ann – bob  1-0")
	press(a, "esc", "3")
	wantOnScreen(t, a, "Name:")
	press(a, "B", "O", "B", "enter")
	wantOnScreen(t, a, "bob · playing here since", "every game: 1 won · 0 drawn · 1 lost")
	archiveGame(t, a, bob, archivePlayer(t, a, "cy"), 2, true)
	press(a, "esc", "3", "c", "y", "enter")
	wantOnScreen(t, a, "cy · playing here since", "1 rated game, 0/0/1 (W/D/L)")
	press(a, "esc", "3", "n", "o", "b", "o", "d", "y", "enter")
	wantOnScreen(t, a, `no player is named "nobody"`)

	a.player.Key = "" // a guest
	press(a, "esc", "2")
	wantOnScreen(t, a, "guests have no profile")
}

// TestLobbyRecentGameOpensInReplay: a game of the recent games opens in
// the replay at its end; the keys step through it; enter offers to play on
// from the position shown; quitting returns to the list and the archived
// game is not saved again.
func TestLobbyRecentGameOpensInReplay(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	moves := archiveGame(t, a, ann, bob, 3, false) // interrupted: "*"
	press(a, "6", "4")
	wantOnScreen(t, a, "ann – bob  *  casual")
	press(a, "enter")
	if !showing[*soloScreen](a) {
		t.Fatalf("enter on a game did not open it:\n%s", screenText(a))
	}
	wantOnScreen(t, a, "replay · ply 3 of 3", moves[2].String())
	press(a, "left")
	wantOnScreen(t, a, "replay · ply 2 of 3")
	press(a, "enter")
	wantOnScreen(t, a, "Play from here")
	press(a, "esc")
	a.saveSolo("the connection closed") // nothing played: not saved again
	press(a, "q")
	if !showing[*pagesScreen](a) {
		t.Fatalf("quitting the replay did not return to the list:\n%s", screenText(a))
	}
	a.srv.hub.archive.pending.Wait()
	if games := archivedGames(t, a.srv.hub); len(games) != 1 {
		t.Fatalf("the archived game opened, with no move played on it, was saved again: %d games", len(games))
	}
}

// TestLobbyPagesScroll: a list longer than the screen shows a window of
// it with marks for the rest, and the keys move through all of it.
func TestLobbyPagesScroll(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	a.height = 20
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	for i := range 25 {
		archiveGame(t, a, ann, bob, i%5, true)
	}
	press(a, "6", "4")
	wantOnScreen(t, a, "↓ 14 more")
	if lines := strings.Count(screenText(a), "\n"); lines > a.height {
		t.Fatalf("the page draws %d lines on a screen of %d", lines, a.height)
	}
	press(a, "pgdown")
	below := regexp.MustCompile(`↓ \d+ more`)
	if !below.MatchString(screenText(a)) || !strings.Contains(screenText(a), "↑ ") {
		t.Fatalf("a page down a list of 25 has no lines marked above and below:\n%s", screenText(a))
	}
	press(a, "end")
	wantOnScreen(t, a, "↑ 14 more")
	if below.MatchString(screenText(a)) {
		t.Fatalf("the end of the list still has more below:\n%s", screenText(a))
	}
}

// TestLobbyPagesUnderBubbletea: the lobby's pages over the store, run by
// bubbletea itself (teatest) as a session runs them: the leaderboard
// with the player's rank, a player's profile, and back to the lobby.
func TestLobbyPagesUnderBubbletea(t *testing.T) {
	t.Parallel()
	a := testApp(t, time.Minute)
	ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
	archiveGame(t, a, ann, bob, 4, true)
	a.player.Key = "SHA256:bob"
	tm := teatest.NewTestModel(t, a, teatest.WithInitialTermSize(100, 34))
	seen := func(what ...string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
			for _, w := range what {
				if !bytes.Contains(b, []byte(w)) {
					return false
				}
			}
			return true
		}, teatest.WithDuration(waitTimeout), teatest.WithCheckInterval(10*time.Millisecond))
	}
	seen("What would you like to do?")
	tm.Send(keypress.Key("6"))
	seen("Leaderboard")
	tm.Send(keypress.Key("1"))
	seen("you are #2", "ann")
	tm.Send(keypress.Key("enter"))
	seen("playing here since")
	tm.Send(keypress.Key("ctrl+c"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(waitTimeout))
}
