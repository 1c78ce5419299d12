package ui

import tea "charm.land/bubbletea/v2"

// OpenNewGame shows the new-game screen, prefilled with the current
// settings: an embedding model (the SSH lobby) opens a game this way
// rather than by faking the new-game key, which a key map may rebind or
// leave out.
func (m *Model) OpenNewGame() tea.Cmd { return m.openNewGame() }
