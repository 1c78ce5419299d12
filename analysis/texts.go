package analysis

import "github.com/fetaix/fetaix/internal/i18n"

// The texts of the analysis the screens show (Mark.TextIn, DescribeIn,
// MoveMark.CommentIn, PlayerSummaryIn, DecisionTextIn), in the catalogs
// (internal/i18n, analysis.LANG.json); English is byte for byte the text
// the English functions (Text, Describe, Comment…) give, which the
// command line and the saved games keep.
const (
	txtWhite i18n.ID = "analysis.side.white"
	txtBlack i18n.ID = "analysis.side.black"
	txtPlies i18n.ID = "analysis.plies"

	txtNotJudged     i18n.ID = "analysis.value.notJudged"
	txtBoth          i18n.ID = "analysis.value.both"
	txtWins          i18n.ID = "analysis.value.wins"
	txtDraws         i18n.ID = "analysis.value.draws"
	txtLoses         i18n.ID = "analysis.value.loses"
	txtDrawsOrBetter i18n.ID = "analysis.value.drawsOrBetter"
	txtDoesNotWin    i18n.ID = "analysis.value.doesNotWin"
	txtFromProof     i18n.ID = "analysis.value.proof"
	txtFromTable     i18n.ID = "analysis.value.table"
	txtProven        i18n.ID = "analysis.value.proven"
	txtProvenPlies   i18n.ID = "analysis.value.provenPlies"
	txtEngineWinsIn  i18n.ID = "analysis.value.engineWinsIn"
	txtEngineLosesIn i18n.ID = "analysis.value.engineLosesIn"
	txtEngineScores  i18n.ID = "analysis.value.engineScores"

	txtCommentHead      i18n.ID = "analysis.comment.head"
	txtCommentBelow     i18n.ID = "analysis.comment.below"
	txtCommentBetter    i18n.ID = "analysis.comment.better"
	txtCommentShallower i18n.ID = "analysis.comment.shallower"
	txtCommentEnd       i18n.ID = "analysis.comment.end"

	txtSumDetail       i18n.ID = "analysis.sum.detail"
	txtSumProven       i18n.ID = "analysis.sum.proven"
	txtSumWinsThrown   i18n.ID = "analysis.sum.winsThrown"
	txtSumDrawsThrown  i18n.ID = "analysis.sum.drawsThrown"
	txtSumWinsUnproven i18n.ID = "analysis.sum.winsUnproven"
	txtSumEngine       i18n.ID = "analysis.sum.engine"
	txtSumBlunders     i18n.ID = "analysis.sum.blunders"
	txtSumMistakes     i18n.ID = "analysis.sum.mistakes"
	txtSumInaccuracies i18n.ID = "analysis.sum.inaccuracies"
	txtSumNoMistake    i18n.ID = "analysis.sum.noMistake"
	txtSumPlayer       i18n.ID = "analysis.sum.player"
	txtListJoin        i18n.ID = "analysis.list.join"

	txtNotDecided       i18n.ID = "analysis.decision.notDecided"
	txtDecidedUnproven  i18n.ID = "analysis.decision.unproven"
	txtProvenFromStart  i18n.ID = "analysis.decision.fromStart"
	txtDecidedThrewWin  i18n.ID = "analysis.decision.threwWin"
	txtDecidedThrewDraw i18n.ID = "analysis.decision.threwDraw"
	txtDecidedBefore    i18n.ID = "analysis.decision.before"
	txtResultDraw       i18n.ID = "analysis.result.draw"
	txtResultWhiteWins  i18n.ID = "analysis.result.whiteWins"
	txtResultBlackWins  i18n.ID = "analysis.result.blackWins"
)

// markTextIDs are the marks' texts (markTexts), by mark.
var markTextIDs = [...]i18n.ID{"analysis.mark.unknown", "analysis.mark.keeps", "analysis.mark.throwsWin",
	"analysis.mark.throwsDraw", "analysis.mark.winUnproven", "analysis.mark.fine", "analysis.mark.inaccuracy",
	"analysis.mark.mistake", "analysis.mark.blunder"}
