package ui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/docs"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/mdterm"
)

// The rules screen: docs/rules.md, with its pictures of the board, drawn
// by internal/mdterm at the window's width in the colours of the
// terminal's background as the Model knows it (nothing asks the terminal,
// so a game over SSH draws it for the player's terminal), in a viewport
// that the arrows, page keys, home and end and the mouse wheel scroll.
// esc, q and the rules key close it.

// rulesScreen is the rules page over the screen it was opened from (back;
// nil for the game, or the help screen).
type rulesScreen struct {
	pager helpPager
	back  screen
	title string                               // the title row, drawn
	close key.Binding                          // the keys that close it
	style mdterm.Style                         // the page's colours
	fit   func([]key.Binding, int, int) string // the footer fitted to a width (Model.fitHelp)
	loc   *i18n.Localizer                      // the page's language
}

// newRulesScreen returns the rules screen over back, at its top.
func (m *Model) newRulesScreen(back screen) *rulesScreen {
	k := *m.keys
	pager := newHelpPager(k)
	pager.localize(m.opts.Lang)
	return &rulesScreen{
		pager: pager,
		back:  back,
		title: m.th.title.Render(" " + m.opts.Lang.V(txtRulesTitle)),
		close: joinKeys(k.Cancel.Help().Key+"/"+k.Quit.Help().Key, m.opts.Lang.V(txtRulesBack), k.Cancel, k.Quit, k.Rules),
		loc:   m.opts.Lang,
		style: m.rulesStyle(),
		fit:   m.fitHelp,
	}
}

// openRules shows the rules screen over the game.
func (m *Model) openRules() { m.show(m.newRulesScreen(nil)) }

// rulesStyle is the rules page's look: plain without colours, else the
// colours of the terminal's background.
func (m *Model) rulesStyle() mdterm.Style {
	switch {
	case m.opts.NoColor:
		return mdterm.Plain
	case m.dark:
		return mdterm.Dark
	}
	return mdterm.Light
}

// page is the rules drawn in width w.
func (r *rulesScreen) page(w int) string {
	l := r.loc
	text, _ := docs.Topic("rules")
	if t, ok := docs.TopicIn(string(l.Lang()), "rules"); ok && l.Lang() != i18n.English {
		text = withoutLanguageLinks(t)
	}
	style := r.style
	if l.Lang().RTL() && l.Bidi() == i18n.BidiApp {
		style = mdterm.Plain // the lines are ordered for the screen, which styles would break
	}
	out, err := mdterm.Render(playersRules(text), w, style)
	if err != nil {
		return l.ShowLines(ansi.Wrap(rulesFailed(l, err), w, ""))
	}
	return l.ShowLines(out)
}

// update scrolls the page, draws it again for a new window size, or
// closes it.
func (r *rulesScreen) update(msg tea.Msg) (screen, tea.Cmd) {
	vp := &r.pager.vp
	switch msg := msg.(type) {
	case resizeMsg:
		vp.SetWidth(max(msg.l.w-2, 1))            // a margin each side
		vp.SetHeight(max(msg.l.h-titleRows-1, 1)) // the title above, the footer below
		vp.SetContent(r.page(vp.Width()))
		vp.SetYOffset(vp.YOffset()) // within the new bounds
	case tea.MouseWheelMsg:
		*vp, _ = vp.Update(msg)
	case tea.KeyPressMsg:
		switch {
		case key.Matches(msg, r.pager.interrupt):
			return r, msgCmd(quitRequestedMsg{})
		case key.Matches(msg, r.close):
			return r.back, nil
		case key.Matches(msg, r.pager.toTop):
			vp.GotoTop()
		case key.Matches(msg, r.pager.toBottom):
			vp.GotoBottom()
		default: // the scrolling keys; any other does nothing
			*vp, _ = vp.Update(msg)
		}
	}
	return r, nil
}

// ShortHelp is the footer: how to scroll (when there is more than fits)
// and how to close.
func (r *rulesScreen) ShortHelp() []key.Binding {
	p := &r.pager
	if p.vp.TotalLineCount() > p.vp.Height() {
		return []key.Binding{p.scroll, p.page, p.top, r.close}
	}
	return []key.Binding{r.close}
}

// FullHelp is the rules screen's keys in one column.
func (r *rulesScreen) FullHelp() [][]key.Binding {
	p := &r.pager
	return [][]key.Binding{{p.scroll, p.page, p.top, r.close}}
}

// view is the rules screen: the title, the part of the page scrolled to,
// and the footer.
func (r *rulesScreen) view(l layout) string {
	var sb strings.Builder
	sb.WriteString(r.title)
	sb.WriteString("\n\n")
	sb.WriteString(indent(r.pager.vp.View(), " "))
	sb.WriteString("\n ")
	sb.WriteString(r.fit(r.ShortHelp(), 1, l.w-1))
	return sb.String()
}

// commandsHeading starts the sections of docs/rules.md about the
// commands (fetaix moves, fetaix perft): `fetaix help rules` shows them,
// the player's rules screen leaves them out.
const commandsHeading = "\n## `fetaix "

// playersRules returns the rules page up to the sections about commands.
func playersRules(text string) string {
	if i := strings.Index(text, commandsHeading); i >= 0 {
		return text[:i+1]
	}
	return text
}

// withoutLanguageLinks is a translated page without its line of links to
// the other languages ("*[Read in English](../rules.md)*"), which the
// screen cannot follow.
func withoutLanguageLinks(text string) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if strings.HasPrefix(line, "*[") && strings.Contains(line, "](../") {
			return strings.Join(append(lines[:i:i], lines[i+1:]...), "\n")
		}
	}
	return text
}
