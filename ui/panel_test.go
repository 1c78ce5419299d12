package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
)

// TestRulesShown: the variant rules of the game are on screen — in the
// side panel, or under the title when there is no panel — as the options
// that differ from the defaults, or "defaults".
func TestRulesShown(t *testing.T) {
	variant := game.DefaultRules()
	variant.Majority, variant.Removal = true, game.RemoveAtEnd
	for _, tc := range []struct {
		rules *game.Rules
		want  string
	}{
		{nil, "rules: defaults"},
		{&variant, "rules: majority, removal=end"},
	} {
		for _, size := range [][2]int{{120, 40}, {40, 16}} {
			m := newTest(t, Options{Mode: ModeHotseat, Rules: tc.rules}, size[0], size[1])
			l := m.gameLayout()
			lines := strings.Split(view(m), "\n")
			top, _ := m.panelParts(l.panelW, l.board.height())
			row := l.boardY + len(top) - 1 // the panel's last top row
			if !l.panel {
				row = 1 // under the title
			}
			if !strings.Contains(lines[row], tc.want) {
				t.Errorf("%dx%d (panel %v): row %d is %q, want %q in it", size[0], size[1], l.panel, row, lines[row], tc.want)
			}
		}
	}
}

// TestProvenMoveShownWithoutDepth: a move the engine took from a proof is
// shown as proven, without a search depth, and fits the side panel.
func TestProvenMoveShownWithoutDepth(t *testing.T) {
	m := newTest(t, Options{}, 120, 40)
	m.think.info, m.think.hasInfo, m.think.side = ai.Info{Depth: 11, Proven: "not lose"}, true, game.White
	head := ansi.Strip(m.thinkLines(44, 0)[0])
	if head != "  last search · proven: White draws at least" {
		t.Errorf("proven move shown as %q", head)
	}
	m.think.info.Proven = ""
	if head := ansi.Strip(m.thinkLines(80, 0)[0]); !strings.Contains(head, "depth 11") {
		t.Errorf("a searched move shown as %q", head)
	}
}

// TestWeakLevelsSearchNotShown: after the computer's move at a weakened
// level (ai.Weakened: here novice, 2) the panel shows nothing of its
// search — no depth, score nor line, which carry the level's noise and
// limits — while at expert (5), which plays its search's move, it shows
// the last search.
func TestWeakLevelsSearchNotShown(t *testing.T) {
	for _, c := range []struct {
		level int
		shown bool
	}{{2, false}, {5, true}} {
		m := newTest(t, Options{Mode: ModeAI, Color: game.Black, Level: c.level}, 120, 40) // the computer moves first
		if m.g.Ply() != 1 {
			t.Fatalf("level %d: the computer has not moved (%d plies)", c.level, m.g.Ply())
		}
		v := view(m)
		for _, s := range []string{"last search", "depth ", "pv "} {
			if strings.Contains(v, s) != c.shown {
				t.Errorf("level %d: %q shown %v, want %v:\n%s", c.level, s, !c.shown, c.shown, v)
			}
		}
	}
}

// TestPanelPartsAsWithEveryRowOffered: the panel's parts, which draw its
// top rows once when no text was cut for want of rows, are those drawn
// with every spare row offered, for names and rules that fit or not, at
// widths from narrow to wide, with and without the computer's thinking.
func TestPanelPartsAsWithEveryRowOffered(t *testing.T) {
	variant := game.DefaultRules()
	variant.Majority, variant.Removal = true, game.RemoveAtEnd
	long := strings.Repeat("Longname", 6)
	for _, o := range []Options{
		{Mode: ModeHotseat},
		{Mode: ModeHotseat, Rules: &variant, WhiteName: long, BlackName: "Bo"},
		{Mode: ModeHotseat, WhiteName: "Al", BlackName: long + " " + long},
	} {
		for _, think := range []bool{false, true} {
			m := newTest(t, o, 120, 40)
			if think {
				m.think.info, m.think.hasInfo, m.think.side = ai.Info{Depth: 11}, true, game.White
			}
			for w := 12; w <= 70; w += 3 {
				for _, h := range []int{6, 12, 20, 30} {
					top, bottom := m.panelParts(w, h)
					wantTop, wantBottom := panelPartsOffered(m, w, h)
					if !slices.Equal(top, wantTop) || !slices.Equal(bottom, wantBottom) {
						t.Fatalf("%+v think %v %dx%d: %q / %q, want %q / %q", o, think, w, h, top, bottom, wantTop, wantBottom)
					}
				}
			}
		}
	}
}

// panelPartsOffered is panelParts drawing the top and the bottom again
// with the spare rows whatever the first drawing cut.
func panelPartsOffered(m *Model, w, h int) (top, bottom []string) {
	top0, _ := m.panelTop(w, 0)
	bottom0 := m.panelBottom(w, 0)
	spare := h - len(top0) - 2 - len(bottom0) - minListRows
	if spare <= 0 {
		return top0, bottom0
	}
	top, _ = m.panelTop(w, spare)
	spare -= len(top) - len(top0)
	return top, m.panelBottom(w, max(spare, 0))
}
