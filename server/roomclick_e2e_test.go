package server

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// boardLabels is the row of file labels under a board.
var boardLabels = regexp.MustCompile(`^ *([a-e]) +([a-e]) +([a-e]) +([a-e]) +([a-e]) *$`)

// boardCell finds where a screen (its rows) draws point s of the board:
// the column of its file's label (the row of labels under the board) and
// the row of its rank's label (left of the board).
func boardCell(lines []string, s game.Square) (col, row int, ok bool) {
	file, rank := string(rune('a'+s.File())), fmt.Sprint(s.Rank()+1)
	for y := len(lines) - 1; y >= 0; y-- {
		if !boardLabels.MatchString(lines[y]) {
			continue
		}
		col = len([]rune(lines[y][:strings.Index(lines[y], file)]))
		for r := y - 1; r >= 0; r-- {
			if strings.HasPrefix(strings.TrimLeft(lines[r], " "), rank+" ") {
				return col, r, true
			}
		}
	}
	return 0, 0, false
}

// TestE2EClicksPlayInARoom: a player plays a move in a room by clicking
// its points, where the screen shows them below the room's header (SGR
// mouse reports, as a terminal or the web door's page sends them).
func TestE2EClicksPlayInARoom(t *testing.T) {
	t.Parallel()
	srv, addr, _ := startServer(t, nil)
	alice, bob, code := twoInARoom(t, addr, 100, 34)
	alice.waitShowing("White to move")
	g, _ := roomGame(t, srv.hub, code)
	m := g.LegalMoves()[0]
	points := append([]game.Square{m.From}, m.Landings()...)
	if m.N == 0 {
		points = []game.Square{m.From, m.To}
	}
	lines := strings.Split(alice.screenText(0), "\n")
	for _, s := range points {
		col, row, ok := boardCell(lines, s)
		if !ok {
			t.Fatalf("point %v is not on the screen:\n%s", s, strings.Join(lines, "\n"))
		}
		alice.send(fmt.Sprintf("\x1b[<0;%d;%dM\x1b[<0;%d;%dm", col+1, row+1, col+1, row+1))
	}
	waitUntil(t, "the clicked move", func() bool {
		g, _ := roomGame(t, srv.hub, code)
		return g.Ply() == 1 && g.Moves()[0] == m
	})
	bob.waitText(0, m.String())
}
