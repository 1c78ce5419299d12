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

// nextLanguage switches the session to the next language and keeps the
// choice for the key (the setting wins over the client's LANG).
func (l *lobby) nextLanguage() tea.Cmd {
	l.a.loc = locale.Next(l.a.loc)
	l.msg, l.msgErr = locale.LanguageIs(l.a.loc), false
	if !l.acct.ac.limit.Allow() {
		l.msg, l.msgErr = errTooManyChanges.Error(), true
		return nil
	}
	if l.a.player.ID == 0 {
		return nil // a guest's choice lasts the session
	}
	ctx, cancel := l.a.storeCtx()
	defer cancel()
	if err := l.a.srv.store.SetLang(ctx, l.a.player.ID, string(l.a.loc.Lang())); err != nil {
		l.msg, l.msgErr = locale.NotSaved(l.a.loc, err), true
	}
	return nil
}
