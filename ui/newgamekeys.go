package ui

import (
	"charm.land/bubbles/v2/key"
	"github.com/fetaix/fetaix/internal/i18n"
)

// formKeys is the new-game form's key map, built from the base KeyMap:
// the bindings the form obeys (letters typed into its position line are
// text, not commands) and the help it shows.
type formKeys struct {
	// Up and Down, PrevField and NextField move between the lines.
	Up, Down, PrevField, NextField key.Binding
	// Left and Right (or NextValue) change the value; Less and More step
	// a number by 10.
	Left, Right, NextValue, Less, More key.Binding
	// Accept starts the game from any line; Cancel (or the base's Quit)
	// goes back to the game; Interrupt quits.
	Accept, Cancel, Help, Interrupt key.Binding
}

// newFormKeys returns the new-game form's key map with k's bindings: the
// page keys without their letters step a number by 10; the descriptions
// in l's language.
func newFormKeys(k KeyMap, l *i18n.Localizer) formKeys {
	f := formKeys{Up: k.Up, Down: k.Down, PrevField: k.PrevField, NextField: k.NextField,
		Left: k.Left, Right: k.Right, NextValue: k.NextValue,
		Less: CommandKeys(k.PageDown), More: CommandKeys(k.PageUp),
		Accept: k.Accept, Help: k.Help, Interrupt: k.Interrupt,
		Cancel: joinKeys(k.Cancel.Help().Key, l.V(txtFormKeyBack), k.Cancel, k.Quit)}
	f.Up.SetHelp(k.Up.Help().Key, l.V(txtFormKeyPrevLine))
	f.Down.SetHelp(k.Down.Help().Key, l.V(txtFormKeyNextLine))
	f.Left.SetHelp(k.Left.Help().Key, l.V(txtFormKeyPrevValue))
	f.Right.SetHelp(k.Right.Help().Key, l.V(txtFormKeyNextValue))
	f.Less.SetHelp(k.PageDown.Help().Key, l.V(txtFormKeyLess))
	f.More.SetHelp(k.PageUp.Help().Key, l.V(txtFormKeyMore))
	f.Accept.SetHelp(k.Accept.Help().Key, l.V(txtFormKeyStart))
	return f
}

// ShortHelp is the form's main keys.
func (k formKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Left, k.Right, k.Accept, k.Cancel}
}

// FullHelp is the form's keys in columns.
func (k formKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.PrevField, k.NextField}, {k.Left, k.Right, k.NextValue, k.Less, k.More},
		{k.Accept, k.Cancel, k.Help, k.Interrupt}}
}
