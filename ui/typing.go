package ui

import (
	"errors"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/refuse"
)

// Typing at the keyboard: a point ("c2", then enter selects it, as the
// cursor keys would) or a whole move in notation ("c2-c3", "d4xb2",
// "a1xc3xe5", or "a1xe5" when only one capture goes there), then enter
// plays it. The text typed so far is m.typing; the status line shows it.
// Inside a move, x and - are part of the move, not commands (x resigns
// only when nothing is being typed).

// typingSeps are the separators of a move: a step's "-" and a capture's
// "x" (":" is read as "x", as in PDN).
const typingSeps = "-x"

// startTyping begins typing with the file letter of k.
func (m *Model) startTyping(k tea.KeyPressMsg) {
	m.typing = k.String()
	if !m.sel.active() {
		m.setStatus(statusInfo, "%s", m.tr(txtTypeRankOrMove))
	}
}

// typingKey handles a key while something is typed; ok is false when the
// key is not about the typing (which is then dropped, unless it is inside
// a move) and is handled as usual.
func (m *Model) typingKey(k tea.KeyPressMsg) (cmd tea.Cmd, ok bool) {
	if m.typing == "" {
		return nil, false
	}
	text := m.typing
	inMove := strings.ContainsAny(text, typingSeps)
	last := text[len(text)-1]
	s := k.String()
	if s == ":" {
		s = "x"
	}
	switch {
	case key.Matches(k, m.playKeys.Cancel):
		m.typing = ""
		m.setStatus(statusInfo, "%s", m.tr(txtTypingCancelled))
		return nil, true
	case key.Matches(k, m.playKeys.Back):
		m.typing = text[:len(text)-1]
		m.typingStatus()
		return nil, true
	case key.Matches(k, m.playKeys.Select):
		m.typing = ""
		if inMove {
			return m.playTyped(text), true
		}
		if isFile(last) {
			m.typing = text
			m.setStatus(statusWarn, "%s", m.tr(txtTypeRankOf, "Point", text))
			return nil, true
		}
		return m.pick(m.cursor, false), true
	case len(s) == 1 && isFile(s[0]) && (!inMove || isSep(last)):
		if !inMove { // another point: it replaces what is typed
			text = ""
		}
		m.typing = text + s
		m.typingStatus()
		return nil, true
	case len(s) == 1 && isRank(s[0]) && isFile(last):
		m.typing = text + s
		m.cursor = game.SquareAt(int(last-'a'), int(s[0]-'1'))
		m.typingStatus()
		return nil, true
	case len(s) == 1 && isSep(s[0]) && isRank(last):
		if inMove && !strings.Contains(text, s) {
			m.setStatus(statusWarn, "%s", m.tr(txtOneKindOfMove))
			return nil, true
		}
		if s == "-" && inMove {
			m.setStatus(statusWarn, "%s", m.tr(txtStepOnePoint, "Move", text))
			return nil, true
		}
		m.typing = text + s
		m.typingStatus()
		return nil, true
	}
	if !inMove {
		m.typing = "" // as with no typing: the key is a command
		return nil, false
	}
	if key.Matches(k, m.playKeys.Interrupt) {
		m.typing = ""
		return nil, false
	}
	m.setStatus(statusWarn, "%s", m.tr(txtTypingEdits, "Move", text, "Next", m.typingNext(text)))
	return nil, true
}

// typingStatus says what may be typed next.
func (m *Model) typingStatus() {
	text := m.typing
	switch {
	case text == "" && m.sel.active():
		m.entryStatus()
	case text == "":
		m.restoreStatus()
	case !strings.ContainsAny(text, typingSeps) && isRank(text[len(text)-1]):
		if !m.sel.active() {
			m.setStatus(statusInfo, "%s", m.tr(txtCursorOn, "Point", text))
		}
	case isRank(text[len(text)-1]) && m.localTurn():
		m.judgeTyped(text)
	default:
		m.setStatus(statusInfo, "%s", m.typingNext(text))
	}
}

// judgeTyped says, before enter, what enter would do with the whole move
// typed as text: play it, go on with a capture typed part of the way (and
// where), or not play it and why.
func (m *Model) judgeTyped(text string) {
	_, err := game.ParseMove(m.g.Position(), m.g.Rules(), text)
	if err == nil {
		m.setStatus(statusInfo, "%s", m.typingNext(text))
		return
	}
	if next := m.typedCaptureNext(text); next != 0 {
		m.setStatus(statusInfo, "%s", m.tr(txtGoesOn, "Points", m.squares(next)))
		return
	}
	m.setStatus(statusWarn, "%s", m.typedMoveWhy(text, err))
}

// typedCaptureNext returns the points where the capture typed as text
// (its first point, then landings) may land next, along the legal paths
// it begins; 0 when text is not the beginning of one.
func (m *Model) typedCaptureNext(text string) uint32 {
	var points []game.Square
	for _, part := range strings.Split(text, "x") {
		s, err := game.ParseSquare(part)
		if err != nil {
			return 0
		}
		points = append(points, s)
	}
	var next uint32
	for _, p := range pathsFrom(m.paths, points[0]) {
		l := p.Landings()
		if len(l) >= len(points) && slices.Equal(l[:len(points)-1], points[1:]) {
			next |= l[len(points)-1].Bit()
		}
	}
	return next
}

// typingNext says what may follow text.
func (m *Model) typingNext(text string) string {
	switch last := text[len(text)-1]; {
	case isFile(last):
		return m.tr(txtTypeRank)
	case isSep(last):
		return m.tr(txtTypeNextPoint)
	case strings.ContainsAny(text, typingSeps):
		return m.tr(txtEnterPlays)
	}
	return m.tr(txtEnterSelects)
}

// typingText is the typing shown on the status line: "move: a1xc3▏".
func (m *Model) typingText() string {
	caret := "▏"
	if m.th.ascii {
		caret = "_"
	}
	return m.tr(txtTypingMove, "Move", m.typing+caret)
}

func isFile(c byte) bool { return c >= 'a' && c <= 'e' }
func isRank(c byte) bool { return c >= '1' && c <= '5' }
func isSep(c byte) bool  { return strings.IndexByte(typingSeps, c) >= 0 }

// playTyped plays the move typed as text, or says why it cannot.
func (m *Model) playTyped(text string) tea.Cmd {
	if !m.mayMove() {
		return nil
	}
	p, r := m.g.Position(), m.g.Rules()
	mv, err := game.ParseMove(p, r, text)
	if err != nil {
		m.setStatus(statusWarn, "%s", m.tr(txtTypedIs, "Move", text, "Why", m.typedMoveWhy(text, err)))
		return nil
	}
	m.sel = noEntry()
	return m.play(mv)
}

// typedMoveWhy explains why text is not a move to play now, after "is":
// "not legal: c1 can play c1xc3" — which piece or moves it could have
// meant.
func (m *Model) typedMoveWhy(text string, err error) string {
	return typedWhyIn(m.opts.Lang, m.g.Position(), m.g.Rules(), m.paths, text, err)
}

// typedWhy is typedMoveWhy for the position p under rules r, whose legal
// paths are paths: the game screen's reasons, for every screen that takes
// typed moves.
func typedWhy(p game.Position, r game.Rules, paths []game.Move, text string, err error) string {
	return typedWhyIn(nil, p, r, paths, text, err)
}

// typedWhyIn is typedWhy in l's language.
func typedWhyIn(l *i18n.Localizer, p game.Position, r game.Rules, paths []game.Move, text string, err error) string {
	switch {
	case errors.Is(err, game.ErrAmbiguousMove):
		return l.T(txtAmbiguous, "Why", refuse.Move(l, err))
	case !errors.Is(err, game.ErrIllegalMove):
		return l.T(txtNotAMove)
	}
	from, _ := game.ParseSquare(text[:2])
	legal := p.LegalMoves(r, nil)
	mine := pathsFrom(legal, from)
	switch {
	case len(mine) > 0:
		return l.T(txtNotLegalCanPlay, "From", from.String(), "Moves", movesList(l, mine))
	case len(legal) > 0 && legal[0].IsCapture() && p.At(from) != game.Empty && p.At(from).Color() == p.SideToMove():
		return l.T(txtNotLegalCompulsory, "Moves", movesList(l, legal))
	}
	return l.T(txtNotLegal, "Why", whyNotIn(l, p, r, paths, from))
}

// movesList names up to six moves, "c2-c3, c2-b3 or c2-d3".
func movesList(l *i18n.Localizer, moves []game.Move) string {
	const most = 6
	names := make([]string, 0, most)
	for i, mv := range moves {
		if i == most {
			names[most-1] += ", …"
			break
		}
		names = append(names, mv.String())
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + l.T(txtOr) + " " + names[len(names)-1]
}
