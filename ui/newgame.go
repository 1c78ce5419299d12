package ui

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/refuse"
	"github.com/fetaix/fetaix/prefs"
)

// formField is one line of the new-game screen: a value chosen from a list
// (choices), a number (numeric, 0 or lo..hi) or a typed text (text).
type formField struct {
	label   string
	help    string
	choices []string
	labels  []string // the choices as shown, in the form's language (nil: choices)
	idx     int
	numeric bool
	zeroOK  bool
	lo, hi  int
	n       int
	text    *TextField       // the typed value of a text field
	empty   string           // what an empty text field means, shown in its place
	rule    *game.RuleOption // nil for mode, colour, level, position
}

func (f *formField) value() string {
	switch {
	case f.text != nil:
		return f.text.Value()
	case f.numeric:
		return strconv.Itoa(f.n)
	}
	return f.choices[f.idx]
}

// valueLabel is the value as the form shows it: a choice's label in the
// form's language, or the value itself.
func (f *formField) valueLabel() string {
	if f.text == nil && !f.numeric && f.labels != nil {
		return f.labels[f.idx]
	}
	return f.value()
}

// shown returns the value as drawn: a choice or number between ‹ › (←/→
// change it), a text as typed (with its cursor when focused), or what an
// empty text means.
func (f *formField) shown(l *i18n.Localizer, focused bool) string {
	switch {
	case f.text == nil:
		return "‹ " + l.Show(f.valueLabel()) + " ›"
	case focused:
		return f.text.View()
	case f.value() == "":
		return f.empty
	}
	return f.value()
}

// widestShown is the width of the widest value the field can show (a
// choice's or a number's between ‹ ›, or the one shown).
func (f *formField) widestShown(l *i18n.Localizer) int {
	w := cellwidth.Width(f.shown(l, false))
	values := f.labels
	if values == nil && !f.numeric {
		values = f.choices
	}
	for _, c := range values {
		w = max(w, cellwidth.Width("‹ "+l.Show(c)+" ›"))
	}
	return w
}

// change steps the value by d (wrapping for choices, clamped for numbers;
// a text is typed instead).
func (f *formField) change(d int) {
	if f.text != nil {
		return
	}
	if !f.numeric {
		f.idx = ((f.idx+d)%len(f.choices) + len(f.choices)) % len(f.choices)
		return
	}
	n := f.n + d
	if n < f.lo {
		switch {
		case !f.zeroOK:
			n = f.lo
		case d < 0:
			n = 0
		default: // up from 0 (off) to the smallest count
			n = max(n, f.lo)
		}
	}
	f.n = min(n, f.hi)
}

// The fixed fields of the form, before the rule options.
const (
	fieldMode = iota
	fieldColor
	fieldLevel
	fieldPosition
	fieldCoach
	firstRuleField
)

// newGameForm is the new-game screen: mode, colour, level, start position
// (a position text typed in), the coach, and every rule option with its one-line
// explanation.
type newGameForm struct {
	loc      *i18n.Localizer // the texts' language (Options.Lang)
	fields   []formField
	focus    int // len(fields) is the Start button
	err      string
	stats    prefs.Stats // the person's results against each level
	hasStats bool
	// remembers is whether starting a game saves settings (a settings
	// file is in use): the form then says what it keeps.
	remembers bool
	th        *theme
	keys      formKeys
	// answer is what the form closed with, newGameChosen or
	// newGameCancelled; the Model takes it as update returns (answered).
	answer tea.Msg
}

// newGameChosen is the new-game form's answer: start a game with these
// settings.
type newGameChosen struct {
	mode  Mode
	human game.Color
	level int
	rules game.Rules
	start game.Position
	coach Coach
}

// newGameCancelled says the person left the new-game form without
// starting a game.
type newGameCancelled struct{}

// openNewGame shows the new-game screen prefilled with the current settings.
func (m *Model) openNewGame() tea.Cmd {
	f := &newGameForm{th: m.th, keys: newFormKeys(*m.keys, m.opts.Lang), loc: m.opts.Lang}
	modes := []string{ModeAI.title(), ModeHotseat.title(), ModeWatch.title()}
	modeLabels := []string{m.tr(txtModeAI), m.tr(txtModeHotseat), m.tr(txtModeWatch)}
	mode := int(m.mode)
	if m.mode == ModeRemote {
		mode = 0
	}
	levelNames := make([]string, len(engineLevels))
	for i, l := range engineLevels {
		levelNames[i] = fmt.Sprintf("%d %s", l.N, levelName(m.opts.Lang, l.N))
	}
	pos := NewTextField("")
	pos.SetCharLimit(200) // a position text is some 30 characters; a paste is cut there
	if setUp(m.g) {
		pos.SetValue(m.g.Start().String()) // this game's start, as before
	}
	f.fields = []formField{
		{label: m.tr(txtFormMode), help: m.tr(txtFormModeHelp), choices: modes, labels: modeLabels, idx: mode},
		{label: m.tr(txtFormColour), help: m.tr(txtFormColourHelp), choices: []string{"white", "black"},
			labels: []string{m.tr(txtFormWhite), m.tr(txtFormBlack)}, idx: int(m.human)},
		{label: m.tr(txtFormLevel), help: m.tr(txtFormLevelHelp, "Range", levelRange(m.opts.Lang)), choices: levelNames, idx: m.level - levels.Min},
		{label: m.tr(txtFormPosition), help: m.tr(txtFormPositionHelp), text: pos, empty: m.opts.Lang.V(txtFormStandardStart)},
		coachField(m.opts.Lang, m.opts.Coach),
	}
	current := ruleValues(m.g.Rules())
	for i := range game.RuleOptions {
		f.fields = append(f.fields, ruleField(m.opts.Lang, &game.RuleOptions[i], current))
	}
	f.focus = len(f.fields)
	f.stats, f.hasStats = m.loadStats()
	f.remembers = m.opts.SettingsPath != ""
	m.think.cancelMove()
	m.show(f)
	return nil
}

// formOpen reports whether the new-game form is open: shown, or under the
// help opened from it (the computer does not move meanwhile).
func (m *Model) formOpen() bool {
	s := m.active
	if h, ok := s.(*helpScreen); ok {
		s = h.back
	}
	_, ok := s.(*newGameForm)
	return ok
}

// startChosen starts the game chosen on the new-game form and saves its
// settings as the next game's defaults in that mode (rememberedNote): a
// game against the computer its level, colour, rules and coach, a game at
// one keyboard its rules apart and the coach, the computer against itself
// nothing.
func (m *Model) startChosen(c newGameChosen) tea.Cmd {
	var save tea.Cmd
	switch c.mode {
	case ModeAI:
		save = m.saveSettings(func(s *prefs.Settings) {
			s.Color, s.Level, s.Rules, s.Coach = c.human, c.level, c.rules, coachSetting(c.coach)
		})
		m.opts.Coach = c.coach
	case ModeHotseat:
		save = m.saveSettings(func(s *prefs.Settings) { s.HotseatRules, s.Coach = c.rules, coachSetting(c.coach) })
		m.opts.Coach = c.coach
	}
	cmd := m.newGame(c.mode, c.human, c.level, c.rules, c.start)
	if f := m.opts.GameBegun; f != nil {
		f()
	}
	return tea.Batch(cmd, save)
}

// rememberedNote says, on the new-game form, what starting a game in
// mode keeps as the next game's defaults (startChosen).
func rememberedNote(l *i18n.Localizer, mode Mode) string {
	switch mode {
	case ModeAI:
		return l.T(txtRememberedAI)
	case ModeHotseat:
		return l.T(txtRememberedHotseat)
	}
	return l.T(txtRememberedWatch)
}

// ruleValues returns each rule option's value in r, by name.
func ruleValues(r game.Rules) map[string]string {
	vals := map[string]string{}
	for _, o := range game.RuleOptions {
		vals[o.Name] = o.Default
	}
	text := r.String()
	if text == "" {
		return vals
	}
	for _, item := range strings.Split(text, ",") {
		name, value, ok := strings.Cut(item, "=")
		if !ok {
			value = "on"
		}
		vals[name] = value
	}
	return vals
}

// ruleField makes the form line of rule option o, set to its current value.
func ruleField(l *i18n.Localizer, o *game.RuleOption, current map[string]string) formField {
	f := formField{label: ruleLabel(l, o.Name), help: ruleHelp(l, o), rule: o}
	cur := current[o.Name]
	if o.Values == nil {
		f.choices = []string{"off", "on"}
		f.labels = []string{l.T(txtFormOff), l.T(txtFormOn)}
		if cur == "on" {
			f.idx = 1
		}
		return f
	}
	for _, v := range o.Values {
		if lo, hi, ok := strings.Cut(v, ".."); ok {
			f.numeric = true
			f.lo, _ = strconv.Atoi(lo)
			f.hi, _ = strconv.Atoi(hi)
		} else if v == "0" {
			f.zeroOK = true
		}
	}
	if f.numeric {
		f.n, _ = strconv.Atoi(cur)
		return f
	}
	f.choices = o.Values
	f.labels = make([]string, len(o.Values))
	for i, v := range o.Values {
		f.labels[i] = ruleValueName(l, o.Name, v)
		if v == cur {
			f.idx = i
		}
	}
	return f
}

// rules builds the rule text from the form and parses it.
func (f *newGameForm) rules() (game.Rules, error) {
	var parts []string
	for _, fl := range f.fields[firstRuleField:] {
		v := fl.value()
		switch {
		case fl.rule.Values == nil:
			if v == "on" {
				parts = append(parts, fl.rule.Name)
			}
		case v != fl.rule.Default:
			parts = append(parts, fl.rule.Name+"="+v)
		}
	}
	return game.ParseRules(strings.Join(parts, ","))
}

// startPosition reads the Position line: the standard start when it is
// empty, else its position text (an error says what is wrong with it).
func (f *newGameForm) startPosition() (game.Position, error) {
	text := strings.TrimSpace(f.fields[fieldPosition].value())
	if text == "" {
		return game.StartPosition(), nil
	}
	return game.ParseStart(text)
}

// stepFocus moves the focus d (±1) lines, round from the Start button to
// the first line and back, past the lines that do not apply.
func (f *newGameForm) stepFocus(d int) {
	n := len(f.fields) + 1
	for {
		f.focus = (f.focus + n + d) % n
		if f.focus == len(f.fields) || f.applicable(f.focus) {
			return
		}
	}
}

// edit types k into the focused line when it is a text field, and reports
// whether k was an editing key there (then it does nothing else: letters
// are text, not commands).
func (f *newGameForm) edit(k tea.KeyPressMsg) bool {
	if f.focus >= len(f.fields) || f.fields[f.focus].text == nil {
		return false
	}
	return f.fields[f.focus].text.Update(k)
}

// level returns the computer's level chosen.
func (f *newGameForm) level() int { return f.fields[fieldLevel].idx + levels.Min }

// applicable reports whether field i matters for the mode chosen.
func (f *newGameForm) applicable(i int) bool {
	mode := Mode(f.fields[fieldMode].idx)
	switch i {
	case fieldColor:
		return mode == ModeAI
	case fieldLevel:
		return mode != ModeHotseat
	case fieldCoach:
		return mode == ModeAI || mode == ModeHotseat
	}
	return true
}

// update handles a key on the new-game screen. The form closes with what
// the person chose, newGameChosen or newGameCancelled, as its answer (the
// Model applies it in the same Update, answered), and asks for the help or
// to quit by a message.
func (f *newGameForm) update(msg tea.Msg) (screen, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return f, nil
	}
	f.err = ""
	if f.edit(k) {
		return f, nil
	}
	km := &f.keys
	switch {
	case key.Matches(k, km.Interrupt):
		return f, msgCmd(quitRequestedMsg{})
	case key.Matches(k, km.Cancel):
		f.answer = newGameCancelled{}
		return nil, nil
	case key.Matches(k, km.Up, km.PrevField):
		f.stepFocus(-1)
	case key.Matches(k, km.Down, km.NextField):
		f.stepFocus(1)
	case key.Matches(k, km.Left):
		f.change(-1)
	case key.Matches(k, km.Right, km.NextValue):
		f.change(1)
	case key.Matches(k, km.Less):
		f.change(-10)
	case key.Matches(k, km.More):
		f.change(10)
	case key.Matches(k, km.Accept): // from any line, as the footer says
		c, err := f.chosen()
		if err != nil {
			f.err = refuse.Position(f.loc, err) // a position text's refusal in the form's language
			return f, nil
		}
		f.answer = c
		return nil, nil
	case key.Matches(k, km.Help):
		return f, msgCmd(helpRequestedMsg{})
	}
	return f, nil
}

// chosen returns the settings chosen, or what is wrong with them (a bad
// position also moves the focus to its line).
func (f *newGameForm) chosen() (newGameChosen, error) {
	r, err := f.rules()
	if err != nil {
		return newGameChosen{}, err
	}
	start, err := f.startPosition()
	if err != nil {
		f.focus = fieldPosition
		return newGameChosen{}, err
	}
	return newGameChosen{mode: Mode(f.fields[fieldMode].idx), human: game.Color(f.fields[fieldColor].idx),
		level: f.level(), rules: r, start: start, coach: Coach(f.fields[fieldCoach].idx)}, nil
}

// ShortHelp is the form's main keys (formKeys).
func (f *newGameForm) ShortHelp() []key.Binding { return f.keys.ShortHelp() }

// FullHelp is the form's keys in columns (formKeys).
func (f *newGameForm) FullHelp() [][]key.Binding { return f.keys.FullHelp() }

func (f *newGameForm) change(d int) {
	if f.focus < len(f.fields) && f.applicable(f.focus) {
		f.fields[f.focus].change(d)
	}
}

// formErrRows is the most rows the new-game form's error wraps on.
const formErrRows = 3

// view draws the form. When the window is too short for every line, the
// options scroll to keep the focused one in view, with a mark where lines
// are hidden above or below.
func (f *newGameForm) view(l layout) string {
	t := f.th
	labelW := 22
	inline := l.w >= 100   // room for each option's explanation on its line
	helpCol := labelW + 22 // where the options' explanations begin: after the widest value
	for _, fl := range f.fields[firstRuleField:] {
		helpCol = max(helpCol, labelW+6+fl.widestShown(f.loc))
	}
	var body []string
	focusLine := 0
	line := func(i int, label, value string) {
		cursor := "  "
		st := t.panel
		if i == f.focus {
			cursor = "> "
			st = t.head
			focusLine = len(body)
		}
		if i < len(f.fields) && !f.applicable(i) {
			st = t.dim
			value = "—"
		}
		text := fmt.Sprintf(" %s%s %s", cursor, padCells(f.loc.Show(label), labelW), value)
		if inline && i < len(f.fields) && f.fields[i].rule != nil {
			// The explanation goes on the option's line, wrapped under itself.
			text = padCells(text, helpCol)
			indent := strings.Repeat(" ", cellwidth.Width(text))
			for j, hl := range strings.Split(ansi.Wrap(f.fields[i].help, max(l.w-len(indent)-1, 1), ""), "\n") {
				hl = f.loc.Show(hl) // ordered for the screen once wrapped
				if j == 0 {
					body = append(body, st.Render(text)+t.dim.Render(hl))
				} else {
					body = append(body, indent+t.dim.Render(hl))
				}
			}
		} else {
			body = append(body, st.Render(cellwidth.Truncate(text, l.w, "…")))
		}
	}
	for i := range f.fields {
		if i == firstRuleField {
			body = append(body, t.dim.Render("   "+f.loc.V(txtFormRules)))
		}
		fl := &f.fields[i]
		if fl.text != nil {
			fl.text.SetWidth(max(l.w-labelW-6, 1))
		}
		line(i, fl.label, fl.shown(f.loc, i == f.focus))
	}
	body = append(body, "")
	line(len(f.fields), f.loc.T(txtFormStart), "")

	var notes []string // below the explanation, wrapped
	note := func(st *lipgloss.Style, text string, most int) {
		for _, line := range wrapLines(text, l.w-2, "", most) {
			notes = append(notes, " "+st.Render(f.loc.Show(line)))
		}
	}
	if f.err != "" {
		note(&t.warn, f.err, formErrRows)
	}
	if f.hasStats && Mode(f.fields[fieldMode].idx) == ModeAI {
		note(&t.good, statsText(f.loc, f.stats, f.level()), 2)
		if p, err := f.startPosition(); err == nil && p != game.StartPosition() {
			note(&t.help, f.loc.T(txtSetUpNotCounted), 2)
		}
	}
	if f.remembers {
		note(&t.help, rememberedNote(f.loc, Mode(f.fields[fieldMode].idx)), 2)
	}
	note(&t.help, f.loc.T(txtFormKeys), 2)
	help := f.loc.T(txtFormStartHelp)
	if f.focus < len(f.fields) {
		help = f.fields[f.focus].help
	}
	// The explanation is wrapped, not cut, as far as the window leaves room
	// for the focused line (and the scroll marks) above it.
	foot := []string{""}
	helpLines := strings.Split(ansi.Wrap(help, max(l.w-2, 1), ""), "\n")
	if room := max(l.h-titleRows-len(notes)-4, 1); len(helpLines) > room {
		helpLines = helpLines[:room]
		helpLines[room-1] = cellwidth.Truncate(helpLines[room-1]+" …", l.w-2, "…")
	}
	for _, hl := range helpLines {
		foot = append(foot, " "+t.dim.Render(f.loc.Show(hl)))
	}
	foot = append(foot, notes...)

	if room := l.h - titleRows - len(foot); len(body) > room {
		body = scrollWindow(body, focusLine, room-2, t.dim.Render("   "+f.loc.V(txtFormMoreUp)), t.dim.Render("   "+f.loc.V(txtFormMoreDown)))
	}
	return t.title.Render(" "+f.loc.V(txtFormTitle)) + "\n\n" + strings.Join(body, "\n") + "\n" + strings.Join(foot, "\n")
}
