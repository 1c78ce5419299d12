package server

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/chatbox"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/ui"
)

// The room screen's block and report form, opened with the Block or the
// Report key: it offers the others in the room (the players, then who
// spoke in the chat, latest first; tab picks the next), and for a report a
// short reason. It is drawn in place of the chat's last line. Blocks and
// reports of a session are rate-limited (modBurst, then one each
// modEvery), reports per player in the store too (store.ReportsPerHour).

// Rate of a session's blocks and reports.
const (
	modBurst = 5
	modEvery = 10 * time.Second
)

// errModTooFast refuses blocks and reports made too fast.
var errModTooFast = errors.New("too many blocks and reports at once; wait a moment")

// errNoReason refuses a report without a reason.
var errNoReason = errors.New("say why in a few words")

// modForm is the state of the form.
type modForm struct {
	open   bool
	report bool // a report, else a block
	people []room.Player
	pick   int
	reason *ui.TextField
	limit  *rate.Limiter
}

// modDoneMsg is how a block or report went.
type modDoneMsg struct {
	c    *room.Client
	note string
	err  error
}

// modKey handles a key for the form and reports whether it did: the Block
// and Report keys, and, while the form is open, every key but ctrl+c.
func (rs *roomScreen) modKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	km, f := rs.a.keys, &rs.mod
	if !f.open {
		if rs.chat.Open || !key.Matches(k, km.Block, km.Report) {
			return nil, false
		}
		people := rs.c.Others()
		if len(people) == 0 {
			rs.status = "nobody else is in this room"
			return rs.pushGame(), true
		}
		*f = modForm{open: true, report: key.Matches(k, km.Report), people: people, limit: f.limit}
		f.reason = ui.NewTextField("why: ")
		f.reason.SetCharLimit(textsafe.MaxChat)
		return rs.resizeGame(), true
	}
	switch {
	case key.Matches(k, km.Interrupt):
		return nil, false
	case key.Matches(k, km.Cancel):
		f.open = false
		return rs.resizeGame(), true
	case key.Matches(k, km.NextField):
		f.pick = (f.pick + 1) % len(f.people)
	case key.Matches(k, km.PrevField):
		f.pick = (f.pick + len(f.people) - 1) % len(f.people)
	case key.Matches(k, km.Accept):
		return tea.Batch(rs.modSubmit(), rs.resizeGame()), true
	case f.report:
		f.reason.Update(k)
	}
	return nil, true
}

// modSubmit closes the form and blocks or reports the person picked, off
// the session's update loop (it writes to the store); a refusal before
// that leaves the form open.
func (rs *roomScreen) modSubmit() tea.Cmd {
	f := &rs.mod
	if f.limit == nil {
		f.limit = rate.NewLimiter(rate.Every(modEvery), modBurst)
	}
	c, srv, me, whom := rs.c, rs.a.srv, rs.a.player, f.people[f.pick]
	ctx := rs.a.ctx
	if !f.report {
		if !f.limit.Allow() {
			return modDone(c, "", errModTooFast)
		}
		f.open = false
		return func() tea.Msg {
			blocked, err := srv.toggleBlock(ctx, me, whom)
			note := "unblocked " + whom.Name
			if blocked {
				note = "blocked " + whom.Name + ": you no longer see what they say, nor meet them in quick match"
			}
			return modDoneMsg{c, note, err}
		}
	}
	reason := names.LimitMarks(textsafe.Line(f.reason.Value(), textsafe.MaxChat))
	if reason == "" {
		return modDone(c, "", errNoReason)
	}
	if !f.limit.Allow() {
		return modDone(c, "", errModTooFast) // the form stays open, with the reason
	}
	f.open = false
	rep := c.ReportOf(whom, reason)
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(ctx, storeTimeout)
		defer cancel()
		id, err := srv.store.AddReport(ctx, rep)
		if err == nil {
			srv.cfg.Log.Info("player reported", "report", id, "by", rep.By.Name, "about", rep.About.Name, "room", rep.Room)
		}
		return modDoneMsg{c, "reported " + whom.Name + " to the server's operator; thank you", err}
	}
}

func modDone(c *room.Client, note string, err error) tea.Cmd {
	return func() tea.Msg { return modDoneMsg{c, note, err} }
}

// modDone shows how a block or report went.
func (rs *roomScreen) modDone(msg modDoneMsg) tea.Cmd {
	if msg.c != rs.c {
		return nil
	}
	rs.status = msg.note
	if msg.err != nil {
		rs.status = "refused: " + msg.err.Error()
	}
	return tea.Batch(rs.pushGame(), rs.resizeGame())
}

// modView draws the open form in one line of width cells (the reason's
// field scrolls: its keys are never cut).
func (rs *roomScreen) modView(width int) string {
	f, s, km := &rs.mod, rs.a.st, rs.a.keys
	whom := f.people[f.pick]
	name := whom.Name
	if whom.Guest() && !strings.HasSuffix(name, guestMark) {
		name += guestMark
	}
	next := ""
	if len(f.people) > 1 {
		next = fmt.Sprintf(" · %s next (%d of %d)", km.NextField.Help().Key, f.pick+1, len(f.people))
	}
	if !f.report {
		what := "block"
		if rs.a.player.Blocks.Has(whom) {
			what = "unblock"
		}
		return s.key.Render(what+" "+name) + s.dim.Render(next+" · enter "+what+" · esc cancel")
	}
	hint := strings.TrimPrefix(next+" · ", " · ") + "enter send · esc cancel"
	chatbox.FieldWidth(f.reason, width, hint, "report "+name+" ")
	return s.key.Render("report "+name) + " " + f.reason.View() + "  " + s.dim.Render(hint)
}
