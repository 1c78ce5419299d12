package tourneypage

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/tourney"
	"github.com/fetaix/fetaix/store"
)

// fakeEvents is an Events over fixed data that records what it is asked.
type fakeEvents struct {
	mu     sync.Mutex
	list   []tourney.Summary
	views  map[tourney.EventID]tourney.View
	chat   []room.ChatMsg
	calls  []string // "join 2", "pause 1", "say 1 hi"…
	sayErr error
	reads  int
}

func (f *fakeEvents) record(s string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, s)
	return nil
}

func (f *fakeEvents) List(room.Player) []tourney.Summary {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reads++
	return append([]tourney.Summary(nil), f.list...)
}

func (f *fakeEvents) View(id tourney.EventID, _ room.Player) (tourney.View, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reads++
	v, ok := f.views[id]
	if !ok {
		return v, errors.New("no such event")
	}
	return v, nil
}

func (f *fakeEvents) Join(id tourney.EventID, _ room.Player) error {
	return f.record(fmt.Sprint("join ", id))
}
func (f *fakeEvents) Pause(id tourney.EventID, _ room.Player) error {
	return f.record(fmt.Sprint("pause ", id))
}
func (f *fakeEvents) Resume(id tourney.EventID, _ room.Player) error {
	return f.record(fmt.Sprint("resume ", id))
}
func (f *fakeEvents) Withdraw(id tourney.EventID, _ room.Player) error {
	return f.record(fmt.Sprint("withdraw ", id))
}
func (f *fakeEvents) Say(id tourney.EventID, _ room.Player, text string) error {
	_ = f.record(fmt.Sprint("say ", id, " ", text))
	return f.sayErr
}
func (f *fakeEvents) Chat(tourney.EventID, room.Player) []room.ChatMsg {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.chat
}

func (f *fakeEvents) called() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.calls...)
}

var me = room.Player{ID: 7, Name: "zed"}

// sampleEvents: an upcoming arena, a running arena the player joined, a
// running swiss event and a finished one.
func sampleEvents(now time.Time) *fakeEvents {
	list := []tourney.Summary{
		{ID: 1, Kind: tourney.Arena, Name: "Hourly blitz", Starts: now.Add(12*time.Minute + 10*time.Second), Clock: "3+2", Rated: true, State: tourney.Upcoming, Players: 4},
		{ID: 2, Kind: tourney.Arena, Name: "Daily arena", Starts: now.Add(-20 * time.Minute), Ends: now.Add(40*time.Minute - time.Second), Clock: "5+0", Rated: true, State: tourney.Running, Players: 12, Joined: true},
		{ID: 3, Kind: tourney.Swiss, Name: "Sunday swiss", Starts: now.Add(-10 * time.Minute), Rounds: 3, Round: 2, Clock: "10+5", State: tourney.Running, Players: 7},
		{ID: 4, Kind: tourney.Arena, Name: "Old arena", Starts: now.Add(-5 * time.Hour), Ends: now.Add(-4 * time.Hour), Clock: "1+0", State: tourney.Finished, Players: 30},
	}
	arena := tourney.View{Summary: list[1], Left: 40 * time.Minute,
		Rows: []tourney.Row{
			{Rank: 1, Name: "alice", Score: 12, Streak: true, Games: 5, Perf: 1650, Sheet: "2 2 4 4"},
			{Rank: 2, Name: "bob", Score: 8, Games: 5, Perf: 1500, Playing: true},
		},
		You:   &tourney.Row{Rank: 9, Name: "zed", Score: 2, Games: 3, Perf: 1400},
		Games: []tourney.Game{{Code: "ABCD", White: "alice", Black: "bob", Rank: 1}, {Code: "EFGH", White: "carol", Black: "dave", Rank: 3}}}
	swiss := tourney.View{Summary: list[2],
		Rows: []tourney.Row{
			{Rank: 1, Name: "erin", Score: 4, Games: 2, Buchholz: 5, SonnebornBerger: 7, Sheet: "+ +"},
			{Rank: 2, Name: "zed", Score: 3, Games: 2, Buchholz: 4, SonnebornBerger: 3, Sheet: "+ ="},
		},
		Pairings: []string{"erin – zed", "frank – gina 1½–½", "hal: bye"}}
	swiss.Joined = true
	return &fakeEvents{list: list, views: map[tourney.EventID]tourney.View{2: arena, 3: swiss}}
}

func keyMsg(s string) tea.KeyPressMsg {
	switch s {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "home":
		return tea.KeyPressMsg{Code: tea.KeyHome}
	case "end":
		return tea.KeyPressMsg{Code: tea.KeyEnd}
	}
	r := []rune(s)[0]
	return tea.KeyPressMsg{Code: r, Text: s}
}

// press gives the keys to pg, running each command it returns and giving
// its message back (as the program would), and returns the last action.
func press(t *testing.T, pg *Page, keys ...string) Action {
	t.Helper()
	var a Action
	for _, k := range keys {
		var cmd tea.Cmd
		a, cmd = pg.Update(keyMsg(k))
		if cmd != nil {
			if msg := cmd(); msg != nil {
				pg.Update(msg)
			}
		}
	}
	return a
}

func plain() Styles { return Styles{} }

func TestListShowsEachEventWithWhenAndMark(t *testing.T) {
	ev := sampleEvents(time.Now())
	pg := New(ev, me, plain(), 80, 24)
	v := pg.View()
	for _, want := range []string{"Tournaments", "Hourly blitz", "starts in 13 min", "Daily arena", "ends in 40 min",
		"Sunday swiss", "round 2 of 3", "Old arena", "finished", "swiss", "casual"} {
		if !strings.Contains(v, want) {
			t.Errorf("the list lacks %q:\n%s", want, v)
		}
	}
	lines := strings.Split(v, "\n")
	var order []string
	for _, ln := range lines {
		for _, n := range []string{"Hourly blitz", "Daily arena", "Sunday swiss", "Old arena"} {
			if strings.Contains(ln, n) {
				order = append(order, n)
				if n == "Daily arena" && !strings.Contains(ln, joinedMark) {
					t.Errorf("the joined event is not marked: %q", ln)
				}
				if n != "Daily arena" && strings.Contains(ln, joinedMark) {
					t.Errorf("an event not joined is marked: %q", ln)
				}
			}
		}
	}
	if got := strings.Join(order, ","); got != "Daily arena,Sunday swiss,Hourly blitz,Old arena" {
		t.Errorf("order %s: want the running events, then the upcoming, then the finished", got)
	}
}

func TestJoinKeyJoinsTheEventUnderTheCursor(t *testing.T) {
	ev := sampleEvents(time.Now())
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "down", "down", "j") // running, running, upcoming: the hourly blitz
	if got := ev.called(); len(got) != 1 || got[0] != "join 1" {
		t.Fatalf("calls %v, want join 1", got)
	}
	if v := pg.View(); !strings.Contains(v, "you joined Hourly blitz") {
		t.Errorf("the join is not said:\n%s", v)
	}
	ev.mu.Lock()
	ev.list = nil
	ev.mu.Unlock()
	pg.Update(TickMsg{pg})
	press(t, pg, "j", "enter")
	if got := ev.called(); len(got) != 1 {
		t.Errorf("keys on an empty list called %v", got[1:])
	}
}

func TestEnterOpensTheEventAndEscGoesBack(t *testing.T) {
	ev := sampleEvents(time.Now())
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "enter")
	v := pg.View()
	for _, want := range []string{"Daily arena", "arena · 5+0 · rated · ends in 40 min · 12 players · you are in it", "alice", "bob", "playing", "standings 1–2 of 2"} {
		if !strings.Contains(v, want) {
			t.Errorf("the event page lacks %q:\n%s", want, v)
		}
	}
	if a := press(t, pg, "esc"); a.Kind != None || !strings.Contains(pg.View(), "Hourly blitz") {
		t.Errorf("esc on an event: action %v, want the list again:\n%s", a, pg.View())
	}
	if a := press(t, pg, "q"); a.Kind != Back {
		t.Errorf("q on the list: action %v, want Back", a)
	}
}

func TestStandingsMarkTheStreakAndShowOwnRow(t *testing.T) {
	ev := sampleEvents(time.Now())
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "enter")
	var alice, bob, zed string
	for _, ln := range strings.Split(pg.View(), "\n") {
		switch {
		case strings.Contains(ln, "alice") && !strings.Contains(ln, "–"):
			alice = ln
		case strings.Contains(ln, "bob") && !strings.Contains(ln, "–"):
			bob = ln
		case strings.Contains(ln, "zed"):
			zed = ln
		}
	}
	if !strings.Contains(alice, "12"+streakMark) {
		t.Errorf("alice's streak is not marked: %q", alice)
	}
	if strings.Contains(bob, "8"+streakMark) {
		t.Errorf("bob is marked on a streak: %q", bob)
	}
	if !strings.HasPrefix(zed, "> 9") {
		t.Errorf("the player's own row (rank 9) is not shown and marked: %q", zed)
	}
}

// TestSwissStandingsSayWhatTheyCount: a swiss event's page says what its
// points and its short-named tie-break columns are.
func TestSwissStandingsSayWhatTheyCount(t *testing.T) {
	pg := New(sampleEvents(time.Now()), me, plain(), 80, 24)
	press(t, pg, "down", "enter")
	v := pg.View()
	for _, want := range []string{"Buch", "SB", "pts", swissKey} {
		if !strings.Contains(v, want) {
			t.Errorf("the swiss page lacks %q:\n%s", want, v)
		}
	}
	checkFits(t, "the swiss page", v, 80, 24)
}

// TestFinishedEventOnlyShows: the page of a finished event the player
// played in says so, offers no key of a running event, and j, p, x, c and
// w there say the event is over, asking the director nothing.
func TestFinishedEventOnlyShows(t *testing.T) {
	ev := sampleEvents(time.Now())
	ev.views[4] = tourney.View{Summary: ev.list[3], Rows: []tourney.Row{{Rank: 1, Name: "zed", Score: 6, Games: 3}}}
	v := ev.views[4]
	v.Joined = true
	ev.views[4] = v
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "end", "enter")
	if !strings.Contains(pg.View(), "Old arena") {
		t.Fatalf("not the finished event's page:\n%s", pg.View())
	}
	for _, k := range []string{"j", "p", "x", "c", "w"} {
		press(t, pg, k)
		page := pg.View()
		for _, want := range []string{overNote, overHelp, playedText} {
			if !strings.Contains(page, want) {
				t.Errorf("after %s, the finished event's page lacks %q:\n%s", k, want, page)
			}
		}
		if strings.Contains(page, "j join") || strings.Contains(page, "you are in it") {
			t.Errorf("after %s, the finished event's page reads as a running one:\n%s", k, page)
		}
	}
	if calls := ev.called(); len(calls) != 0 {
		t.Errorf("the finished event's page asked the director %v", calls)
	}
}

func TestPauseThenResume(t *testing.T) {
	ev := sampleEvents(time.Now())
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "enter", "p")
	ev.mu.Lock()
	v := ev.views[2]
	v.You.Paused = true
	ev.views[2] = v
	ev.mu.Unlock()
	pg.Update(TickMsg{pg})
	if !strings.Contains(pg.View(), "you are paused") {
		t.Errorf("the pause is not shown:\n%s", pg.View())
	}
	press(t, pg, "p")
	if got := strings.Join(ev.called(), ","); got != "pause 2,resume 2" {
		t.Errorf("calls %s, want pause 2,resume 2", got)
	}
	press(t, pg, "x")
	if got := ev.called(); len(got) != 2 || !strings.Contains(pg.View(), withdrawSwiss) {
		t.Errorf("x in an arena: calls %v, view:\n%s", got, pg.View())
	}
}

func TestWithdrawAsksFirst(t *testing.T) {
	ev := sampleEvents(time.Now())
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "down", "enter", "x")
	if !strings.Contains(pg.View(), "withdraw from Sunday swiss?") || len(ev.called()) != 0 {
		t.Fatalf("x did not ask first (calls %v):\n%s", ev.called(), pg.View())
	}
	press(t, pg, "n")
	if len(ev.called()) != 0 || strings.Contains(pg.View(), "withdraw from") {
		t.Fatalf("n withdrew or kept asking (calls %v)", ev.called())
	}
	press(t, pg, "x", "y")
	if got := ev.called(); len(got) != 1 || got[0] != "withdraw 3" {
		t.Errorf("calls %v, want withdraw 3", got)
	}
	press(t, pg, "p")
	if got := ev.called(); len(got) != 1 || !strings.Contains(pg.View(), pauseIsArenas) {
		t.Errorf("p in a swiss event: calls %v", got)
	}
	for _, want := range []string{"round 2: erin – zed · frank – gina 1½–½ · hal: bye", "Buch", "SB", "+ ="} {
		if !strings.Contains(pg.View(), want) {
			t.Errorf("the swiss page lacks %q:\n%s", want, pg.View())
		}
	}
}

func TestWatchReturnsTheGamesCode(t *testing.T) {
	ev := sampleEvents(time.Now())
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "enter", "w")
	if !strings.Contains(pg.View(), watchHelp) {
		t.Fatalf("w does not ask which game:\n%s", pg.View())
	}
	if a := press(t, pg, "2"); a.Kind != Watch || a.Code != "EFGH" {
		t.Errorf("w 2: action %+v, want watch EFGH", a)
	}
	pg = New(ev, me, plain(), 80, 24)
	press(t, pg, "enter", "w", "right", "right")
	if a := press(t, pg, "enter"); a.Kind != Watch || a.Code != "EFGH" {
		t.Errorf("w → → enter: action %+v, want watch EFGH (the last game)", a)
	}
	if _, cmd := pg.Update(TickMsg{pg}); cmd != nil {
		t.Error("the pages still tick once left for a game")
	}
	pg = New(ev, me, plain(), 80, 24)
	press(t, pg, "down", "enter", "w")
	if !strings.Contains(pg.View(), noGames) {
		t.Errorf("w without games says nothing:\n%s", pg.View())
	}
}

func TestChatSaysAndGivesBackARefusal(t *testing.T) {
	ev := sampleEvents(time.Now())
	ev.chat = []room.ChatMsg{{ChatLine: store.ChatLine{Author: "alice", Text: "good luck all"}, Seat: -1}}
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "enter")
	if !strings.Contains(pg.View(), "alice: good luck all") {
		t.Errorf("the chat is not shown:\n%s", pg.View())
	}
	press(t, pg, "c", "h", "i", "enter")
	if got := ev.called(); len(got) != 1 || got[0] != "say 2 hi" {
		t.Fatalf("calls %v, want say 2 hi", got)
	}
	ev.sayErr = errors.New("too fast")
	press(t, pg, "c", "y", "o", "enter")
	if v := ansi.Strip(pg.View()); !strings.Contains(v, "refused: too fast") || !strings.Contains(v, "say: yo") {
		t.Errorf("a refused line is not given back:\n%s", v)
	}
}

func TestTicksRefreshUntilLeft(t *testing.T) {
	ev := sampleEvents(time.Now())
	pg := New(ev, me, plain(), 80, 24)
	if pg.Init() == nil {
		t.Fatal("no tick scheduled")
	}
	other := New(ev, me, plain(), 80, 24)
	reads := ev.reads
	if _, cmd := pg.Update(TickMsg{other}); cmd != nil || ev.reads != reads {
		t.Error("a tick of another page refreshed this one")
	}
	if _, cmd := pg.Update(TickMsg{pg}); cmd == nil || ev.reads != reads+1 {
		t.Error("a tick did not refresh and schedule the next")
	}
	press(t, pg, "esc")
	if _, cmd := pg.Update(TickMsg{pg}); cmd != nil {
		t.Error("a tick after the pages were left scheduled another")
	}
}

// bigEvents is an arena and a swiss event of n players with long names,
// many games, pairings and chat lines.
func bigEvents(n int) *fakeEvents {
	now := time.Now()
	long := strings.Repeat("W", 19) + "界"
	var rows []tourney.Row
	var games []tourney.Game
	var pairs []string
	for i := range n {
		rows = append(rows, tourney.Row{Rank: i + 1, Name: fmt.Sprintf("%s%d", long, i), Score: 3 * (n - i), Streak: i%3 == 0,
			Games: 400, Perf: 2999, Buchholz: 999, SonnebornBerger: 999, Sheet: strings.Repeat("4 ", 60), Paused: i%5 == 0})
		if i%2 == 1 {
			games = append(games, tourney.Game{Code: fmt.Sprintf("G%03d", i), White: rows[i-1].Name, Black: rows[i].Name, Rank: i})
			pairs = append(pairs, rows[i-1].Name+" – "+rows[i].Name+" 1½–½")
		}
	}
	var chat []room.ChatMsg
	for i := range 50 {
		chat = append(chat, room.ChatMsg{ChatLine: store.ChatLine{Author: long, Text: strings.Repeat("blah ", 40) + fmt.Sprint(i)}, Seat: -1})
	}
	name := strings.Repeat("A very long tournament name ", 5)
	var list []tourney.Summary
	views := map[tourney.EventID]tourney.View{}
	for i := range max(n, 1) {
		kind := tourney.Arena
		if i%2 == 1 {
			kind = tourney.Swiss
		}
		s := tourney.Summary{ID: tourney.EventID(i + 1), Kind: kind, Name: name, Starts: now.Add(time.Duration(i) * time.Hour),
			Ends: now.Add(100 * time.Hour), Rounds: 11, Round: 10, Clock: "180+180", Rated: true, State: tourney.State(i % 3), Players: n, Joined: i%2 == 0}
		list = append(list, s)
		views[s.ID] = tourney.View{Summary: s, Rows: rows, You: &tourney.Row{Rank: n + 1, Name: "zed", Sheet: "x"}, Games: games, Pairings: pairs, Left: 99 * time.Hour}
	}
	return &fakeEvents{list: list, views: views, chat: chat}
}

// checkFits fails unless every line of v is narrower than w cells and v
// has at most h lines.
func checkFits(t *testing.T, what string, v string, w, h int) {
	t.Helper()
	lines := strings.Split(v, "\n")
	if len(lines) > h {
		t.Errorf("%s at %d×%d: %d lines", what, w, h, len(lines))
	}
	for i, ln := range lines {
		if n := ansi.StringWidth(ln); n > w-1 {
			t.Errorf("%s at %d×%d: line %d is %d cells: %q", what, w, h, i, n, ansi.Strip(ln))
		}
	}
}

func TestPagesFitTheScreenAtEverySize(t *testing.T) {
	for _, n := range []int{0, 1, 3, 40, 1000} {
		for _, sz := range [][2]int{{80, 24}, {120, 40}} {
			w, h := sz[0], sz[1]
			ev := bigEvents(n)
			pg := New(ev, me, plain(), w, h)
			checkFits(t, fmt.Sprintf("the list of %d", n), pg.View(), w, h)
			press(t, pg, "end")
			checkFits(t, fmt.Sprintf("the list of %d, at its end", n), pg.View(), w, h)
			if n == 0 {
				continue
			}
			for _, pick := range []string{"home", "down"} { // an arena, a swiss event
				pg := New(ev, me, plain(), w, h)
				if pick == "down" {
					press(t, pg, "down")
				} else {
					press(t, pg, "home")
				}
				press(t, pg, "enter")
				what := fmt.Sprintf("event %s of %d players", pg.view.Kind, n)
				checkFits(t, what, pg.View(), w, h)
				if !strings.Contains(pg.View(), "zed") {
					t.Errorf("%s at %d×%d: the own row is not shown:\n%s", what, w, h, pg.View())
				}
				press(t, pg, "end")
				checkFits(t, what+" scrolled to its end", pg.View(), w, h)
				press(t, pg, "w", "right")
				checkFits(t, what+" choosing a game", pg.View(), w, h)
				press(t, pg, "esc", "c", "h", "i")
				checkFits(t, what+" with the chat open", pg.View(), w, h)
				press(t, pg, "esc", "x")
				checkFits(t, what+" asking", pg.View(), w, h)
			}
		}
	}
}

func TestStandingsUseATallScreen(t *testing.T) {
	ev := bigEvents(1000)
	short, tall := New(ev, me, plain(), 80, 24), New(ev, me, plain(), 120, 40)
	press(t, short, "enter")
	press(t, tall, "enter")
	if s, l := short.standingRows(), tall.standingRows(); s < 5 || l < 2*s {
		t.Errorf("standings rows: %d at 80×24, %d at 120×40", s, l)
	}
	press(t, short, "down")
	if !strings.Contains(short.View(), "standings 2–") {
		t.Errorf("↓ does not scroll the standings:\n%s", short.View())
	}
}

func TestPackCappedCountsWhatIsLeftOut(t *testing.T) {
	var items []string
	for i := range 100 {
		items = append(items, fmt.Sprintf("item%02d", i))
	}
	for _, rows := range []int{1, 2, 5} {
		out := packCapped("head: ", items, 80, rows)
		if len(out) != rows {
			t.Fatalf("%d rows asked, %d given: %q", rows, len(out), out)
		}
		shown := 0
		for _, r := range out {
			if w := ansi.StringWidth(r); w > 79 {
				t.Errorf("row of %d cells: %q", w, r)
			}
			shown += strings.Count(r, "item")
		}
		want := fmt.Sprintf("+%d more", 100-shown)
		if !strings.HasSuffix(out[rows-1], want) {
			t.Errorf("%d rows: the last ends %q, want %q", rows, out[rows-1], want)
		}
	}
	if out := packCapped("", items[:3], 80, 2); len(out) != 1 || strings.Contains(out[0], "more") {
		t.Errorf("three short items: %q", out)
	}
}

func TestChatDrawsItsLatestMessagesOnly(t *testing.T) {
	ev := sampleEvents(time.Now())
	for i := range 3 * maxChatShown {
		ev.chat = append(ev.chat, room.ChatMsg{ChatLine: store.ChatLine{Author: "al", Text: fmt.Sprintf("m%03d", i)}, Seat: -1})
	}
	pg := New(ev, me, plain(), 80, 24)
	press(t, pg, "enter", "c")
	if got := len(pg.chatRows(1000)); got != maxChatShown+1 {
		t.Errorf("%d chat rows drawn, want the latest %d and the line", got, maxChatShown)
	}
	for range 3 * maxChatShown {
		press(t, pg, "up")
	}
	v := pg.View()
	if !strings.Contains(v, fmt.Sprintf("m%03d", 2*maxChatShown)) || strings.Contains(v, fmt.Sprintf("m%03d", 2*maxChatShown-1)) {
		t.Errorf("scrolled to the top, the chat does not start at the first message drawn:\n%s", v)
	}
}

func TestSetStylesRedrawsInTheNewStyles(t *testing.T) {
	pg := New(sampleEvents(time.Now()), me, plain(), 80, 24)
	before := pg.View()
	pg.SetStyles(Styles{Title: lipgloss.NewStyle().Bold(true)})
	after := pg.View()
	if before == after || ansi.Strip(before) != ansi.Strip(after) {
		t.Errorf("the new styles do not show, or change the text:\n%q\n%q", before, after)
	}
}
