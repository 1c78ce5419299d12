package match

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestBallotKeeps: a start is kept when the better side failed at least a
// third of its games.
func TestBallotKeeps(t *testing.T) {
	for _, tc := range []struct {
		wins, tries int
		keep        bool
	}{
		{3, 3, false}, {2, 3, true}, {0, 3, true}, {5, 6, false}, {4, 6, true},
		{7, 10, false}, {6, 10, true}, {1, 1, false}, {0, 1, true}, {0, 0, false},
	} {
		if got := BallotKeeps(tc.wins, tc.tries); got != tc.keep {
			t.Errorf("%d of %d converted: kept %v, want %v", tc.wins, tc.tries, got, tc.keep)
		}
	}
}

// TestBallotConverts: the better side's wins are counted over the tries,
// whichever colour it is: a start won in one capture is converted every
// time, one that cannot be won before the adjudication never.
func TestBallotConverts(t *testing.T) {
	starts, err := ReadStarts(strings.NewReader(
		"w 5/5/2b2/2w2/5 w 0 10\n" + // white takes the last black man
			"b 5/2B2/2w2/5/5 b 0 10\n" + // black's mulla takes the last white man
			"w b4/5/5/5/4W w 0 10\n")) // nothing to take within 2 plies
	if err != nil {
		t.Fatal(err)
	}
	b := Ballot{Better: depthPlayer(t, "2"), Defender: depthPlayer(t, "1"), Tries: 3, Rules: game.DefaultRules(), Seed: 1, MaxPlies: 2}
	for i, want := range []int{3, 3, 0} {
		got, err := b.Converts(context.Background(), starts[i])
		if err != nil || got != want {
			t.Errorf("start %d (%s): converted %d, error %v; want %d", i+1, starts[i], got, err, want)
		}
	}
}

// TestBallotStopsWhenCancelled: a cancelled context stops the tries (a
// search cut short would still answer, with a worse move).
func TestBallotStopsWhenCancelled(t *testing.T) {
	starts, err := ReadStarts(strings.NewReader("w 5/5/2b2/2w2/5 w 0 10\n"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b := Ballot{Better: depthPlayer(t, "2"), Defender: depthPlayer(t, "1"), Tries: 3, Rules: game.DefaultRules(), Seed: 1, MaxPlies: 2}
	if wins, err := b.Converts(ctx, starts[0]); !errors.Is(err, context.Canceled) || wins != 0 {
		t.Errorf("cancelled: %d wins, error %v; want 0 and the context's", wins, err)
	}
}

// TestCommittedBallotDeck: the committed ballot deck reads as a
// positions file, and each of its starts is the start of a committed set
// that its note names, with that start's better side and proven value,
// kept by BallotKeeps for the conversions its note counts.
func TestCommittedBallotDeck(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("decks", "ballot.txt"))
	if err != nil {
		t.Fatal(err)
	}
	deck, err := ReadStarts(bytes.NewReader(data))
	if err != nil || len(deck) < 20 {
		t.Fatalf("%d starts, error %v", len(deck), err)
	}
	for i, s := range deck {
		var set string
		var n, wins, tries int
		if _, err := fmt.Sscanf(s.Note, "%s %d; converted %d/%d", &set, &n, &wins, &tries); err != nil {
			t.Fatalf("start %d: note %q: %v", i+1, s.Note, err)
		}
		from, ok := NamedStarts(set)
		if !ok || n < 1 || n > len(from) {
			t.Fatalf("start %d: no start %d in a set %q", i+1, n, set)
		}
		if f := from[n-1]; f.Position != s.Position || f.Better != s.Better || f.Value != s.Value || !BallotKeeps(wins, tries) {
			t.Errorf("start %d (%s): %s %d is %s; converted %d/%d", i+1, s, set, n, f, wins, tries)
		}
	}
}
