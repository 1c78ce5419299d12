// Package chatbox is the chat box the server's screens draw: a log of a
// chat's latest lines and a line to type in. A room screen shows it under
// the game, a tournament's page under its standings. The box is the
// session's own state (open, scrolled, muted); the messages, and what a
// line sent does, are its screen's.
package chatbox
