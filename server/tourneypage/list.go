package tourneypage

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/tourney"
)

// The list of events: one row each, running ones first, then the
// upcoming by their start, then the finished, latest first.

// listChrome is the rows the list page draws besides its rows: the
// blank first row, the title and a blank, the columns' heading, the scroll
// marks (2), a blank and the keys, and a message.
const listChrome = 9

// sortList orders the events as the list shows them.
func sortList(l []tourney.Summary) []tourney.Summary {
	rank := func(s tourney.State) int {
		switch s {
		case tourney.Running:
			return 0
		case tourney.Upcoming:
			return 1
		}
		return 2
	}
	slices.SortStableFunc(l, func(a, b tourney.Summary) int {
		if c := cmp.Compare(rank(a.State), rank(b.State)); c != 0 {
			return c
		}
		if rank(a.State) == 2 {
			return b.Starts.Compare(a.Starts)
		}
		return a.Starts.Compare(b.Starts)
	})
	return l
}

// listKey handles a key on the list: the arrows choose, enter opens, j
// joins the event under the cursor, esc and q go back to the lobby.
func (pg *Page) listKey(k tea.KeyPressMsg) (Action, tea.Cmd) {
	step := max(pg.listRows()-1, 1)
	switch {
	case key.Matches(k, keyBack):
		return pg.leave(Action{Kind: Back})
	case key.Matches(k, keyUp):
		pg.pick--
	case key.Matches(k, keyDown):
		pg.pick++
	case key.Matches(k, keyPageUp):
		pg.pick -= step
	case key.Matches(k, keyPageDown):
		pg.pick += step
	case key.Matches(k, keyTop):
		pg.pick = 0
	case key.Matches(k, keyBottom):
		pg.pick = len(pg.list) - 1
	case len(pg.list) == 0:
	case key.Matches(k, keyOpen):
		pg.openEvent(pg.list[pg.pick].ID)
	case key.Matches(k, keyJoin):
		s := pg.list[pg.pick]
		return Action{}, pg.act(pg.ev.Join, s.ID, joinedText(pg.l, s.Name))
	}
	pg.pick = max(min(pg.pick, len(pg.list)-1), 0)
	return Action{}, nil
}

// openEvent shows the page of the event id.
func (pg *Page) openEvent(id tourney.EventID) {
	pg.open, pg.id, pg.top, pg.game, pg.msg = true, id, 0, 0, ""
	pg.watching, pg.confirm = false, false
	pg.refresh()
}

// listRows is how many events fit the screen.
func (pg *Page) listRows() int {
	return max(pg.height-listChrome, 1)
}

// listView draws the list: a heading, then the window of rows around the
// one picked.
func (pg *Page) listView() string {
	st := pg.st
	var b strings.Builder
	b.WriteString("\n  " + st.Title.Render(in(pg.l, listTitle)) + "\n\n")
	if len(pg.list) == 0 {
		b.WriteString("  " + st.Dim.Render(in(pg.l, noEvents)) + "\n")
	} else {
		nameW := pg.nameWidth()
		b.WriteString(st.Dim.Render(listHeading(pg.l, nameW)) + "\n")
		now := time.Now()
		writeWindow(&b, pg.l, st, len(pg.list), pg.pick, pg.listRows(), func(i int) string {
			return listRow(pg.l, pg.list[i], nameW, now)
		})
	}
	b.WriteString("\n  " + st.Dim.Render(in(pg.l, listHelp)) + "\n")
	pg.writeMsg(&b)
	return pg.fit(b.String())
}

// nameWidth is the width of the list's name column: what the row's other
// columns leave of the screen, up to maxNameCells.
func (pg *Page) nameWidth() int {
	return max(min(pg.width-listFixedCells, maxNameCells), 8)
}

// whenText says where an event stands in time, at now.
func whenText(l *i18n.Localizer, s tourney.Summary, now time.Time) string {
	switch s.State {
	case tourney.Upcoming:
		return startsIn(l, s.Starts.Sub(now))
	case tourney.Running:
		if s.Kind == tourney.Swiss {
			return roundOf(l, s.Round, s.Rounds)
		}
		return endsIn(l, s.Ends.Sub(now))
	case tourney.Cancelled:
		return in(l, cancelledWord)
	}
	return in(l, finishedWord)
}

// listRow is one event's row, its name cut to nameW cells.
func listRow(l *i18n.Localizer, s tourney.Summary, nameW int, now time.Time) string {
	mark := " "
	if s.Joined {
		mark = joinedMark
	}
	return fmt.Sprintf("%s %s  %s  %-7s  %s  %7d  %s", mark, cell(s.Name, nameW), padTo(kindText(l, s.Kind), 5),
		cutTo(s.Clock, 7), padTo(ratedText(l, s.Rated), ratedWidth(l)), s.Players, whenText(l, s, now))
}

// writeWindow draws the lines of a list that fit in rows rows, a window
// around pick, with the count of the lines above and below it.
func writeWindow(b *strings.Builder, l *i18n.Localizer, st Styles, n, pick, rows int, text func(i int) string) {
	top := min(max(pick-rows/2, 0), max(n-rows, 0))
	end := min(top+rows, n)
	if top > 0 {
		b.WriteString("  " + st.Dim.Render(moreAbove(l, top)) + "\n")
	}
	for i := top; i < end; i++ {
		if i == pick {
			b.WriteString("> " + st.Selected.Render(text(i)) + "\n")
		} else {
			b.WriteString("  " + text(i) + "\n")
		}
	}
	if end < n {
		b.WriteString("  " + st.Dim.Render(moreBelow(l, n-end)) + "\n")
	}
}
