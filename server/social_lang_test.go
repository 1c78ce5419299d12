package server

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/housebot"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
)

// TestSocialTextsInLanguages: quick match's offer of a house bot, the
// house bots' rows and a bot's mark in the lobby's lists are said in the
// session's language, fit the waiting page's 80 columns, and say in
// English what they said before.
func TestSocialTextsInLanguages(t *testing.T) {
	t.Parallel()
	fr, ar := i18n.New(i18n.French, i18n.BidiApp), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for n := levels.Min; n <= levels.Max; n++ {
		want := fmt.Sprintf("No one found yet — play the computer (level %d, %s) instead? [b]", n, levels.All()[n-levels.Min].Name)
		if got := screentext.BotOffer(nil, n, housebot.OfferKey); got != want {
			t.Errorf("English offer %q, want %q", got, want)
		}
		for _, l := range []*i18n.Localizer{nil, fr, ar} {
			if w := 2 + ansi.StringWidth(screentext.BotOffer(l, n, housebot.OfferKey)); w > 80 {
				t.Errorf("%v: the offer of level %d is %d columns", l.Lang(), n, w)
			}
			if w := 3 + ansi.StringWidth(screentext.BotLabel(l, housebot.All()[n-levels.Min])); w > 80 {
				t.Errorf("%v: the row of bot %d is %d columns", l.Lang(), n, w)
			}
		}
	}
	info := room.Info{White: "robo " + room.BotMark, Black: "ann", Creator: "robo " + room.BotMark,
		Names: [3]room.Name{{Name: "robo", Bot: true}, {Name: "ann"}, {Name: "robo", Bot: true}}}
	for _, c := range []struct{ got, want string }{
		{screentext.BotOffer(fr, 3, housebot.OfferKey), "Personne pour l'instant — jouer contre l'ordinateur (niveau 3, amateur) ? [b]"},
		{screentext.BotOffer(ar, 3, housebot.OfferKey), "الحاسوب بدلًا من ذلك (المستوى 3، هاوٍ)"},
		{info.WhiteIn(nil), "robo BOT"},
		{info.CreatorIn(fr), "robo BOT"},
		{ar.Show(info.WhiteIn(ar)), "robo بوت"},
		{info.BlackIn(ar), "ann"},
		{(room.Info{White: "old"}).WhiteIn(ar), "old"},
	} {
		if !strings.Contains(c.got, c.want) {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
}
