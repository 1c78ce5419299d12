package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/prefs"
	"github.com/fetaix/fetaix/tables"
	"github.com/fetaix/fetaix/ui"
)

// tablesSubdir is the endgame tables' directory in the data dir.
const tablesSubdir = "tables"

// noTablesEnv, set to a true value (1, true, yes…; anything but "", 0 or
// false), turns off the endgame tables of play and serve, as their
// --no-tables flag does.
const noTablesEnv = "FETAIX_NO_TABLES"

// defaultTablesDir returns DATA-DIR/tables.
func defaultTablesDir() (string, error) {
	data, err := prefs.DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(data, tablesSubdir), nil
}

// tablesOff reports whether the games go without endgame tables: the
// --no-tables flag given, or else noTablesEnv set.
func tablesOff(flag bool) bool {
	if flag {
		return true
	}
	v := os.Getenv(noTablesEnv)
	if v == "" {
		return false
	}
	off, err := strconv.ParseBool(v)
	return err != nil || off
}

// gameTables returns the endgame tables the games of play and serve use:
// those under dir, where the default rules' of up to
// tables.FirstNeedPieces pieces are built on first need, in the
// background; report is told each set of rules' result once. Nil when
// off.
func gameTables(dir string, off bool, report func(tables.CacheResult)) *tables.Cache {
	if off {
		return nil
	}
	return tables.NewCache(dir, tables.FirstNeedPieces, report)
}

// toolTables returns the endgame tables of r a tool uses: those of dir
// when it is given (an error when it holds none of r's), else, unless the
// tables are off (tablesOff(noTables)), the games' tables in
// DATA-DIR/tables, the default rules' small ones built there on first
// need as for play. Nil when there are none; where says which they are.
func toolTables(dir string, noTables bool, r game.Rules) (set *tables.Set, where string, err error) {
	if dir != "" {
		if set, err = tables.Open(dir, r); err != nil {
			return nil, "", flagErr("tables", err)
		}
		return set, dir, nil
	}
	if tablesOff(noTables) {
		return nil, "off", nil
	}
	if dir, err = defaultTablesDir(); err != nil {
		return nil, "none: " + err.Error(), nil
	}
	c := gameTables(dir, false, nil)
	<-c.Ready(r)
	if res, _ := c.Result(r); res.Set != nil {
		return res.Set, dir, nil
	}
	return nil, "none in " + dir, nil
}

// playTables returns the endgame tables of the game, in DATA-DIR/tables
// (nil when off, or with no data dir); a set of rules whose tables could
// not be opened or built is told once to notify, to show on the status
// line (the game goes on without them).
func playTables(noTables bool, notify func(ui.NoticeMsg)) *tables.Cache {
	dir, err := defaultTablesDir()
	if err != nil {
		return nil
	}
	return gameTables(dir, tablesOff(noTables), func(res tables.CacheResult) {
		if res.Err != nil {
			notify(ui.NoticeMsg(fmt.Sprintf("endgame tables: %v (the game goes on without them)", res.Err)))
		}
	})
}
