package room

import (
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/store"
)

// Bot accounts (store/bots.go) play like anyone, with two differences
// that live here: their names are shown with the BOT mark everywhere a
// room shows a name, and their games' records say which side was a
// program. Quick match's rule for bots is with quick match (seeks.go).

// BotMark follows a bot account's name wherever a name is shown.
const BotMark = store.BotMark

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

// Shown is the player's name as screens show it (ShownName).
func (p Player) Shown() string { return ShownName(p.Name, p.Bot) }

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
