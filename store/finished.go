package store

import (
	"errors"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/rating"
)

// GameID identifies an archived game.
type GameID int64

// FinishedGame is a game handed to the store when it ends: the record,
// who sat where, and what it counts for.
type FinishedGame struct {
	// Record is the game with its tags, as written to the archive in PDN;
	// its result and termination (Record.FinalResult) are the game's.
	// The store formats it when the game is handed over and does not keep
	// it: the caller may reuse it afterwards.
	Record *pdn.Record
	// White and Black are the players.
	White, Black Seat
	// Rated asks for the game to count for the ratings. It counts only
	// between two different key holders, with the default rules from the
	// start position, when it has a result; Saved.Rated says whether it
	// did.
	Rated bool
	// Class is the rating class: untimed, or with a clock.
	Class rating.Class
	// Level is the computer's level when the computer played one side,
	// 0 otherwise; such games count in the player's record against that
	// level (LevelRecords).
	Level int
	// Ended is when the game ended; zero means when it is handed over.
	Ended time.Time
	// Chat is what was said in the room during the game, kept with it.
	Chat []ChatLine
	// Live names the row of the game while it was in progress (live.go),
	// deleted in the transaction that archives it; zero for none.
	Live LiveRef
	// Tournament is the event the game was played in (server/tourney),
	// 0 for none; TournamentGames lists an event's games by it.
	Tournament int64

	// Saved, if not nil, is called once the game is committed, on the
	// writer's goroutine: it must not block.
	Saved func(Saved)
	// Failed, if not nil, is called after each failed attempt to write the
	// game, on the writer's goroutine: it must not block. gaveUp is set
	// when the writer stops trying (only as it closes): Writer.Close then
	// returns the game.
	Failed func(err error, gaveUp bool)
}

// Seat is who played one side.
type Seat struct {
	// Player is the key holder, or 0 for a guest or the computer.
	Player PlayerID
	// Name is the name shown for the side; "" takes the record's White or
	// Black tag.
	Name string
	// Bot says the player is a bot account, as the archive's lists read
	// it (MakeBot); a game's writer need not set it.
	Bot bool
}

// ChatLine is one message of a room's chat, or a note of the server
// (Note).
type ChatLine struct {
	Author    string // "" for a note of the server
	Spectator bool   // said by a spectator, not a player
	At        time.Time
	Text      string
}

// Note reports whether the server wrote the line (a takeback's note):
// no player said it.
func (c ChatLine) Note() bool { return c.Author == "" }

// String is the line as a chat log shows it: "alice: hi", "carol
// (spectator): hi", and a note of the server after its mark, which no
// name holds: "▸ bob took back 2. c1xc3 (alice agreed)".
func (c ChatLine) String() string {
	if c.Note() {
		return textsafe.NoteMark + " " + c.Text
	}
	who := c.Author
	if c.Spectator {
		who += " (spectator)"
	}
	return who + ": " + c.Text
}

// Saved is what the store reports of a game once it is committed.
type Saved struct {
	ID GameID
	// Rated says whether the game counted for the ratings; if so White
	// and Black are the players' ratings in the game's class before it
	// (brought up to date for the rating periods they sat out) and after.
	Rated        bool
	White, Black RatingChange
}

// RatingChange is a player's rating before and after a game.
type RatingChange struct {
	Before, After rating.Rating
	// Held says the rating did not move because the opponent is not
	// established yet (Established).
	Held bool
}

// rated reports whether g counts for the ratings: asked for, between two
// different key holders, with the default rules from the start position,
// and with a result (an interrupted game, "*", does not count).
func (g *FinishedGame) rated(result game.Result) bool {
	gm := g.Record.Game
	return g.Rated && g.White.Player != 0 && g.Black.Player != 0 && g.White.Player != g.Black.Player &&
		gm.Rules() == game.DefaultRules() && gm.Start() == game.StartPosition() && result != game.Ongoing
}

// pending is a finished game as the writer keeps it until it is committed:
// everything the database row needs, computed when it was handed over.
type pending struct {
	g           *FinishedGame
	pdn         string
	result      game.Result
	termination string
	rated       bool
	whiteName   string
	blackName   string
	chat        []ChatLine
	// importedFrom is the imported_files row of a game read from a file.
	importedFrom int64

	notBefore time.Time     // when the next attempt may be made
	backoff   time.Duration // the wait after the next failure
	lastTry   bool          // the writer is closing: this attempt is the last
}

// MaxGamePDN bounds, in bytes, a game's record the archive takes (its
// chat apart): a game lasts at most game.MaxPlies plies, some 10 KB of
// moves, and the rest is room for tags and comments.
const MaxGamePDN = 256 << 10

// ErrGameTooLarge refuses a game whose record is over MaxGamePDN.
var ErrGameTooLarge = errors.New("store: a game record larger than the archive takes (256 KiB)")

// prepare checks g and renders what the row holds, at now when g has no
// end time.
func prepare(g FinishedGame, now time.Time) (*pending, error) {
	if g.Record == nil || g.Record.Game == nil {
		return nil, errors.New("store: a finished game without a game record")
	}
	if g.Level < 0 {
		return nil, fmt.Errorf("store: computer level %d", g.Level)
	}
	if !g.Class.Valid() {
		return nil, fmt.Errorf("store: rating class %v", g.Class)
	}
	text, err := pdn.Format(g.Record)
	if err != nil {
		return nil, fmt.Errorf("store: the game record: %w", err)
	}
	if len(text) > MaxGamePDN {
		return nil, fmt.Errorf("%w: %d bytes", ErrGameTooLarge, len(text))
	}
	if g.Ended.IsZero() {
		g.Ended = now
	}
	result, termination := g.Record.FinalResult()
	p := &pending{g: &g, pdn: text, result: result, termination: termination, rated: g.rated(result),
		whiteName: seatName(g.White, g.Record, pdn.TagWhite), blackName: seatName(g.Black, g.Record, pdn.TagBlack)}
	for _, c := range g.Chat {
		if !c.Note() { // a note stays the server's
			c.Author = textsafe.Name(c.Author)
		}
		c.Text = textsafe.Line(c.Text, textsafe.MaxChat)
		if c.At.IsZero() {
			c.At = g.Ended
		}
		p.chat = append(p.chat, c)
	}
	return p, nil
}

// seatName is the name of a side: the seat's, else the record's tag, else
// "?" as PDN has it.
func seatName(s Seat, rec *pdn.Record, tag string) string {
	for _, n := range []string{s.Name, rec.Tag(tag)} {
		if n != "" {
			return n
		}
	}
	return "?"
}
