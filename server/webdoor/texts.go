package webdoor

// The texts a web player sees: the reasons a connection closes with (at
// most 123 bytes: a WebSocket close reason's bound) and the answers of
// the link requests. The page's own words are in assets/index.html.
const (
	textSessionOver     = "the session is over"
	textDoorFull        = "the web door is full; try again later"
	textTooManyFromAddr = "too many web sessions from your address; close one and try again"
	textBadHello        = "the page's hello did not parse: reload the page"
	textBadResize       = "a resize message did not parse"
	textNoHello         = "the page did not say hello in time: reload the page"
	textBinaryHello     = "the page must say hello first: reload the page"
	textNoAnswer        = "the page stopped answering"
	textTooBig          = "a message over %d bytes: the page must send less at once"
	textLinked          = "this browser now plays as %s"
	textLinkBadCode     = "no such link code, or it has lapsed: show a new one in the lobby's Account page over SSH"
	textLinkTooFast     = "too many link attempts from your address; wait a minute"
	textLinkFailed      = "linking failed; try again later"
	textLinkBadRequest  = "send a link code: POST /link with code=CODE"
	textUnlinked        = "this browser is signed out: it plays as a guest"
	textCrossSite       = "refused: the request came from another site"
)
