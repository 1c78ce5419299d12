package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/store"
)

// TestGameRowsInTheLanguage: the rows of the lists of archived games
// (Recent games, a profile's games) say what each game counted for in
// French and Arabic, and in English as before, byte for byte.
func TestGameRowsInTheLanguage(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 12, 7, 15, 4, 0, 0, time.UTC)
	seat := func(name string) store.Seat { return store.Seat{Name: name} }
	games := []store.GameSummary{
		{White: seat("alice"), Black: seat("bob"), Result: game.WhiteWin, Rated: true, Class: rating.Clock, Played: at, WhiteChange: 12, BlackChange: -12},
		{White: seat("alice"), Black: seat("Fetaix level 3 (casual)"), Result: game.Draw, Level: 3, Played: at},
		{White: seat("carl"), Black: seat("alice"), Result: game.BlackWin, Played: at},
		{White: seat("dan"), Black: seat("eve"), Result: game.WhiteWin, Imported: true, Played: at},
		{White: seat("alice"), Black: seat("bob"), Result: game.BlackWin, Rated: true, Class: rating.Correspondence, Played: at, WhiteChange: -7, BlackChange: 7},
	}
	english := []string{
		"2026-12-07 15:04  alice – bob  1-0  rated clock +12/-12",
		"2026-12-07 15:04  alice – Fetaix level 3 (casual)  1/2-1/2  vs computer level 3",
		"2026-12-07 15:04  carl – alice  0-1  casual",
		"2026-12-07 15:04  dan – eve  1-0  imported",
		"2026-12-07 15:04  alice – bob  0-1  rated correspondence -7/+7",
	}
	for i, g := range games {
		if got := screentext.GameLine(nil, g); got != english[i] {
			t.Errorf("English row %q, want %q", got, english[i])
		}
	}
	for _, c := range []struct {
		lang  i18n.Lang
		words []string
	}{
		{i18n.French, []string{"classée à la pendule +12/-12", "contre l'ordinateur, niveau 3", "amicale", "importée", "classée par correspondance -7/+7"}},
		{i18n.Arabic, []string{"مقيَّمة بالساعة +12/-12", "ضد الحاسوب، المستوى 3", "غير مقيَّمة", "مستوردة", "مقيَّمة بالمراسلة -7/+7"}},
	} {
		loc := i18n.New(c.lang, i18n.BidiTerminal)
		for i, g := range games {
			got := loc.Show(screentext.GameLine(loc, g)) // in logical order, the isolates taken out
			if !strings.Contains(got, c.words[i]) || !strings.HasPrefix(got, "2026-12-07 15:04  ") {
				t.Errorf("%s row %q: no %q", c.lang, got, c.words[i])
			}
			for _, en := range []string{"rated", "casual ", "computer", "imported", " clock", "correspondence"} {
				if strings.Contains(strings.TrimPrefix(got, "2026-12-07 15:04  alice – Fetaix level 3 (casual)"), en) {
					t.Errorf("%s row %q: English %q", c.lang, got, en)
				}
			}
		}
	}
}

// TestLobbyWrapperWordsInTheLanguage: the words around the commands the
// lobby shows (the challenge's usage, the games in progress) are in
// French and Arabic, the commands as typed, and in English as before.
func TestLobbyWrapperWordsInTheLanguage(t *testing.T) {
	t.Parallel()
	if got := challengeUsage(nil); got != room.ChallengeUsage {
		t.Errorf("English usage %q, want %q", got, room.ChallengeUsage)
	}
	a := langApp(t, "")
	a.lobby.page = pageJoin
	checkShown(t, "English join", a.lobby.view(), "or challenge a player: challenge NAME", "— e.g. challenge bob rated 5+3")
	for _, c := range []struct {
		lang  i18n.Lang
		words []string
	}{
		{i18n.French, []string{"ou défiez un joueur : challenge NAME", "— p. ex. challenge bob rated 5+3"}},
		{i18n.Arabic, []string{"أو تحدَّ لاعبًا:", "مثلًا:"}},
	} {
		loc := i18n.New(c.lang, i18n.BidiTerminal)
		usage := loc.Show(challengeUsage(loc))
		if !strings.HasPrefix(usage, "challenge NAME [rated|casual] [M+I|none] [white|black] — ") || strings.Contains(usage, "e.g.") {
			t.Errorf("%s usage %q", c.lang, usage)
		}
		a := langApp(t, c.lang)
		a.lobby.page = pageJoin
		checkShown(t, string(c.lang)+" join", a.lobby.view(), c.words...)
	}
	for n, want := range map[int]string{1: "you have a game in progress in room K7QM — enter to go back",
		2: "you have 2 games in progress; room K7QM first — enter to go back"} {
		l := &lobby{a: &app{}, inProgress: n, kept: room.KeptSeat{Code: "K7QM"}}
		if got := l.inProgressText(); got != want {
			t.Errorf("English in progress %q, want %q", got, want)
		}
		l.a.loc = i18n.New(i18n.French, i18n.BidiTerminal)
		if got := l.inProgressText(); !strings.Contains(got, "en cours") || !strings.Contains(got, "K7QM") {
			t.Errorf("French in progress %q", got)
		}
	}
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	for _, c := range []struct {
		info     room.Info
		en, frnc string
	}{
		{room.Info{Clock: "5+3"}, "5+3", "5+3"},
		{room.Info{Clock: "no clock"}, "no clock", "sans pendule"},
		{room.Info{Clock: "3 days/move", Days: 3}, "3 days/move", "3 jours/coup"},
	} {
		if got := screentext.InfoClockIn(nil, c.info); got != c.en {
			t.Errorf("English clock %q, want %q", got, c.en)
		}
		if got := screentext.InfoClockIn(fr, c.info); got != c.frnc {
			t.Errorf("French clock %q, want %q", got, c.frnc)
		}
	}
}

// TestRecentGamesPageInTheLanguage: the Recent games page's rows, in
// French and Arabic, fit 80 columns and say what each game counted for.
func TestRecentGamesPageInTheLanguage(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang  i18n.Lang
		words []string
	}{
		{i18n.French, []string{"Parties récentes", "ann – bob  1-0  classée sans pendule", "bob – ann  *  amicale"}},
		{i18n.Arabic, []string{"مقيَّمة بلا ساعة", "غير مقيَّمة"}},
	} {
		a := langApp(t, c.lang)
		ann, bob := archivePlayer(t, a, "ann"), archivePlayer(t, a, "bob")
		archiveGame(t, a, ann, bob, 2, true)
		archiveGame(t, a, bob, ann, 3, false) // interrupted: "*", casual
		press(a, "6", "4")
		view := a.View().Content
		checkShown(t, string(c.lang)+" recent games", view, c.words...)
		if testing.Verbose() {
			t.Log("\n" + ansi.Strip(view))
		}
	}
}
