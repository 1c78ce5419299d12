package server

import (
	"sync"

	"charm.land/bubbles/v2/key"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/ui"
)

// roomKeys is a room screen's key map: the room's own keys, those the room
// screen answers before the game sees a key (the game's are the game's
// own, ui's), each enabled while it applies to the room's state — a
// spectator has no seat's keys, abort only applies while the game goes
// on, take back only while the room would grant it (State.CanTakeback:
// the seat has a move to take back, or the opponent asks), declining a
// takeback only while the opponent asks for one. The row under the game names its ShortHelp, the game's help screen
// its FullHelp (as help.KeyMap: disabled keys are not shown). A key
// pressed while disabled still reaches the room (seatKey), which says why
// it does not apply.
type roomKeys struct {
	Chat, Mute, Block, Report, Profile     key.Binding
	Takeback, DeclineTakeback, Abort, Bell key.Binding
	Berserk                                key.Binding // a tournament game's, before the first move
	// Leave is the game's quit, which in a room leaves it (roomScreen.leave)
	Leave key.Binding
}

// roomKeys returns the room's key map for the state shown.
func (rs *roomScreen) roomKeys() roomKeys {
	km := rs.a.keys
	k := roomKeys{Chat: km.Chat, Mute: km.Mute, Block: km.Block, Report: km.Report, Profile: km.Profile,
		Takeback: km.Takeback, DeclineTakeback: km.DeclineTakeback, Abort: km.Abort, Bell: km.Bell,
		Leave: leaveKey(km.Quit), Berserk: km.Berserk}
	st, mine := rs.st, rs.c.Seat()
	seated := mine >= 0
	playing := seated && st != nil && st.Started && !st.Over()
	k.Mute.SetEnabled(seated)
	k.Bell.SetEnabled(seated)
	k.Takeback.SetEnabled(playing && st.CanTakeback[mine])
	k.DeclineTakeback.SetEnabled(playing && st.Takeback == int8(1-mine))
	k.Abort.SetEnabled(playing && st.Abortable())
	k.Berserk.SetEnabled(playing && st.CanBerserk(mine))
	if l := rs.a.loc; l.Lang() != i18n.English {
		for _, b := range []*key.Binding{&k.Chat, &k.Mute, &k.Block, &k.Report, &k.Profile, &k.Takeback,
			&k.DeclineTakeback, &k.Abort, &k.Bell, &k.Berserk, &k.Leave} {
			if id, ok := screentext.RoomKeyDescs[b.Help().Desc]; ok {
				b.SetHelp(b.Help().Key, l.V(id))
			}
		}
	}
	return k
}

// ShortHelp is the row under the game: the room's keys that neither the
// game's footer nor the header names (the header offers abort and the
// answers to a takeback request).
func (k roomKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Chat, k.Mute, k.Block, k.Report, k.Takeback, k.Berserk, k.Bell, k.Profile}
}

// FullHelp is every key of the room, in columns: the people in it, then
// the seat's and leaving.
func (k roomKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Chat, k.Mute, k.Block, k.Report, k.Profile}, {k.Takeback, k.DeclineTakeback, k.Abort, k.Berserk, k.Bell, k.Leave}}
}

// roomHelp gives the game's help screen the room's keys as they are when
// it opens (ui.Options.HostKeys).
type roomHelp struct{ rs *roomScreen }

// ShortHelp is the room's keys row (roomKeys.ShortHelp).
func (h roomHelp) ShortHelp() []key.Binding { return h.rs.roomKeys().ShortHelp() }

// FullHelp is the room's keys in columns (roomKeys.FullHelp).
func (h roomHelp) FullHelp() [][]key.Binding { return h.rs.roomKeys().FullHelp() }

// keyItems are the enabled ones of bs as the room's rows name them: the
// key, a space and what it does.
func keyItems(bs []key.Binding) []string {
	var items []string
	for _, b := range bs {
		if b.Enabled() {
			items = append(items, b.Help().Key+" "+b.Help().Desc)
		}
	}
	return items
}

// roomGameKeysByLang are roomGameKeys with the leave key said in a
// language (ui.LocalizedKeys says the game's own keys), by language and
// bidi mode: made once each, a bounded few, and shared as roomGameKeys is.
var roomGameKeysByLang sync.Map

// roomGameKeysIn is roomGameKeys with the leave key said in l's language.
func roomGameKeysIn(l *i18n.Localizer) *ui.KeyMap {
	if l.Lang() == i18n.English {
		return roomGameKeys
	}
	type at struct {
		l i18n.Lang
		b i18n.Bidi
	}
	if km, ok := roomGameKeysByLang.Load(at{l.Lang(), l.Bidi()}); ok {
		return km.(*ui.KeyMap)
	}
	km := *roomGameKeys
	km.Quit.SetHelp(km.Quit.Help().Key, l.V(screentext.RoomKeyLeave))
	shared, _ := roomGameKeysByLang.LoadOrStore(at{l.Lang(), l.Bidi()}, &km)
	return shared.(*ui.KeyMap)
}
