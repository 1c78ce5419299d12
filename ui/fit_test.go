package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// fitSizes are the windows in which the local screens show all their
// text: the common terminal and a large one.
var fitSizes = [][2]int{{80, 24}, {120, 40}}

// checkNothingCut fails if a line of the screen ends cut ("…"), and
// unless every text of want is on it (the words of each in order, across
// the lines it is wrapped on) — in the side panel when panel is set.
func checkNothingCut(t *testing.T, m *Model, panel bool, want ...string) {
	t.Helper()
	v := view(m)
	var region []string
	for i, line := range strings.Split(v, "\n") {
		if strings.HasSuffix(strings.TrimRight(line, " "), "…") {
			t.Errorf("line %d is cut: %q\n%s", i+1, line, v)
		}
		if l := m.gameLayout(); panel && l.panel {
			if rs := []rune(line); i >= l.boardY && i < l.boardY+l.board.height() && len(rs) > l.panelX {
				region = append(region, string(rs[l.panelX:]))
			}
		} else {
			region = append(region, line)
		}
	}
	words := strings.Join(strings.Fields(strings.Join(region, "\n")), " ")
	for _, w := range want {
		if !strings.Contains(words, strings.Join(strings.Fields(w), " ")) {
			t.Errorf("the screen does not show %q:\n%s", w, v)
		}
	}
}

// longLine plays n plies from the start (the first legal move each time)
// and returns them: a principal variation as long as the engine's.
func longLine(t *testing.T, n int) []game.Move {
	t.Helper()
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	var line []game.Move
	for range n {
		mv := g.LegalMoves()[0]
		if err := g.Play(mv); err != nil {
			t.Fatal(err)
		}
		line = append(line, mv)
	}
	return line
}

// TestPanelNothingCut: the side panel shows long player names, the last
// search's depth and score and a long principal variation whole, at 80×24
// and at 120×40 (wrapped where the panel is narrow).
func TestPanelNothingCut(t *testing.T) {
	for _, size := range fitSizes {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeAI, Level: 3, WhiteName: "Annabelle Fitzgerald-Moreau", BlackName: "Computer level 3"}, size[0], size[1])
			pv := longLine(t, 9)
			m.think.info = ai.Info{Depth: 12, Score: -112, PV: pv}
			m.think.side, m.think.hasInfo = game.Black, true
			checkNothingCut(t, m, true, "Annabelle Fitzgerald-Moreau", "Computer level 3", "depth 12 · White +1.12", "pv "+movesText(pv))
		})
	}
}

// TestStatusNothingCut: a long message on the status line (the one after
// loading a game from a file in a deep folder) is wrapped, not cut.
func TestStatusNothingCut(t *testing.T) {
	for _, size := range fitSizes {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeHotseat}, size[0], size[1])
			recs, err := pdn.Parse("[White \"Ann\"]\n[Black \"Bob\"]\n1. d2-c3 b4xd2 2. e1xc3 *\n")
			if err != nil {
				t.Fatal(err)
			}
			from := "/home/annabelle/games/fetaix/club evenings/2026-12-01 the long final.pdn"
			send(t, m, fileLoadedMsg{Path: from, Index: 1, Record: recs[0]})
			if m.replay == nil {
				t.Fatalf("not loaded: %q", m.status)
			}
			checkNothingCut(t, m, false, m.status)
		})
	}
}

// TestNewGameErrorNothingCut: the new-game form shows the whole error of
// a bad position text, wrapped.
func TestNewGameErrorNothingCut(t *testing.T) {
	for _, size := range fitSizes {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeAI}, size[0], size[1])
			keys(t, m, "n")
			f := formOf(m)
			f.focus = fieldPosition
			typeText(t, m, "xyz/5/5/5/5 w")
			keys(t, m, "enter")
			if f.err == "" {
				t.Fatal("the bad position was accepted")
			}
			checkNothingCut(t, m, false, f.err)
		})
	}
}

// TestStatusNextToBoard: the status line and the key bar follow the board
// (and its panel), not the window's last rows: in a tall window no more
// than the status line's wrapping room separates them from the board.
func TestStatusNextToBoard(t *testing.T) {
	for _, size := range fitSizes {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newTest(t, Options{Mode: ModeHotseat}, size[0], size[1])
			lines := strings.Split(view(m), "\n")
			status := -1
			for i, line := range lines {
				if strings.Contains(line, "White to move") {
					status = i
				}
			}
			l := m.gameLayout()
			boardEnd := l.boardY + l.board.height() // the first row below the board
			if status < boardEnd || status > boardEnd+statusRowsMost {
				t.Fatalf("the status line is on row %d, the board ends on row %d:\n%s", status, boardEnd, view(m))
			}
			if last := lines[len(lines)-1]; !strings.Contains(last, "q quit") {
				t.Fatalf("the key bar is not the screen's last line: %q", last)
			}
		})
	}
}
