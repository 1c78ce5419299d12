package ui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// answer is a key that answers a question, and what it does.
type answer struct {
	key key.Binding
	run func(m *Model) tea.Cmd
}

// promptScreen is a question on the status line, over the game: yes or no
// (any key that is not an answer says no), or a choice whose keys are the
// answers. A left press of the mouse dismisses it and still reaches the
// game; the wheel and the rest of the mouse go to the game under it. The
// game stops while it is open: the computer's move waits for the answer
// (hold).
//
// Unlike the other screens it does not answer by message: the Model reads
// chosen as soon as update returns and applies it in the same Update
// (toPrompt), so that keys typed together ("yx") keep their order.
type promptScreen struct {
	question string
	answers  []answer
	help     []key.Binding                          // the answers, for ShortHelp
	game     func(l layout, question string) string // draws the game with the question on its status line

	chosen *answer // the answer given; nil while asking, or when dismissed
	// declined, when not nil, runs when the question is dismissed without
	// an answer (a no), after the status line is restored.
	declined func(m *Model)
}

// showPrompt asks question: yes (when not nil) runs on the Yes key, each
// of answers on its own key (first), and the Interrupt key quits at once.
func (m *Model) showPrompt(question string, yes func(*Model) tea.Cmd, answers ...answer) {
	p := &promptScreen{question: question, game: m.gameView}
	p.answers = append(p.answers, answers...)
	if yes != nil {
		p.answers = append(p.answers, answer{m.keys.Yes, yes})
	}
	for _, a := range p.answers {
		p.help = append(p.help, a.key)
	}
	p.help = append(p.help, m.keys.No)
	p.answers = append(p.answers, answer{m.keys.Interrupt, (*Model).quitNow})
	m.show(p)
}

// hold keeps msg, the computer's move search ending (thinkDoneMsg) or
// starting after its delay (startThinkMsg), or a hint's or draw
// decision's search ending, while a question is open or the coach has
// not yet spoken on the move just played (coach.go): a question stops
// the game until it is answered. It reports whether msg was kept;
// releaseHeld hands it back once the question is gone.
func (m *Model) hold(msg tea.Msg) bool {
	if m.prompt() == nil && !m.coach.pending {
		return false
	}
	if d, ok := msg.(thinkDoneMsg); ok && d.kind == searchAnalysis {
		return false // the analysis only shows what it finds
	}
	m.held = append(m.held, msg)
	return true
}

// releaseHeld returns the Cmd that delivers the messages hold kept, once
// no question is open and the coach has spoken (nil until then, or when
// none was kept). Those made stale by the answer (a new game, undo) are
// ignored by their ids.
func (m *Model) releaseHeld() tea.Cmd {
	if m.prompt() != nil || m.coach.pending || len(m.held) == 0 {
		return nil
	}
	cmds := make([]tea.Cmd, len(m.held))
	for i, msg := range m.held {
		cmds[i] = msgCmd(msg)
	}
	m.held = nil
	return tea.Batch(cmds...)
}

// prompt returns the question shown, or nil.
func (m *Model) prompt() *promptScreen {
	p, _ := m.active.(*promptScreen)
	return p
}

// closePrompt takes the question shown away, if any (the position it was
// about has changed).
func (m *Model) closePrompt() {
	if m.prompt() != nil {
		m.show(nil)
	}
}

// toPrompt hands msg to the question p and applies its answer at once, in
// this Update: the answer's action, or the status line as it was when
// dismissed. The game under the question gets every mouse event too.
func (m *Model) toPrompt(p *promptScreen, msg tea.Msg) tea.Cmd {
	next, _ := p.update(msg)
	if next != screen(p) {
		m.show(next)
	}
	var cmd tea.Cmd
	switch {
	case p.chosen != nil:
		cmd = p.chosen.run(m)
	case next == nil:
		m.restoreStatus()
		if p.declined != nil {
			p.declined(m)
		}
	}
	if ev, ok := msg.(tea.MouseMsg); ok {
		if more := m.handleMouse(ev); more != nil {
			cmd = tea.Batch(cmd, more)
		}
	}
	return cmd
}

// update takes a key as the answer (any key not an answer says no) and a
// left press as no; anything else leaves the question shown.
func (p *promptScreen) update(msg tea.Msg) (screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		for i := range p.answers {
			if key.Matches(msg, p.answers[i].key) {
				p.chosen = &p.answers[i]
				break
			}
		}
		return nil, nil
	case tea.MouseClickMsg:
		if msg.Button == tea.MouseLeft {
			return nil, nil
		}
	}
	return p, nil
}

// view is the game with the question on its status line.
func (p *promptScreen) view(l layout) string { return p.game(l, p.question) }

// ShortHelp is the answers.
func (p *promptScreen) ShortHelp() []key.Binding { return p.help }

// FullHelp is the answers in one column.
func (p *promptScreen) FullHelp() [][]key.Binding { return [][]key.Binding{p.help} }
