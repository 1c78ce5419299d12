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

// TestGuestMarkInTheReadersWords: a guest's mark, and the bare name of a
// guest without a usable one, are shown in each reader's words; English
// keeps the name as it is held.
func TestGuestMarkInTheReadersWords(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	ar := i18n.New(i18n.Arabic, i18n.BidiTerminal)
	for _, c := range []struct{ got, want string }{
		{ShownNameIn(nil, "karim"+GuestMark, false), "karim (guest)"},
		{ShownNameIn(nil, "guest"+GuestMark, false), "guest (guest)"},
		{ShownNameIn(fr, "karim"+GuestMark, false), "karim (invité)"},
		{ShownNameIn(fr, "guest"+GuestMark, false), "invité (invité)"},
		{ar.Show(ShownNameIn(ar, "karim"+GuestMark, false)), "karim (ضيف)"},
		{ShownNameIn(fr, "karim", false), "karim"},
		{Name{Name: "amina" + GuestMark}.In(fr), "amina (invité)"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// TestGuestNamesInRoomLines: a room's line that names a guest says the
// guest's mark in each reader's words, and keeps the English.
func TestGuestNamesInRoomLines(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	s := say(txtEvJoined, "Name", "amina"+GuestMark, "White", "amina")
	if got, want := s.String(), "amina (guest) joined; amina has White"; got != want {
		t.Errorf("English %q, want %q", got, want)
	}
	if got, want := s.In(fr), "amina (invité) a rejoint la salle ; amina a les Blancs"; got != want {
		t.Errorf("French %q, want %q", got, want)
	}
}

// TestKeptTakebackNoteSaidAgain: the takeback's note of a room kept over
// a restart is said again in each reader's language, read back from its
// kept English with the seats' names; another note stays as kept.
func TestKeptTakebackNoteSaidAgain(t *testing.T) {
	fr := i18n.New(i18n.French, i18n.BidiTerminal)
	r := &Room{}
	r.Seats[0].Player.Name, r.Seats[1].Player.Name = "alice", "bob (x)"
	if got, want := r.noteSaidLocked("bob (x) took back 2. c1xc3 (alice agreed)").In(fr), "bob (x) a annulé 2. c1xc3 (accord de alice)"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got, want := r.noteSaidLocked("alice took back 3... b4-c3 d2-c2 (bob (x) agreed)").In(fr), "alice a annulé 3... b4-c3 d2-c2 (accord de bob (x))"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	for _, text := range []string{"the server is stopping", "carol took back 2. c1xc3 (alice agreed)"} {
		if s := r.noteSaidLocked(text); s.ID != "" {
			t.Errorf("%q read back as %v", text, s)
		}
	}
}
