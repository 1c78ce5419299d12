package room

import (
	"log/slog"
	"time"

	"github.com/fetaix/fetaix/store"
)

// Config is what the hub and its rooms take of the server's Config: the
// seats kept, the bounds of rooms, chat, guesses and rated games, the
// archive's quota and its writer. The server's Config.rooms builds it,
// defaults filled in; see the server's Config for each field's meaning.
type Config struct {
	// DataDir holds the games the database could not take.
	DataDir string
	// Log is the server's log.
	Log *slog.Logger
	// Grace is how long a disconnected player keeps their seat.
	Grace time.Duration
	// RestartGrace is how long the players of a game in progress kept
	// across a restart have to come back (0: DefaultRestartGrace).
	RestartGrace time.Duration

	// MaxOpenRooms, RoomBurst and RoomEvery bound the rooms of one owner.
	MaxOpenRooms, RoomBurst int
	RoomEvery               time.Duration
	// MaxCorrespondenceGames bounds the correspondence games of one key
	// (0: DefaultMaxCorrespondenceGames).
	MaxCorrespondenceGames int
	// MaxOpenGames and MaxOpenGamesPerAddr bound the open games.
	MaxOpenGames, MaxOpenGamesPerAddr int
	// WrongCodesPerConn, WrongCodesPerAddr and WrongCodeEvery throttle
	// wrong room codes and resume tokens.
	WrongCodesPerConn, WrongCodesPerAddr int
	WrongCodeEvery                       time.Duration
	// ChatBurst and ChatEvery bound each speaker's chat in a room.
	ChatBurst int
	ChatEvery time.Duration
	// MaxRatedPerPair and MaxRatedPerDay bound the rated games.
	MaxRatedPerPair, MaxRatedPerDay int
	// ArchivePerHour and ArchivePerAddrHour are the archive's quota.
	ArchivePerHour, ArchivePerAddrHour int
	// NoShowWithin is how long a side of an event game has for its first
	// move (0: NoShowWithin; eventroom.go).
	NoShowWithin time.Duration
	// MaxHeldGames bounds the finished games held in memory while the
	// database cannot take them.
	MaxHeldGames int
	// Writer tunes the store's writer.
	Writer store.WriterOptions
}
