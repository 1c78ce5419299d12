package server

import (
	"strings"
	"testing"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/fetaix/fetaix/internal/textsafe"
)

// rowsStartingWith returns the screen's rows that begin, after their
// lead spaces, with prefix.
func rowsStartingWith(screen, prefix string) []string {
	var rows []string
	for _, row := range strings.Split(screen, "\n") {
		if strings.HasPrefix(strings.TrimLeft(row, " "), prefix) {
			rows = append(rows, row)
		}
	}
	return rows
}

// TestE2EChatNotesCannotBeImpersonated: over SSH, a takeback's note is
// the server's (no author, the note mark) on the screens and in the
// archive; a player who types the note's very text shows under their own
// name; a line padded so that its wrap starts a row with "victim: I
// resign" shows that row as a continuation; a letter with 150 combining
// marks reaches the other player with two.
func TestE2EChatNotesCannotBeImpersonated(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 80, 24)
	seats := [2]*term{alice, bob}
	playOpeningKeys(t, srv, code, seats)
	g, _ := roomGame(t, srv.hub, code)
	last := g.Moves()[g.Ply()-1]
	aliceScr, bobScr := newShownScreen(alice, 80, 24), newShownScreen(bob, 80, 24)
	shown := func(s *shownScreen, text string) string {
		t.Helper()
		if _, ok := s.waitShown(0, text, time.Now().Add(waitTimeout)); !ok {
			t.Fatalf("%q not shown; the screen:\n%s", text, s.String())
		}
		return s.String()
	}

	// the takeback: a note of the server, under nobody's name
	bob.send("u")
	shown(aliceScr, "bob asks to take back")
	alice.send("u")
	note := "bob took back 2... " + last.String() + " (alice agreed)"
	scr := shown(aliceScr, textsafe.NoteMark+" "+note)
	if strings.Contains(scr, "bob: ") || strings.Contains(scr, "[takeback") {
		t.Fatalf("the takeback's note is written under the asker's name:\n%s", scr)
	}

	// alice types the note's text: it shows as hers, and the only row
	// that begins with the note mark is the server's
	alice.send("C" + paste(textsafe.NoteMark+" "+note) + "\r")
	scr = shown(bobScr, "alice: "+textsafe.NoteMark+" "+note)
	if rows := rowsStartingWith(scr, textsafe.NoteMark); len(rows) != 1 {
		t.Fatalf("%d rows begin with the note mark, want the server's one:\n%s", len(rows), scr)
	}

	// padded to wrap at 80 columns just before "victim:"
	alice.send("C" + paste(strings.Repeat("x", 70)+" victim: I resign, sorry. gg") + "\r") // a paste: a few keys of the session's budget
	scr = shown(bobScr, "I resign, sorry. gg")
	if rows := rowsStartingWith(scr, "victim:"); len(rows) != 0 {
		t.Fatalf("a wrapped row passes for victim's line: %q\n%s", rows, scr)
	}
	if rows := rowsStartingWith(scr, textsafe.ContinuedMark+" victim: I resign"); len(rows) != 1 {
		t.Fatalf("the wrapped row is not marked as a continuation:\n%s", scr)
	}

	// 150 combining marks on one letter (the line holds 200 characters)
	alice.send("C" + paste("z"+strings.Repeat("\u0301", 150)+" end of marks"))
	shown(aliceScr, "end of marks")
	mk := bob.mark()
	alice.send("\r")
	bob.waitText(mk, "end of marks")
	marks, most := 0, 0
	for _, r := range bob.raw(mk) {
		if unicode.Is(unicode.Mn, r) {
			marks++
			most = max(most, marks)
		} else {
			marks = 0
		}
	}
	if most > 2 {
		t.Fatalf("bob received %d combining marks on one letter, want at most 2", most)
	}

	// the archive keeps the note as the server's and alice's lines as hers
	gp := &gamePlayers{t: t, srv: srv, code: code, seat: seats, spec: alice, refused: 1}
	gp.playOne() // the move taken back again: the game is long enough to archive
	resignKeys(t, alice, bob)
	srv.hub.Saves.Wait()
	waitUntil(t, "the game in the archive", func() bool { return len(archivedGames(t, srv.hub)) == 1 })
	var notes, hers int
	for _, l := range archivedGames(t, srv.hub)[0].Chat {
		switch {
		case l.Note() && l.Text == note:
			notes++
		case l.Author == "alice":
			hers++
		}
	}
	if notes != 1 || hers != 3 {
		t.Fatalf("the archive has %d notes of the takeback and %d lines of alice's, want 1 and 3: %+v",
			notes, hers, archivedGames(t, srv.hub)[0].Chat)
	}
}

// TestE2EReportReasonKeepsTwoMarksALetter: a report's reason typed with
// 150 combining marks on a letter is stored with two, as names allow.
func TestE2EReportReasonKeepsTwoMarksALetter(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, _, _ := twoInARoom(t, addr, 100, 34)
	aliceScr := newShownScreen(alice, 100, 34)
	alice.send("R")
	waitScreen(t, aliceScr, 0, "report bob")
	alice.send("\r")
	waitScreen(t, aliceScr, 0, "say why in a few words")
	alice.send(paste("z" + strings.Repeat("\u0301", 150) + " spam"))
	waitScreen(t, aliceScr, 0, " spam")
	alice.send("\r")
	waitScreen(t, aliceScr, 0, "reported bob to the server's operator")
	reps, err := srv.store.Reports(t.Context(), 0)
	if err != nil || len(reps) != 1 {
		t.Fatalf("reports: %v, %v", reps, err)
	}
	if marks := strings.Count(norm.NFD.String(reps[0].Reason), "\u0301"); marks != 2 || !strings.HasSuffix(reps[0].Reason, " spam") {
		t.Fatalf("the stored reason %q has %d marks on its letter, want 2", reps[0].Reason, marks)
	}
}
