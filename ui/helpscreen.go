package ui

import (
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/viewport"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The help screen: every key, the marks on the board and a short how-to,
// laid out to the window's width (the key columns side by side where they
// fit, one under the other when narrow) in a viewport that the arrows,
// page keys, home and end and the mouse wheel scroll. Its first line says
// where a new player learns the game: the lessons, and the rules, which
// the rules key opens from here. Any other key returns to the game.

const (
	helpColGap = 4  // the space between the help's columns
	helpTextW  = 80 // the widest the help's paragraphs are, to be read easily
	helpShortW = 40 // in a window narrower than this the footer's words are fewer
)

// helpPager is the help screen's key map, built from the base KeyMap, and
// its scrolling: the viewport and its keys.
type helpPager struct {
	vp                      viewport.Model
	scroll, page, top, done key.Binding // the footer's entries (top matches home and end)
	toTop, toBottom         key.Binding // home and end
	interrupt               key.Binding // quits
}

// newHelpPager returns the help's viewport, scrolled by k's arrows, page
// keys and the mouse wheel (not by u and d, which the viewport takes by
// default: here they leave the help like any other key).
// localize sets the pager's key descriptions in l's language (English
// until then).
func (p *helpPager) localize(l *i18n.Localizer) {
	if l.Lang() == i18n.English {
		return
	}
	for _, d := range []struct {
		b  *key.Binding
		id i18n.ID
	}{{&p.scroll, txtPagerScroll}, {&p.page, txtPagerPage}, {&p.top, txtPagerTop}, {&p.done, txtFormKeyBack}} {
		d.b.SetHelp(d.b.Help().Key, l.V(d.id))
	}
	p.scroll.SetHelp("↑/↓/"+l.V(txtPagerWheel), p.scroll.Help().Desc)
}

func newHelpPager(k KeyMap) helpPager {
	vp := viewport.New()
	vp.KeyMap = viewport.KeyMap{
		Up:           k.Up,
		Down:         k.Down,
		PageUp:       k.PageUp,
		PageDown:     k.PageDown,
		HalfPageUp:   k.HalfPageUp,
		HalfPageDown: k.HalfPageDown,
	}
	return helpPager{
		vp:        vp,
		scroll:    joinKeys("↑/↓/wheel", "scroll", k.Up, k.Down),
		page:      joinKeys(k.PageUp.Help().Key+"/"+k.PageDown.Help().Key, "page", k.PageUp, k.PageDown),
		top:       joinKeys(k.Top.Help().Key+"/"+k.Bottom.Help().Key, "top/bottom", k.Top, k.Bottom),
		done:      joinKeys(k.Cancel.Help().Key, "back to the game", k.Cancel),
		toTop:     k.Top,
		toBottom:  k.Bottom,
		interrupt: k.Interrupt,
	}
}

// helpScreen is the help screen over the screen it was opened from
// (back; nil for the game), to which any key that does not scroll returns.
type helpScreen struct {
	pager   helpPager
	back    screen
	title   string                               // the title row, drawn
	content func(w int) string                   // the help laid out in width w
	fit     func([]key.Binding, int, int) string // the footer fitted to a width (Model.fitHelp)
	// rules is the rules key, and rulesOver the rules screen it opens
	// over the help (to which closing the rules returns)
	rules     key.Binding
	rulesOver func(back screen) screen
	back2     string // "back", the closing key's short description, in the help's language
}

// openHelp shows the help screen from its top, over the screen shown:
// the game's help over the game, the keys of that screen over another.
func (m *Model) openHelp() {
	content := m.helpContent
	if back := m.active; back != nil {
		content = func(w int) string { return m.screenHelp(back, w) }
	}
	pager := newHelpPager(*m.keys)
	pager.localize(m.opts.Lang)
	if m.active != nil {
		pager.done.SetHelp(pager.done.Help().Key, m.opts.Lang.V(txtRulesBack))
	}
	m.show(&helpScreen{
		pager:   pager,
		back:    m.active,
		title:   m.th.title.Render(" " + m.opts.Lang.V(txtHelpTitle)),
		content: content,
		fit:     m.fitHelp,
		rules:   m.keys.Rules,
		back2:   m.opts.Lang.V(txtRulesBack),
		rulesOver: func(back screen) screen {
			return m.newRulesScreen(back)
		},
	})
}

// screenHelp is the help of screen s in width w: its keys, in columns.
func (m *Model) screenHelp(s screen, w int) string {
	return m.th.head.Render(m.opts.Lang.V(txtPagerKeys)) + "\n" + m.helpColumns(s.FullHelp(), w)
}

// update scrolls the help, lays it out again for a new window size, or
// leaves it for any key that does not scroll.
func (h *helpScreen) update(msg tea.Msg) (screen, tea.Cmd) {
	vp := &h.pager.vp
	switch msg := msg.(type) {
	case resizeMsg:
		vp.SetWidth(max(msg.l.w-2, 1))            // a margin each side
		vp.SetHeight(max(msg.l.h-titleRows-1, 1)) // the title above, the footer below
		vp.SetContent(h.content(vp.Width()))
		vp.SetYOffset(vp.YOffset()) // within the new bounds
	case tea.MouseWheelMsg: // the wheel scrolls
		*vp, _ = vp.Update(msg)
	case tea.KeyPressMsg:
		switch {
		case key.Matches(msg, h.pager.interrupt):
			return h, msgCmd(quitRequestedMsg{})
		case key.Matches(msg, h.rules):
			return h.rulesOver(h), nil
		case key.Matches(msg, h.pager.toTop):
			vp.GotoTop()
		case key.Matches(msg, h.pager.toBottom):
			vp.GotoBottom()
		case key.Matches(msg, vp.KeyMap.Up, vp.KeyMap.Down, vp.KeyMap.PageUp, vp.KeyMap.PageDown, vp.KeyMap.HalfPageUp, vp.KeyMap.HalfPageDown):
			*vp, _ = vp.Update(msg)
		default:
			return h.back, nil
		}
	}
	return h, nil
}

// ShortHelp is the help screen's footer: how to scroll (when there is
// more than fits) and how to leave.
func (h *helpScreen) ShortHelp() []key.Binding {
	p := &h.pager
	if p.vp.TotalLineCount() > p.vp.Height() {
		return []key.Binding{p.scroll, p.page, p.top, p.done} // ↑/↓ fits in any window
	}
	return []key.Binding{p.done}
}

// FullHelp is the help screen's keys in one column.
func (h *helpScreen) FullHelp() [][]key.Binding {
	p := &h.pager
	return [][]key.Binding{{p.scroll, p.page, p.top, p.done}}
}

// view is the help screen: the title, the part of the help scrolled to,
// and a footer that says how to scroll and how to leave.
func (h *helpScreen) view(l layout) string {
	var sb strings.Builder
	sb.WriteString(h.title)
	sb.WriteString("\n\n")
	sb.WriteString(indent(h.pager.vp.View(), " "))
	sb.WriteString("\n ")
	footer := h.ShortHelp()
	if l.w < helpShortW {
		done := &footer[len(footer)-1]
		done.SetHelp(done.Help().Key, h.back2)
	}
	sb.WriteString(h.fit(footer, 1, l.w-1))
	return sb.String()
}

// helpContent is the whole help in width w: the keys of the screen the
// game is shown in (Options.HostKeys), the keys of the mode in columns, the replay keys, the marks on the board and the rules.
func (m *Model) helpContent(w int) string {
	k := m.helpKeys()
	g := m.th.g
	mark := func(glyphs [2]string, id i18n.ID) key.Binding {
		return key.NewBinding(key.WithKeys(string(id)), key.WithHelp(glyphs[0]+" "+glyphs[1], m.opts.Lang.V(id)))
	}
	marks := [][]key.Binding{
		{mark(g.cursorMark, txtMarkCursor), mark(g.selectMark, txtMarkSelected), mark([2]string{g.cursorMark[0], g.selectMark[1]}, txtMarkCursorSelected), mark(g.mustMark, txtMarkMust), mark(g.hintMark, txtMarkHint)},
		{mark([2]string{g.target, ""}, txtMarkTarget), mark(g.landingMark, txtMarkLanding), mark([2]string{g.taken, ""}, txtMarkCaptured), mark(g.lastMark, txtMarkLast)},
	}
	var b strings.Builder
	show := m.opts.Lang.ShowLines // each wrapped line ordered for the screen
	head := func(title string) { b.WriteString(m.th.head.Render(show(ansi.Wrap(title, w, ""))) + "\n") }
	para := func(text string) { b.WriteString(show(ansi.Wrap(text, min(w, helpTextW), "")) + "\n") }
	item := func(text string) { // a list item, its lines under its first word
		b.WriteString(strings.ReplaceAll(show(ansi.Wrap(text, max(min(w, helpTextW)-2, 1), "")), "\n", "\n  ") + "\n")
	}
	para(helpIntro(m.opts.Lang, lessonsKeyName, m.keys.Rules.Help().Key))
	b.WriteString("\n")
	if hk := m.opts.HostKeys; hk != nil {
		head(m.opts.HostTitle)
		b.WriteString(m.helpColumns(hk.FullHelp(), w) + "\n\n")
	}
	head(m.tr(txtHelpHowToWin))
	para(m.tr(txtHelpWin))
	item(m.tr(txtHelpMenBack))
	item(m.tr(txtHelpCaptures, "Marks", strings.Join(g.mustMark[:], " ")))
	item(m.tr(txtHelpMulla))
	b.WriteString("\n")
	head(m.tr(txtHelpKeys))
	b.WriteString(m.helpColumns(append(k.FullHelp(), k.recordHelp()...), w) + "\n\n")
	head(m.tr(txtHelpReplayHead))
	b.WriteString(m.helpColumns(m.replayKeys().FullHelp(), w) + "\n\n")
	head(m.tr(txtHelpExplorerHead, "Key", m.keys.Explore.Help().Key))
	para(explorerNote(*m.keys, m.opts.Lang))
	b.WriteString(m.helpColumns(m.explorerKeys().FullHelp(), w) + "\n\n")
	head(m.tr(txtHelpPostGameHead, "Key", m.keys.PostGame.Help().Key))
	para(m.tr(txtPostGameNote))
	b.WriteString(m.helpColumns(newPostGameKeys(*m.keys, m.opts.Lang).FullHelp(), w) + "\n\n")
	head(m.tr(txtHelpMoving))
	para(m.tr(txtHelpSelect))
	para(m.tr(txtHelpTypeMove))
	b.WriteString("\n")
	head(m.tr(txtHelpMarks))
	b.WriteString(m.helpColumns(marks, w) + "\n\n")
	b.WriteString(m.coachHelp(m.th.head, w, helpTextW) + "\n\n")
	head(m.tr(txtHelpDraws))
	para(m.tr(txtHelpDrawsAuto))
	return strings.TrimSuffix(b.String(), "\n")
}

// helpColumns lays groups of keys out in columns, as many side by side as
// fit in width w, the rest in rows below.
func (m *Model) helpColumns(groups [][]key.Binding, w int) string {
	return keyColumns(m.th.keysHelp, groups, w)
}

// keyColumns is helpColumns drawn by h.
func keyColumns(h help.Model, groups [][]key.Binding, w int) string {
	h.SetWidth(0) // each column whole: the rows are fitted here
	gap := strings.Repeat(" ", helpColGap)
	var rows, row []string
	rowW := 0
	for _, grp := range groups {
		col := h.FullHelpView([][]key.Binding{grp})
		cw := lipgloss.Width(col)
		if len(row) > 0 && rowW+helpColGap+cw > w {
			rows = append(rows, lipgloss.JoinHorizontal(lipgloss.Top, row...))
			row, rowW = nil, 0
		}
		if len(row) > 0 {
			row = append(row, gap)
			rowW += helpColGap
		}
		row, rowW = append(row, col), rowW+cw
	}
	if len(row) > 0 {
		rows = append(rows, lipgloss.JoinHorizontal(lipgloss.Top, row...))
	}
	return strings.Join(rows, "\n\n")
}
