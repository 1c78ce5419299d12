package ui

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// TestPliesCounted: the screens count a game's length in plies (a PDN
// move number covers two), with the right plural: the load picker, the
// status after loading, the replay panel, and playing on from a replay.
func TestPliesCounted(t *testing.T) {
	recs, err := pdn.Parse("[White \"Ann\"]\n1. d2-c3 *\n\n1. d2-c3 b4xd2 2. e1xc3 *\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := gameSummary(nil, 1, recs[0]); !strings.HasSuffix(got, ", 1 ply") {
		t.Errorf("one ply: %q", got)
	}
	if got := gameSummary(nil, 2, recs[1]); !strings.HasSuffix(got, ", 3 plies") {
		t.Errorf("three plies: %q", got)
	}
	m := newTest(t, Options{Mode: ModeHotseat}, 120, 40)
	send(t, m, fileLoadedMsg{Path: "two.pdn", Index: 2, Record: recs[1]})
	if !strings.Contains(m.status, "loaded game 2 of two.pdn: 3 plies") {
		t.Errorf("status after loading: %q", m.status)
	}
	if v := view(m); !strings.Contains(v, "replay · ply 3 of 3") {
		t.Errorf("replay panel:\n%s", v)
	}
	keys(t, m, "left", "enter", "f")
	if !strings.Contains(m.status, "playing on after 2 plies with a friend") {
		t.Errorf("playing on: %q", m.status)
	}
}

// TestResultSaysWhoHasNothing: the panel's result names the side that has
// no pieces (or no move) left, not only the winner.
func TestResultSaysWhoHasNothing(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat, Start: mustPos(t, "5/5/5/2b2/2w2 w")}, 120, 40)
	typeMove(t, m, "c1", "c3")
	if !m.over() {
		t.Fatalf("c1xc3 did not end the game: %q", m.status)
	}
	if v := view(m); !strings.Contains(v, "White wins · Black has no pieces left") {
		t.Errorf("panel:\n%s", v)
	}
}

// TestLabelsCased: the panel names the players in lower case, as the
// new-game screen's "you vs computer" and "player 1" do; the new-game
// screen's headings are capitalised like its other labels.
func TestLabelsCased(t *testing.T) {
	m := newTest(t, Options{Mode: ModeAI, Color: game.White, Level: 1}, 80, 24)
	if v := view(m); !strings.Contains(v, "White you") || !strings.Contains(v, "Black computer") {
		t.Errorf("the panel does not name the players in lower case:\n%s", v)
	}
	keys(t, m, "n")
	v := view(m)
	if !strings.Contains(v, "\n   Rules\n") {
		t.Errorf("the new-game screen lacks the heading Rules:\n%s", v)
	}
}
