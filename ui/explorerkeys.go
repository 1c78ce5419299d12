package ui

import (
	"charm.land/bubbles/v2/key"
	"github.com/fetaix/fetaix/internal/i18n"
)

// explorerKeys is the explorer's key map, built from the base KeyMap:
// choosing a move of the list, stepping through its line on the board,
// playing it, closing the explorer.
type explorerKeys struct {
	Up, Down, LineOn, LineBack, Play, Close key.Binding
	Help, Quit                              key.Binding
	// choose and line are Up/Down and LineOn/LineBack as one entry of
	// the footer each.
	choose, line key.Binding

	// play: enter plays the chosen move here (the person's turn in a
	// local game). Model.explorerKeys sets it.
	play bool
}

// newExplorerKeys returns the explorer's key map with k's bindings.
func newExplorerKeys(k KeyMap) explorerKeys {
	with := func(b key.Binding, desc string) key.Binding {
		b.SetHelp(b.Help().Key, desc)
		return b
	}
	return explorerKeys{
		Up: with(k.Up, "previous move"), Down: with(k.Down, "next move"),
		LineOn: with(k.Right, "its line on"), LineBack: with(k.Left, "its line back"),
		Play:  with(k.Accept, "play it"),
		Close: joinKeys(k.Cancel.Help().Key+"/"+k.Explore.Help().Key, "close the explorer", k.Cancel, k.Explore),
		Help:  k.Help, Quit: k.Quit,
		choose: joinKeys(k.Up.Help().Key+" "+k.Down.Help().Key, "choose", k.Up, k.Down),
		line:   joinKeys(k.Left.Help().Key+" "+k.Right.Help().Key, "its line", k.Left, k.Right),
	}
}

// localized is k with its descriptions in l's language (k for English).
func (k explorerKeys) localized(l *i18n.Localizer) explorerKeys {
	if l.Lang() == i18n.English {
		return k
	}
	for _, d := range []struct {
		b  *key.Binding
		id i18n.ID
	}{{&k.Up, txtXKeyPrev}, {&k.Down, txtXKeyNext}, {&k.LineOn, txtXKeyLineOn}, {&k.LineBack, txtXKeyLineBack},
		{&k.Play, txtXKeyPlay}, {&k.Close, txtXKeyClose}, {&k.choose, txtXKeyChoose}, {&k.line, txtXKeyLine}} {
		d.b.SetHelp(d.b.Help().Key, l.V(d.id))
	}
	return k
}

// explorerKeys returns the explorer's key map for the game shown, its
// descriptions in the model's language.
func (m *Model) explorerKeys() explorerKeys {
	k := m.explorerMap.localized(m.opts.Lang)
	k.play = m.explorerMayPlay()
	return k
}

// ShortHelp is the footer while the explorer is open.
func (k explorerKeys) ShortHelp() []key.Binding {
	help := []key.Binding{k.choose}
	if k.play {
		help = append(help, k.Play)
	}
	return append(help, k.Close, k.line, k.Help, k.Quit)
}

// FullHelp is the explorer's keys in one column (for the help screen).
func (k explorerKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.LineOn, k.LineBack, k.Play, k.Close}}
}
