package main

import (
	"os"
	"path/filepath"
	"strconv"

	"github.com/fetaix/fetaix/prefs"
	"github.com/fetaix/fetaix/tablecache"
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
// tablecache.FirstNeedPieces pieces are built on first need, in the
// background; report is told each set of rules' result once. Nil when
// off.
func gameTables(dir string, off bool, report func(tablecache.Result)) *tablecache.Cache {
	if off {
		return nil
	}
	return tablecache.New(dir, tablecache.FirstNeedPieces, report)
}
