package ui

import (
	"fmt"
	"path/filepath"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// Game records on the game screen: saving the game as PDN and loading one
// through the file dialogs (when Options.GamePath allows files), copying
// the position or the game to the clipboard, and opening a loaded record
// in replay mode.

// openSave opens the save dialog for the game shown, proposing a new file
// under the data directory.
func (m *Model) openSave() {
	if m.opts.GamePath == nil {
		m.setStatus(statusWarn, "%s", m.tr(txtSaveOff))
		return
	}
	path, err := m.opts.GamePath(time.Now())
	if err != nil {
		m.setStatus(statusWarn, "%s", m.tr(txtNoSavePlace, "Err", err))
		return
	}
	m.openDialog(newSaveDialog(m.gameRecord(), path))
}

// saveThen opens the save dialog and runs then once the game is saved
// (not if the dialog is cancelled).
func (m *Model) saveThen(then func(*Model) tea.Cmd) tea.Cmd {
	m.openSave()
	if showing[*fileDialog](m) {
		m.afterSave = then
	}
	return nil
}

// openLoad opens the load dialog, proposing the data directory, after
// asking when a game in progress would be thrown away.
func (m *Model) openLoad() tea.Cmd {
	if m.opts.GamePath == nil || m.mode == ModeRemote {
		m.setStatus(statusWarn, "%s", m.tr(txtLoadOff))
		return nil
	}
	return m.confirmDiscard(m.tr(txtLoadQ), (*Model).showLoad)
}

// showLoad opens the load dialog.
func (m *Model) showLoad() tea.Cmd {
	path, err := m.opts.GamePath(time.Now())
	if err != nil {
		m.setStatus(statusWarn, "%s", m.tr(txtNoLoadPlace, "Err", err))
		return nil
	}
	m.openDialog(newLoadDialog(filepath.Dir(path) + string(filepath.Separator)))
	return nil
}

// openDialog shows the save or load dialog d, with the Model's keys and
// title style.
func (m *Model) openDialog(d *fileDialog) {
	d.setKeys(*m.keys)
	d.setLang(m.opts.Lang)
	d.st.frame = m.th.title
	m.show(d)
}

// closeDialog returns to the game screen.
func (m *Model) closeDialog() {
	m.afterSave = nil
	m.show(nil)
}

// recordMsg handles the dialogs' and the clipboard's results.
func (m *Model) recordMsg(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case fileSavedMsg:
		m.saved = msg.Game
		then := m.afterSave
		m.closeDialog()
		m.setStatus(statusGood, "%s", m.tr(txtSavedTo, "Path", msg.Path))
		if then != nil {
			return then(m)
		}
	case fileDialogClosedMsg:
		m.closeDialog()
		m.restoreStatus()
	case fileLoadedMsg:
		m.closeDialog()
		m.think.cancelAll()
		m.think.hasInfo = false
		m.openRecord(msg.Record, m.tr(txtGameOfFile, "N", msg.Index, "Path", msg.Path))
	case copiedMsg:
		if msg.Err != nil {
			m.setStatus(statusWarn, "%s", m.tr(txtNotCopied, "Err", errorText(m.opts.Lang, msg.Err)))
		} else {
			m.setStatus(statusGood, "%s", m.copiedText(msg.What))
		}
	}
	return nil
}

// openRecord shows a loaded record in replay mode at its end, its players
// named from its tags; from names where it came from (for the status).
func (m *Model) openRecord(rec *pdn.Record, from string) {
	m.replay = nil
	m.record = rec
	m.opts.WhiteName, m.opts.BlackName = tagName(rec, pdn.TagWhite), tagName(rec, pdn.TagBlack)
	m.fileNames = true
	m.setGame(rec.Game.Clone())
	m.freshGame()
	if seed, ok := rec.Seed(); ok {
		m.keepSeed(seed)
	}
	m.saved = rec.Game
	m.enterReplay(-1)
	if from != "" {
		m.setStatus(statusGood, "%s", m.tr(txtLoadedFrom, "From", from, "Plies", m.plies(m.replay.Len())))
	}
}

// forgetRecord drops the loaded record's names and tags when a new game
// starts.
func (m *Model) forgetRecord() {
	m.record = nil
	if m.fileNames {
		m.opts.WhiteName, m.opts.BlackName = "", ""
		m.fileNames = false
	}
}

// tagName is a player's name from a record's tag; "" when unknown.
func tagName(rec *pdn.Record, tag string) string {
	if v := rec.Tag(tag); v != "?" {
		return v
	}
	return ""
}

// gameRecord is the record of the game shown, for saving or copying: the
// whole replayed game in replay mode, otherwise the moves played so far.
// A game loaded from a record keeps that record's tags, and its comments,
// move marks, NAGs and variations on the moves still played.
func (m *Model) gameRecord() *pdn.Record {
	g := m.g.Clone()
	if m.replay != nil {
		g = m.replay.Game()
	}
	rec := pdn.NewRecord(g)
	if m.record != nil && (isPrefix(m.record.Game.Moves(), g.Moves()) || isPrefix(g.Moves(), m.record.Game.Moves())) {
		for _, t := range m.record.Tags {
			rec.SetTag(t.Name, t.Value)
		}
		rec.Comments = append([]string(nil), m.record.Comments[:min(len(m.record.Comments), len(g.Moves())+1)]...)
		rec.Annotations = append([]pdn.Annotation(nil), m.record.Annotations[:min(len(m.record.Annotations), len(g.Moves())+1)]...)
		if r, _ := g.Result(); r == game.Ongoing && len(g.Moves()) == len(m.record.Game.Moves()) {
			rec.Result = m.record.Result // a decision outside the rules, e.g. on time
		}
		return rec
	}
	rec.SetTag(pdn.TagEvent, "Fetaix game")
	rec.SetTag(pdn.TagSite, "fetaix")
	rec.SetTag(pdn.TagWhite, m.recordName(game.White))
	rec.SetTag(pdn.TagBlack, m.recordName(game.Black))
	m.recordSeed(rec)
	return rec
}

// ComputerName is the computer's name at a level in game records:
// "Fetaix level 2 (novice)".
func ComputerName(level int) string {
	return fmt.Sprintf("Fetaix level %d (%s)", level, levelName(nil, level))
}

// recordName names side c for a saved game.
func (m *Model) recordName(c game.Color) string {
	switch name := m.playerName(c); {
	case m.isComputer(c) && name == m.tr(txtComputer):
		return ComputerName(m.level)
	case name == m.tr(txtYou):
		return "Player"
	default:
		return name
	}
}

// copiedText says what was copied to the clipboard ("position" or
// "game", copiedMsg.What).
func (m *Model) copiedText(what string) string {
	if what == "position" {
		return m.tr(txtCopiedPosition)
	}
	return m.tr(txtCopiedGame)
}

// isPrefix reports whether a is a prefix of b, move by move.
func isPrefix(a, b []game.Move) bool {
	if len(a) > len(b) {
		return false
	}
	for i := range a {
		if !a[i].Same(b[i]) {
			return false
		}
	}
	return true
}
