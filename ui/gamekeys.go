package ui

import (
	"charm.land/bubbles/v2/key"

	"github.com/fetaix/fetaix/internal/i18n"
)

// gameKeys is the game screen's key map, built from the base KeyMap: the
// bindings the game screen obeys in play (replayKeys in replay mode), and
// its footer (ShortHelp) and help (FullHelp) for the mode it is in.
type gameKeys struct {
	// Moving the cursor, typing a point, selecting and landing, dropping
	// a move being entered and taking back a landing.
	Up, Down, Left, Right, Point, Select, Cancel, Back           key.Binding
	Undo, Redo, Hint, Draw, DeclineDraw, Resign, Flip, Pause     key.Binding
	New, Rematch, Replay, Analysis, Theme, Help, Quit, Interrupt key.Binding
	Save, Load, CopyPosition, CopyGame, Explore, PostGame        key.Binding
	Rules                                                        key.Binding
	// Learn opens the lessons over the game (not online).
	Learn key.Binding
	// drawPending is no key (footerNote): the footer's word, in the draw
	// key's place, that the seat's own draw offer waits for the
	// opponent's answer.
	drawPending key.Binding

	// online: the help shows only what a seat of an online game (ModeRemote)
	// can do — no undo, redo, hint, pause, new game, save or load; with
	// spectator, only what a watcher can do — not even move, offer a draw,
	// resign or ask for a rematch; drawOffered adds the decline key to the
	// footer, drawOffering (the seat's own offer stands) puts drawPending
	// in the draw key's place. watching: the computer plays itself (ModeWatch); select,
	// cancel and hint do nothing there, pause does. over: the game is over;
	// the footer offers what the status line names (a new game, a
	// rematch), not the keys of a move. Model.helpKeys sets them.
	online, spectator, drawOffered, drawOffering, watching, over bool
}

// newGameKeys returns the game screen's key map with k's bindings.
func newGameKeys(k KeyMap) gameKeys {
	return gameKeys{
		Up: k.Up, Down: k.Down, Left: k.Left, Right: k.Right, Point: k.Point, Select: k.Select, Cancel: k.Cancel, Back: k.Back,
		Undo: k.Undo, Redo: k.Redo, Hint: k.Hint, Draw: k.Draw, DeclineDraw: k.DeclineDraw, Resign: k.Resign, Flip: k.Flip, Pause: k.Pause,
		New: k.New, Rematch: k.Rematch, Replay: k.Replay, Analysis: k.Analysis, Theme: k.Theme, Help: k.Help, Quit: k.Quit, Interrupt: k.Interrupt,
		Save: k.Save, Load: k.Load, CopyPosition: k.CopyPosition, CopyGame: k.CopyGame, Explore: k.Explore, PostGame: k.PostGame,
		Rules:       k.Rules,
		Learn:       k.Learn,
		drawPending: footerNote("draw", "offered"),
	}
}

// noKey is the key of a footerNote: no key press is named so.
const noKey = "(no key)"

// footerNote is a footer item that names a state, not a key: label and
// desc show as a binding's key and help do, and no key press matches it
// (a binding without keys would count as disabled and not show).
func footerNote(label, desc string) key.Binding {
	return key.NewBinding(key.WithKeys(noKey), key.WithHelp(label, desc))
}

// helpKeys returns the game screen's key map for the current mode and
// state, for its footer and help: the keys that do not apply are
// disabled, so neither shows them (the game still answers them, saying
// why not).
func (m *Model) helpKeys() gameKeys {
	k := *m.playKeys
	k.online = m.mode == ModeRemote
	k.spectator = k.online && m.opts.Spectator
	k.drawOffered = k.online && !k.spectator && m.drawOffered
	k.drawOffering = k.online && !k.spectator && m.drawOffering
	k.watching = m.mode == ModeWatch
	k.over = m.ended()
	// each key shown as the game allows it: no draw offer nor resigning
	// once it is over, no second offer while the seat's own stands, no
	// declining a draw not offered, and online no rematch before the end
	// (the room refuses one), nor ever in a room of one game
	k.Draw.SetEnabled(!k.over && !k.drawOffering)
	k.drawPending.SetEnabled(k.drawOffering && !k.over)
	k.Resign.SetEnabled(!k.over)
	k.DeclineDraw.SetEnabled(k.drawOffered && !k.over)
	k.Rematch.SetEnabled((!k.online || k.over) && !(k.online && m.opts.OneGame))
	// no game analysis offered for a game that ended without a move (an
	// abort before the first): V would only say so
	moves := m.g.Ply()
	if m.replay != nil {
		moves = m.replay.Len()
	}
	k.PostGame.SetEnabled(!k.over || moves > 0)
	if l := m.opts.Lang; k.drawOffering && l.Lang() != i18n.English {
		k.drawPending.SetHelp(l.V(txtDrawPendingKey), l.V(txtDrawPendingDesc))
	}
	if k.watching && m.paused { // p then resumes
		k.Pause.SetHelp(k.Pause.Help().Key, m.opts.Lang.V(txtResumeKey))
	}
	return k
}

// ShortHelp is the footer: the keys a new player needs first, most
// important first, then help and quit — the footer always shows those two
// last and drops the others from the end when it is narrow. Online, the
// keys that end the game (offering a draw, resigning) come right after
// moving, so 80 columns show them. Once the game is over they are the
// keys the status line names (new game, rematch).
func (k gameKeys) ShortHelp() []key.Binding {
	if k.spectator {
		return []key.Binding{k.Flip, k.Replay, k.Help, k.Quit}
	}
	if k.online && k.over {
		return []key.Binding{k.Rematch, k.Replay, k.PostGame, k.Analysis, k.Explore, k.Help, k.Quit}
	}
	if k.online { // the keys that end the game (a draw, resigning) right after moving
		bs := []key.Binding{k.Select, k.Draw, k.drawPending, k.Resign}
		if k.drawOffered {
			bs = append(bs, k.DeclineDraw)
		}
		return append(bs, k.Cancel, k.Rematch, k.Replay, k.Help, k.Quit)
	}
	if k.over {
		return []key.Binding{k.New, k.Rematch, k.Replay, k.PostGame, k.Save, k.Flip, k.Help, k.Quit}
	}
	if k.watching {
		return []key.Binding{k.Pause, k.Undo, k.Replay, k.Flip, k.New, k.Save, k.Help, k.Quit}
	}
	return []key.Binding{k.Select, k.Cancel, k.Undo, k.Hint, k.New, k.Replay, k.Save, k.Help, k.Quit}
}

// FullHelp is every key of the game screen, in columns.
func (k gameKeys) FullHelp() [][]key.Binding {
	if k.spectator {
		return [][]key.Binding{{k.Flip, k.Replay, k.Analysis, k.Explore, k.PostGame}, {k.Rules, k.Theme, k.Help, k.Quit}}
	}
	if k.online {
		return [][]key.Binding{
			{k.Up, k.Down, k.Left, k.Right, k.Point, k.Select, k.Cancel, k.Back},
			{k.Draw, k.DeclineDraw, k.Resign, k.Rematch, k.Flip},
			{k.Replay, k.Analysis, k.Explore, k.PostGame, k.Rules, k.Theme, k.Help, k.Quit},
		}
	}
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.Point, k.Select, k.Cancel, k.Back},
		{k.Undo, k.Redo, k.Hint, k.Draw, k.Resign, k.Flip, k.Pause},
		{k.New, k.Rematch, k.Replay, k.Analysis, k.Explore, k.PostGame, k.Rules, k.Learn, k.Theme, k.Help, k.Quit},
	}
}

// recordHelp is the keys for game records, in columns under FullHelp.
func (k gameKeys) recordHelp() [][]key.Binding {
	if k.online {
		return [][]key.Binding{{k.CopyPosition, k.CopyGame}}
	}
	return [][]key.Binding{{k.Save, k.Load}, {k.CopyPosition, k.CopyGame}}
}

// replayKeys is the key map of the game screen in replay mode, built from
// the base KeyMap: stepping through the game, playing on from the
// position shown and leaving, with the keys of the game screen that still
// apply there (the analysis, saving, help and quit).
type replayKeys struct {
	Prev, Next, Start, End, PlayHere, Leave key.Binding
	Analysis, Save, Help, Quit              key.Binding

	// online: the game is an online one (no playing from here nor saving:
	// they only say why not); analysis: the analysis may run (online, only
	// once the game is over). Model.replayKeys sets them.
	online, analysis bool
}

// newReplayKeys returns the replay key map with k's bindings.
func newReplayKeys(k KeyMap) replayKeys {
	return replayKeys{Prev: k.ReplayPrev, Next: k.ReplayNext, Start: k.ReplayStart, End: k.ReplayEnd,
		PlayHere: k.PlayHere, Leave: k.LeaveReplay, Analysis: k.Analysis, Save: k.Save, Help: k.Help, Quit: k.Quit}
}

// replayKeys returns the replay key map for the game shown.
func (m *Model) replayKeys() replayKeys {
	k := *m.replayMap
	k.online, k.analysis = m.mode == ModeRemote, m.analysisAllowed()
	return k
}

// ShortHelp is the footer in replay mode: like gameKeys.ShortHelp, the most
// important first, and help and quit last.
func (k replayKeys) ShortHelp() []key.Binding {
	help := []key.Binding{k.Prev, k.Next, k.Leave, k.Start, k.End}
	switch {
	case !k.online:
		help = append(help, k.PlayHere, k.Analysis, k.Save)
	case k.analysis:
		help = append(help, k.Analysis)
	}
	return append(help, k.Help, k.Quit)
}

// FullHelp is the replay keys in one column (for the help screen).
func (k replayKeys) FullHelp() [][]key.Binding {
	if k.online { // not from an online game
		return [][]key.Binding{{k.Prev, k.Next, k.Start, k.End, k.Leave}}
	}
	return [][]key.Binding{{k.Prev, k.Next, k.Start, k.End, k.PlayHere, k.Leave}}
}
