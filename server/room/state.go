package room

import (
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/store"
)

// SeatInfo describes one seat of a room as everyone sees it.
type SeatInfo struct {
	Name      string
	ID        store.PlayerID // the player in the store; 0 for a guest
	Guest     bool
	Bot       bool      // a bot account: shown with BotMark (bots.go)
	Taken     bool      // a player sits here (connected or within the grace period)
	Connected bool      // the player is connected now
	GraceEnd  time.Time // when a disconnected player's seat is forfeited
}

// State is an immutable snapshot of a room, broadcast to its players and
// spectators after every change. Receivers must not modify it.
type State struct {
	Seq     uint64 // increases with every broadcast of the room
	Code    string
	Options Options
	GameNo  int // 1 for the first game, +1 per rematch

	Game *game.Game // a copy of the room's game; do not modify

	Seats   [2]SeatInfo // by seat: 0 = the creator, 1 = the joiner
	White   int         // which seat plays White in this game
	Started bool        // both seats have been filled for this game

	Result game.Result
	Reason string // why the game ended; "" while it goes on
	// ReasonSaid is Reason for each reader to say in their language
	ReasonSaid Said

	// Clock holds each colour's remaining time at AsOf; the side to move's
	// clock has been running since AsOf when ClockRunning.
	Clock        [2]time.Duration
	ClockRunning bool
	AsOf         time.Time

	DrawOffer int8 // seat that offers a draw, or -1
	Takeback  int8 // seat asking to take back its last move, or -1
	// CanTakeback says, by seat, whether its take back key would be
	// granted now: asking to take back its last move, or accepting the
	// opponent's request (takebackRefusalLocked)
	CanTakeback [2]bool
	Rematch     [2]bool
	Spectators  int
	// Said is what just happened, for each reader to say in their
	// language (said.go; Event in English)
	Said Says
	// Renamed is the last name change of a seated player, beside Said
	// until the next move or game ("alice is now alicia"; "" for none)
	Renamed string
	// RenamedSaid is Renamed for each reader to say in their language
	RenamedSaid Said

	Closed bool   // the room is gone; no more states follow
	Notice string // why it closed
	// NoticeSaid is Notice for each reader to say in their language
	NoticeSaid Said

	Storage string // a problem writing the room's games down; "" when none
	// StorageSaid is Storage for each reader to say in their language
	StorageSaid Said

	// Chat is the room's latest messages, oldest first; shared by the
	// states, do not modify.
	Chat []ChatMsg

	// Ratings are, by seat, the players' new ratings and their changes
	// after rated game RatingsOf, as the store acknowledged them
	// ("1512? ±180 (+12)"); empty until a rated game of the room is
	// written.
	Ratings   [2]string
	RatingsOf int

	// Aborted says the current game ended before each side had made two
	// moves: it counts for nothing and is not archived (abort.go).
	Aborted bool
	// Casual says why the current game of a rated room does not count
	// for the ratings ("" when it does, or the room is casual).
	Casual string
	// Berserk says, by colour, who went berserk (an event room's game:
	// eventroom.go).
	Berserk [2]bool
}

// Event is what just happened, in words: Said in English ("" for
// nothing), made when asked rather than with every state.
func (s *State) Event() string { return s.Said.String() }

// Over reports whether the current game has ended.
func (s *State) Over() bool { return s.Aborted || s.Result != game.Ongoing }

// RatedText says whether the current game counts for the ratings, as
// rooms show it: "rated", "casual", or why a rated room's game is casual.
func (s *State) RatedText() string {
	if s.Options.Rated && s.Casual != "" {
		return "casual (" + s.Casual + ")"
	}
	return s.Options.RatedText()
}

// Abortable reports whether the current game may still be aborted.
func (s *State) Abortable() bool {
	return s.Started && !s.Over() && s.Game.Ply() < AbortPlies
}

// ColorOf returns the colour seat plays in this game.
func (s *State) ColorOf(seat int) game.Color {
	if seat == s.White {
		return game.White
	}
	return game.Black
}

// SeatOf returns the seat playing colour c.
func (s *State) SeatOf(c game.Color) int {
	if c == game.White {
		return s.White
	}
	return 1 - s.White
}

// Player returns the seat information of colour c.
func (s *State) Player(c game.Color) SeatInfo { return s.Seats[s.SeatOf(c)] }

// ClockLeft returns colour c's remaining time at now.
func (s *State) ClockLeft(c game.Color, now time.Time) time.Duration {
	t := s.Clock[c]
	if s.ClockRunning && s.Position().SideToMove() == c {
		t -= now.Sub(s.AsOf)
	}
	if t < 0 {
		t = 0
	}
	return t
}

// Start returns the game's starting position.
func (s *State) Start() game.Position { return s.Game.Start() }

// Moves returns the moves played in the game; do not modify.
func (s *State) Moves() []game.Move { return s.Game.Moves() }

// Position returns the position now on the board.
func (s *State) Position() game.Position { return s.Game.Position() }

// LastMove returns the last move played, if any.
func (s *State) LastMove() (game.Move, bool) {
	moves := s.Moves()
	if len(moves) == 0 {
		return game.Move{}, false
	}
	return moves[len(moves)-1], true
}
