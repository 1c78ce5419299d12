package room

import (
	"errors"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
)

// A refusal whose details matter (how many games one may open, how long
// to wait) is a detailErr: its meaning for errors.Is, and its catalog
// text with the details as arguments, so that RefusalIn says it whole in
// the player's language. Its English is the catalog's, byte for byte the
// text it always had.

// detailErr is a refusal with its details.
type detailErr struct {
	err   error   // the refusal, as errors.Is sees it
	id    i18n.ID // its text, with the details
	count int     // the count the text agrees with ({{.Count}}), if counted
	plain bool    // the text has no count
	args  []any   // name, value pairs; a Sayer says itself in the reader's language
}

// refusalWith is err with its details, said by id with args.
func refusalWith(err error, id i18n.ID, args ...any) error {
	return &detailErr{err: err, id: id, plain: true, args: args}
}

// refusalCounted is err with its details, said by id, which agrees with n.
func refusalCounted(err error, id i18n.ID, n int, args ...any) error {
	return &detailErr{err: err, id: id, count: n, args: args}
}

// Error is the refusal in English.
func (e *detailErr) Error() string { return e.In(nil) }

// Unwrap is the refusal's meaning.
func (e *detailErr) Unwrap() error { return e.err }

// In is the refusal in l's language.
func (e *detailErr) In(l *i18n.Localizer) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		if s, ok := a.(Sayer); ok {
			a = s.In(l)
		}
		args[i] = a
	}
	if e.plain {
		return l.T(e.id, args...)
	}
	return l.N(e.id, e.count, args...)
}

// waitSaid is a wait as a refusal's argument, said in the reader's
// language (DurationIn).
func waitSaid(d time.Duration) Sayer { return durationSaid(d) }

// countedRefusals are refusals made once with their count in English,
// said in the other languages with the count as an argument.
var countedRefusals = []struct {
	err error
	id  i18n.ID
	n   int
}{
	{ErrChallengesFrom, "refuse.challenges.pending", MaxChallengesFrom},
	{ErrChallengeRate, "refuse.challenges.perHour", ChallengesPerHour},
	{ErrTakebackBudget, "refuse.takebacks.most", MaxTakebacks},
}

// detailIn is err in l's language when it is a refusal with its details
// (a detailErr, or one of countedRefusals).
func detailIn(l *i18n.Localizer, err error) (string, bool) {
	if d, ok := errors.AsType[*detailErr](err); ok {
		return d.In(l), true
	}
	for _, c := range countedRefusals {
		if errors.Is(err, c.err) {
			return l.N(c.id, c.n), true
		}
	}
	return "", false
}
