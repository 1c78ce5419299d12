// Package tourneypage is the lobby's Tournaments pages over SSH: the list
// of events (upcoming, running, recently finished) and an event's page
// (its standings, the top games to watch, a swiss round's pairings, its
// chat). It is a sub-model the server's session shows: New makes it, Init
// starts its refresh each second, Update takes the session's messages and
// says what the server must do (Action: nothing, back to the lobby, watch
// a room), View draws it. It reads and acts on the events through Events,
// which the tournament director (server/tourney) satisfies; it knows
// nothing of package server.
package tourneypage
