package screentext

import (
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/room"
)

// The lobby's pages' words in the catalogs (lobby.go): the news on the
// menu, the join and create forms, the lists of rooms.
const (
	LobbyEscNote      i18n.ID = "pages.lobby.escNote"
	LobbyQuickNews    i18n.ID = "pages.lobby.quickNews"
	LobbyCorrNews     i18n.ID = "pages.lobby.corrNews"
	LobbyBotsHint     i18n.ID = "pages.lobby.botsHint"
	LobbyYourMoves    i18n.ID = "pages.lobby.yourMoves"
	LobbyRulesErr     i18n.ID = "pages.lobby.rulesErr"
	LobbyTypeCode     i18n.ID = "pages.lobby.typeCode"
	JoinTitle         i18n.ID = "pages.join.title"
	JoinHint          i18n.ID = "pages.join.hint"
	JoinChallenge     i18n.ID = "pages.join.challenge"
	JoinHelp          i18n.ID = "pages.join.help"
	CorrHeading       i18n.ID = "pages.corr.heading"
	CorrNone          i18n.ID = "pages.corr.none"
	ListHelpPlay      i18n.ID = "pages.list.helpPlay"
	ListHelpWatch     i18n.ID = "pages.list.helpWatch"
	WatchHeading      i18n.ID = "pages.watch.heading"
	WatchNone         i18n.ID = "pages.watch.none"
	WatchRow          i18n.ID = "pages.watch.row"
	OpenHeading       i18n.ID = "pages.open.heading"
	OpenNone          i18n.ID = "pages.open.none"
	OpenRow           i18n.ID = "pages.open.row"
	OpenSeeBelow      i18n.ID = "pages.open.seeBelow"
	OpenRulesOf       i18n.ID = "pages.open.rulesOf"
	Rated             i18n.ID = "pages.rated"
	Casual            i18n.ID = "pages.casual"
	CreateTitle       i18n.ID = "pages.create.title"
	CreateColour      i18n.ID = "pages.create.colour"
	CreateClock       i18n.ID = "pages.create.clock"
	CreateRules       i18n.ID = "pages.create.rules"
	CreateRated       i18n.ID = "pages.create.rated"
	CreateOpen        i18n.ID = "pages.create.open"
	CreateCustom      i18n.ID = "pages.create.custom"
	CreateDefaults    i18n.ID = "pages.create.defaults"
	CreateOptionNames i18n.ID = "pages.create.optionNames"
	CreateOptionsHelp i18n.ID = "pages.create.optionsHelp"
	CreateHelp        i18n.ID = "pages.create.help"
	CreateOpenYes     i18n.ID = "pages.create.openYes"
	CreateOpenNo      i18n.ID = "pages.create.openNo"
	CreateRatedGuest  i18n.ID = "pages.create.ratedGuest"
	CreateRatedAddr   i18n.ID = "pages.create.ratedAddr"
	CreateRatedYes    i18n.ID = "pages.create.ratedYes"
	CreateNo          i18n.ID = "pages.create.no"
	Untimed           i18n.ID = "pages.clock.untimed"
	AMove             i18n.ID = "pages.clock.aMove"
	Correspondence    i18n.ID = "pages.clock.correspondence"
	RuleOption        i18n.ID = "pages.create.ruleOption"
)

// RuleOptionHelps explain the rule options by their names
// (game.RuleOption.Help's words).
var RuleOptionHelps = map[string]i18n.ID{
	"men-capture-backward": "pages.ruleopt.menCaptureBackward",
	"majority":             "pages.ruleopt.majority",
	"removal":              "pages.ruleopt.removal",
	"promotion":            "pages.ruleopt.promotion",
	"repetition":           "pages.ruleopt.repetition",
	"no-progress":          "pages.ruleopt.noProgress",
}

// RuleOptionHelp is option o's help in loc's language.
func RuleOptionHelp(loc *i18n.Localizer, o game.RuleOption) string {
	if id, ok := RuleOptionHelps[o.Name]; ok {
		return loc.T(id)
	}
	return o.Help
}

// ColourIDs name the create form's colour choices (room.ColorChoice).
var ColourIDs = [...]i18n.ID{"pages.create.random", "pages.create.white", "pages.create.black"}

// RatedText says whether a room is rated, as the lists show it.
func RatedText(loc *i18n.Localizer, rated bool) string {
	if rated {
		return loc.T(Rated)
	}
	return loc.T(Casual)
}

// DescribeClock names a time control as the create form shows it, in
// loc's language: room.TimeControl.Describe's words.
func DescribeClock(loc *i18n.Localizer, tc room.TimeControl) string {
	o := tc.Options(room.Options{})
	switch {
	case tc.Days > 0:
		return o.ClockText() + " · " + loc.T(Correspondence)
	case tc.Minutes == 0:
		return loc.T(Untimed)
	}
	s := o.ClockText() + " · " + room.DurationText(o.Clock)
	if tc.Seconds > 0 {
		s += " + " + loc.T(AMove, "Time", room.DurationText(o.Increment))
	}
	return s
}
