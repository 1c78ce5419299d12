package server

import "fmt"

// labelRevokeWeb is the account item that removes the player's web
// tokens (store/webtokens.go): each browser linked to them on the web
// door (server/webdoor) plays as a guest from its next session.
const labelRevokeWeb = "Sign out every browser linked to you (web door)"

// revokeWebTokens removes the player's web tokens and says how many.
func (l *lobby) revokeWebTokens() {
	ctx, cancel := l.a.storeCtx()
	defer cancel()
	n, err := l.a.srv.store.RevokeWebTokens(ctx, l.a.player.ID)
	if l.page = pageMenu; err != nil {
		l.setErr(fmt.Errorf("signing out browsers: %w", err))
		return
	}
	l.msg, l.msgErr = fmt.Sprintf("signed out %d browser(s): they play as guests from their next session", n), false
}
