package room

import "github.com/fetaix/fetaix/internal/i18n"

// The texts of challenges that players see in the lobby (the refusals are
// in challenge.go, beside their bounds), in the catalogs.
const (
	txtChTerms      i18n.ID = "room.ch.terms"
	txtChTermsColor i18n.ID = "room.ch.termsColor"
	txtChInvitation i18n.ID = "room.ch.invitation"
	txtChAnswerHelp i18n.ID = "room.ch.answerHelp"
	txtChSent       i18n.ID = "room.ch.sent"
	txtChDeclined   i18n.ID = "room.ch.declined"
	txtChNoAnswer   i18n.ID = "room.ch.noAnswer"
	txtChWhite      i18n.ID = "room.ch.white"
	txtChBlack      i18n.ID = "room.ch.black"
	txtChRated      i18n.ID = "room.ch.rated"
	txtChCasual     i18n.ID = "room.ch.casual"
	txtChNoClock    i18n.ID = "room.ch.noClock"
	txtChDaysMove   i18n.ID = "room.ch.daysPerMove"
	// TxtChallengeAccepted is the note of the room a challenger is taken
	// to.
	TxtChallengeAccepted i18n.ID = "room.ch.accepted"
)

// termsText is a challenge's terms as the lobby shows them in l's
// language: "rated 5+3", "casual no clock, you play white".
func (c Challenge) termsText(l *i18n.Localizer, yourColor ColorChoice) string {
	rated, clock := l.T(txtChCasual), c.Opts.ClockText()
	if c.Opts.Rated {
		rated = l.T(txtChRated)
	}
	switch {
	case c.Opts.Correspondence():
		clock = l.N(txtChDaysMove, c.Opts.DaysPerMove)
	case c.Opts.Clock <= 0:
		clock = l.T(txtChNoClock)
	}
	switch yourColor {
	case ChooseWhite:
		return l.T(txtChTermsColor, "Rated", rated, "Clock", clock, "Side", l.T(txtChWhite))
	case ChooseBlack:
		return l.T(txtChTermsColor, "Rated", rated, "Clock", clock, "Side", l.T(txtChBlack))
	}
	return l.T(txtChTerms, "Rated", rated, "Clock", clock)
}

// invitationText is a challenge as its target sees it in the lobby.
func (c Challenge) invitationText(l *i18n.Localizer) string {
	mine := [...]ColorChoice{ChooseRandom, ChooseBlack, ChooseWhite}[c.Opts.Color] // the target has the other colour
	return l.T(txtChInvitation, "Name", c.FromShown(), "Terms", c.termsText(l, mine))
}

// AnswerHelp follows a challenge shown to its target, in l's language:
// the keys that answer it.
func AnswerHelp(l *i18n.Localizer, yes, no string) string {
	return l.T(txtChAnswerHelp, "Yes", yes, "No", no)
}

// sentText is a challenge as its challenger sees it until it is answered.
func (c Challenge) sentText(l *i18n.Localizer) string {
	return l.T(txtChSent, "Name", c.ToShown(), "Terms", c.termsText(l, c.Opts.Color), "Within", DurationIn(l, ChallengeTTL))
}

// ChallengeUsage is the lobby's help for the challenge command.
const ChallengeUsage = "challenge NAME [rated|casual] [M+I|none] [white|black] — e.g. challenge bob rated 5+3"
