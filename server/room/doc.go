// Package room holds the rooms of the SSH server: the hub that opens and
// finds them, each room's players, spectators and their clients, the
// options and state of its game, kept seats and resume tokens, chat,
// takebacks, aborts, fair play, quick match and open games, the quotas
// and throttles that bound them, and the hand-off of finished games to
// the store's writer.
//
// It knows nothing of terminals or SSH: the server's sessions and screens
// build on it. The server configures it with a Config and hears of its
// games and writes through Metrics.
package room
