package ui

// hint marks which piece the solution's next move moves, at a cost: a
// rated attempt solved after it scores puzzle.ScoreHinted and does not
// extend the streak. A run has none.
func (m *PuzzleModel) hint() {
	switch {
	case m.att == nil || m.done:
		m.say(true, "%s", m.tr(txtPuzzleHintEnded))
	case m.run.on() && !m.retrying:
		m.say(true, "%s", puzzleNoHintText(m.o.Lang, m.run.mode))
	default:
		m.hinted, m.hintAt = true, len(m.att.Played())
		m.say(false, "%s", puzzleHintText(m.o.Lang, m.att.Remaining()[0].From, !m.retrying))
	}
}
