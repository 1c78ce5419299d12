package server

import (
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
)

// The lobby's pages' words in the catalogs (lobby.go): the news on the
// menu, the join and create forms, the lists of rooms.
const (
	txtLobbyEscNote      i18n.ID = "pages.lobby.escNote"
	txtLobbyQuickNews    i18n.ID = "pages.lobby.quickNews"
	txtLobbyCorrNews     i18n.ID = "pages.lobby.corrNews"
	txtLobbyBotsHint     i18n.ID = "pages.lobby.botsHint"
	txtLobbyYourMoves    i18n.ID = "pages.lobby.yourMoves"
	txtLobbyInProgress   i18n.ID = "pages.lobby.inProgress"
	txtLobbyInProgressN  i18n.ID = "pages.lobby.inProgressMany"
	txtLobbyRulesErr     i18n.ID = "pages.lobby.rulesErr"
	txtLobbyTypeCode     i18n.ID = "pages.lobby.typeCode"
	txtJoinTitle         i18n.ID = "pages.join.title"
	txtJoinHint          i18n.ID = "pages.join.hint"
	txtJoinChallenge     i18n.ID = "pages.join.challenge"
	txtJoinHelp          i18n.ID = "pages.join.help"
	txtCorrHeading       i18n.ID = "pages.corr.heading"
	txtCorrNone          i18n.ID = "pages.corr.none"
	txtListHelpPlay      i18n.ID = "pages.list.helpPlay"
	txtListHelpWatch     i18n.ID = "pages.list.helpWatch"
	txtWatchHeading      i18n.ID = "pages.watch.heading"
	txtWatchNone         i18n.ID = "pages.watch.none"
	txtWatchRow          i18n.ID = "pages.watch.row"
	txtOpenHeading       i18n.ID = "pages.open.heading"
	txtOpenNone          i18n.ID = "pages.open.none"
	txtOpenRow           i18n.ID = "pages.open.row"
	txtOpenSeeBelow      i18n.ID = "pages.open.seeBelow"
	txtOpenRulesOf       i18n.ID = "pages.open.rulesOf"
	txtRated             i18n.ID = "pages.rated"
	txtCasual            i18n.ID = "pages.casual"
	txtCreateTitle       i18n.ID = "pages.create.title"
	txtCreateColour      i18n.ID = "pages.create.colour"
	txtCreateClock       i18n.ID = "pages.create.clock"
	txtCreateRules       i18n.ID = "pages.create.rules"
	txtCreateRated       i18n.ID = "pages.create.rated"
	txtCreateOpen        i18n.ID = "pages.create.open"
	txtCreateCustom      i18n.ID = "pages.create.custom"
	txtCreateDefaults    i18n.ID = "pages.create.defaults"
	txtCreateOptionNames i18n.ID = "pages.create.optionNames"
	txtCreateOptionsHelp i18n.ID = "pages.create.optionsHelp"
	txtCreateHelp        i18n.ID = "pages.create.help"
	txtCreateOpenYes     i18n.ID = "pages.create.openYes"
	txtCreateOpenNo      i18n.ID = "pages.create.openNo"
	txtCreateRatedGuest  i18n.ID = "pages.create.ratedGuest"
	txtCreateRatedAddr   i18n.ID = "pages.create.ratedAddr"
	txtCreateRatedYes    i18n.ID = "pages.create.ratedYes"
	txtCreateNo          i18n.ID = "pages.create.no"
	txtUntimed           i18n.ID = "pages.clock.untimed"
	txtAMove             i18n.ID = "pages.clock.aMove"
	txtCorrespondence    i18n.ID = "pages.clock.correspondence"
	txtRuleOption        i18n.ID = "pages.create.ruleOption"
)

// ruleOptionHelps explain the rule options by their names
// (game.RuleOption.Help's words).
var ruleOptionHelps = map[string]i18n.ID{
	"men-capture-backward": "pages.ruleopt.menCaptureBackward",
	"majority":             "pages.ruleopt.majority",
	"removal":              "pages.ruleopt.removal",
	"promotion":            "pages.ruleopt.promotion",
	"repetition":           "pages.ruleopt.repetition",
	"no-progress":          "pages.ruleopt.noProgress",
}

// ruleOptionHelp is option o's help in loc's language.
func ruleOptionHelp(loc *i18n.Localizer, o game.RuleOption) string {
	if id, ok := ruleOptionHelps[o.Name]; ok {
		return loc.T(id)
	}
	return o.Help
}

// colourIDs name the create form's colour choices (room.ColorChoice).
var colourIDs = [...]i18n.ID{"pages.create.random", "pages.create.white", "pages.create.black"}

// ratedText says whether a room is rated, as the lists show it.
func ratedText(loc *i18n.Localizer, rated bool) string {
	if rated {
		return loc.T(txtRated)
	}
	return loc.T(txtCasual)
}

// describeClock names a time control as the create form shows it, in
// loc's language: room.TimeControl.Describe's words.
func describeClock(loc *i18n.Localizer, tc room.TimeControl) string {
	o := tc.Options(room.Options{})
	switch {
	case tc.Days > 0:
		return o.ClockText() + " · " + loc.T(txtCorrespondence)
	case tc.Minutes == 0:
		return loc.T(txtUntimed)
	}
	s := o.ClockText() + " · " + room.DurationText(o.Clock)
	if tc.Seconds > 0 {
		s += " + " + loc.T(txtAMove, "Time", room.DurationText(o.Increment))
	}
	return s
}
