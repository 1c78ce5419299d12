package tourneypage

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/chatbox"
	"github.com/fetaix/fetaix/server/tourney"
)

// An event's page: its header, its standings (a window that scrolls, and
// the player's own row under it when not in the window), the games to
// watch, a swiss round's pairings, the chat, the keys.

// standingsHead is the standings' own rows above them: their note and the
// columns' heading.
const standingsHead = 2

// eventKey handles a key on an event's page.
func (pg *Page) eventKey(k tea.KeyPressMsg) (Action, tea.Cmd) {
	switch {
	case pg.chat.Open:
		return Action{}, pg.chatKey(k)
	case pg.confirm:
		pg.confirm = false
		if key.Matches(k, keyYes) {
			return Action{}, pg.act(pg.ev.Withdraw, pg.id, in(pg.l, withdrawNote))
		}
		return Action{}, nil
	case pg.watching:
		return pg.watchKey(k)
	}
	swiss := pg.view.Kind == tourney.Swiss
	pg.msg = ""
	switch {
	case pg.over() && key.Matches(k, keyJoin, keyPause, keyWithdraw, keyChat, keyWatch):
		pg.msg, pg.msgErr = in(pg.l, overNote), true
	case key.Matches(k, keyBack):
		pg.open = false
		pg.refresh()
	case key.Matches(k, keyUp):
		pg.top--
	case key.Matches(k, keyDown):
		pg.top++
	case key.Matches(k, keyPageUp):
		pg.top -= pg.standingRows()
	case key.Matches(k, keyPageDown):
		pg.top += pg.standingRows()
	case key.Matches(k, keyTop):
		pg.top = 0
	case key.Matches(k, keyBottom):
		pg.top = len(pg.view.Rows)
	case key.Matches(k, keyJoin):
		return Action{}, pg.act(pg.ev.Join, pg.id, joinedText(pg.l, pg.view.Name))
	case key.Matches(k, keyPause) && swiss:
		pg.msg, pg.msgErr = in(pg.l, pauseIsArenas), true
	case key.Matches(k, keyPause):
		if r := pg.own(); r != nil && r.Paused {
			return Action{}, pg.act(pg.ev.Resume, pg.id, in(pg.l, resumedNote))
		}
		return Action{}, pg.act(pg.ev.Pause, pg.id, in(pg.l, pausedNote))
	case key.Matches(k, keyWithdraw) && !swiss:
		pg.msg, pg.msgErr = in(pg.l, withdrawSwiss), true
	case key.Matches(k, keyWithdraw):
		pg.confirm = true
	case key.Matches(k, keyChat):
		pg.chat.Open = true
	case key.Matches(k, keyWatch):
		if len(pg.view.Games) == 0 {
			pg.msg, pg.msgErr = in(pg.l, noGames), true
		} else {
			pg.watching, pg.game = true, 0
		}
	}
	pg.top = max(min(pg.top, len(pg.view.Rows)-pg.standingRows()), 0)
	return Action{}, nil
}

// watchKey picks a game to watch: its number, or the arrows and enter.
func (pg *Page) watchKey(k tea.KeyPressMsg) (Action, tea.Cmd) {
	games := pg.view.Games
	if n := int(k.Code - '0'); k.Text != "" && n >= 1 && n <= 9 && len(k.Text) == 1 {
		if n <= len(games) {
			return pg.leave(Action{Kind: Watch, Code: games[n-1].Code})
		}
		return Action{}, nil
	}
	switch {
	case key.Matches(k, keyCancel):
		pg.watching = false
	case k.Code == tea.KeyLeft || k.Code == tea.KeyUp:
		pg.game--
	case k.Code == tea.KeyRight || k.Code == tea.KeyDown:
		pg.game++
	case key.Matches(k, keyOpen) && len(games) > 0:
		return pg.leave(Action{Kind: Watch, Code: games[pg.game].Code})
	}
	pg.game = max(min(pg.game, len(games)-1), 0)
	return Action{}, nil
}

// chatKey gives a key to the open chat line; a line sent goes to the
// event's chat off the update loop.
func (pg *Page) chatKey(k tea.KeyPressMsg) tea.Cmd {
	out, text := pg.chat.LineKey(k, &chatKeys)
	if out != chatbox.Send {
		return nil
	}
	ev, id, p := pg.ev, pg.id, pg.p
	return func() tea.Msg {
		if err := ev.Say(id, p, text); err != nil {
			return sayMsg{pg, text, err}
		}
		return doneMsg{pg: pg}
	}
}

// chatKeys are the chat line's keys.
var chatKeys = chatbox.Keys{Interrupt: keyQuit, Cancel: keyCancel, Accept: keyOpen,
	Up: keyUp, Down: keyDown, PageUp: keyPageUp, PageDown: keyPageDown}

// own is the player's own row: among the rows shown, or View.You; nil
// when they are not in the event.
func (pg *Page) own() *tourney.Row {
	if pg.view.You != nil {
		return pg.view.You
	}
	for i := range pg.view.Rows {
		if pg.isMe(pg.view.Rows[i]) {
			return &pg.view.Rows[i]
		}
	}
	return nil
}

// over reports whether the event shown is finished or cancelled: its
// page only shows it.
func (pg *Page) over() bool {
	return pg.view.State == tourney.Finished || pg.view.State == tourney.Cancelled
}

// isMe reports whether r is the player's row.
func (pg *Page) isMe(r tourney.Row) bool { return r.Name == pg.p.Name && pg.view.Joined }

// Sections' bounds: the rows the games, the pairings and the chat's log
// take at most, on a screen under tallScreen rows and from it.
const (
	tallScreen                  = 30
	gameRowsShort, gameRowsTall = 1, 3
	pairRowsShort, pairRowsTall = 2, 5
	chatRowsShort, chatRowsTall = 3, 6
)

// bottom is the rows under the standings: the games, the pairings and the
// chat after a blank row (when there are any), a blank row, the keys and
// the message.
func (pg *Page) bottom() []string {
	st, v, w := pg.st, &pg.view, pg.width
	gameRows, pairRows, chatRows := gameRowsShort, pairRowsShort, chatRowsShort
	if pg.height >= tallScreen {
		gameRows, pairRows, chatRows = gameRowsTall, pairRowsTall, chatRowsTall
	}
	var out []string
	if len(v.Games) > 0 {
		items := make([]string, len(v.Games))
		for i, g := range v.Games {
			items[i] = gameItem(i, g.White, g.Black)
			if pg.watching && i == pg.game {
				items[i] = st.Selected.Render(items[i])
			}
		}
		from := 0
		if pg.watching {
			from = pg.game
		}
		out = append(out, packCappedIn(pg.l, gamesHead(pg.l), items[from:], w, gameRows)...)
	}
	if v.Kind == tourney.Swiss && len(v.Pairings) > 0 {
		out = append(out, packCappedIn(pg.l, roundHead(pg.l, v.Round), pairingsIn(pg.l, v.Pairings), w, pairRows)...)
	}
	out = append(out, pg.chatRows(chatRows)...)
	if len(out) > 0 {
		out = append([]string{""}, out...)
	}
	help := eventHelp(pg.l, v.Kind == tourney.Swiss)
	if pg.over() {
		help = in(pg.l, overHelp)
	}
	switch {
	case pg.confirm:
		help = withdrawAsk(pg.l, v.Name)
	case pg.watching:
		help = in(pg.l, watchHelp)
	}
	out = append(out, "", "  "+st.Dim.Render(help))
	if pg.msg != "" {
		var b strings.Builder
		pg.writeMsg(&b)
		out = append(out, strings.TrimSuffix(b.String(), "\n"))
	}
	return out
}

// maxChatShown bounds the chat's messages a page draws, its latest: what
// the open line's ↑/↓ can scroll back to.
const maxChatShown = 50

// chatRows is the chat's rows: its last lines, up to logRows, and the
// line when open.
func (pg *Page) chatRows(logRows int) []string {
	dim := func(s string) string { return pg.st.Dim.Render(s) }
	var lines []string
	shown := chatbox.Shown(pg.said, false, -1, pg.p.Blocks)
	for _, m := range shown[max(len(shown)-maxChatShown, 0):] {
		lines = append(lines, chatbox.Rows(pg.l, dim, m, pg.width-4)...)
	}
	w := pg.width - 1 // each row after one more lead space
	var last []string
	if pg.chat.Open {
		last = []string{pg.chat.LineRow(w, dim)}
	}
	rows := min(len(lines), logRows) + len(last)
	if rows == 0 {
		return nil
	}
	out := strings.Split(pg.chat.View(lines, last, rows, w), "\n")
	for i := range out {
		out[i] = " " + out[i]
	}
	return out
}

// maxFactRows bounds the rows of the header's facts.
const maxFactRows = 2

// head is the rows above the standings: a blank row, the event's name,
// its facts (kind, clock, rated, where it stands, players, the player's
// own standing) in at most maxFactRows rows, and a blank row.
func (pg *Page) head() []string {
	v := &pg.view
	rows := []string{"", "  " + pg.st.Title.Render(cutTo(v.Name, max(pg.width-4, 10)))}
	facts := []string{kindText(pg.l, v.Kind), cutTo(v.Clock, 12), ratedText(pg.l, v.Rated)}
	switch {
	case v.Kind == tourney.Swiss && v.State == tourney.Running:
		facts = append(facts, roundOf(pg.l, v.Round, v.Rounds))
	case v.State == tourney.Upcoming:
		facts = append(facts, startsIn(pg.l, v.Left))
	case v.State == tourney.Running:
		facts = append(facts, endsIn(pg.l, v.Left))
	default:
		facts = append(facts, stateWord(pg.l, v.State))
	}
	you := youText(pg.l, pg.own())
	if pg.over() && pg.own() != nil {
		you = in(pg.l, playedText)
	}
	facts = append(facts, playersText(pg.l, v.Players), you)
	rows = append(rows, packCappedIn(pg.l, "", facts, pg.width, maxFactRows)...)
	return append(rows, "")
}

// standingRows is how many rows of the standings fit above the bottom,
// besides the player's own row under them.
func (pg *Page) standingRows() int {
	n := pg.height - len(pg.head()) - standingsHead - len(pg.bottom())
	if pg.view.You != nil {
		n--
	}
	return max(n, 1)
}

// eventView draws the event's page.
func (pg *Page) eventView() string {
	st, v := pg.st, &pg.view
	var b strings.Builder
	if pg.viewErr != nil {
		b.WriteString("\n  " + st.Title.Render(in(pg.l, listTitle)) + "\n\n  " + st.Err.Render(tourney.ErrorIn(pg.l, pg.viewErr)) + "\n\n  " + st.Dim.Render(in(pg.l, "esc back")) + "\n")
		return pg.fit(b.String())
	}
	arena := v.Kind != tourney.Swiss
	for _, h := range pg.head() {
		b.WriteString(h + "\n")
	}
	bottom := pg.bottom()
	rows := pg.standingRows()
	pg.top = max(min(pg.top, len(v.Rows)-rows), 0)
	end := min(pg.top+rows, len(v.Rows))
	n := len(v.Rows)
	b.WriteString("  " + st.Dim.Render(standingsNote(pg.l, pg.top+1, end, n, arena)) + "\n")
	nameW := pg.standingNameWidth()
	heading := arenaHeading(pg.l, nameW)
	if !arena {
		heading = swissHeading(pg.l, nameW)
	}
	b.WriteString(st.Dim.Render(heading) + "\n")
	for _, r := range v.Rows[pg.top:end] {
		b.WriteString(pg.standingLine(r, nameW, arena) + "\n")
	}
	if v.You != nil {
		b.WriteString(pg.standingLine(*v.You, nameW, arena) + "\n")
	}
	b.WriteString(strings.Join(bottom, "\n"))
	return pg.fit(b.String())
}

// standingNameWidth is the player column's width: names are at most
// textsafe.MaxName characters, less on a narrow screen.
func (pg *Page) standingNameWidth() int { return max(min(pg.width-50, 20), 8) }

// standingLine is one row of the standings, the player's own marked.
func (pg *Page) standingLine(r tourney.Row, nameW int, arena bool) string {
	mark := " "
	if arena && r.Streak {
		mark = streakMark
	}
	var line string
	if arena {
		line = fmt.Sprintf("%-4d %s  %4d%s  %5d  %5d  %s  %s", r.Rank, cell(r.Name, nameW), r.Score, mark, r.Games, r.Perf, statusWord(pg.l, r), r.Sheet)
	} else {
		line = fmt.Sprintf("%-4d %s  %5d  %5d  %5d  %5d  %s  %s", r.Rank, cell(r.Name, nameW), r.Score, r.Games, r.Buchholz, r.SonnebornBerger, statusWord(pg.l, r), r.Sheet)
	}
	line = ansi.Truncate(line, max(pg.width-5, 10), "…")
	if pg.isMe(r) || pg.view.You != nil && r == *pg.view.You {
		return "> " + pg.st.Selected.Render(line)
	}
	return "  " + line
}

// packCapped lays items out after head in at most rows rows of width
// cells (its last column free), separated by " · ", as many to a row as
// fit; the count of those left out ends the last row ("+12 more"), which
// gives up as many of its own items as that takes.
func packCapped(head string, items []string, width, rows int) []string {
	return packCappedIn(nil, head, items, width, rows)
}

// packCappedIn is packCapped with the count said in l's language.
func packCappedIn(l *i18n.Localizer, head string, items []string, width, rows int) []string {
	const sep = " · "
	limit := max(width-1, 20)
	var out []string
	lead, row := "  "+head, []string(nil) // the row being filled: its items
	line := func(r []string) string { return lead + strings.Join(r, sep) }
	for i, it := range items {
		if len(row) == 0 || ansi.StringWidth(line(append(row, it))) <= limit {
			row = append(row, it)
			continue
		}
		if len(out)+1 < rows {
			out, lead, row = append(out, line(row)), "    ", []string{it}
			continue
		}
		left := len(items) - i // no row left: the count ends this one
		for len(row) > 1 && ansi.StringWidth(line(row)+" "+moreItems(l, left)) > limit {
			row, left = row[:len(row)-1], left+1
		}
		return append(out, line(row)+" "+moreItems(l, left))
	}
	if len(row) > 0 {
		out = append(out, line(row))
	}
	return out
}
