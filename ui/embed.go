package ui

import tea "charm.land/bubbletea/v2"

// OpenNewGame shows the new-game screen, prefilled with the current
// settings: an embedding model (the SSH lobby) opens a game this way
// rather than by faking the new-game key, which a key map may rebind or
// leave out. Leaving that screen (esc) quits, back to the embedding
// model's menu, rather than starting a game nobody chose.
func (m *Model) OpenNewGame() tea.Cmd {
	m.openedToChoose = true
	return m.openNewGame()
}
