package tourneypage

import "charm.land/bubbles/v2/key"

// The pages' keys. j joins (the one key), so the lists move with
// the arrows only (the lobby's j and k are taken here).
var (
	keyUp       = key.NewBinding(key.WithKeys("up"))
	keyDown     = key.NewBinding(key.WithKeys("down"))
	keyPageUp   = key.NewBinding(key.WithKeys("pgup"))
	keyPageDown = key.NewBinding(key.WithKeys("pgdown"))
	keyTop      = key.NewBinding(key.WithKeys("home"))
	keyBottom   = key.NewBinding(key.WithKeys("end"))
	keyOpen     = key.NewBinding(key.WithKeys("enter"))
	keyBack     = key.NewBinding(key.WithKeys("esc", "q"))
	keyCancel   = key.NewBinding(key.WithKeys("esc"))
	keyJoin     = key.NewBinding(key.WithKeys("j"))
	keyPause    = key.NewBinding(key.WithKeys("p"))
	keyWithdraw = key.NewBinding(key.WithKeys("x"))
	keyChat     = key.NewBinding(key.WithKeys("c"))
	keyWatch    = key.NewBinding(key.WithKeys("w"))
	keyYes      = key.NewBinding(key.WithKeys("y", "Y"))
	keyQuit     = key.NewBinding(key.WithKeys("ctrl+c"))
)
