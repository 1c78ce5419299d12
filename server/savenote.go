package server

import (
	"strings"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/textfit"
)

// A game played on the solo screen that could not be written is told to
// its player: the hub's retries report into the session's saveNotes, and
// the note stays at the foot of the solo and lobby screens.

// saveNoteMsg carries a note on the writing of a solo game.
type saveNoteMsg struct{ note string }

// reportSoloSave returns what tells the player how the writing of their
// solo game went; it never blocks the hub's writer.
func (a *app) reportSoloSave(err error) { a.tellSolo(room.LastGameSaveIn(a.loc, err)) }

// tellSolo sends a note on the writing of solo games, without blocking:
// it waits in saveNotes, and a goroutine started for it gives it to the
// program (notes are rare: no goroutine of the session waits for them).
func (a *app) tellSolo(note string) {
	select {
	case a.saveNotes <- note:
	default: // notes pending already tell of a problem
		return
	}
	if a.send != nil {
		go a.sendSaveNote()
	}
}

// sendSaveNote gives the program the note waiting in saveNotes, if any.
func (a *app) sendSaveNote() {
	select {
	case n := <-a.saveNotes:
		a.send(saveNoteMsg{n})
	default: // taken by another
	}
}

// withSaveNote draws the note, if any, on the last row of view.
func (a *app) withSaveNote(view string) string {
	if a.saveNote == "" {
		return view
	}
	lines := strings.Split(view, "\n")
	if a.height > 1 && len(lines) >= a.height {
		lines = lines[:a.height-1]
	}
	note := a.loc.Show(textfit.Clip(a.saveNote, max(a.width-2, 1))) // ordered once cut
	return textfit.Clip(strings.Join(lines, "\n")+"\n  "+a.st.err.Render(note), a.width)
}
