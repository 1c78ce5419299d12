// Package refuse says the rules' refusals in the player's language: why
// game.ParseMove refuses a move (game.MoveError.Why) and why
// game.ParseRules refuses a rule text. The game package speaks English
// only; its reasons are matched here, each by its pattern, and said by a
// catalog text (internal/i18n) with its parts (a point, a move, an
// option) as arguments. A reason no pattern knows stays English, as does
// every reason for a nil or English localizer.
package refuse
