package server

// chatCache is the chat's rows as last drawn: the room screen is drawn
// again at every clock's tick, and the chat changes only with the
// messages the app takes in (roomScreen.changed drops it), never with
// time, so a tick reuses it.
type chatCache struct {
	ok    bool
	width int      // the width log and last were drawn at
	log   []string // chatLog's lines
	last  []string // chatLast's rows
	rows  int      // the rows view was drawn in (0: none yet)
	view  string   // chatView's text at rows × width
}

// chatParts are the chat's log lines and last rows at width cells
// (chatLog, chatLast), from the cache while nothing they show changed.
func (rs *roomScreen) chatParts(width int) (log, last []string) {
	c := &rs.chats
	if !c.ok || c.width != width {
		*c = chatCache{ok: true, width: width, log: rs.chatLog(width), last: rs.chatLast(width)}
	}
	return c.log, c.last
}

// chatDrawn is the chat drawn in rows rows of width cells (chatView),
// from the cache while nothing it shows changed.
func (rs *roomScreen) chatDrawn(rows, width int) string {
	rs.chatParts(width)
	c := &rs.chats
	if c.rows != rows || rows <= 0 {
		c.rows, c.view = rows, rs.chatView(rows, width)
	}
	return c.view
}
