package ui

import (
	"fmt"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/game"
)

// helpItem is a binding as the footers and help screens name it.
func helpItem(b key.Binding) string { return b.Help().Key + " " + b.Help().Desc }

// footerCases are screens whose footers TestFooterFits checks: each
// returns the model and the bindings its footer may list.
var footerCases = map[string]func(t *testing.T) (*Model, []key.Binding){
	"ai": func(t *testing.T) (*Model, []key.Binding) {
		m := newTest(t, Options{Mode: ModeAI}, 80, 24)
		return m, m.helpKeys().ShortHelp()
	},
	"replay": func(t *testing.T) (*Model, []key.Binding) {
		m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
		typeMove(t, m, "c2", "c3")
		keys(t, m, "v")
		return m, m.replayKeys().ShortHelp()
	},
	"online": func(t *testing.T) (*Model, []key.Binding) {
		m := newTest(t, Options{Mode: ModeRemote}, 80, 24)
		send(t, m, StateMsg{Game: game.NewGame(game.DefaultRules(), game.StartPosition())})
		return m, m.helpKeys().ShortHelp()
	},
	"watch": func(t *testing.T) (*Model, []key.Binding) {
		m := newTest(t, Options{Mode: ModeWatch}, 80, 24)
		return m, m.helpKeys().ShortHelp()
	},
	"spectator": func(t *testing.T) (*Model, []key.Binding) {
		m := newSpectator(t)
		return m, m.helpKeys().ShortHelp()
	},
}

// TestFooterFits: at every width the footer fits and ends with "? all
// keys • q quit"; the entries it drops for room are the last (the least
// important) of the others; when there is room, it lists them all.
func TestFooterFits(t *testing.T) {
	for name, mk := range footerCases {
		for _, w := range []int{minWidth, 40, 60, 80, 120, 200} {
			t.Run(fmt.Sprintf("%s_%d", name, w), func(t *testing.T) {
				m, listed := mk(t)
				send(t, m, tea.WindowSizeMsg{Width: w, Height: 40})
				f := footer(m)
				if fw := ansi.StringWidth(f); fw > w {
					t.Fatalf("footer wider (%d) than %d: %q", fw, w, f)
				}
				if !strings.HasSuffix(strings.TrimRight(f, " "), "? all keys • q quit") {
					t.Fatalf("footer does not end with the help and quit keys: %q", f)
				}
				dropped := false
				for _, b := range listed {
					if !b.Enabled() { // not shown by design (helpKeys)
						continue
					}
					shown := strings.Contains(f, b.Help().Key+" "+b.Help().Desc)
					if shown && dropped && b.Help().Key != "?" && b.Help().Key != "q" {
						t.Errorf("%s %s shown after a more important key was dropped: %q", b.Help().Key, b.Help().Desc, f)
					}
					dropped = dropped || !shown
				}
				if w == 200 && dropped {
					t.Errorf("a key dropped in 200 cells: %q", f)
				}
			})
		}
	}
}

// TestWatchFooter: watching the computer play itself, the footer offers
// pause (here paused: p resumes), not the keys that select or hint, which
// do nothing there.
func TestWatchFooter(t *testing.T) {
	m := newPausedWatch(t, 160, 40) // a game in progress
	f := footer(m)
	k := DefaultKeyMap()
	for _, b := range []key.Binding{k.Select, k.Cancel, k.Hint} {
		if strings.Contains(f, b.Help().Key+" "+b.Help().Desc) {
			t.Errorf("watch footer offers %s %s: %q", b.Help().Key, b.Help().Desc, f)
		}
	}
	if p := k.Pause.Help(); !strings.Contains(f, p.Key+" resume") {
		t.Errorf("paused watch footer lacks %s resume: %q", p.Key, f)
	}
}

// TestFooterCache: the kept footer is redrawn when the width, the keys'
// help or whether they are enabled changes, and after a theme change.
func TestFooterCache(t *testing.T) {
	m := newTest(t, Options{Mode: ModeHotseat}, 80, 24)
	a := key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "first"))
	b := key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "second"))
	check := func(what string, bs []key.Binding, w int) {
		t.Helper()
		if got, want := m.fitHelp(bs, 1, w), m.renderHelp(bs, 1, w); got != want {
			t.Errorf("%s: footer %q, want %q", what, got, want)
		}
	}
	check("first", []key.Binding{a, b}, 40)
	check("same again", []key.Binding{a, b}, 40)
	check("narrower", []key.Binding{a, b}, 8)
	b.SetHelp("b", "other")
	check("new help", []key.Binding{a, b}, 40)
	a.SetEnabled(false)
	check("disabled", []key.Binding{a, b}, 40)
	check("fewer", []key.Binding{b}, 40)
	before := m.fitHelp([]key.Binding{b}, 1, 40)
	m.setTheme("")
	if m.footer.ok {
		t.Errorf("a theme change keeps the footer %q", before)
	}
}

// TestFooterAfterGameOver: once a game is over the footer offers what the
// status line names — n new game, m rematch — and not the keys that
// select a piece, undo or hint, in every local mode.
func TestFooterAfterGameOver(t *testing.T) {
	k := DefaultKeyMap()
	for _, o := range []Options{
		{Mode: ModeHotseat, Start: mustPos(t, "5/5/5/1b3/w4 w")},
		{Mode: ModeAI, Level: 1, Start: mustPos(t, "5/5/5/1b3/w4 w")},
		{Mode: ModeWatch, Level: 1},
	} {
		t.Run(o.Mode.title(), func(t *testing.T) {
			m := newTest(t, o, 80, 24)
			if o.Mode != ModeWatch {
				typeMove(t, m, "a1", "c3") // Black has no piece left
			}
			if !m.over() || !strings.Contains(m.status, "n: new game · m: rematch") {
				t.Fatalf("the game is not over: %q", m.status)
			}
			f := footer(m)
			for _, b := range []key.Binding{k.New, k.Rematch} {
				if !strings.Contains(f, helpPhrase(b)) {
					t.Errorf("the footer lacks %q: %q", helpPhrase(b), f)
				}
			}
			for _, b := range []key.Binding{k.Select, k.Undo, k.Hint, k.Pause} {
				if strings.Contains(f, helpPhrase(b)) {
					t.Errorf("the footer offers %q: %q", helpPhrase(b), f)
				}
			}
		})
	}
}

// TestOnlineFooterKeepsTheEndingKeys: at 80 and 120 columns a seat's
// footer in an online game names the keys that end it — a draw (offered,
// or the seat's own offer standing), resigning, leaving — with the help,
// also while the opponent offers a draw (the decline key may then give
// way: the header names it); a spectator's names help and leaving.
func TestOnlineFooterKeepsTheEndingKeys(t *testing.T) {
	k := DefaultKeyMap()
	ending := []string{helpItem(k.Resign), helpItem(k.Help), helpItem(k.Quit)}
	for _, w := range []int{80, 120} {
		for _, c := range []struct {
			name  string
			state StateMsg
			wants []string
		}{
			{"in play", StateMsg{}, append([]string{helpItem(k.Draw), helpItem(k.Select)}, ending...)},
			{"offered a draw", StateMsg{DrawOffered: true}, append([]string{helpItem(k.Draw)}, ending...)},
			{"offering a draw", StateMsg{DrawOffering: true}, append([]string{"draw offered"}, ending...)},
		} {
			t.Run(fmt.Sprintf("%s_%d", c.name, w), func(t *testing.T) {
				m := newTest(t, Options{Mode: ModeRemote, Color: game.White}, w, 24)
				c.state.Game = game.NewGame(game.DefaultRules(), game.StartPosition())
				send(t, m, c.state)
				f := footer(m)
				for _, want := range c.wants {
					if !strings.Contains(f, want) {
						t.Errorf("the footer lacks %q: %q", want, f)
					}
				}
			})
		}
		t.Run(fmt.Sprintf("spectator_%d", w), func(t *testing.T) {
			m := newSpectator(t)
			send(t, m, tea.WindowSizeMsg{Width: w, Height: 24})
			f := footer(m)
			for _, want := range []string{helpItem(k.Help), helpItem(k.Quit)} {
				if !strings.Contains(f, want) {
					t.Errorf("the footer lacks %q: %q", want, f)
				}
			}
		})
	}
}
