package server

import "github.com/fetaix/fetaix/internal/i18n"

// The words of the lists of archived games (gamelist.go) in the catalogs
// (lobby3.*.json).
const (
	txtGameRow        i18n.ID = "lobby3.games.row"
	txtGameVsComputer i18n.ID = "lobby3.games.vsComputer"
	txtGameRated      i18n.ID = "lobby3.games.rated"
	txtGameImported   i18n.ID = "lobby3.games.imported"
)
