package housebot

// The keys of the house bots, as the lobby and quick match take them.
// Their words (the list's title, note and labels, each level's strength,
// quick match's offer) are in the catalogs, said in each session's
// language by server/screentext.
const (
	// MenuKey lists the house bots in the lobby.
	MenuKey = "b"
	// BackKey goes back from the list to the lobby's menu.
	BackKey = "esc"
	// OfferKey takes quick match's offer of a house bot.
	OfferKey = "b"
)
