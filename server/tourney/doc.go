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
//
// The server makes one Director (New) over its store and room hub, with
// its fair-play predicate (Config.MayMeet) and the hub's sanctions; it
// sets the hub's EventGameOver to Director.GameOver, calls Start with
// the context its Shutdown ends, then Wait. The director sits below the
// server: it never imports it.
package tourney
