package room

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// Terms: the options of a challenge or a seek as typed in words, by a
// player in the lobby ("challenge bob rated 5+3 white") or by a bot
// (docs/bot.md): rated|casual, a clock M+I (minutes + seconds of
// increment), Nd (days per move: a correspondence game) or none, and a colour white|black|random, in any order, each
// at most once. What is left out is casual, no clock, random colours.

// ErrTerms is what every refusal of ParseTerms is (errors.Is); each says
// which word is wrong and why.
var ErrTerms = errors.New("terms not understood")

// The refusals of ParseTerms.
const (
	txtTermsRating  i18n.ID = "refuse.terms.twiceRating"
	txtTermsColour  i18n.ID = "refuse.terms.twiceColour"
	txtTermsClock   i18n.ID = "refuse.terms.twiceClock"
	txtTermsDays    i18n.ID = "refuse.terms.days"
	txtTermsWord    i18n.ID = "refuse.terms.word"
	txtTermsMinutes i18n.ID = "refuse.terms.minutes"
	txtChatTooFast  i18n.ID = "refuse.chat.tooFast"
)

// termTwiceIDs say a term given twice, by what it sets.
var termTwiceIDs = map[string]i18n.ID{"rating": txtTermsRating, "colour": txtTermsColour, "clock": txtTermsClock}

// ParseTerms reads words into options (default rules).
func ParseTerms(words []string) (Options, error) {
	o := DefaultOptions()
	seen := map[string]bool{}
	once := func(what, w string) error {
		if seen[what] {
			return refusalWith(ErrTerms, termTwiceIDs[what], "Word", strconv.Quote(w))
		}
		seen[what] = true
		return nil
	}
	for _, w := range words {
		lw := strings.ToLower(w)
		var what string
		var err error
		switch lw {
		case "rated", "casual":
			what, o.Rated = "rating", lw == "rated"
		case "white", "black", "random":
			what, o.Color = "colour", map[string]ColorChoice{"white": ChooseWhite, "black": ChooseBlack, "random": ChooseRandom}[lw]
		case "none", "-":
			what, o.Clock, o.Increment = "clock", 0, 0
		default:
			if days, ok := strings.CutSuffix(lw, "d"); ok {
				what = "clock"
				o.DaysPerMove, err = parseDays(w, days)
				break
			}
			what = "clock"
			o.Clock, o.Increment, err = parseClock(lw)
		}
		if err != nil {
			return Options{}, err
		}
		if err := once(what, w); err != nil {
			return Options{}, err
		}
	}
	return o, o.Validate()
}

// parseDays reads the N of "Nd", days per move of a correspondence game
// (one of CorrespondenceDays, checked by Options.Validate).
func parseDays(w, days string) (int, error) {
	n, err := strconv.Atoi(days)
	if err != nil || n <= 0 {
		return 0, refusalWith(ErrTerms, txtTermsDays, "Word", strconv.Quote(w))
	}
	return n, nil
}

// parseClock reads "M+I": minutes (a decimal) and seconds of increment.
func parseClock(w string) (time.Duration, time.Duration, error) {
	bad := refusalWith(ErrTerms, txtTermsWord, "Word", strconv.Quote(w))
	m, i, ok := strings.Cut(w, "+")
	if !ok {
		return 0, 0, bad
	}
	mins, err1 := strconv.ParseFloat(m, 64)
	secs, err2 := strconv.ParseFloat(i, 64)
	if err1 != nil || err2 != nil || mins < 0 || secs < 0 || mins > MaxClock.Minutes() || secs > MaxIncrement.Seconds() {
		return 0, 0, bad
	}
	clock := time.Duration(mins * float64(time.Minute)).Round(time.Second)
	if clock == 0 {
		return 0, 0, refusalWith(ErrTerms, txtTermsMinutes, "Word", strconv.Quote(w))
	}
	return clock, time.Duration(secs * float64(time.Second)).Round(time.Millisecond), nil
}

// ClockWord is a time control as the bot protocol writes it: "5+3", "3d"
// (days per move), or "none" without a clock.
func (o Options) ClockWord() string {
	if o.Correspondence() {
		return strconv.Itoa(o.DaysPerMove) + "d"
	}
	if o.Clock <= 0 {
		return "none"
	}
	return o.ClockText()
}
