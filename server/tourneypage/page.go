package tourneypage

import (
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/chatbox"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/tourney"
)

// RefreshEvery is how often the pages read the events again while shown.
const RefreshEvery = time.Second

// Styles are the few styles the pages draw with; the server passes its
// own.
type Styles struct {
	Title, Selected, Dim, Err, Good lipgloss.Style
}

// Page is the Tournaments pages of one session: the list of events, and
// the event opened from it, if any.
type Page struct {
	ev            Events
	p             room.Player
	st            Styles
	l             *i18n.Localizer // the session's language (SetLang; nil: English)
	width, height int

	list []tourney.Summary // the events, in the order shown (sortList)
	pick int               // the event under the cursor

	open    bool // an event's page is shown
	id      tourney.EventID
	view    tourney.View
	viewErr error
	top     int // the first standings row shown
	chat    chatbox.Box
	said    []room.ChatMsg // the event's chat, as last read
	// watching: w was pressed, and a game to watch is being chosen
	// (game: the one under the cursor)
	watching bool
	game     int
	confirm  bool // x was pressed: the withdrawal waits for y or n

	msg    string // what the last action gave, under the page
	msgErr bool
	closed bool // the pages were left: their ticks end
}

// New returns the pages of player p over ev, at a window of width ×
// height cells, showing the list of events.
func New(ev Events, p room.Player, st Styles, width, height int) *Page {
	pg := &Page{ev: ev, p: p, st: st, width: width, height: height, chat: chatbox.New(nil)}
	pg.refresh()
	return pg
}

// SetLang sets the language the pages speak (nil: English).
func (pg *Page) SetLang(l *i18n.Localizer) { pg.l = l; pg.chat.SetLang(l) }

// TickMsg is the pages' refresh, each RefreshEvery while they are shown.
// A server that holds the pages may do its own polling on it too.
type TickMsg struct{ pg *Page }

// doneMsg is what an action on an event (join, pause…) gave.
type doneMsg struct {
	pg   *Page
	note string
	err  error
}

// sayMsg: a chat message was refused; the line opens again with it.
type sayMsg struct {
	pg   *Page
	text string
	err  error
}

// SetStyles changes the styles the pages draw with (the terminal said
// its background).
func (pg *Page) SetStyles(st Styles) { pg.st = st }

// Init starts the refresh.
func (pg *Page) Init() tea.Cmd { return pg.tick() }

func (pg *Page) tick() tea.Cmd {
	return tea.Tick(RefreshEvery, func(time.Time) tea.Msg { return TickMsg{pg} })
}

// Update takes a message of the session and says what the server must do.
// The pages' own messages of another Page are ignored.
func (pg *Page) Update(msg tea.Msg) (Action, tea.Cmd) {
	switch msg := msg.(type) {
	case TickMsg:
		if msg.pg != pg || pg.closed {
			return Action{}, nil
		}
		pg.refresh()
		return Action{}, pg.tick()
	case doneMsg:
		if msg.pg == pg {
			pg.msg, pg.msgErr = msg.note, msg.err != nil
			if msg.err != nil {
				pg.msg = msg.err.Error()
			}
			pg.refresh()
		}
	case sayMsg:
		if msg.pg == pg {
			pg.msg, pg.msgErr = refusedText(pg.l, msg.err), true
			pg.chat.Refused(msg.text)
		}
	case tea.WindowSizeMsg:
		pg.width, pg.height = msg.Width, msg.Height
	case tea.PasteMsg:
		if pg.open && pg.chat.Open {
			pg.chat.Field.Update(msg)
		}
	case tea.KeyPressMsg:
		if pg.open {
			return pg.eventKey(msg)
		}
		return pg.listKey(msg)
	}
	return Action{}, nil
}

// leave closes the pages with a: their ticks end.
func (pg *Page) leave(a Action) (Action, tea.Cmd) {
	pg.closed = true
	return a, nil
}

// refresh reads what the page shown shows.
func (pg *Page) refresh() {
	if !pg.open {
		pg.list = sortList(pg.ev.List(pg.p))
		pg.pick = max(min(pg.pick, len(pg.list)-1), 0)
		return
	}
	pg.view, pg.viewErr = pg.ev.View(pg.id, pg.p)
	pg.said = pg.ev.Chat(pg.id, pg.p)
	pg.game = max(min(pg.game, len(pg.view.Games)-1), 0)
}

// act runs an action on the event id off the update loop, and says how it
// went with note.
func (pg *Page) act(do func(tourney.EventID, room.Player) error, id tourney.EventID, note string) tea.Cmd {
	p := pg.p
	return func() tea.Msg {
		return doneMsg{pg, note, do(id, p)}
	}
}

// View draws the page shown, every line within the width's last column
// and no more lines than the height.
func (pg *Page) View() string {
	if pg.open {
		return pg.eventView()
	}
	return pg.listView()
}

// Failed tells the pages that the server could not do their last action
// (a game to watch that has ended): they show err and refresh again.
func (pg *Page) Failed(err error) tea.Cmd {
	pg.msg, pg.msgErr, pg.closed = err.Error(), true, false
	return pg.tick()
}
