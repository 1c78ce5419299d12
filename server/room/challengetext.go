package room

import "fmt"

// The texts of challenges that players see in the lobby (the refusals are
// in challenge.go, beside their bounds).

// termsText is a challenge's terms as the lobby shows them: "rated 5+3",
// "casual no clock, you play white".
func (c Challenge) termsText(yourColor ColorChoice) string {
	s := c.Opts.RatedText() + " " + c.Opts.ClockText()
	if yourColor != ChooseRandom {
		s += ", you play " + yourColor.String()
	}
	return s
}

// invitationText is a challenge as its target sees it in the lobby.
func (c Challenge) invitationText() string {
	mine := [...]ColorChoice{ChooseRandom, ChooseBlack, ChooseWhite}[c.Opts.Color] // the target has the other colour
	return fmt.Sprintf("%s challenges you: %s", c.FromShown(), c.termsText(mine))
}

// AnswerHelp follows a challenge shown to its target: the keys that
// answer it.
func AnswerHelp(yes, no string) string { return " — " + yes + " accept · " + no + " decline" }

// sentText is a challenge as its challenger sees it until it is answered.
func (c Challenge) sentText() string {
	return fmt.Sprintf("you challenged %s (%s): waiting for an answer, at most %s", c.ToShown(),
		c.termsText(c.Opts.Color), DurationText(ChallengeTTL))
}

// ChallengeAccepted is the note of the room a challenger is taken to.
const ChallengeAccepted = "your challenge was accepted"

// ChallengeUsage is the lobby's help for the challenge command.
const ChallengeUsage = "challenge NAME [rated|casual] [M+I|none] [white|black] — e.g. challenge bob rated 5+3"
