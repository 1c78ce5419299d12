package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/botproto"
	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// langApp is a test session at 80×24 speaking lang (English for nil),
// its lobby made again in it.
func langApp(t *testing.T, lang i18n.Lang) *app {
	t.Helper()
	a := testApp(t, time.Hour)
	a.width, a.height = 80, 24
	if lang != "" {
		a.loc = i18n.New(lang, i18n.BidiApp)
	}
	a.lobby = newLobby(a)
	a.show(a.lobby)
	return a
}

// checkShown fails on a line of view wider than 80 columns, and on a
// word of want missing from it (each given in logical order: the Arabic
// is looked for as shown).
func checkShown(t *testing.T, what, view string, want ...string) {
	t.Helper()
	plain := ansi.Strip(view)
	for i, line := range strings.Split(plain, "\n") {
		if w := ansi.StringWidth(line); w > 80 {
			t.Errorf("%s: line %d is %d columns: %q", what, i+1, w, line)
		}
	}
	for _, w := range want {
		if !strings.Contains(plain, i18n.Visual(w)) {
			t.Errorf("%s: %q is not on the screen:\n%s", what, w, plain)
		}
	}
}

// TestAccountPagesInTheLanguage: the account page and the name page in
// French and Arabic, in 80 columns, and in English as before.
func TestAccountPagesInTheLanguage(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lang       i18n.Lang
		menu, name []string
	}{
		{i18n.English, []string{"Your name and keys", "1  Change your name", "Make this player a bot account (for good)", "↑/↓ choose · enter select · esc back"},
			[]string{"Choose your name", "Name: ", "how other players see you: at most", "enter choose · esc back"}},
		{i18n.French, []string{"Votre nom et vos clés", "Changer votre nom", "Lier cette clé à un joueur", "échap retour"},
			[]string{"Choisissez votre nom", "Nom : ", "caractères au plus", "entrée choisir"}},
		{i18n.Arabic, []string{"اسمك ومفاتيحك", "تغيير اسمك", "الإشعارات أثناء غيابك"},
			[]string{"اختر اسمك", "الاسم:", "حرفًا على الأكثر"}},
	}
	for _, c := range cases {
		a := langApp(t, c.lang)
		a.lobby.page = pageAccount
		checkShown(t, string(c.lang)+" account", a.lobby.view(), c.menu...)
		a.lobby.askName(false)
		checkShown(t, string(c.lang)+" name", a.lobby.view(), c.name...)
	}
}

// TestLobbyTextsKeepTheirEnglish: the lobby's texts drawn from the
// catalogs say in English what the packages they stand for say.
func TestLobbyTextsKeepTheirEnglish(t *testing.T) {
	for _, tc := range room.TimeControls {
		if got, want := screentext.DescribeClock(nil, tc), tc.Describe(); got != want {
			t.Errorf("screentext.DescribeClock = %q, Describe = %q", got, want)
		}
	}
	if got := " · " + (*i18n.Localizer)(nil).T(screentext.LobbyBotsHint, "Key", housebot.MenuKey); got != botsHintEnglish {
		t.Errorf("the bots' hint %q, want %q", got, botsHintEnglish)
	}
	for _, rated := range []bool{false, true} {
		if got, want := screentext.RatedText(nil, rated), (room.Options{Rated: rated}).RatedText(); got != want {
			t.Errorf("screentext.RatedText = %q, want %q", got, want)
		}
	}
	for n := 1; n <= 3; n++ {
		if got, want := (*i18n.Localizer)(nil).N(screentext.LobbyYourMoves, n, "Key", corrKey), room.WaitingText(nil, n)+" — "+corrKey+" lists them"; got != want {
			t.Errorf("%d moves: %q, want %q", n, got, want)
		}
	}
	if got := (*i18n.Localizer)(nil).T(screentext.AccountLabels[labelLinkKey]); got != labelLinkKey {
		t.Errorf("the link item %q", got)
	}
	for _, it := range accountMenu().items {
		if _, ok := screentext.AccountLabels[it.label]; !ok {
			t.Errorf("the account's item %q has no text in the catalogs", it.label)
		}
	}
	for en, id := range screentext.AccountLabels {
		if got := (*i18n.Localizer)(nil).T(id); got != en {
			t.Errorf("%s: %q, want %q", id, got, en)
		}
	}
	if got := (*i18n.Localizer)(nil).T(screentext.AcctBotConfirm); got != botproto.MakeBotConfirm {
		t.Errorf("the bot confirmation differs from botproto's")
	}
	for _, o := range game.RuleOptions {
		if got := screentext.RuleOptionHelp(nil, o); got != o.Help {
			t.Errorf("option %s: %q, game's %q", o.Name, got, o.Help)
		}
		if _, ok := screentext.RuleOptionHelps[o.Name]; !ok {
			t.Errorf("option %s has no help in the catalogs", o.Name)
		}
	}
	if got := errText(nil, errTooManyChanges); got != errTooManyChanges.Error() {
		t.Errorf("too many changes: %q", got)
	}
	if got := errText(i18n.New(i18n.French, i18n.BidiApp), errTooManyChanges); got != "trop de changements à la fois ; attendez un instant" {
		t.Errorf("too many changes in French: %q", got)
	}
	if got := (*i18n.Localizer)(nil).T(screentext.AcctMadeBot); got != botproto.MadeBot {
		t.Errorf("the bot message differs from botproto's")
	}
}

// TestCreateFormInTheLanguage: the create-room form in French and
// Arabic, in 80 columns, and in English as before.
func TestCreateFormInTheLanguage(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.English, []string{"Create a room", "Your colour  < random >", "Clock        < ", "rule options (their help in Rules): ", "↑/↓ field · ←/→ change"}},
		{i18n.French, []string{"Créer une salle", "Votre couleur  < au hasard >", "Pendule", "options de règles (leur aide dans Règles)", "entrée créer"}},
		{i18n.Arabic, []string{"إنشاء غرفة", "عشوائي", "خيارات القواعد (شرحها في القواعد)"}},
	}
	for _, c := range cases {
		a := langApp(t, c.lang)
		a.lobby.openCreate()
		checkShown(t, string(c.lang)+" create", a.lobby.view(), c.want...)
		a.lobby.field = fieldRules
		view := a.lobby.view()
		checkShown(t, string(c.lang)+" create, rules", view)
		if rows := len(strings.Split(strings.TrimRight(view, "\n"), "\n")); rows > 24 {
			t.Errorf("%s: the create form with the rules' help is %d rows", c.lang, rows)
		}
		a.lobby.page = pageJoin
		checkShown(t, string(c.lang)+" join", a.lobby.view())
		a.lobby.page, a.lobby.rooms = pageWatch, nil
		checkShown(t, string(c.lang)+" watch", a.lobby.view())
	}
}

// The house bots' words in English, as they were before the catalogs.
const (
	botsHintEnglish  = " · b: play a bot, the computer's levels, always there"
	botsTitleEnglish = "Fetaix over SSH · play a bot"
)

// botLabelsEnglish are the house bots' rows in English, weakest first.
var botLabelsEnglish = []string{
	"beginner (level 1): looks one move ahead, blunders often",
	"novice (level 2): looks two moves ahead, errs now and then",
	"casual (level 3): looks three moves ahead, errs at times",
	"club (level 4): searches five moves ahead, no errors on purpose",
	"expert (level 5): a short search, 0.3 s a move",
	"master (level 6): full strength, 2.5 s a move, plays proven moves",
}

// TestBotsScreenInTheLanguage: the house bots' list in French and
// Arabic, its rows as housebot names them in English, each level on one
// row (the clicks find them by row).
func TestBotsScreenInTheLanguage(t *testing.T) {
	t.Parallel()
	for i, b := range housebot.All() {
		if got := screentext.BotLabel(nil, b); got != botLabelsEnglish[i] {
			t.Errorf("level %d: %q, want %q", b.Level, got, botLabelsEnglish[i])
		}
	}
	cases := []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.English, []string{botsTitleEnglish, "The computer's levels, always there; you play White, from the first move.", "1  beginner (level 1): looks one move ahead", "esc  back to the lobby", "q back"}},
		{i18n.French, []string{"affronter un bot", "1  débutant (niveau 1) : voit un coup d'avance", "retour à l'accueil", "q retour"}},
		{i18n.Arabic, []string{"مبتدئ (المستوى 1)", "العودة إلى الردهة"}},
	}
	for _, c := range cases {
		a := langApp(t, c.lang)
		a.openBots()
		view := a.screen.view()
		checkShown(t, string(c.lang)+" bots", view, c.want...)
		if row := strings.Split(ansi.Strip(view), "\n")[botsTop]; !strings.Contains(row, "1  ") {
			t.Errorf("%s: the first bot is not on row %d: %q", c.lang, botsTop, row)
		}
	}
}

// TestPlayersPagesInTheLanguage: the pages' menu and the leaderboard in
// French and Arabic, their English as before.
func TestPlayersPagesInTheLanguage(t *testing.T) {
	t.Parallel()
	for _, c := range rating.Classes {
		if got := screentext.ClassTitle(nil, c); got != c.Title() {
			t.Errorf("class %v: %q, want %q", c, got, c.Title())
		}
	}
	for _, it := range pagesMenu().items {
		if _, ok := screentext.PagesLabels[it.label]; !ok {
			t.Errorf("the pages' item %q has no text in the catalogs", it.label)
		}
	}
	for en, id := range screentext.PagesLabels {
		if got := (*i18n.Localizer)(nil).T(id); got != en {
			t.Errorf("%s: %q, want %q", id, got, en)
		}
	}
	cases := []struct {
		lang       i18n.Lang
		menu, page []string
	}{
		{i18n.English, []string{"Players and games", "1  Leaderboard", "esc back to the lobby"}, []string{"Players and games · Leaderboard", "Untimed: guests are not ranked"}},
		{i18n.French, []string{"Joueurs et parties", "1  Classements", "échap retour à l'accueil"}, []string{"Joueurs et parties · Classements", "Sans pendule : les invités ne sont pas classés"}},
		{i18n.Arabic, []string{"اللاعبون والمباريات", "أفضل اللاعبين"}, []string{"بلا ساعة: الضيوف غير مصنَّفين"}},
	}
	for _, c := range cases {
		a := langApp(t, c.lang)
		a.player.Key = ""
		a.openPages()
		checkShown(t, string(c.lang)+" pages", a.screen.view(), c.menu...)
		a.pages.push(a.leaderboardPage())
		checkShown(t, string(c.lang)+" leaderboard", a.screen.view(), c.page...)
		a.pages.open = nil
		a.pages.push(a.ownProfilePage())
		checkShown(t, string(c.lang)+" guest's profile", a.screen.view())
	}
}

// TestListMarksInTheLanguage: a list's marks of the lines above and below
// its window, in English as before and in French.
func TestListMarksInTheLanguage(t *testing.T) {
	st := stylesFor(true, true)
	line := func(int) string { return "line" }
	for _, c := range []struct {
		loc          *i18n.Localizer
		above, below string
	}{{nil, "↑ 4 more", "↓ 3 more"}, {i18n.New(i18n.French, i18n.BidiApp), "↑ 4 de plus", "↓ 3 de plus"}} {
		var b strings.Builder
		st.writeList(&b, c.loc, 10, 5, 3, line)
		if !strings.Contains(b.String(), c.above) || !strings.Contains(b.String(), c.below) {
			t.Errorf("%v: %q", c.loc.Lang(), b.String())
		}
	}
}
