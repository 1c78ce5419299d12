package room

import (
	"strings"

	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/store"
)

// Bot accounts (store/bots.go) play like anyone, with two differences
// that live here: their names are shown with the BOT mark everywhere a
// room shows a name, and their games' records say which side was a
// program. Quick match's rule for bots is with quick match (seeks.go).

// BotMark follows a bot account's name wherever a name is shown, in
// English (the archive's, the logs'); a screen shows the reader's
// (ShownNameIn).
const BotMark = store.BotMark

// txtBotMark is a bot's name with BotMark in the catalogs
// (social.*.json).
const txtBotMark i18n.ID = "social.mark.bot"

// GuestMark follows a guest's name where a player holds that name (or
// the bare "guest" of a guest without a usable one), in English (the
// archive's, the logs'); a screen shows the reader's (ShownNameIn). The
// name policy keeps it out of players' names (internal/names).
const GuestMark = " (guest)"

// The guest's mark and the bare guest's name in the catalogs
// (social.*.json).
const (
	txtGuestMark i18n.ID = "social.mark.guest"
	txtGuestName i18n.ID = "social.mark.guestName"
)

// ShownNameIn is ShownName in l's language: a bot's name with the
// reader's mark after it (nil l: BotMark), and a guest's GuestMark in
// the reader's words.
func ShownNameIn(l *i18n.Localizer, name string, bot bool) string {
	if bot && name != "" {
		return l.T(txtBotMark, "Name", name)
	}
	if base, ok := strings.CutSuffix(name, GuestMark); ok && base != "" {
		if base == textsafe.GuestName {
			base = l.T(txtGuestName)
		}
		return l.T(txtGuestMark, "Name", base)
	}
	return name
}

// Name is a player's name and whether it is a bot's, kept apart until a
// session shows it with the mark in its reader's language: a Sayer, as
// an argument of a Said.
type Name struct {
	Name string
	Bot  bool
}

// In is the name as l's reader sees it (ShownNameIn).
func (n Name) In(l *i18n.Localizer) string { return ShownNameIn(l, n.Name, n.Bot) }

// String is the name as shown in English (ShownName).
func (n Name) String() string { return n.In(nil) }

// ShownName is a player's name as screens show it: with BotMark after a
// bot's.
func ShownName(name string, bot bool) string {
	if bot && name != "" {
		return name + " " + BotMark
	}
	return name
}

// Shown is the seat's player's name as screens show it (ShownName).
func (s SeatInfo) Shown() string { return ShownName(s.Name, s.Bot) }

// ShownIn is the seat's player's name in l's language (ShownNameIn).
func (s SeatInfo) ShownIn(l *i18n.Localizer) string { return ShownNameIn(l, s.Name, s.Bot) }

// Shown is the player's name as screens show it (ShownName).
func (p Player) Shown() string { return ShownName(p.Name, p.Bot) }

// Named is the player's name with its mark kept apart (Name).
func (p Player) Named() Name { return Name{p.Name, p.Bot} }

// markBots tags a game record's bot players as PGN records do, with
// WhiteType and BlackType "program"; a human's side has no such tag.
func markBots(rec *pdn.Record, white, black Player) {
	if white.Bot {
		rec.SetTag("WhiteType", "program")
	}
	if black.Bot {
		rec.SetTag("BlackType", "program")
	}
}

// WhiteIn is the room's White as l's reader sees it (Info.White).
func (i Info) WhiteIn(l *i18n.Localizer) string { return i.shownIn(l, 0, i.White) }

// BlackIn is the room's Black as l's reader sees it (Info.Black).
func (i Info) BlackIn(l *i18n.Localizer) string { return i.shownIn(l, 1, i.Black) }

// CreatorIn is who opened the room as l's reader sees it (Info.Creator).
func (i Info) CreatorIn(l *i18n.Localizer) string { return i.shownIn(l, 2, i.Creator) }

// shownIn is Names[k] in l's language, or English when the Info was made
// without Names.
func (i Info) shownIn(l *i18n.Localizer, k int, english string) string {
	if n := i.Names[k]; n.Name != "" {
		return n.In(l)
	}
	return english
}
