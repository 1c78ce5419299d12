// Package botclient is the client side of the server's bot protocol
// (docs/bot.md): the bridge that `fetaix bot` runs. It connects to a
// fetaix server over SSH with a bot account's key, runs the `bot`
// command, answers challenges, and plays each game with an engine that
// speaks the engine protocol (docs/engine.md), one engine process per
// game, on the game's clock. After a dropped connection it connects
// again with a bounded exponential backoff and picks its games up from
// the server's game and moves events. docs/botbridge.md describes it.
package botclient
