package server

import (
	"slices"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/server/locale"
)

// localMenu is the lobby's menu as shown, its labels in the session's
// language (the menu keeps them in English, as the code compares them).
func (l *lobby) localMenu() menu[*lobby] {
	m := l.shownMenu()
	m.items = slices.Clone(m.items)
	for i := range m.items {
		m.items[i].label = locale.Label(l.a.loc, m.items[i].label)
	}
	return m
}

// nextLanguage switches the session to the next language and keeps it
// for the key (locale.Switch), at the account page's pace of changes.
func (l *lobby) nextLanguage() tea.Cmd {
	if !l.acct.ac.limit.Allow() {
		l.msg, l.msgErr = errText(l.a.loc, errTooManyChanges), true
		return nil
	}
	ctx, cancel := l.a.storeCtx()
	defer cancel()
	l.a.loc, l.msg, l.msgErr = locale.Switch(ctx, l.a.srv.store, l.a.player.ID, l.a.loc)
	l.localFields()
	return nil
}
