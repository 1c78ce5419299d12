package ui

import (
	"slices"

	"github.com/fetaix/fetaix/game"
)

// panelCache is the last side panel drawn while nothing but the game's
// own state feeds it (panelKeyOf), with that state: an online game's
// screen is drawn again after every key typed, and the panel, one of the
// costliest parts of the view, changes only with a move or an end.
type panelCache struct {
	ok    bool
	key   panelKey
	moves []game.Move // the key's moves (the game's, a copy)
	lines []string
}

// panelKey is everything the side panel reads when panelKeyOf allows a
// key: the panel's size and theme, the game (its start, rules, moves and
// how many are played), its result, the names shown, the move list's
// scroll and the tables' verdict.
type panelKey struct {
	w, h         int
	th           *theme
	start        game.Position
	rules        game.Rules
	ply          int
	result       game.Result
	reason       game.Reason
	white, black string
	mode         Mode
	human        game.Color
	spectator    bool
	scroll       listScroll
	verdictOK    bool
	verdict      verdictShown
	nMoves       int
	pos          game.Position
}

// verdictShown is what the panel shows of the tables' verdict.
type verdictShown struct {
	text, head, plies string
}

// panelKeyOf is the key of the panel of w×h, ok false when the panel
// reads more than the key holds: a replay, the explorer, the analysis or
// a search of the computer's (whose spinner turns with time).
func (m *Model) panelKeyOf(w, h int) (k panelKey, ok bool) {
	if m.replay != nil || m.explorer.open || m.analysis.on || m.think.move != nil || m.think.ask != nil || m.think.hasInfo {
		return k, false
	}
	k = panelKey{w: w, h: h, th: m.th, start: m.g.Start(), rules: m.g.Rules(), ply: m.g.Ply(), result: m.result,
		reason: m.reason, white: m.opts.WhiteName, black: m.opts.BlackName, mode: m.mode, human: m.human,
		spectator: m.opts.Spectator, scroll: m.listScroll, verdictOK: m.verdict.ok, nMoves: len(m.g.AllMoves()),
		pos: m.g.Position()}
	if m.verdict.ok {
		head, plies := verdictParts(m.opts.Lang, m.verdict.v, m.verdict.stm, m.verdict.limit)
		k.verdict = verdictShown{m.verdictText(), head, plies}
	}
	return k, true
}

// cachedPanelLines is panelLines, from the cache when its key is the same.
func (m *Model) cachedPanelLines(w, h int) []string {
	k, ok := m.panelKeyOf(w, h)
	c := &m.panel
	if !ok {
		c.ok = false
		return m.panelLines(w, h)
	}
	if c.ok && c.key == k && slices.Equal(c.moves, m.g.AllMoves()) {
		return c.lines
	}
	lines := m.panelLines(w, h)
	c.ok, c.key, c.lines = true, k, lines
	c.moves = append(c.moves[:0], m.g.AllMoves()...)
	return lines
}
