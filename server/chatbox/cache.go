package chatbox

// Cache is a chat's rows as last drawn: a screen drawn again at every
// clock's tick, whose chat changes only with the messages its app takes
// in, reuses them. Its screen sets OK to false when what the chat shows
// may have changed.
type Cache struct {
	OK    bool
	width int      // the width log and last were drawn at
	log   []string // the log's lines
	last  []string // the last rows
	rows  int      // the rows view was drawn in (0: none yet)
	view  string   // the text drawn at rows × width
}

// Parts are the chat's log lines and last rows at width cells, drawn by
// log and last unless the cache holds them.
func (c *Cache) Parts(width int, log, last func(int) []string) ([]string, []string) {
	if !c.OK || c.width != width {
		*c = Cache{OK: true, width: width, log: log(width), last: last(width)}
	}
	return c.log, c.last
}

// Drawn is the chat drawn in rows rows of width cells by b, from the
// cache while nothing it shows changed.
func (c *Cache) Drawn(b *Box, rows, width int, log, last func(int) []string) string {
	c.Parts(width, log, last)
	if c.rows != rows || rows <= 0 {
		c.rows, c.view = rows, b.View(c.log, c.last, rows, width)
	}
	return c.view
}
