package refuse

import (
	"regexp"

	"github.com/fetaix/fetaix/internal/i18n"
)

// pattern is one of the rules' reasons: its English words as a pattern,
// its catalog text, and the names of the pattern's groups as the text's
// arguments.
type pattern struct {
	re   *regexp.Regexp
	id   i18n.ID
	args []string
}

// say is why, a reason of the rules in English, in l's language by the
// first of patterns it matches; why itself when none does or l speaks
// English.
func say(l *i18n.Localizer, patterns []pattern, why string) string {
	if l.Lang() == i18n.English {
		return why
	}
	for _, p := range patterns {
		m := p.re.FindStringSubmatch(why)
		if m == nil {
			continue
		}
		args := make([]any, 0, 2*len(p.args))
		for i, name := range p.args {
			v := m[i+1]
			if id, ok := argWords[name][v]; ok {
				v = l.T(id)
			}
			args = append(args, name, v)
		}
		return l.T(p.id, args...)
	}
	return why
}
