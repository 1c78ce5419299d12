package room

import "github.com/fetaix/fetaix/internal/i18n"

// The texts players see of games kept across a restart (live.go,
// restore.go).

// InProgressText is the lobby's line for a player whose seats wait for
// them in n games in progress (a guest's: the one it left), code the one
// that enter goes back to.
func InProgressText(l *i18n.Localizer, n int, code string) string {
	if n <= 1 {
		return l.T(txtInProgress1, "Code", code)
	}
	return l.N(txtInProgressN, n, "Code", code)
}
