package ui

import (
	"charm.land/bubbles/v2/key"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The wording of the rules screen and of the help's first line: the
// player-visible texts added with them, kept in one place to be
// translated.
const (
	// rulesKeyDesc is what the rules key does, in the help and footers.
	rulesKeyDesc = "the rules"
	// rulesTitle is the rules screen's title row (English; the catalogs'
	// txtRulesTitle after its leading space).
	rulesTitle = " Fetaix · rules"
	// lessonsKeyName is the key of the lessons and practice screen, which
	// the help's first line names.
	lessonsKeyName = "i"
	// WideGlyphsNote is said once, on the first game screen, where the
	// terminal draws ambiguous-width characters wide (GlyphFit).
	WideGlyphsNote = "wide characters here: the board is in ASCII (RUNEWIDTH_EASTASIAN=0 to change)"
)

// rulesFailed is the rules screen's text when the rules cannot be drawn.
func rulesFailed(l *i18n.Localizer, err error) string {
	return l.T(txtRulesFailed, "Err", err.Error())
}

// The texts of the rules screen and the wide characters' note
// (rulesscreen.go, glyphfit.go): English is rulesTitle and
// WideGlyphsNote.
const (
	txtRulesTitle  i18n.ID = "ui2.rules.title"
	txtRulesBack   i18n.ID = "ui2.rules.back"
	txtRulesFailed i18n.ID = "ui2.rules.failed"
	txtWideGlyphs  i18n.ID = "ui2.wideGlyphs"
)

// helpIntro is the help's first line: where a new player learns the game
// (in logical order).
func helpIntro(l *i18n.Localizer, lessonsKey, rulesKey string) string {
	return l.T(txtHelpIntro, "Lessons", lessonsKey, "Rules", rulesKey)
}

// The texts of the catalogs (internal/i18n): the game screen's status,
// title and result lines, the typing of moves and the keys' descriptions.
// English is in catalog/en.json, byte for byte the texts these replaced.
const (
	txtWhite           i18n.ID = "ui.side.white"
	txtBlack           i18n.ID = "ui.side.black"
	txtWhiteInSentence i18n.ID = "ui.side.white.lower"
	txtBlackInSentence i18n.ID = "ui.side.black.lower"
	txtPlies           i18n.ID = "ui.plies"
	txtOr              i18n.ID = "ui.or"

	txtMustCapture    i18n.ID = "ui.status.mustCapture"
	txtToMoveFirst    i18n.ID = "ui.status.toMoveFirst"
	txtToMoveSelect   i18n.ID = "ui.status.toMoveSelect"
	txtToMoveThinking i18n.ID = "ui.status.toMoveThinking"
	txtToMove         i18n.ID = "ui.status.toMove"
	txtPaused         i18n.ID = "ui.status.paused"

	txtNoPiecesLeft i18n.ID = "ui.over.noPieces"
	txtNoLegalMove  i18n.ID = "ui.over.noMoves"
	txtResigned     i18n.ID = "ui.over.resigned"
	txtRepetition   i18n.ID = "ui.over.repetition"
	txtNoProgress   i18n.ID = "ui.over.noProgress"
	txtPlyLimit     i18n.ID = "ui.over.plyLimit"
	txtWhiteWins    i18n.ID = "ui.result.whiteWins"
	txtBlackWins    i18n.ID = "ui.result.blackWins"
	txtDrawn        i18n.ID = "ui.result.draw"
	txtNewOrRematch i18n.ID = "ui.result.newOrRematch"

	txtTitleVsComputer i18n.ID = "ui.title.vsComputer"
	txtTitleHotseat    i18n.ID = "ui.title.hotseat"
	txtTitleWatch      i18n.ID = "ui.title.watch"

	txtTypeRankOrMove i18n.ID = "ui.typing.rankOrMove"
	txtTypeRankOf     i18n.ID = "ui.typing.rankOf"
	txtOneKindOfMove  i18n.ID = "ui.typing.oneKind"
	txtStepOnePoint   i18n.ID = "ui.typing.stepOnePoint"
	txtTypingEdits    i18n.ID = "ui.typing.edits"
	txtCursorOn       i18n.ID = "ui.typing.cursorOn"
	txtGoesOn         i18n.ID = "ui.typing.goesOn"
	txtTypeRank       i18n.ID = "ui.typing.rank"
	txtTypeNextPoint  i18n.ID = "ui.typing.nextPoint"
	txtEnterPlays     i18n.ID = "ui.typing.enterPlays"
	txtEnterSelects   i18n.ID = "ui.typing.enterSelects"
	txtTypingMove     i18n.ID = "ui.typing.move"

	txtHelpIntro    i18n.ID = "ui.help.intro"
	txtLessonsOffer i18n.ID = "ui.learn.offer"

	txtComputer       i18n.ID = "ui.panel.computer"
	txtYou            i18n.ID = "ui.panel.you"
	txtPlayerN        i18n.ID = "ui.panel.playerN"
	txtPiecesLeft     i18n.ID = "ui.panel.piecesLeft"
	txtMovesHead      i18n.ID = "ui.panel.moves"
	txtNoMovesYet     i18n.ID = "ui.panel.noMovesYet"
	txtRulesAre       i18n.ID = "ui.panel.rules"
	txtRulesDefault   i18n.ID = "ui.panel.rulesDefault"
	txtShortWhiteWins i18n.ID = "ui.panel.whiteWins"
	txtShortBlackWins i18n.ID = "ui.panel.blackWins"
	txtShortDraw      i18n.ID = "ui.panel.draw"
	txtQuiet          i18n.ID = "ui.panel.quiet"
	txtRepeat         i18n.ID = "ui.panel.repeat"
	txtNoAutoDraws    i18n.ID = "ui.panel.noAutoDraws"
)

// keyDesc is a binding of the KeyMap and the ID of its description.
type keyDesc struct {
	b  *key.Binding
	id i18n.ID
}

// keyDescs are k's bindings whose descriptions the catalogs hold (the
// game screen's footer and help).
func keyDescs(k *KeyMap) []keyDesc {
	return []keyDesc{
		{&k.Up, "ui.key.up"}, {&k.Down, "ui.key.down"}, {&k.Left, "ui.key.left"}, {&k.Right, "ui.key.right"},
		{&k.Select, "ui.key.select"}, {&k.Cancel, "ui.key.cancel"}, {&k.Back, "ui.key.back"},
		{&k.Point, "ui.key.point"}, {&k.Undo, "ui.key.undo"}, {&k.Redo, "ui.key.redo"},
		{&k.Hint, "ui.key.hint"}, {&k.Flip, "ui.key.flip"}, {&k.Draw, "ui.key.draw"},
		{&k.DeclineDraw, "ui.key.declineDraw"}, {&k.Resign, "ui.key.resign"}, {&k.New, "ui.key.new"},
		{&k.Rematch, "ui.key.rematch"}, {&k.Pause, "ui.key.pause"}, {&k.Theme, "ui.key.theme"},
		{&k.Help, "ui.key.help"}, {&k.Quit, "ui.key.quit"}, {&k.Interrupt, "ui.key.interrupt"},
		{&k.Save, "ui.key.save"}, {&k.Load, "ui.key.load"}, {&k.CopyPosition, "ui.key.copyPosition"},
		{&k.CopyGame, "ui.key.copyGame"}, {&k.Replay, "ui.key.replay"}, {&k.Analysis, "ui.key.analysis"},
		{&k.Explore, "ui.key.explore"}, {&k.Rules, "ui.key.rules"}, {&k.Yes, "ui.key.yes"}, {&k.No, "ui.key.no"},
		{&k.Learn, "ui.key.learn"}, {&k.PostGame, "ui.key.postGame"},
	}
}

// The texts of the game screen's actions (actions.go).
const (
	txtQuitQ            i18n.ID = "ui.action.quitQ"
	txtNewGameQ         i18n.ID = "ui.action.newGameQ"
	txtLoadQ            i18n.ID = "ui.action.loadQ"
	txtWillBeLost       i18n.ID = "ui.action.willBeLost"
	txtSavesFirst       i18n.ID = "ui.action.savesFirst"
	txtSent             i18n.ID = "ui.action.sent"
	txtHint             i18n.ID = "ui.action.hint"
	txtComputerDeclines i18n.ID = "ui.action.computerDeclines"
	txtComputerFirst    i18n.ID = "ui.action.computerFirst"
	txtNoUndoOnline     i18n.ID = "ui.action.noUndoOnline"
	txtNothingToUndo    i18n.ID = "ui.action.nothingToUndo"
	txtNothingOfYours   i18n.ID = "ui.action.nothingOfYours"
	txtNothingToRedo    i18n.ID = "ui.action.nothingToRedo"
	txtReplayed         i18n.ID = "ui.action.replayed"
	txtNoHintsOnline    i18n.ID = "ui.action.noHintsOnline"
	txtHintOwnTurn      i18n.ID = "ui.action.hintOwnTurn"
	txtThinkingHint     i18n.ID = "ui.action.thinkingHint"
	txtDrawOfferSent    i18n.ID = "ui.action.drawOfferSent"
	txtNobodyToOffer    i18n.ID = "ui.action.nobodyToOffer"
	txtDrawOwnTurn      i18n.ID = "ui.action.drawOwnTurn"
	txtYouOfferDraw     i18n.ID = "ui.action.youOfferDraw"
	txtOffersDraw       i18n.ID = "ui.action.offersDraw"
	txtDeclinesDraw     i18n.ID = "ui.action.declinesDraw"
	txtGameIsOver       i18n.ID = "ui.action.gameIsOver"
	txtBothSides        i18n.ID = "ui.action.bothSides"
	txtResignsQ         i18n.ID = "ui.action.resignsQ"
	txtTookBack         i18n.ID = "ui.action.tookBack"
	txtAnd              i18n.ID = "ui.and"
)

// The texts of the new-game form (newgame.go).
const (
	txtFormCoach         i18n.ID = "ui.form.coach"
	txtFormCoachHelp     i18n.ID = "ui.form.coachHelp"
	txtFormTitle         i18n.ID = "ui.form.title"
	txtFormMode          i18n.ID = "ui.form.mode"
	txtFormModeHelp      i18n.ID = "ui.form.modeHelp"
	txtFormColour        i18n.ID = "ui.form.colour"
	txtFormColourHelp    i18n.ID = "ui.form.colourHelp"
	txtFormLevel         i18n.ID = "ui.form.level"
	txtFormLevelHelp     i18n.ID = "ui.form.levelHelp"
	txtFormPosition      i18n.ID = "ui.form.position"
	txtFormPositionHelp  i18n.ID = "ui.form.positionHelp"
	txtFormStandardStart i18n.ID = "ui.form.standardStart"
	txtFormRules         i18n.ID = "ui.form.rules"
	txtFormStart         i18n.ID = "ui.form.start"
	txtFormStartHelp     i18n.ID = "ui.form.startHelp"
	txtFormKeys          i18n.ID = "ui.form.keys"
	txtRememberedAI      i18n.ID = "ui.form.rememberedAI"
	txtRememberedHotseat i18n.ID = "ui.form.rememberedHotseat"
	txtRememberedWatch   i18n.ID = "ui.form.rememberedWatch"
)

// The texts of the help screen (helpscreen.go).
const (
	txtMarkCursor         i18n.ID = "ui.mark.cursor"
	txtMarkSelected       i18n.ID = "ui.mark.selected"
	txtMarkCursorSelected i18n.ID = "ui.mark.cursorSelected"
	txtMarkMust           i18n.ID = "ui.mark.must"
	txtMarkHint           i18n.ID = "ui.mark.hint"
	txtMarkTarget         i18n.ID = "ui.mark.target"
	txtMarkLanding        i18n.ID = "ui.mark.landing"
	txtMarkCaptured       i18n.ID = "ui.mark.captured"
	txtMarkLast           i18n.ID = "ui.mark.last"
	txtHelpTitle          i18n.ID = "ui.help.title"
	txtHelpHowToWin       i18n.ID = "ui.help.howToWin"
	txtHelpWin            i18n.ID = "ui.help.win"
	txtHelpMenBack        i18n.ID = "ui.help.menBack"
	txtHelpCaptures       i18n.ID = "ui.help.captures"
	txtHelpMulla          i18n.ID = "ui.help.mulla"
	txtHelpKeys           i18n.ID = "ui.help.keys"
	txtHelpMoving         i18n.ID = "ui.help.moving"
	txtHelpSelect         i18n.ID = "ui.help.select"
	txtHelpTypeMove       i18n.ID = "ui.help.typeMove"
	txtHelpMarks          i18n.ID = "ui.help.marks"
	txtHelpDraws          i18n.ID = "ui.help.draws"
	txtHelpDrawsAuto      i18n.ID = "ui.help.drawsAuto"
)

// The texts of the replay mode (replaymode.go).
const (
	txtReplayPly        i18n.ID = "ui.replay.ply"
	txtReplayBackToGame i18n.ID = "ui.replay.backToGame"
	txtReplayBack       i18n.ID = "ui.replay.back"
	txtReplayAt         i18n.ID = "ui.replay.at"
	txtReplayStart      i18n.ID = "ui.replay.start"
	txtPlayHereLocal    i18n.ID = "ui.replay.playHereLocal"
	txtPlayHereOver     i18n.ID = "ui.replay.playHereOver"
	txtPlayHereQ        i18n.ID = "ui.replay.playHereQ"
	txtWithFriend       i18n.ID = "ui.replay.withFriend"
	txtVsComputerLevel  i18n.ID = "ui.replay.vsComputer"
	txtPlayingOn        i18n.ID = "ui.replay.playingOn"
)

// The texts of the endgame tables' verdict (verdict.go).
const (
	txtTableDraw      i18n.ID = "ui.table.draw"
	txtTableWins      i18n.ID = "ui.table.wins"
	txtTableToCapture i18n.ID = "ui.table.toCapture"
	txtTableIn        i18n.ID = "ui.table.in"
)

// The coach's texts (coachtext.go).
const (
	txtCoachOffKey     i18n.ID = "ui.coach.offKey"
	txtCoachValues     i18n.ID = "ui.coach.values"
	txtCoachHelpOn     i18n.ID = "ui.coach.helpOn"
	txtCoachHelpOff    i18n.ID = "ui.coach.helpOff"
	txtCoachHelp       i18n.ID = "ui.coach.help"
	txtCoachOff        i18n.ID = "ui.coach.off"
	txtCoachMissesWin  i18n.ID = "ui.coach.missesWin"
	txtCoachThrowsDraw i18n.ID = "ui.coach.throwsDraw"
	txtCoachQuestion   i18n.ID = "ui.coach.question"
	txtCoachNote       i18n.ID = "ui.coach.note"
	txtCoachKept       i18n.ID = "ui.coach.kept"
	txtCoachTookBack   i18n.ID = "ui.coach.tookBack"
)

// The texts of selecting and entering a move (selection.go, input.go).
const (
	txtNoPieceOn        i18n.ID = "ui.sel.noPiece"
	txtPieceIsTheirs    i18n.ID = "ui.sel.theirs"
	txtMajorityCapture  i18n.ID = "ui.sel.majority"
	txtCompulsory       i18n.ID = "ui.sel.compulsory"
	txtMajorityLand     i18n.ID = "ui.sel.majorityLand"
	txtCaptureCancelled i18n.ID = "ui.sel.captureCancelled"
	txtContinueCapture  i18n.ID = "ui.sel.continueCapture"
	txtCancelled        i18n.ID = "ui.sel.cancelled"
	txtWatching         i18n.ID = "ui.sel.watching"
	txtWaitMover        i18n.ID = "ui.sel.wait"
	txtTheComputer      i18n.ID = "ui.sel.computer"
	txtTheOpponent      i18n.ID = "ui.sel.opponent"
	txtSelectedGoTo     i18n.ID = "ui.sel.selected"
	txtCapturedSoFar    i18n.ID = "ui.sel.capturedSoFar"
	txtAnd2             i18n.ID = "ui.sel.and"
)

// The texts of the mouse and of other keys (mouse.go, input.go).
const (
	txtDragging        i18n.ID = "ui.drag.dragging"
	txtDragNotTarget   i18n.ID = "ui.drag.notTarget"
	txtDraggingOver    i18n.ID = "ui.drag.over"
	txtReplayModeNote  i18n.ID = "ui.replay.modeNote"
	txtRematchFinished i18n.ID = "ui.action.rematchFinished"
	txtThemeIs         i18n.ID = "ui.action.theme"
)
