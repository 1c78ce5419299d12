package ui

import (
	"charm.land/bubbles/v2/key"

	"github.com/fetaix/fetaix/internal/i18n"
)

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
	help                               key.Binding // Help, in fewer words where the language needs them
}

// The puzzle screen's descriptions of its keys.
const (
	txtPuzzleKeySelect     i18n.ID = "puzzles.key.select"
	txtPuzzleKeyCancel     i18n.ID = "puzzles.key.cancel"
	txtPuzzleKeyType       i18n.ID = "puzzles.key.type"
	txtPuzzleKeyBack       i18n.ID = "puzzles.key.back"
	txtPuzzleKeyMove       i18n.ID = "puzzles.key.move"
	txtPuzzleKeySolShort   i18n.ID = "puzzles.key.solutionShort"
	txtPuzzleKeyNext       i18n.ID = "puzzles.key.next"
	txtPuzzleKeyFlip       i18n.ID = "puzzles.key.flip"
	txtPuzzleKeySolution   i18n.ID = "puzzles.key.solution"
	txtPuzzleKeyNextPuzzle i18n.ID = "puzzles.key.nextPuzzle"
	txtPuzzleKeyStepNext   i18n.ID = "puzzles.key.stepNext"
	txtPuzzleKeyStepPrev   i18n.ID = "puzzles.key.stepPrev"
	txtPuzzleKeyRetry      i18n.ID = "puzzles.key.retry"
	txtPuzzleKeyHint       i18n.ID = "puzzles.key.hint"
	txtPuzzleKeyTheme      i18n.ID = "puzzles.key.theme"
	txtPuzzleKeyMode       i18n.ID = "puzzles.key.mode"
	txtPuzzleKeyHintShort  i18n.ID = "puzzles.key.hintShort"
	txtPuzzleKeyThemeShort i18n.ID = "puzzles.key.themeShort"
	txtPuzzleKeyModeShort  i18n.ID = "puzzles.key.modeShort"
	txtPuzzleKeyAgain      i18n.ID = "puzzles.key.again"
	txtPuzzleKeyStep       i18n.ID = "puzzles.key.step"
	txtPuzzleKeyTyping     i18n.ID = "puzzles.key.typing"
	txtPuzzleKeyQuit       i18n.ID = "puzzles.key.quit"
	txtPuzzleKeyHelpShort  i18n.ID = "puzzles.key.helpShort"
)

// newPuzzleKeys returns the puzzle screen's key map with k's bindings,
// described in l's language; embedded says quitting goes back to the
// program that embeds the screen (a server's lobby) rather than out.
func newPuzzleKeys(k KeyMap, l *i18n.Localizer, embedded bool) puzzleKeys {
	with := func(b key.Binding, id i18n.ID) key.Binding {
		b.SetHelp(b.Help().Key, l.V(id))
		return b
	}
	// the solution's and the next puzzle's keys, described as
	// DefaultKeyMap describes them (an embedder's own words are kept)
	def := DefaultKeyMap()
	for _, d := range []struct {
		b   *key.Binding
		def key.Binding
		id  i18n.ID
	}{{&k.Solution, def.Solution, txtPuzzleKeySolution}, {&k.NextPuzzle, def.NextPuzzle, txtPuzzleKeyNextPuzzle}} {
		if h := d.b.Help(); h.Desc == d.def.Help().Desc {
			d.b.SetHelp(h.Key, l.V(d.id))
		}
	}
	pk := puzzleKeys{
		Up: k.Up, Down: k.Down, Left: k.Left, Right: k.Right,
		Select:   with(k.Select, txtPuzzleKeySelect),
		Cancel:   with(k.Cancel, txtPuzzleKeyCancel),
		Type:     key.NewBinding(key.WithKeys(puzzleNotation...), key.WithHelp("c2-c3", l.V(txtPuzzleKeyType))),
		Back:     with(k.Back, txtPuzzleKeyBack),
		Solution: k.Solution, NextPuzzle: k.NextPuzzle, Flip: k.Flip, Help: k.Help, Quit: k.Quit,
		move:     joinKeys("arrows/"+k.Select.Keys()[0], l.V(txtPuzzleKeyMove), k.Up, k.Down, k.Left, k.Right, k.Select),
		solution: with(k.Solution, txtPuzzleKeySolShort), next: with(k.NextPuzzle, txtPuzzleKeyNext), flip: with(k.Flip, txtPuzzleKeyFlip),
		StepNext: with(k.ReplayNext, txtPuzzleKeyStepNext),
		StepPrev: with(k.ReplayPrev, txtPuzzleKeyStepPrev),
		Retry:    key.NewBinding(key.WithKeys(k.Redo.Keys()...), key.WithHelp(k.Redo.Help().Key, l.V(txtPuzzleKeyRetry))),
		Hint:     with(k.Hint, txtPuzzleKeyHint),
		Theme:    with(k.PuzzleTheme, txtPuzzleKeyTheme),
		Mode:     with(k.PuzzleMode, txtPuzzleKeyMode),
	}
	pk.hint, pk.theme, pk.mode = with(pk.Hint, txtPuzzleKeyHintShort), with(pk.Theme, txtPuzzleKeyThemeShort), with(pk.Mode, txtPuzzleKeyModeShort)
	pk.again = with(pk.Retry, txtPuzzleKeyAgain)
	pk.step = joinKeys(pk.StepNext.Help().Key+" "+pk.StepPrev.Help().Key, l.V(txtPuzzleKeyStep), pk.StepNext, pk.StepPrev)
	pk.typing = with(pk.Type, txtPuzzleKeyTyping)
	pk.help = pk.Help
	if l.Lang() != i18n.English {
		pk.help = with(pk.Help, txtPuzzleKeyHelpShort)
	}
	if embedded {
		pk.Quit = with(pk.Quit, txtPuzzleKeyQuit)
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
	return []key.Binding{k.move, k.typing, k.solution, k.next, k.hint, k.step, k.again, k.flip, k.mode, k.theme, k.help, k.Quit}
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
