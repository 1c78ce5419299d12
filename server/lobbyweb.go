package server

import (
	"fmt"

	"github.com/fetaix/fetaix/internal/i18n"
)

// labelRevokeWeb is the account item that removes the player's web
// tokens (store/webtokens.go): each browser linked to them on the web
// door (server/webdoor) plays as a guest from its next session.
const labelRevokeWeb = "Sign out every browser linked to you (web door)"

// txtRevokedWeb says how many browsers were signed out (the count).
const txtRevokedWeb i18n.ID = "web.account.revoked"

// revokeWebTokens removes the player's web tokens and says how many.
func (l *lobby) revokeWebTokens() {
	ctx, cancel := l.a.storeCtx()
	defer cancel()
	n, err := l.a.srv.store.RevokeWebTokens(ctx, l.a.player.ID)
	if l.page = pageMenu; err != nil {
		l.setErr(fmt.Errorf("signing out browsers: %w", err))
		return
	}
	l.msg, l.msgErr = l.a.loc.N(txtRevokedWeb, n), false
}
