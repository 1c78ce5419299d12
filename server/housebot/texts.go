package housebot

import (
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The keys of the house bots, as the lobby and quick match take them.
// Their words are in the catalogs: each level's name and strength and a
// bot's line in the list here, said in a session's language (LabelIn);
// the list's title and note and quick match's offer in server/screentext.
const (
	// MenuKey lists the house bots in the lobby.
	MenuKey = "b"
	// BackKey goes back from the list to the lobby's menu.
	BackKey = "esc"
	// OfferKey takes quick match's offer of a house bot.
	OfferKey = "b"
)

// txtLabel is a house bot's line in the list: its level's name, number
// and strength.
const txtLabel i18n.ID = "pages.bots.label"

// LevelNames name the computer's levels, weakest first (levels.All).
var LevelNames = [levels.Max - levels.Min + 1]i18n.ID{
	"pages.level.beginner", "pages.level.novice", "pages.level.casual",
	"pages.level.club", "pages.level.expert", "pages.level.master",
}

// strengths describe the levels as the list of house bots does, weakest
// first (docs/engine.md#levels).
var strengths = [levels.Max - levels.Min + 1]i18n.ID{
	"pages.bots.strength1", "pages.bots.strength2", "pages.bots.strength3",
	"pages.bots.strength4", "pages.bots.strength5", "pages.bots.strength6",
}

// LabelIn is the bot's line in the list in l's language, in logical
// order: "casual (level 3): looks three moves ahead, errs at times".
func (b Bot) LabelIn(l *i18n.Localizer) string { return b.LabelWith(l.T) }

// LabelWith is the bot's line in the list in the words of t, a
// localizer's T or its like.
func (b Bot) LabelWith(t func(id i18n.ID, args ...any) string) string {
	i := b.Level - levels.Min
	return t(txtLabel, "Name", t(LevelNames[i]), "Level", b.Level, "Strength", t(strengths[i]))
}
