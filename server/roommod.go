package server

import (
	"context"
	"errors"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/server/chatbox"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
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

// modRefusals are the catalogs' IDs of the form's own refusals.
var modRefusals = map[error]i18n.ID{errModTooFast: txtModTooFast, errNoReason: txtModNoReason}

// The block and report form's words in the catalogs.
const (
	txtModNobody       i18n.ID = "room.mod.nobody"
	txtModWhy          i18n.ID = "room.mod.why"
	txtModUnblocked    i18n.ID = "room.mod.unblocked"
	txtModBlocked      i18n.ID = "room.mod.blocked"
	txtModReported     i18n.ID = "room.mod.reported"
	txtModTooFast      i18n.ID = "room.mod.tooFast"
	txtModNoReason     i18n.ID = "room.mod.noReason"
	txtModNext         i18n.ID = "room.mod.next"
	txtModBlock        i18n.ID = "room.mod.block"
	txtModUnblock      i18n.ID = "room.mod.unblock"
	txtModReport       i18n.ID = "room.mod.report"
	txtModEnterBlock   i18n.ID = "room.mod.enterBlock"
	txtModEnterUnblock i18n.ID = "room.mod.enterUnblock"
	txtModEnterSend    i18n.ID = "room.mod.enterSend"
	txtModEscCancel    i18n.ID = "room.mod.escCancel"
)

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
			rs.status = rs.a.loc.T(txtModNobody)
			return rs.pushGame(), true
		}
		*f = modForm{open: true, report: key.Matches(k, km.Report), people: people, limit: f.limit}
		f.reason = ui.NewTextField(rs.a.loc.V(txtModWhy) + " ")
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
	c, srv, me, whom, l := rs.c, rs.a.srv, rs.a.player, f.people[f.pick], rs.a.loc
	ctx := rs.a.ctx
	if !f.report {
		if !f.limit.Allow() {
			return modDone(c, "", errModTooFast)
		}
		f.open = false
		return func() tea.Msg {
			blocked, err := srv.toggleBlock(ctx, me, whom)
			note := l.T(txtModUnblocked, "Name", whom.Name)
			if blocked {
				note = l.T(txtModBlocked, "Name", whom.Name)
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
		return modDoneMsg{c, l.T(txtModReported, "Name", whom.Name), err}
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
		why := msg.err.Error()
		if id, ok := modRefusals[msg.err]; ok {
			why = rs.a.loc.T(id)
		}
		rs.status = rs.a.loc.T(screentext.RoomRefused, "Why", why)
	}
	return tea.Batch(rs.pushGame(), rs.resizeGame())
}

// modView draws the open form in one line of width cells (the reason's
// field scrolls: its keys are never cut).
func (rs *roomScreen) modView(width int) string {
	f, s, km, l := &rs.mod, rs.a.st, rs.a.keys, rs.a.loc
	whom := f.people[f.pick]
	name := whom.Name
	if whom.Guest() && !strings.HasSuffix(name, guestMark) {
		name += guestMark
	}
	var hints []string
	if len(f.people) > 1 {
		hints = append(hints, l.V(txtModNext, "Key", km.NextField.Help().Key, "N", f.pick+1, "Of", len(f.people)))
	}
	if !f.report {
		what, enter := txtModBlock, txtModEnterBlock
		if rs.a.player.Blocks.Has(whom) {
			what, enter = txtModUnblock, txtModEnterUnblock
		}
		hints = append(hints, l.V(enter), l.V(txtModEscCancel))
		return s.key.Render(l.V(what, "Name", name)) + s.dim.Render(" · "+strings.Join(hints, " · "))
	}
	hint := strings.Join(append(hints, l.V(txtModEnterSend), l.V(txtModEscCancel)), " · ")
	head := l.V(txtModReport, "Name", name)
	chatbox.FieldWidth(f.reason, width, hint, head+" ")
	return s.key.Render(head) + " " + f.reason.View() + "  " + s.dim.Render(hint)
}
