package ui

import (
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The texts of the new-game form's values, the engine's levels and the
// record line (newgame.go, newgamekeys.go, settings.go). English is in
// catalog/ui2.en.json, byte for byte the texts these replaced.
const (
	txtFormOff          i18n.ID = "ui2.form.off"
	txtFormOn           i18n.ID = "ui2.form.on"
	txtFormWhite        i18n.ID = "ui2.form.white"
	txtFormBlack        i18n.ID = "ui2.form.black"
	txtModeAI           i18n.ID = "ui2.mode.ai"
	txtModeHotseat      i18n.ID = "ui2.mode.hotseat"
	txtModeWatch        i18n.ID = "ui2.mode.watch"
	txtFormMoreUp       i18n.ID = "ui2.form.moreUp"
	txtFormMoreDown     i18n.ID = "ui2.form.moreDown"
	txtFormKeyBack      i18n.ID = "ui2.form.key.back"
	txtFormKeyPrevLine  i18n.ID = "ui2.form.key.prevLine"
	txtFormKeyNextLine  i18n.ID = "ui2.form.key.nextLine"
	txtFormKeyPrevValue i18n.ID = "ui2.form.key.prevValue"
	txtFormKeyNextValue i18n.ID = "ui2.form.key.nextValue"
	txtFormKeyLess      i18n.ID = "ui2.form.key.less"
	txtFormKeyMore      i18n.ID = "ui2.form.key.more"
	txtFormKeyStart     i18n.ID = "ui2.form.key.start"
	txtSetUpNotCounted  i18n.ID = "ui2.form.setUpNotCounted"
	txtSetUpStatus      i18n.ID = "ui2.status.setUpNotCounted"
	txtStatsNoGames     i18n.ID = "ui2.form.statsNoGames"
	txtStats            i18n.ID = "ui2.form.stats"
	txtLevelRange       i18n.ID = "ui2.level.range"
)

// The texts of saving and loading games (filedialog.go, records.go).
const (
	txtSaveOff        i18n.ID = "ui2.file.saveOff"
	txtNoSavePlace    i18n.ID = "ui2.file.noSavePlace"
	txtLoadOff        i18n.ID = "ui2.file.loadOff"
	txtNoLoadPlace    i18n.ID = "ui2.file.noLoadPlace"
	txtSavedTo        i18n.ID = "ui2.file.savedTo"
	txtGameOfFile     i18n.ID = "ui2.file.gameOf"
	txtNotCopied      i18n.ID = "ui2.file.notCopied"
	txtCopiedPosition i18n.ID = "ui2.file.copiedPosition"
	txtCopiedGame     i18n.ID = "ui2.file.copiedGame"
	txtLoadedFrom     i18n.ID = "ui2.file.loaded"
	txtFilePrompt     i18n.ID = "ui2.file.prompt"
	txtTypeFileName   i18n.ID = "ui2.file.typeName"
	txtNotSaved       i18n.ID = "ui2.file.notSaved"
	txtNotLoaded      i18n.ID = "ui2.file.notLoaded"
	txtLoadTitle      i18n.ID = "ui2.file.loadTitle"
	txtSaveTitle      i18n.ID = "ui2.file.saveTitle"
	txtFileExists     i18n.ID = "ui2.file.exists"
	txtOverwriteQ     i18n.ID = "ui2.file.overwriteQ"
	txtFileHolds      i18n.ID = "ui2.file.holds"
	txtFileChooseKeys i18n.ID = "ui2.file.chooseKeys"
	txtFileWorking    i18n.ID = "ui2.file.working"
	txtFileSaveKeys   i18n.ID = "ui2.file.saveKeys"
	txtFileLoadKeys   i18n.ID = "ui2.file.loadKeys"
	txtGameSummary    i18n.ID = "ui2.file.summary"
)

// The texts of the post-game analysis view (postgame.go).
const (
	txtPGPrevMove    i18n.ID = "ui2.pg.key.prevMove"
	txtPGNextMove    i18n.ID = "ui2.pg.key.nextMove"
	txtPGPrevMistake i18n.ID = "ui2.pg.key.prevMistake"
	txtPGNextMistake i18n.ID = "ui2.pg.key.nextMistake"
	txtPGTwoPeople   i18n.ID = "ui2.pg.twoPeople"
	txtPGOnceOver    i18n.ID = "ui2.pg.onceOver"
	txtPGNoMove      i18n.ID = "ui2.pg.noMove"
	txtPGTitle       i18n.ID = "ui2.pg.title"
	txtPGStopped     i18n.ID = "ui2.pg.stopped"
	txtPGAnalysing   i18n.ID = "ui2.pg.analysing"
	txtPGMark        i18n.ID = "ui2.pg.mark"
	txtPGMarkValue   i18n.ID = "ui2.pg.markValue"
	txtPGLine        i18n.ID = "ui2.pg.line"
	txtPGAnalysis    i18n.ID = "ui2.pg.analysis"
	txtPGMoveOf      i18n.ID = "ui2.pg.moveOf"
	txtPostGameNote  i18n.ID = "ui2.pg.note"
)

// The texts of the live analysis, the panel's searches and the engine's
// queue (analysis.go, panel.go, queue.go).
const (
	txtAnOff           i18n.ID = "ui2.an.off"
	txtAnOnline        i18n.ID = "ui2.an.online"
	txtAnOn            i18n.ID = "ui2.an.on"
	txtAnNoMoves       i18n.ID = "ui2.an.noMoves"
	txtAnAnalysing     i18n.ID = "ui2.an.analysing"
	txtAnBest          i18n.ID = "ui2.an.best"
	txtAnDepthScore    i18n.ID = "ui2.an.depthScore"
	txtAnHead          i18n.ID = "ui2.an.head"
	txtWaitEngine      i18n.ID = "ui2.wait.engine"
	txtThinking        i18n.ID = "ui2.search.thinking"
	txtConsidering     i18n.ID = "ui2.search.considering"
	txtLastSearch      i18n.ID = "ui2.search.last"
	txtScoreProvenWin  i18n.ID = "ui2.score.provenWin"
	txtScoreProvenDraw i18n.ID = "ui2.score.provenDraw"
	txtScoreWins       i18n.ID = "ui2.score.wins"
	txtScoreWinsIn     i18n.ID = "ui2.score.winsIn"
	txtScoreWhite      i18n.ID = "ui2.score.white"
	txtWaitMove        i18n.ID = "ui2.wait.move"
	txtWaitHint        i18n.ID = "ui2.wait.hint"
	txtWaitDraw        i18n.ID = "ui2.wait.draw"
	txtWaitText        i18n.ID = "ui2.wait.text"
	txtWaitNext        i18n.ID = "ui2.wait.next"
	txtWaitAhead       i18n.ID = "ui2.wait.ahead"
)

// The texts of selecting and typing moves (selection.go, typing.go) the
// first catalogs left in English.
const (
	txtWaysFirst          i18n.ID = "ui2.sel.waysFirst"
	txtWaysThen           i18n.ID = "ui2.sel.waysThen"
	txtTheMan             i18n.ID = "ui2.sel.theMan"
	txtTheMulla           i18n.ID = "ui2.sel.theMulla"
	txtByOwnSide          i18n.ID = "ui2.sel.byOwnSide"
	txtBySide             i18n.ID = "ui2.sel.bySide"
	txtPieceNoLegalMove   i18n.ID = "ui2.sel.noLegalMove"
	txtBlocked            i18n.ID = "ui2.sel.blocked"
	txtNeverBack          i18n.ID = "ui2.sel.neverBack"
	txtTypingCancelled    i18n.ID = "ui2.typing.cancelled"
	txtTypedIs            i18n.ID = "ui2.typing.is"
	txtAmbiguous          i18n.ID = "ui2.typing.ambiguous"
	txtNotAMove           i18n.ID = "ui2.typing.notAMove"
	txtNotLegalCanPlay    i18n.ID = "ui2.typing.canPlay"
	txtNotLegalCompulsory i18n.ID = "ui2.typing.compulsory"
	txtNotLegal           i18n.ID = "ui2.typing.notLegal"
)

// The texts of the help's pager (helpscreen.go).
const (
	txtPagerScroll i18n.ID = "ui2.pager.scroll"
	txtPagerWheel  i18n.ID = "ui2.pager.wheel"
	txtPagerPage   i18n.ID = "ui2.pager.page"
	txtPagerTop    i18n.ID = "ui2.pager.top"
	txtPagerKeys   i18n.ID = "ui2.pager.keys"
)

// moreKeyDescs are k's bindings whose descriptions the ui2 catalogs
// hold: the replay's, the forms' and the pagers' keys.
func moreKeyDescs(k *KeyMap) []keyDesc {
	return []keyDesc{
		{&k.PlayComputer, "ui2.key.playComputer"}, {&k.PlayFriend, "ui2.key.playFriend"},
		{&k.ReplayPrev, "ui2.key.replayPrev"}, {&k.ReplayNext, "ui2.key.replayNext"},
		{&k.ReplayStart, "ui2.key.replayStart"}, {&k.ReplayEnd, "ui2.key.replayEnd"},
		{&k.PlayHere, "ui2.key.playHere"}, {&k.LeaveReplay, "ui2.key.leaveReplay"},
		{&k.Accept, "ui2.key.accept"}, {&k.NextField, "ui2.key.nextField"}, {&k.PrevField, "ui2.key.prevField"},
		{&k.NextValue, "ui2.key.nextValue"}, {&k.PageUp, "ui2.key.pageUp"}, {&k.PageDown, "ui2.key.pageDown"},
		{&k.HalfPageUp, "ui2.key.halfPageUp"}, {&k.HalfPageDown, "ui2.key.halfPageDown"},
		{&k.Top, "ui2.key.top"}, {&k.Bottom, "ui2.key.bottom"},
	}
}

// The texts of the title row and the too-small window (view.go).
const (
	txtTitleReplay  i18n.ID = "ui2.title.replay"
	txtTitlePlayers i18n.ID = "ui2.title.players"
	txtTooSmall     i18n.ID = "ui2.small.title"
	txtTooSmallSize i18n.ID = "ui2.small.size"
	txtEnlarge      i18n.ID = "ui2.small.enlarge"
	txtQQuits       i18n.ID = "ui2.small.quits"
	txtAnStatus     i18n.ID = "ui2.an.status"
	txtPGFailed     i18n.ID = "ui2.pg.failed"
)

// reasonIDs are the words of why a game ended (game.Reason), by reason.
var reasonIDs = map[game.Reason]i18n.ID{
	game.NoPieces:    "ui2.reason.noPieces",
	game.NoMoves:     "ui2.reason.noMoves",
	game.Repetition:  "ui2.reason.repetition",
	game.NoProgress:  "ui2.reason.noProgress",
	game.Resignation: "ui2.reason.resignation",
	game.AgreedDraw:  "ui2.reason.agreedDraw",
	game.PlyLimit:    "ui2.reason.plyLimit",
}

// reasonText is why a game ended in l's language: "no pieces left".
func reasonText(l *i18n.Localizer, r game.Reason) string {
	if id, ok := reasonIDs[r]; ok {
		return l.T(id)
	}
	return r.String()
}

// The texts of taking back an ending, the engine's failure and the
// settings' and statistics' saving (actions.go, model.go).
const (
	txtTheResignation   i18n.ID = "ui2.undo.resignation"
	txtTheAgreedDraw    i18n.ID = "ui2.undo.agreedDraw"
	txtEngineFailed     i18n.ID = "ui2.engine.failed"
	txtNotCounted       i18n.ID = "ui2.stats.notCounted"
	txtSettingsNotSaved i18n.ID = "ui2.settings.notSaved"
)

// levelIDs are the names of the engine's levels (levels.All), by name.
var levelIDs = map[string]i18n.ID{
	"beginner": "ui2.level.beginner",
	"novice":   "ui2.level.novice",
	"casual":   "ui2.level.casual",
	"club":     "ui2.level.club",
	"expert":   "ui2.level.expert",
	"master":   "ui2.level.master",
}

// levelName is the name of the computer's level n in l's language
// ("beginner", "débutant"), "?" for no level.
func levelName(l *i18n.Localizer, n int) string {
	for _, lv := range engineLevels {
		if lv.N == n {
			if id, ok := levelIDs[lv.Name]; ok {
				return l.T(id)
			}
			return lv.Name
		}
	}
	return "?"
}

// levelRange describes the levels for help texts in l's language:
// "1 (beginner) to 6 (master)".
func levelRange(l *i18n.Localizer) string {
	return l.T(txtLevelRange, "First", levels.Min, "FirstName", levelName(l, levels.Min),
		"Last", levels.Max, "LastName", levelName(l, levels.Max))
}

// ruleHelpIDs are the one-line explanations of the rule options
// (game.RuleOptions), by option name.
var ruleHelpIDs = map[string]i18n.ID{
	"men-capture-backward": "ui2.rule.menCaptureBackward",
	"majority":             "ui2.rule.majority",
	"removal":              "ui2.rule.removal",
	"promotion":            "ui2.rule.promotion",
	"repetition":           "ui2.rule.repetition",
	"no-progress":          "ui2.rule.noProgress",
}

// ruleHelp is rule option o's explanation in l's language (o.Help for an
// option the catalogs do not know).
func ruleHelp(l *i18n.Localizer, o *game.RuleOption) string {
	if id, ok := ruleHelpIDs[o.Name]; ok {
		return l.T(id)
	}
	return o.Help
}

// ruleValueIDs are the names of the rule options' values on the new-game
// form, by option and value.
var ruleValueIDs = map[string]i18n.ID{
	"removal=immediate":  "ui2.rule.removal.immediate",
	"removal=end":        "ui2.rule.removal.end",
	"promotion=end":      "ui2.rule.promotion.end",
	"promotion=stop":     "ui2.rule.promotion.stop",
	"promotion=continue": "ui2.rule.promotion.continue",
}

// ruleValueName is value v of rule option name as the form shows it in
// l's language (v itself for English and for a value the catalogs do not
// know).
func ruleValueName(l *i18n.Localizer, name, v string) string {
	if id, ok := ruleValueIDs[name+"="+v]; ok {
		return l.T(id)
	}
	return v
}
