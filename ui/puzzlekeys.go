package ui

import "charm.land/bubbles/v2/key"

// puzzleNotation is what a move typed on the puzzle screen is made of:
// the points' files and ranks, - for a step, x (or :) for a capture.
var puzzleNotation = []string{"a", "b", "c", "d", "e", "1", "2", "3", "4", "5", "-", "x", ":"}

// puzzleKeys is the puzzle screen's key map, built from the base KeyMap:
// the board's cursor, selecting and landing, typing a move, the
// puzzle's own keys (the solution, the next puzzle), flipping the
// board, the help and quitting, with its footer (ShortHelp) and help
// (FullHelp).
type puzzleKeys struct {
	Up, Down, Left, Right, Select, Cancel key.Binding
	// Type types a move's notation, Back takes back its last character.
	Type, Back                             key.Binding
	Solution, NextPuzzle, Flip, Help, Quit key.Binding
	// once the attempt ended: step the board through the solution, try
	// the puzzle again (not rated)
	StepNext, StepPrev, Retry key.Binding
	// Hint marks which piece moves; Theme steps the theme filter on,
	// Mode the mode (rated, streak, timed)
	Hint, Theme, Mode key.Binding
	// the footer's shorter entries: move is the cursor keys and Select
	// as one; typing, solution, next and flip say Type, Solution,
	// NextPuzzle and Flip in fewer words, so that 80 columns show how to
	// enter a move, the solution and the next puzzle beside help and quit
	move, typing, solution, next, flip key.Binding
	step, again                        key.Binding // StepNext and StepPrev as one; Retry
	hint, theme, mode                  key.Binding // Hint, Theme and Mode
}

// newPuzzleKeys returns the puzzle screen's key map with k's bindings;
// embedded says quitting goes back to the program that embeds the
// screen (a server's lobby) rather than out.
func newPuzzleKeys(k KeyMap, embedded bool) puzzleKeys {
	with := func(b key.Binding, desc string) key.Binding {
		b.SetHelp(b.Help().Key, desc)
		return b
	}
	pk := puzzleKeys{
		Up: k.Up, Down: k.Down, Left: k.Left, Right: k.Right,
		Select:   with(k.Select, "select / move, or play the move typed"),
		Cancel:   with(k.Cancel, "cancel the move being entered"),
		Type:     key.NewBinding(key.WithKeys(puzzleNotation...), key.WithHelp("c2-c3", "type a move (a1xc3 a capture)")),
		Back:     with(k.Back, "delete a typed character"),
		Solution: k.Solution, NextPuzzle: k.NextPuzzle, Flip: k.Flip, Help: k.Help, Quit: k.Quit,
		move:     joinKeys("arrows/"+k.Select.Keys()[0], "move", k.Up, k.Down, k.Left, k.Right, k.Select),
		solution: with(k.Solution, "solution"), next: with(k.NextPuzzle, "next"), flip: with(k.Flip, "flip"),
		StepNext: with(k.ReplayNext, "the solution's next move"),
		StepPrev: with(k.ReplayPrev, "the solution's previous move"),
		Retry:    key.NewBinding(key.WithKeys(k.Redo.Keys()...), key.WithHelp(k.Redo.Help().Key, "try the puzzle again (not rated)")),
		Hint:     with(k.Hint, puzzleHintKeyDesc),
		Theme:    with(k.PuzzleTheme, puzzleThemeKeyDesc),
		Mode:     with(k.PuzzleMode, puzzleModeKeyDesc),
	}
	pk.hint, pk.theme, pk.mode = with(pk.Hint, puzzleHintShort), with(pk.Theme, puzzleThemeShort), with(pk.Mode, puzzleModeShort)
	pk.again = with(pk.Retry, "again")
	pk.step = joinKeys(pk.StepNext.Help().Key+" "+pk.StepPrev.Help().Key, "step", pk.StepNext, pk.StepPrev)
	pk.typing = with(pk.Type, "type it")
	if embedded {
		pk.Quit = with(pk.Quit, "back")
	}
	return pk
}

// puzzleKeys returns the puzzle screen's key map for the puzzle shown:
// moving, typing and the solution only while a puzzle goes on.
func (m *PuzzleModel) puzzleKeys() puzzleKeys {
	k := m.pk
	on := m.att != nil && !m.done
	for _, b := range []*key.Binding{&k.Select, &k.Cancel, &k.Type, &k.Back, &k.Solution, &k.move, &k.typing, &k.solution} {
		b.SetEnabled(on)
	}
	k.hint.SetEnabled(on && (!m.run.on() || m.retrying))
	ended := m.att != nil && m.done
	for _, b := range []*key.Binding{&k.StepNext, &k.StepPrev, &k.Retry, &k.step, &k.again} {
		b.SetEnabled(ended)
	}
	return k
}

// ShortHelp is the footer: how to enter a move, the puzzle's keys, then
// help and quit, which the footer always shows; it drops the others
// from the end when narrow (theme, mode and flip first).
func (k puzzleKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.move, k.typing, k.solution, k.next, k.hint, k.step, k.again, k.flip, k.mode, k.theme, k.Help, k.Quit}
}

// FullHelp is every key of the puzzle screen, in columns: entering a
// move, the puzzle's, then those once it has ended.
func (k puzzleKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.Select, k.Type, k.Back, k.Cancel},
		{k.Solution, k.Hint, k.NextPuzzle, k.Theme, k.Mode, k.Flip, k.Help, k.Quit},
		{k.StepNext, k.StepPrev, k.Retry},
	}
}
