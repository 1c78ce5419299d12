package room

import (
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// TestTakebackNoteInLanguages: the note a takeback leaves in the room's
// chat keeps its English text (for the archive) and is said in each
// reader's language; the notice of a server going down, and a bot's
// mark, likewise.
func TestTakebackNoteInLanguages(t *testing.T) {
	t.Parallel()
	fr, ar := i18n.New(i18n.French, i18n.BidiTerminal), i18n.New(i18n.Arabic, i18n.BidiTerminal)
	h := newTestHub(t, time.Minute)
	a, b := openRoom(t, h, Options{Clock: 5 * time.Minute})
	white, black := seatColors(t, a, b)
	if err := white.Move(firstMove(waitFor(t, white, "the start", func(s *State) bool { return s.Started }))); err != nil {
		t.Fatal(err)
	}
	if err := white.Takeback(); err != nil {
		t.Fatal(err)
	}
	if err := black.Takeback(); err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, white, "the note", func(s *State) bool { return len(s.Chat) > 0 })
	note := st.Chat[len(st.Chat)-1]
	en := note.Said.In(nil)
	if !note.Note() || en != note.Text || !strings.HasPrefix(en, white.who.Name+" took back 1. ") {
		t.Fatalf("the note %+v: %q", note, en)
	}
	for _, c := range []struct {
		got, want string
	}{
		{note.Said.In(fr), white.who.Name + " a annulé 1. "},
		{ar.Show(note.Said.In(ar)), "تراجع " + white.who.Name + " عن 1. "},
		{noticeSaid(DownNotice).In(nil), "the server is going down"},
		{noticeSaid(DownNotice).In(fr), "le serveur s'arrête"},
		{noticeSaid(DownNotice).In(ar), "الخادم يتوقف"},
		{noticeSaid("maintenance").In(fr), "maintenance"},
		{ShownNameIn(nil, "robo", true), "robo BOT"},
		{ShownNameIn(fr, "robo", true), "robo BOT"},
		{ar.Show(Name{"robo", true}.In(ar)), "robo بوت"},
		{Name{"ann", false}.In(ar), "ann"},
	} {
		if !strings.HasPrefix(c.got, c.want) {
			t.Errorf("got  %q\nwant %q…", c.got, c.want)
		}
	}
}
