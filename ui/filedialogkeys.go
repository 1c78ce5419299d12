package ui

import "charm.land/bubbles/v2/key"

// dialogKeys is the save and load dialogs' key map, built from the base
// KeyMap: Accept saves or loads, Cancel and Interrupt close the dialog,
// Yes and No answer "overwrite?", Up and Down choose a game of a file, and
// BrowseUp and BrowseDown (their keys that type no letter: the letters are
// typed into the file name) an entry of the load dialog's browser.
type dialogKeys struct {
	Up, Down, BrowseUp, BrowseDown key.Binding
	Accept, Cancel, Interrupt      key.Binding
	Yes, No                        key.Binding
}

// newDialogKeys returns the dialogs' key map with k's bindings.
func newDialogKeys(k KeyMap) dialogKeys {
	return dialogKeys{Up: k.Up, Down: k.Down, BrowseUp: CommandKeys(k.Up), BrowseDown: CommandKeys(k.Down),
		Accept: k.Accept, Cancel: k.Cancel, Interrupt: k.Interrupt, Yes: k.Yes, No: k.No}
}

// ShortHelp is the dialog's main keys.
func (k dialogKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Accept, k.Cancel}
}

// FullHelp is the dialog's keys in columns.
func (k dialogKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{k.ShortHelp(), {k.Yes, k.No}}
}
