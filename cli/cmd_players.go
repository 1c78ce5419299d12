package cli

import (
	"context"
	"fmt"
	"io"

	"github.com/fetaix/fetaix/rating"
)

func init() {
	register(&command{name: "players", summary: "print the leaderboards of fetaix serve", run: runPlayers})
}

func runPlayers(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("players", "players [--top N] [--db FILE] [--data-dir DIR]\n\n"+
		"Prints the leaderboard of each rating class of fetaix serve (untimed, then with\n"+
		"a clock): rank, name, rating ± deviation (? while provisional), rated games and\n"+
		"their wins, draws and losses.", stdout, stderr)
	top := fs.Int("top", 0, "print only the first `N` of each class (0: all)")
	db := addDBFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *top < 0 {
		return badValue("top", *top, "0 or more")
	}
	s, err := db.open()
	if err != nil {
		return err
	}
	defer s.Close() //nolint:errcheck // every change was committed in its own transaction
	for i, class := range rating.Classes {
		board, err := s.Leaderboard(context.Background(), class, *top)
		if err != nil {
			return err
		}
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintln(stdout, class.Title())
		if len(board) == 0 {
			fmt.Fprintln(stdout, "  no rated games yet")
			continue
		}
		fmt.Fprintf(stdout, "%5s  %-20s  %-11s %5s %5s %5s %5s\n", "rank", "name", "rating", "games", "W", "D", "L")
		for _, st := range board {
			fmt.Fprintf(stdout, "%5d  %-20s  %-11s %5d %5d %5d %5d\n", st.Rank, st.Player.Label(), st.Rating,
				st.Games(), st.Wins, st.Draws, st.Losses)
		}
	}
	return nil
}
