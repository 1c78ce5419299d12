package room

import (
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// TestSaidInLanguages: what a room says is said in each reader's
// language, its nested reasons and durations too, and in English as the
// room said it before; a refusal likewise.
func TestSaidInLanguages(t *testing.T) {
	fr, ar := i18n.New(i18n.French, i18n.BidiTerminal), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	ev := Says{say(txtEvPlayed, "Name", "bob", "Move", "c2-c3"), say(txtEvDrawLapsed),
		say(txtEvGameOver, "Why", timeRanOut(1))}
	for _, c := range []struct{ got, want string }{
		{ev.String(), "bob played c2-c3; the draw offer lapsed; game over: black's time ran out"},
		{fr.Show(ev.In(fr)), "bob a joué c2-c3 ; la proposition de nulle est caduque ; partie terminée : temps écoulé pour les Noirs"},
		{ar.Show(ev.In(ar)), "لعب bob c2-c3؛ سقط عرض التعادل؛ انتهت المباراة: نفد وقت الأسود"},
		{pairedEvent("ann", "bob", 90*time.Second).String(), "tournament game: ann has White against bob · first move within 1 min 30 s or the game is lost"},
		{fr.Show(pairedEvent("ann", "bob", 90*time.Second).In(fr)), "partie de tournoi : ann a les Blancs contre bob · premier coup dans les 1 min 30 s ou la partie est perdue"},
		{ar.Show(DurationIn(ar, 90*time.Second)), "1 د 30 ث"},
		{RefusalIn(nil, fmt.Errorf("%w (x)", ErrOver)), "the game is over (x)"},
		{RefusalIn(fr, ErrNotYourTurn), "ce n'est pas votre trait"},
		{RefusalIn(ar, ErrNotYourTurn), "ليس دورك"},
		{RefusalIn(fr, fmt.Errorf("%w %q", ErrNoRoom, "K7QM")), "aucune salle avec ce code"},
		{RefusalIn(nil, fmt.Errorf("%w %q", ErrNoRoom, "K7QM")), `no room with that code "K7QM"`},
		{RefusalIn(fr, MutedError{&store.Sanction{Kind: store.Mute, Reason: "spam"}}), "vous êtes réduit au silence sur ce serveur (spam) ; vos messages ne sont pas envoyés"},
		{MutedError{&store.Sanction{Kind: store.Mute, Reason: "spam"}}.Error(), mutedIn(nil, &store.Sanction{Kind: store.Mute, Reason: "spam"})},
		{say(txtNoticeKept, "Notice", verbatim("the server is stopping"), "Code", "K7QM").String(), "the server is stopping; the game is kept: join K7QM when the server is back"},
		{gameSaveSaid(3, syscall.ENOSPC).String(), "game 3 not saved yet (disk full); the server keeps it and retries"},
		{fr.Show(LastGameSaveIn(fr, syscall.ENOSPC)), "votre dernière partie pas encore enregistrée (disque plein) ; le serveur la garde et réessaie"},
		{ar.Show(LastGameSaveIn(ar, nil)), ar.Show("حُفظت مباراتك الأخيرة في النهاية")},
		{SanctionText(nil, &store.Sanction{Kind: store.Ban, Reason: "spam"}, WhoKey), "this key is banned from this server (spam)"},
		{SanctionText(nil, &store.Sanction{Kind: store.Ban, Expires: time.Date(2027, 1, 2, 3, 4, 0, 0, time.UTC)}, WhoAddress), "your address is banned from this server until 2027-01-02 03:04 UTC"},
		{SanctionText(fr, &store.Sanction{Kind: store.Ban, Reason: "spam"}, WhoYou), "vous êtes banni de ce serveur (spam)"},
		{SanctionText(ar, &store.Sanction{Kind: store.Ban}, WhoKey), "هذا المفتاح محظور على هذا الخادم"},
		{SanctionText(fr, &store.Sanction{Kind: store.Mute}, WhoYou), "vous êtes réduit au silence sur ce serveur ; vos messages ne sont pas envoyés"},
		{fr.Show(gameSaveSaid(3, syscall.ENOSPC).In(fr)), "partie 3 pas encore enregistrée (disque plein) ; le serveur la garde et réessaie"},
		{fr.Show(say(txtNoticeBanned, "Name", "bob").In(fr)), "fermée par l'opérateur du serveur : bob est banni"},
		{(&State{Reason: "aborted: bob resigned", ReasonSaid: say(txtWhyAbortedPrefix, "Why", say(txtWhyResigned, "Name", "bob"))}).AbortedWhy().In(fr), "bob a abandonné"},
	} {
		if c.got != c.want {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
}

// TestLobbyLinesInLanguages: the lobby's lines of challenges and
// correspondence games are said in the reader's language.
func TestLobbyLinesInLanguages(t *testing.T) {
	fr, ar := i18n.New(i18n.French, i18n.BidiTerminal), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	c := Challenge{From: Player{Name: "ann"}, ToName: "bob", Opts: Options{Rated: true, Clock: 5 * time.Minute, Increment: 3 * time.Second, Color: ChooseWhite}}
	g := Info{Code: "K7QM", Opponent: "bob", Started: true, YourMove: true, Ply: 2, Clock: "3 days/move", Days: 3, Left: 2 * Day}
	for _, c := range []struct{ got, want string }{
		{c.invitationText(nil), "ann challenges you: rated 5+3, you play black"},
		{fr.Show(c.invitationText(fr)), "ann vous défie : classée 5+3, vous jouez les Noirs"},
		{ar.Show(c.invitationText(ar)), "يتحداك ann: مقيَّمة 5+3، تلعب بالأسود"},
		{fr.Show(CorrespondenceLine(fr, g, func(d time.Duration) string { return DaysIn(fr, d) })), "K7QM  contre bob · à vous, reste 2 j · coup 2 · 3 jours/coup"},
		{ar.Show(InProgressText(ar, 2, "K7QM")), "لديك مباراتان جاريتان؛ الغرفة K7QM أولًا — enter للعودة"},
		{ar.Show(WaitingText(ar, 11)), "11 مباراة بالمراسلة تنتظر نقلتك"},
		{DaysText(2*Day + 5*time.Hour), "2d 5h"},
		{DaysIn(fr, 2*Day+5*time.Hour), "2 j 5 h"},
		{ar.Show(DaysIn(ar, 3*Day)), "3 أيام"},
	} {
		if c.got != c.want {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
}

// TestSaysDisconnected: an event is a player's disconnection alone when
// it says that player disconnected and nothing more — as its English
// text is exactly "NAME disconnected".
func TestSaysDisconnected(t *testing.T) {
	t.Parallel()
	bob := Says{say(txtEvDisconnected, "Name", "bob")}
	for _, c := range []struct {
		ss   Says
		name string
		want bool
	}{
		{bob, "bob", true},
		{bob, "alice", false},
		{Says{say(txtEvLeft, "Name", "bob")}, "bob", false},
		{append(bob, say(txtEvDrawLapsed)), "bob", false},
		{nil, "bob", false},
	} {
		if got, text := c.ss.Disconnected(c.name), c.ss.String() == c.name+" disconnected"; got != c.want || got != text {
			t.Errorf("%q: disconnection of %s %v, want %v", c.ss.String(), c.name, got, c.want)
		}
	}
}
