// Package screentext holds the words of the SSH server's lobby pages and
// room screen in the message catalogs (internal/i18n): the IDs of the
// account, create, join, lists, players-and-games, bots, puzzles,
// lessons and room texts, and the helpers that fill them in a session's
// language (a rating class's title, a clock's description, a house bot's
// label, a result). The screens that show them are package server's.
package screentext
