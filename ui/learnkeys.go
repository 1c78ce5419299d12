package ui

import (
	"charm.land/bubbles/v2/key"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/learn"
)

// learnKeys is the lessons' screen's key map, built from the base
// KeyMap: the list's and the board's cursor, selecting and landing,
// typing a move, going on, taking back and starting again, flipping,
// the help and quitting, with its footer (ShortHelp) and help
// (FullHelp).
type learnKeys struct {
	Up, Down, Left, Right, Select, Cancel key.Binding
	// Type types a move's notation, Back takes back its last character.
	Type, Back key.Binding
	// Next goes on: a watched line's next move, the next stage once one
	// is met.
	Next key.Binding
	// TakeBack takes a practice's last move back; Retry starts the stage
	// again.
	TakeBack, Retry, Flip, Help, Quit key.Binding
	// the footer's shorter entries: open (the list's enter), move (the
	// cursor keys and Select as one), typing, back (TakeBack), again
	// (Retry), next (Next)
	open, move, typing, back, again, next, list key.Binding
	// quitList is Quit on the list: out of the screen, not to the list;
	// quitBoth is Quit as the help says it, both ways
	quitList, quitBoth key.Binding
}

// newLearnKeys returns the lessons' key map with k's bindings; embedded
// says quitting the list goes back to the program that embeds the screen
// (the game, a server's lobby) rather than out.
func newLearnKeys(k KeyMap, embedded bool, l *i18n.Localizer) learnKeys {
	with := func(b key.Binding, id i18n.ID) key.Binding {
		b.SetHelp(b.Help().Key, l.V(id))
		return b
	}
	lk := learnKeys{
		Up: k.Up, Down: k.Down, Left: k.Left, Right: k.Right,
		Select:   with(k.Select, txtLearnKeySelect),
		Cancel:   with(k.Cancel, txtLearnKeyCancel),
		Type:     key.NewBinding(key.WithKeys(puzzleNotation...), key.WithHelp("c3-c4", l.V(txtLearnKeyType))),
		Back:     with(k.Back, txtLearnKeyBack),
		Next:     with(k.ReplayNext, txtLearnKeyNext),
		TakeBack: with(k.Undo, txtLearnKeyTakeBack),
		Retry:    key.NewBinding(key.WithKeys(k.Redo.Keys()...), key.WithHelp(k.Redo.Help().Key, l.V(txtLearnKeyRetry))),
		Flip:     k.Flip, Help: k.Help,
		Quit:     with(k.Quit, txtLearnKeyQuit),
		quitList: with(k.Quit, txtLearnKeyQuitList),
	}
	onList := txtLearnKeyQuitList
	if embedded {
		onList = txtLearnKeyQuitBack
		lk.quitList = with(k.Quit, onList)
	}
	lk.quitBoth = k.Quit
	lk.quitBoth.SetHelp(k.Quit.Help().Key, l.V(txtLearnKeyQuitBoth, "OnList", l.T(onList)))
	lk.open = joinKeys("↑↓/"+k.Select.Keys()[0], l.V(txtLearnKeyOpen), k.Up, k.Down, k.Select)
	lk.move = joinKeys(l.V(txtLearnKeyArrows)+"/"+k.Select.Keys()[0], l.V(txtLearnKeyMove), k.Up, k.Down, k.Left, k.Right, k.Select)
	lk.typing = with(lk.Type, txtLearnKeyTyping)
	lk.back = with(lk.TakeBack, txtLearnKeyBackShort)
	lk.again = with(lk.Retry, txtLearnKeyAgain)
	lk.list = with(k.Quit, txtLearnKeyList)
	lk.next = joinKeys(k.Select.Keys()[0]+"/"+k.ReplayNext.Help().Key, l.V(txtLearnKeyNextShort), k.Select, k.ReplayNext)
	return lk
}

// learnKeys returns the key map for what the screen shows: on the list,
// choosing and quitting; on a stage, the keys that apply to it now.
func (m *LearnModel) learnKeys() learnKeys {
	k := m.lk
	list := m.at == learnAtList
	k.open.SetEnabled(list)
	k.quitList.SetEnabled(list)
	k.Quit.SetEnabled(!list)
	k.list.SetEnabled(!list)
	r := m.stage.run
	onStage := m.at == learnAtStage && r != nil
	watch := onStage && r.Stage().Goal.Kind == learn.GoalWatch
	moving := onStage && m.playing()
	for _, b := range []*key.Binding{&k.move, &k.typing, &k.Type, &k.Back, &k.Cancel, &k.Up, &k.Down, &k.Left, &k.Right} {
		b.SetEnabled(moving || (list && (b == &k.Up || b == &k.Down)))
	}
	k.Select.SetEnabled(!onStage || moving || watch || m.stage.met)
	k.next.SetEnabled(m.at == learnAtIntro || watch || (onStage && m.stage.met))
	k.Next.SetEnabled(k.next.Enabled())
	practice := onStage && m.lessonOpen().Practice
	k.back.SetEnabled(practice)
	k.TakeBack.SetEnabled(practice)
	k.again.SetEnabled(onStage && !watch)
	k.Retry.SetEnabled(onStage && !watch)
	k.Flip.SetEnabled(onStage)
	return k
}

// ShortHelp is the footer: how to choose or move, the stage's keys, then
// help and quit, which the footer always shows.
func (k learnKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.open, k.next, k.move, k.typing, k.back, k.again, k.Help, k.quitList, k.list}
}

// FullHelp is every key of the screen, in columns: entering a move, then
// the stages' own.
func (k learnKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.Select, k.Type, k.Back, k.Cancel},
		{k.Next, k.TakeBack, k.Retry, k.Flip, k.Help, k.quitBoth},
	}
}
