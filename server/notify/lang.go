package notify

import (
	"context"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// Langs is what a store may give of a player's language (store.Store's
// Lang): a Store that has it has its players' messages written in their
// language, one that does not, or a player who chose none, in English.
type Langs interface {
	Lang(ctx context.Context, id store.PlayerID) (string, error)
}

// langOf is the localizer of player id's messages: their stored
// language, else English. The text goes to a web service that orders it
// itself: logical order, as a terminal that reorders is given it.
func (n *Notifier) langOf(id store.PlayerID) *i18n.Localizer {
	ls, ok := n.store.(Langs)
	if !ok {
		return nil
	}
	ctx, cancel := context.WithTimeout(n.ctx, lookupTimeout)
	defer cancel()
	setting, err := ls.Lang(ctx, id)
	if err != nil || setting == "" {
		return nil
	}
	l, err := i18n.ParseLang(setting)
	if err != nil {
		return nil
	}
	return i18n.New(l, i18n.BidiTerminal)
}
