package webdoor

import "github.com/fetaix/fetaix/internal/i18n"

// The texts a web player sees, in the catalogs (internal/i18n/catalog/
// web.*.json): the reasons a connection closes with (at most
// MaxCloseReason bytes in every language: a WebSocket close reason's
// bound), the answers of the link requests, and the page's own words
// (page.go puts them in assets/index.html). The browser orders
// right-to-left text itself: they are given in logical order (T).
const (
	txtSessionOver     i18n.ID = "web.close.sessionOver"
	txtDoorFull        i18n.ID = "web.close.doorFull"
	txtTooManyFromAddr i18n.ID = "web.close.tooManyFromAddr"
	txtBadHello        i18n.ID = "web.close.badHello"
	txtBadResize       i18n.ID = "web.close.badResize"
	txtNoHello         i18n.ID = "web.close.noHello"
	txtBinaryHello     i18n.ID = "web.close.binaryHello"
	txtNoAnswer        i18n.ID = "web.close.noAnswer"
	txtTooBig          i18n.ID = "web.close.tooBig"

	txtLinked         i18n.ID = "web.link.linked"
	txtLinkBadCode    i18n.ID = "web.link.badCode"
	txtLinkTooFast    i18n.ID = "web.link.tooFast"
	txtLinkFailed     i18n.ID = "web.link.failed"
	txtLinkBadRequest i18n.ID = "web.link.badRequest"
	txtUnlinked       i18n.ID = "web.link.unlinked"
	txtCrossSite      i18n.ID = "web.link.crossSite"

	txtPageConnecting   i18n.ID = "web.page.connecting"
	txtPageConnected    i18n.ID = "web.page.connected"
	txtPageDisconnected i18n.ID = "web.page.disconnected"
	txtPageClosedWhy    i18n.ID = "web.page.closedWhy"
	txtPageCode         i18n.ID = "web.page.code"
	txtPageCodeLabel    i18n.ID = "web.page.codeLabel"
	txtPageLink         i18n.ID = "web.page.link"
	txtPageSignOut      i18n.ID = "web.page.signOut"
	txtPageSignOutTitle i18n.ID = "web.page.signOutTitle"
	txtPageReconnect    i18n.ID = "web.page.reconnect"
)

// closeReasons are the texts a connection may close with.
var closeReasons = []i18n.ID{txtSessionOver, txtDoorFull, txtTooManyFromAddr, txtBadHello, txtBadResize,
	txtNoHello, txtBinaryHello, txtNoAnswer, txtTooBig}

// MaxCloseReason is the most bytes a WebSocket close frame's reason may
// hold (RFC 6455: 125 bytes of payload, 2 of them the status).
const MaxCloseReason = 123
