package botclient

// The lines the bridge writes to its log (the operator's terminal), and
// the errors it ends with: all its words, in one place.
const (
	textConnected      = "connected to %s as %s (protocol %s)"
	textChallenge      = "challenge %s from %s (%s, %s): %s"
	textAccepted       = "accepted"
	textDeclinedKind   = "declined: this bot plays %s games only"
	textDeclinedFull   = "declined: playing %d, at most %d at once"
	textGameStarts     = "game %s: %s as %s against %s, %s %s"
	textGameResumes    = "game %s: found again after reconnecting, %d plies played"
	textGameOver       = "game %s over: %s (%s)"
	textPlayed         = "game %s: plays %s"
	textDrawDeclined   = "game %s: draw offered, declined"
	textTakebackDenied = "game %s: takeback asked, declined"
	textChat           = "game %s: %s says: %s"
	textServerError    = "server: error %s"
	textEngineFault    = "game %s: the engine failed: %v"
	textResigns        = "game %s: resigns, the engine failed %d times"
	textTooManyGames   = "game %s: resigns, already %d games running (the bridge's bound)"
	textOutOfStep      = "game %s: move %q does not follow from the position the bridge has (%v); waiting for the server to send the game again"
	textLost           = "connection lost: %v; reconnecting in %s (try %d of %d)"
	textUnknownEvent   = "server: unknown line %q"

	errNotBot        = "the server refused the session: %s"
	errNoGreeting    = "the server did not answer as a bot server (no fetaix-bot greeting): %v"
	errVersion       = "the server speaks bot protocol %s; this bridge speaks %s"
	errAuth          = "the server refused the key %s: %v"
	errDial          = "cannot reach %s: %v"
	errGaveUp        = "gave up after %d tries to reconnect: %w"
	errHostChanged   = "the host key of %s has changed (it is %s, %s remembers another): it may be another server, or the operator replaced its key; if you trust it, remove its line from %s"
	errHostKeyFile   = "the known hosts file %s: %w"
	errEngineStart   = "the engine %s: %w"
	errNoEngine      = "no engine given"
	errMaxGames      = "max games %d: want 1..%d"
	errNothingToPlay = "neither rated nor casual games are accepted"
)
