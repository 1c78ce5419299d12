// Package tourney runs the server's tournament events, arenas and swiss
// events, over the rules of package tournament: it opens events when
// they start (and those a schedule makes), takes joins, pauses and
// withdrawals, pairs players into rooms of the room hub (room.Options.Event),
// scores the games the rooms report (room.EventGame), keeps everything in
// the store so that an event outlives a restart, and writes each event's
// final standings to the archive.
//
// Screens read an event through the types of view.go (Summary, View); the
// server hands a player the seat of a game an event opened for them
// (Director.Seat) the way it hands the seat of an accepted challenge.
package tourney
