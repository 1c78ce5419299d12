package cli

import (
	"context"
	"flag"
	"io"
	"path/filepath"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// testDB makes a data dir whose database holds Ann and Bob, two rated
// games Ann won (one untimed, one with a clock), and a casual game of
// Bob's against a guest (rated as between established players); it
// returns the data dir.
func testDB(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	// the ratings move between new players: a fixture of the commands
	s, err := store.Open(store.DefaultPath(dir), store.Options{RateNewPlayers: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	players := map[string]store.Seat{}
	for _, name := range []string{"Ann", "Bob"} {
		p, err := s.FindOrCreate(ctx, "SHA256:"+name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.SetName(ctx, p.ID, name); err != nil {
			t.Fatal(err)
		}
		players[name] = store.Seat{Player: p.ID, Name: name}
	}
	for _, g := range []struct {
		white, black store.Seat
		loser        game.Color
		rated        bool
		class        rating.Class
	}{
		{players["Ann"], players["Bob"], game.Black, true, rating.Untimed},
		{players["Bob"], players["Ann"], game.White, true, rating.Clock},
		{players["Bob"], store.Seat{Name: "visitor"}, game.Black, false, rating.Untimed},
	} {
		gm := game.NewGame(game.DefaultRules(), game.StartPosition())
		if err := gm.Resign(g.loser); err != nil {
			t.Fatal(err)
		}
		rec := pdn.NewRecord(gm)
		rec.SetTag(pdn.TagWhite, g.white.Name)
		rec.SetTag(pdn.TagBlack, g.black.Name)
		if _, err := s.Save(ctx, store.FinishedGame{Record: rec, White: g.white, Black: g.black, Rated: g.rated, Class: g.class}); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestDBFlagsPrecedence: --db, then --data-dir, then $FETAIX_DB, then
// $FETAIX_DATA_DIR.
func TestDBFlagsPrecedence(t *testing.T) {
	t.Setenv(dbEnv, "/env/db")
	t.Setenv(dataDirEnv, "/env/data")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--db", "/flag/db", "--data-dir", "/flag/data"}, "/flag/db"},
		{[]string{"--data-dir", "/flag/data"}, filepath.Join("/flag/data", store.FileName)},
		{nil, "/env/db"},
	} {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f := addDBFlags(fs)
		if err := fs.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		if got, err := f.path(); err != nil || got != c.want {
			t.Errorf("%v: %q, %v; want %q", c.args, got, err, c.want)
		}
	}
	t.Setenv(dbEnv, "")
	f := &dbFlags{}
	if got, _ := f.path(); got != filepath.Join("/env/data", store.FileName) {
		t.Errorf("from $%s: %q", dataDirEnv, got)
	}
}
