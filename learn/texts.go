package learn

import "github.com/fetaix/fetaix/internal/i18n"

// The catalogs' IDs of the texts a learner reads from this package
// (text.go, run.go, value.go); the lessons' own texts are in their files.
const (
	txtMet                i18n.ID = "learn.run.met"
	txtTooMany            i18n.ID = "learn.run.tooMany"
	txtNoMulla            i18n.ID = "learn.run.noMulla"
	txtCountReset         i18n.ID = "learn.run.countReset"
	txtStillMoves         i18n.ID = "learn.run.stillMoves"
	txtChainShort         i18n.ID = "learn.run.chainShort"
	txtLostTaken          i18n.ID = "learn.run.lostTaken"
	txtLostNoMove         i18n.ID = "learn.run.lostNoMove"
	txtGameOver           i18n.ID = "learn.run.gameOver"
	txtStillWinning       i18n.ID = "learn.run.stillWinning"
	txtStillWinningAnyhow i18n.ID = "learn.run.stillWinningUncounted"
	txtStillDrawn         i18n.ID = "learn.run.stillDrawn"
	txtUnproven           i18n.ID = "learn.run.unproven"
	txtNotThere           i18n.ID = "learn.run.notThere"
	txtPointsAnd          i18n.ID = "learn.run.pointsAnd"
	txtListComma          i18n.ID = "learn.run.listComma"
	txtWatchOnly          i18n.ID = "learn.run.watchOnly"
	// txtWhite and txtBlack name a side at a sentence's start.
	txtWhite i18n.ID = "learn.run.white"
	txtBlack i18n.ID = "learn.run.black"
)

// valueLostIDs say a value is gone, by the value's English word;
// valueNowIDs name the value the move left, as the text says it after.
var (
	valueLostIDs = map[string]i18n.ID{
		"win": "learn.run.lost.win", "draw": "learn.run.lost.draw",
		"loss": "learn.run.lost.loss", "unknown": "learn.run.lost.unknown",
	}
	valueNowIDs = map[string]i18n.ID{
		"win": "learn.run.now.win", "draw": "learn.run.now.draw",
		"loss": "learn.run.now.loss", "unknown": "learn.run.now.unknown",
	}
)
