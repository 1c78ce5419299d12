package server

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// Record is a finished (or interrupted) online game to be written to the
// data directory.
type Record struct {
	Code        string
	GameNo      int
	Event       string // "" means a room game's description
	Date        time.Time
	White       string
	Black       string
	TimeControl string
	Game        *game.Game // a copy owned by the record
	// Result and Termination are the outcome, including outcomes the game
	// itself does not know (time forfeit, abandonment, interruption).
	Result      game.Result
	Termination string

	// What the archive keeps besides the record (archive.go).
	WhiteID, BlackID store.PlayerID   // the key holders; 0 for a guest or the computer
	Rated            bool             // the room is rated: the store rates the game if it may
	Class            rating.Class     // untimed, or with a clock
	Level            int              // the computer's level when it played a side, else 0
	Chat             []store.ChatLine // the room's chat, kept with the game
}

// recordExt is the file name extension of written records.
const recordExt = ".pdn"

// recordText renders a record in the project's game record format (PDN).
func recordText(rec Record) ([]byte, error) {
	text, err := pdn.Format(pdnRecord(rec))
	return []byte(text), err
}

// pdnRecord is rec as a PDN game record with its tags: the one place that
// decides what a written game says, in a file or in the archive.
func pdnRecord(rec Record) *pdn.Record {
	pr := pdn.NewRecord(rec.Game)
	event := rec.Event
	if event == "" {
		event = fmt.Sprintf("fetaix online, room %s, game %d", rec.Code, rec.GameNo)
	}
	pr.SetTag(pdn.TagEvent, event)
	pr.SetTag(pdn.TagSite, "fetaix serve")
	pr.SetTag(pdn.TagDate, rec.Date.Format("2006.01.02"))
	if rec.White != "" {
		pr.SetTag(pdn.TagWhite, rec.White)
	}
	if rec.Black != "" {
		pr.SetTag(pdn.TagBlack, rec.Black)
	}
	pr.SetTag("TimeControl", rec.TimeControl)
	if res, _ := rec.Game.Result(); res == game.Ongoing {
		pr.Result = rec.Result
		if rec.Termination != "" {
			pr.SetTag(pdn.TagTermination, rec.Termination)
		}
	}
	return pr
}

// gamesDir is the directory under the data dir that holds game records.
func gamesDir(dataDir string) string { return filepath.Join(dataDir, "games") }

// writeRecord writes rec into dir/games under a new name, atomically, and
// returns the file's path. The name is taken by creating the file
// (atomicfile.CreateNew), so records written at once under the same name
// (games against the computer saved as the server goes down) never
// replace each other: the later get -2, -3, ...
func writeRecord(dataDir string, rec Record) (string, error) {
	data, err := recordText(rec)
	if err != nil {
		return "", err
	}
	dir := gamesDir(dataDir)
	if err := os.MkdirAll(dir, store.DirMode); err != nil {
		return "", err
	}
	base := fmt.Sprintf("%s-%s-%d", rec.Date.Format("20060102-150405"), rec.Code, rec.GameNo)
	path := filepath.Join(dir, base+recordExt)
	for n := 2; ; n++ {
		err := atomicfile.CreateNew(path, data, store.FileMode)
		if !errors.Is(err, fs.ErrExist) {
			return path, err
		}
		path = filepath.Join(dir, fmt.Sprintf("%s-%d%s", base, n, recordExt))
	}
}
