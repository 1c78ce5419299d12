package main

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/store"
)

// TestArchiveExportWritesTheChat: fetaix archive export writes a game's
// chat as a PDN comment after its last move, each line as the room showed
// it, a '}' in a message kept from ending the comment; a game without
// chat gets none.
func TestArchiveExportWritesTheChat(t *testing.T) {
	dir := t.TempDir()
	s, err := store.Open(store.DefaultPath(dir), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for range 2 {
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Resign(game.Black); err != nil {
		t.Fatal(err)
	}
	for i, chat := range [][]store.ChatLine{
		{{Author: "ann", Text: "good luck"}, {Author: "carol", Spectator: true, Text: "go {bob}"}},
		nil,
	} {
		rec := game.NewRecord(g)
		rec.SetTag(game.TagWhite, "ann")
		rec.SetTag(game.TagBlack, "bob")
		if _, err := s.Save(t.Context(), store.FinishedGame{Record: rec, White: store.Seat{Name: "ann"},
			Black: store.Seat{Name: "bob"}, Chat: chat}); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
	}
	s.Close()

	code, out, errOut := runFetaix("archive", "export", "--data-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	recs, err := game.ParsePDN(out)
	if err != nil || len(recs) != 2 {
		t.Fatalf("export reads back as %d games, %v:\n%s", len(recs), err, out)
	}
	const want = "chat: ann: good luck · carol (spectator): go (bob)"
	if got := recs[0].Comment(2); got != want {
		t.Errorf("the comment after the last move of the game with chat: %q, want %q\n%s", got, want, out)
	}
	if strings.Count(out, "{") != 1 {
		t.Errorf("want one comment in the export, the chat of the first game:\n%s", out)
	}
}
