package ui

import (
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
)

// KeyMap is the shared base of the screens' key maps: every binding of
// the game screen, the new-game form, the y/n questions, the file dialog,
// the help screen, the puzzles and the screens of programs embedding a Model (the SSH
// server's lobby and rooms), by name. A person rebinds keys here
// (Options.Keys); each screen builds its own key map from it, as the
// bubbles components own theirs, holding only the bindings that screen
// obeys, with the ShortHelp and FullHelp that screen shows (gameKeys,
// replayKeys, formKeys, dialogKeys, the questions' answers, the help's
// pager): keys that mean different things on different screens (f, y,
// space) are each screen's own.
//
// Screens with a text field (the file dialog, the server's create-room
// form) use CommandKeys of a binding, so that the letters it holds are
// typed rather than obeyed.
type KeyMap struct {
	// Moving: the board's cursor, or a list's or form's line (Left and
	// Right change a form's value).
	Up, Down, Left, Right key.Binding
	// Select picks the point under the cursor, or a menu's line.
	Select key.Binding
	// Cancel drops a move being entered, or leaves a form, list or dialog.
	Cancel key.Binding
	// Point starts typing a point's name (its file letter, then the rank).
	Point key.Binding
	// Back takes back the last landing of a capture being entered.
	Back key.Binding

	Undo, Redo, Hint   key.Binding
	Flip, Draw, Resign key.Binding
	// DeclineDraw turns down the opponent's draw offer in an online game;
	// the embedding program handles it (the Model shows it in its help,
	// and in its footer while StateMsg.DrawOffered).
	DeclineDraw         key.Binding
	New, Rematch, Pause key.Binding
	Theme, Help         key.Binding
	// Quit asks to quit; Interrupt (ctrl+c) quits from any screen, also
	// from a question or a form where Quit only answers no or goes back.
	Quit, Interrupt key.Binding
	Save, Load      key.Binding
	CopyPosition    key.Binding
	CopyGame        key.Binding
	Replay          key.Binding
	Analysis        key.Binding
	// Explore opens the move explorer (explorer.go): every move of the
	// position shown with its proven value or the engine's estimate.
	Explore key.Binding
	// Rules opens the rules screen (rulesscreen.go): docs/rules.md drawn
	// at the window's width, with the pictures of the board.
	Rules key.Binding

	// Yes answers a y/n question; any other key (No, for the dialogs that
	// wait for an answer) says no. Save answers "s saves it first".
	Yes, No key.Binding
	// PlayComputer and PlayFriend answer "play from here" in replay mode.
	PlayComputer, PlayFriend key.Binding

	// Replay mode (Replay enters it): step back and on, jump to the start
	// and the end, play on from the position shown, leave.
	ReplayPrev, ReplayNext, ReplayStart, ReplayEnd key.Binding
	PlayHere, LeaveReplay                          key.Binding

	// Accept confirms a form or dialog (start the game, save, load).
	Accept key.Binding
	// NextField and PrevField move between a form's lines or a menu's.
	NextField, PrevField key.Binding
	// NextValue steps a form's value on, like Right.
	NextValue key.Binding
	// Scrolling the help; the new-game form steps a number by 10 with
	// the CommandKeys of PageUp and PageDown.
	PageUp, PageDown, HalfPageUp, HalfPageDown key.Binding
	Top, Bottom                                key.Binding

	// PostGame opens the analysis of the game (postgame.go): each move
	// marked from the proven values, or the engine's view elsewhere.
	PostGame key.Binding

	// NextPuzzle shows the next puzzle (a puzzle not ended counts as
	// failed); Solution ends the puzzle shown by showing its solution.
	NextPuzzle, Solution key.Binding
	// PuzzleTheme steps the puzzles' theme filter on; PuzzleMode the
	// puzzle screen's mode (rated, streak, timed). The puzzle screen's
	// hint is Hint.
	PuzzleTheme, PuzzleMode key.Binding

	// Learn opens the lessons (LearnModel) over the game.
	Learn key.Binding
}

// DefaultKeyMap returns the default bindings.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Up:          key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:        key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Left:        key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "left")),
		Right:       key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "right")),
		Select:      key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter/space", "select / move")),
		Cancel:      key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		Back:        key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", "undo landing")),
		Point:       key.NewBinding(key.WithKeys("a", "b", "c", "d", "e"), key.WithHelp("a1…e5", "jump to point")),
		Undo:        key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo")),
		Redo:        key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "redo")),
		Hint:        key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "hint")),
		Flip:        key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "flip board")),
		Draw:        key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "offer draw")),
		DeclineDraw: key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "decline draw")),
		Resign:      key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "resign")),
		New:         key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new game")),
		Rematch:     key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "rematch")),
		Pause:       key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "pause (watch)")),
		Theme:       key.NewBinding(key.WithKeys("T"), key.WithHelp("T", "next theme")),
		Help:        key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "all keys")),
		Quit:        key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Interrupt:   key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit now")),

		Save:         key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "save")),
		Load:         key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "load")),
		CopyPosition: key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "copy position")),
		CopyGame:     key.NewBinding(key.WithKeys("Y"), key.WithHelp("Y", "copy game PDN")),
		Replay:       key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "replay")),
		Analysis:     key.NewBinding(key.WithKeys("A"), key.WithHelp("A", "analysis")),
		Explore:      key.NewBinding(key.WithKeys("E"), key.WithHelp("E", "explorer")),
		Rules:        key.NewBinding(key.WithKeys("R"), key.WithHelp("R", rulesKeyDesc)),

		Yes:          key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:           key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n", "no")),
		PlayComputer: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "against the computer")),
		PlayFriend:   key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "with a friend")),

		ReplayPrev:  key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous move")),
		ReplayNext:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next move")),
		ReplayStart: key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home/g", "start")),
		ReplayEnd:   key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end/G", "end")),
		PlayHere:    key.NewBinding(key.WithKeys("enter", "p"), key.WithHelp("enter/p", "play from here")),
		LeaveReplay: key.NewBinding(key.WithKeys("esc", "v"), key.WithHelp("esc", "leave replay")),

		Accept:       key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "ok")),
		NextField:    key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next")),
		PrevField:    key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous")),
		NextValue:    key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "next value")),
		PageUp:       key.NewBinding(key.WithKeys("pgup", "b"), key.WithHelp("pgup", "page up")),
		PageDown:     key.NewBinding(key.WithKeys("pgdown", "space", "f"), key.WithHelp("pgdn", "page down")),
		HalfPageUp:   key.NewBinding(key.WithKeys("ctrl+u"), key.WithHelp("ctrl+u", "half page up")),
		HalfPageDown: key.NewBinding(key.WithKeys("ctrl+d"), key.WithHelp("ctrl+d", "half page down")),
		Top:          key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", "top")),
		Bottom:       key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", "bottom")),

		PostGame: key.NewBinding(key.WithKeys("V"), key.WithHelp("V", "analyse the game")),

		NextPuzzle:  key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next puzzle")),
		Solution:    key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "show the solution")),
		PuzzleTheme: key.NewBinding(key.WithKeys("T"), key.WithHelp("T", "next puzzle theme")),
		PuzzleMode:  key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "next puzzle mode")),

		Learn: key.NewBinding(key.WithKeys("i"), key.WithHelp("i", "learn to play")),
	}
}

// joinKeys returns a binding of every key of bs, helped as help, desc.
func joinKeys(help, desc string, bs ...key.Binding) key.Binding {
	var keys []string
	for _, b := range bs {
		keys = append(keys, b.Keys()...)
	}
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
}

// CommandKeys returns b without the keys that type a character (letters,
// digits, space): the binding for a screen where those are typed into a
// text field.
func CommandKeys(b key.Binding) key.Binding {
	var keys []string
	for _, k := range b.Keys() {
		if utf8.RuneCountInString(k) > 1 && k != "space" {
			keys = append(keys, k)
		}
	}
	h := b.Help()
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(h.Key, h.Desc))
}

// yesNo is the answers of a y/n question as the question shows them,
// "y/n", followed by more.
func (k KeyMap) yesNo(more ...string) string { return yesNo(k.Yes, k.No, more...) }

// yesNo is the answers yes and no of a question as it shows them, "y/n",
// followed by more.
func yesNo(yes, no key.Binding, more ...string) string {
	s := yes.Help().Key + "/" + no.Help().Key
	for _, m := range more {
		s += ", " + m
	}
	return "(" + s + ")"
}

// helpPhrase is a binding as a question or hint names it: "c against the
// computer".
func helpPhrase(b key.Binding) string {
	return b.Help().Key + " " + b.Help().Desc
}
