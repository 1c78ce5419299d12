package room

import (
	"strings"

	"github.com/fetaix/fetaix/internal/i18n"
)

// Said is a line a room says to everyone in it (its event, why a game
// ended), kept without a language: the ID of its text in the catalogs and
// the text's arguments. The room says it once; each session that shows
// it says it in its own language (In), so that players of different
// languages in one room each read their own.
type Said struct {
	ID i18n.ID
	// Args are the text's arguments, name and value pairs as the catalog's
	// {{.Name}} names them; a value that says itself (a Said, a
	// duration: Sayer) is said in the same language.
	Args []any
}

// Sayer is an argument of a Said that is said in the reader's language.
type Sayer interface {
	In(l *i18n.Localizer) string
}

// say is the Said of id and its arguments. A guest's name, which holds
// GuestMark in English (a mark the name policy keeps out of players'
// names), becomes a Name, said with the mark in the reader's words.
func say(id i18n.ID, args ...any) Said {
	for i, a := range args {
		if s, ok := a.(string); ok && i%2 == 1 && strings.HasSuffix(s, GuestMark) {
			args[i] = Name{Name: s}
		}
	}
	return Said{ID: id, Args: args}
}

// In is the line in l's language, in logical order (nil l: English);
// the zero Said is "".
func (s Said) In(l *i18n.Localizer) string {
	if s.ID == "" {
		return ""
	}
	if len(s.Args) == 0 {
		return l.T(s.ID)
	}
	args := make([]any, len(s.Args))
	for i, a := range s.Args {
		if in, ok := a.(Sayer); ok {
			a = in.In(l)
		}
		args[i] = a
	}
	return l.T(s.ID, args...)
}

// String is the line in English.
func (s Said) String() string { return s.In(nil) }

// Says are the parts of a room's event, said one after another ("bob
// played c2-c3; the draw offer lapsed").
type Says []Said

// In is the event in l's language: its parts joined as the language
// joins clauses ("; ", " ; " in French).
func (ss Says) In(l *i18n.Localizer) string {
	parts := make([]string, 0, len(ss))
	for _, s := range ss {
		parts = append(parts, s.In(l))
	}
	return strings.Join(parts, l.T(txtClauseSep))
}

// String is the event in English.
func (ss Says) String() string { return ss.In(nil) }

// Disconnected reports whether the event is name's disconnection alone.
func (ss Says) Disconnected(name string) bool {
	return len(ss) == 1 && ss[0].ID == txtEvDisconnected && len(ss[0].Args) == 2 && ss[0].Args[1] == name
}
