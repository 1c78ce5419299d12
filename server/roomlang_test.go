package server

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
)

// TestRoomScreenLanguages: the room's header, with the opponent's draw
// offer, and the event the room keeps without a language are said in the
// session's language — French and Arabic words, not English ones — and in
// English as before; each header row fits 80 columns.
func TestRoomScreenLanguages(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang       i18n.Lang
		want, fail []string
		event      string
	}{
		{i18n.English, []string{"Room ", "you play white", "bob offers a draw: ", " accept · ", "rules: defaults", "white 5:00"}, nil, "bob offers a draw"},
		{i18n.French, []string{"Salle ", "vous jouez les Blancs", "bob propose la nulle : ", " accepter · ", "règles : par défaut", "Blancs 5:00"},
			[]string{"you play", "offers"}, "bob propose la nulle"},
		{i18n.Arabic, []string{"الغرفة ", "تلعب بالأبيض", "التعادل", "قبول", "القواعد", "الأبيض 5:00"},
			[]string{"you play", "offers", "Room "}, "يعرض bob التعادل"},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			t.Parallel()
			a := testApp(t, 0)
			a.width, a.loc = 80, i18n.New(c.lang, i18n.BidiTerminal) // logical order, to find the words
			ann, bob := clockRoom(t, a)
			a.room.apply(waitFor(t, ann, "the start", func(s *room.State) bool { return s.Started }))
			if err := bob.OfferDraw(); err != nil {
				t.Fatal(err)
			}
			st := waitFor(t, ann, "the offer", func(s *room.State) bool { return s.DrawOffer == 1 })
			a.room.apply(st)
			head := strings.Join(a.room.headerRows(a.timeNow()), "\n")
			for _, w := range c.want {
				if !strings.Contains(head, w) {
					t.Errorf("the header lacks %q:\n%s", w, head)
				}
			}
			for _, w := range c.fail {
				if strings.Contains(head, w) {
					t.Errorf("the header has the English %q:\n%s", w, head)
				}
			}
			if got := a.loc.Show(st.Said.In(a.loc)); got != c.event { // (terminal bidi: the isolates dropped)
				t.Errorf("the event: %q, want %q", got, c.event)
			}
			a.loc = i18n.New(c.lang, i18n.BidiApp) // as shown
			for _, row := range a.room.headerRows(a.timeNow()) {
				if w := ansi.StringWidth(row); w > 80 {
					t.Errorf("a header row of %d columns: %q", w, row)
				}
			}
		})
	}
}

// TestRoomWaitingLanguages: the page of a rated room waiting for its
// opponent, in French and Arabic, says its lines in the language and
// fits 80 columns uncut.
func TestRoomWaitingLanguages(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.French, []string{"Donnez le code ", "Vous aurez les ", "(au sort) · classée · 5+3 · règles : par défaut", "amicale contre"}},
		{i18n.Arabic, []string{"شارك الرمز", "لونك", "مقيَّمة", "بالقرعة"}},
	} {
		t.Run(string(c.lang), func(t *testing.T) {
			t.Parallel()
			a := testApp(t, 0)
			a.width, a.loc = 80, i18n.New(c.lang, i18n.BidiTerminal)
			a.player = room.Player{Name: "ann", Key: "SHA256:ann", ID: 1} // a rated room's
			opts := room.DefaultOptions()
			opts.Clock, opts.Increment, opts.Rated = 5*time.Minute, 3*time.Second, true
			cl, err := a.srv.hub.Create(a.player, opts)
			if err != nil {
				t.Fatal(err)
			}
			a.enterRoom(cl, "")
			a.room.apply(waitFor(t, cl, "the room", func(*room.State) bool { return true }))
			page := a.room.waitingView()
			for _, w := range c.want {
				if !strings.Contains(page, w) {
					t.Errorf("the page lacks %q:\n%s", w, page)
				}
			}
			a.loc = i18n.New(c.lang, i18n.BidiApp)
			for _, line := range strings.Split(a.room.waitingView(), "\n") {
				if w := ansi.StringWidth(line); w > 80 {
					t.Errorf("a line of %d columns: %q", w, line)
				}
			}
		})
	}
}

// TestRoomLeaveKeyInLanguages: the game's quit key, which leaves a room,
// is named in the session's language, in a key map made once a language.
func TestRoomLeaveKeyInLanguages(t *testing.T) {
	t.Parallel()
	fr := i18n.New(i18n.French, i18n.BidiApp)
	if got := roomGameKeysIn(fr).Quit.Help().Desc; got != "quitter" {
		t.Errorf("French: %q", got)
	}
	if roomGameKeysIn(fr) != roomGameKeysIn(i18n.New(i18n.French, i18n.BidiApp)) {
		t.Error("the French key map is made again")
	}
	if got := roomGameKeysIn(nil).Quit.Help().Desc; got != "leave" || roomGameKeysIn(nil) != roomGameKeys {
		t.Errorf("English: %q", got)
	}
}
