package ui

import (
	"image/color"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
)

// TestPanelCacheMatchesFresh: through a game online — keys typed, moves
// played, names given, a move taken back, the same position reached by
// other moves, other moves as many, the window resized, the list
// scrolled, the colours changed, a resignation — every screen drawn with
// the side panel's and the status lines' caches is the one drawn without
// them; and a key that changes only the typed text reuses the panel drawn
// before.
func TestPanelCacheMatchesFresh(t *testing.T) {
	m := newTest(t, Options{Mode: ModeRemote, Color: game.White}, 110, 40)
	step := 0
	check := func(what string) {
		t.Helper()
		step++
		cached := m.Content()
		m.panel, m.statusShown = panelCache{}, statusCache{}
		if fresh := m.Content(); cached != fresh {
			t.Fatalf("step %d (%s): the cached screen differs from the one drawn afresh:\n%s\n---\n%s", step, what, cached, fresh)
		}
	}
	played := func(n, pick int) *game.Game {
		g := game.NewGame(game.DefaultRules(), game.StartPosition())
		for i := 0; i < n; i++ {
			moves := g.LegalMoves()
			if len(moves) == 0 {
				break
			}
			if err := g.Play(moves[(i+pick)%len(moves)]); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	send(t, m, StateMsg{Game: played(0, 0)})
	check("start")
	l := m.gameLayout()
	before := m.cachedPanelLines(l.panelW, l.board.height())
	keys(t, m, "c")
	if after := m.cachedPanelLines(l.panelW, l.board.height()); &after[0] != &before[0] {
		t.Fatal("a key that changes only the typed text drew the panel again")
	}
	check("c typed")
	for _, k := range []string{"2", "enter", "c", "3", "enter"} {
		keys(t, m, k)
		check("key " + k)
	}
	send(t, m, StateMsg{Game: played(1, 0), BlackName: "alice"})
	check("a move, a name")
	send(t, m, StateMsg{Game: played(1, 0), WhiteName: "bob, whose name is longer than the panel is wide at this window's width"})
	check("the other name")
	for n := 2; n <= 36; n += 3 {
		send(t, m, StateMsg{Game: played(n, 0)})
		check("moves played")
	}
	long := played(36, 0)
	long.Undo()
	send(t, m, StateMsg{Game: long})
	check("a move taken back")
	a, b := transposed(t)
	send(t, m, StateMsg{Game: a})
	check("a game")
	send(t, m, StateMsg{Game: b})
	check("its moves in another order")
	send(t, m, StateMsg{Game: played(36, 1)})
	check("other moves, as many")
	send(t, m, tea.WindowSizeMsg{Width: 130, Height: 40})
	check("wider")
	send(t, m, tea.WindowSizeMsg{Width: 130, Height: 24})
	check("lower")
	m.scrollList(m.gameLayout(), -3)
	check("the list scrolled")
	send(t, m, tea.BackgroundColorMsg{Color: color.White})
	check("light background")
	over := played(36, 1)
	if err := over.Resign(game.Black); err != nil {
		t.Fatal(err)
	}
	send(t, m, StateMsg{Game: over, Ended: true})
	check("resigned")
}

// transposed is two games of as many moves from the start, in the same
// position, whose moves differ.
func transposed(t *testing.T) (*game.Game, *game.Game) {
	for depth := 2; depth <= 6; depth++ {
		seen := map[game.Position]*game.Game{}
		var a, b *game.Game
		var walk func(g *game.Game)
		walk = func(g *game.Game) {
			if a != nil {
				return
			}
			if g.Ply() == depth {
				if first, ok := seen[g.Position()]; ok {
					a, b = first, g.Clone()
				} else {
					seen[g.Position()] = g.Clone()
				}
				return
			}
			for _, mv := range g.LegalMoves() {
				if err := g.Play(mv); err != nil {
					t.Fatal(err)
				}
				walk(g)
				g.Undo()
			}
		}
		walk(game.NewGame(game.DefaultRules(), game.StartPosition()))
		if a != nil {
			return a, b
		}
	}
	t.Fatal("no two move orders to one position within 6 plies")
	return nil, nil
}
