package ui

import (
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The texts of the explorer (explorer.go, explorerkeys.go) and of the
// help's headings of the replay, the explorer and the analysis.
const (
	txtXClosed           i18n.ID = "ui2.x.closed"
	txtXFairPlay         i18n.ID = "ui2.x.fairPlay"
	txtXOpenBefore       i18n.ID = "ui2.x.openBefore"
	txtXOpen             i18n.ID = "ui2.x.open"
	txtXNothing          i18n.ID = "ui2.x.nothing"
	txtXReplayPlay       i18n.ID = "ui2.x.replayPlay"
	txtXOwnTurn          i18n.ID = "ui2.x.ownTurn"
	txtXStatus           i18n.ID = "ui2.x.status"
	txtXLinePly          i18n.ID = "ui2.x.linePly"
	txtXWithSource       i18n.ID = "ui2.x.withSource"
	txtXMate             i18n.ID = "ui2.x.mate"
	txtXEstimate         i18n.ID = "ui2.x.estimate"
	txtXProofAndEstimate i18n.ID = "ui2.x.proofAndEstimate"
	txtXCellEst          i18n.ID = "ui2.x.cellEst"
	txtXAtLeastDraw      i18n.ID = "ui2.x.atLeastDraw"
	txtXAtMostDraw       i18n.ID = "ui2.x.atMostDraw"
	txtXSearching        i18n.ID = "ui2.x.searching"
	txtXHead             i18n.ID = "ui2.x.head"
	txtXNoLegalMove      i18n.ID = "ui2.x.noLegalMove"
	txtXReading          i18n.ID = "ui2.x.reading"
	txtXLegend           i18n.ID = "ui2.x.legend"
	txtXBefore           i18n.ID = "ui2.x.before"
	txtXBy               i18n.ID = "ui2.x.by"
	txtXLine             i18n.ID = "ui2.x.line"
	txtXToEnd            i18n.ID = "ui2.x.toEnd"
	txtXToCapture        i18n.ID = "ui2.x.toCapture"
	txtXNote             i18n.ID = "ui2.x.note"
	txtXPliesIn          i18n.ID = "ui2.x.pliesIn"
	txtXPliesTo          i18n.ID = "ui2.x.pliesTo"
	txtXKeyPrev          i18n.ID = "ui2.x.key.prev"
	txtXKeyNext          i18n.ID = "ui2.x.key.next"
	txtXKeyLineOn        i18n.ID = "ui2.x.key.lineOn"
	txtXKeyLineBack      i18n.ID = "ui2.x.key.lineBack"
	txtXKeyPlay          i18n.ID = "ui2.x.key.play"
	txtXKeyClose         i18n.ID = "ui2.x.key.close"
	txtXKeyChoose        i18n.ID = "ui2.x.key.choose"
	txtXKeyLine          i18n.ID = "ui2.x.key.line"
	txtHelpReplayHead    i18n.ID = "ui2.help.replayHead"
	txtHelpExplorerHead  i18n.ID = "ui2.help.explorerHead"
	txtHelpPostGameHead  i18n.ID = "ui2.help.postGameHead"
)

// sourceIDs are the names of a value's sources, by explore.Source.
var sourceIDs = map[explore.Source]i18n.ID{
	explore.FromProof:  "ui2.x.source.proof",
	explore.FromTable:  "ui2.x.source.table",
	explore.FromSearch: "ui2.x.source.search",
}

// sourceName is where a value comes from in l's language: "proof",
// "table".
func sourceName(l *i18n.Localizer, src explore.Source) string {
	if id, ok := sourceIDs[src]; ok {
		return l.T(id)
	}
	return string(src)
}

// valueText is explore.Verdict.ValueText in l's language: what is proven
// of v under r, its plies named by what they count: "win, 4 plies to a
// capture or man move", "win in 7 plies", "draw or better".
func valueText(l *i18n.Localizer, v explore.Verdict, r game.Rules) string {
	s := boundsText(l, v.Bounds)
	if v.Plies < 0 {
		return s
	}
	n := l.N(txtPlies, v.Plies)
	if explore.PliesTo(r) == explore.PliesToEnd {
		return l.T(txtXPliesIn, "Value", s, "Plies", n)
	}
	return l.T(txtXPliesTo, "Value", s, "Plies", n)
}
