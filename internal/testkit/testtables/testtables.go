// Package testtables gives tests small endgame tables, built once and
// shared: by the tests of a binary, and by the test binaries of one
// source, which keep them in a directory under the OS's temporary one
// named by a hash of the sources their values depend on (the packages
// tables and game). Two test binaries may build there at once: tables.Build
// writes each class's file whole under a temporary name and renames it into
// place, and loads a class's file only if its checksum holds, so the worst
// is a class solved twice. Where the sources cannot be found (a binary
// built with -trimpath), the tables are built in a directory of the
// binary's own that Main removes.
package testtables

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

var (
	mu      sync.Mutex
	private string // the binary's own directory, when there is no shared one
	built   = map[string]*tables.Set{}
	dirs    = map[string]string{} // the directory of each of built's sets
)

// sharedRoot is the directory, under the OS's temporary one, of the shared
// tables: one directory a source hash.
const sharedRoot = "fetaix-testtables"

// staleAfter is how long a shared directory no test used is kept.
const staleAfter = 24 * time.Hour

// Main runs the tests of m (Run), then exits: a package's TestMain.
func Main(m *testing.M) { os.Exit(Run(m)) }

// Run runs the tests of m, removes the tables built in a directory of the
// binary's own, and returns m.Run's exit code: for a TestMain that does
// more.
func Run(m *testing.M) int {
	code := m.Run()
	mu.Lock()
	if private != "" {
		_ = os.RemoveAll(private) // a temporary directory left behind harms no test
	}
	mu.Unlock()
	return code
}

// Default returns the default rules' tables of up to pieces pieces.
func Default(pieces int) (*tables.Set, error) { return Rules(game.DefaultRules(), pieces) }

// Rules returns r's tables of up to pieces pieces, built (on 2 threads)
// or opened on the first call for r and that many, then kept.
func Rules(r game.Rules, pieces int) (*tables.Set, error) {
	mu.Lock()
	defer mu.Unlock()
	key := setKey(r, pieces)
	if set := built[key]; set != nil {
		return set, nil
	}
	dir, err := baseDir()
	if err != nil {
		return nil, err
	}
	dir = piecesDir(dir, pieces)
	set, err := tables.Build(dir, r, tables.BuildOptions{Pieces: pieces, Threads: 2})
	if err != nil {
		return nil, err
	}
	built[key], dirs[key] = set, dir
	return set, nil
}

// DefaultDir returns the directory of Default(pieces)'s tables, to give a
// command as its tables directory (--tables DIR). Tests only read there.
func DefaultDir(t testing.TB, pieces int) string {
	t.Helper()
	if _, err := Default(pieces); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	return dirs[setKey(game.DefaultRules(), pieces)]
}

// setKey names r's tables of up to pieces pieces in built and dirs.
func setKey(r game.Rules, pieces int) string { return fmt.Sprintf("%s/%d", r.String(), pieces) }

// piecesDir is the directory, under base, of the tables of up to pieces
// pieces: a directory a piece count, so that each holds the classes of
// that many only, whatever other binaries built.
func piecesDir(base string, pieces int) string {
	return filepath.Join(base, fmt.Sprintf("pieces%d", pieces))
}

// baseDir returns the shared directory of this source's tables, made and
// marked as used, or else the binary's own. The caller holds mu.
func baseDir() (string, error) {
	if hash, ok := sourceHash(); ok {
		root := filepath.Join(os.TempDir(), sharedRoot)
		dir := filepath.Join(root, hash)
		if err := os.MkdirAll(dir, 0o755); err == nil {
			now := time.Now()
			_ = os.Chtimes(dir, now, now)
			pruneStale(root, hash, now)
			return dir, nil
		}
	}
	if private == "" {
		d, err := os.MkdirTemp("", sharedRoot+"-own")
		if err != nil {
			return "", err
		}
		private = d
	}
	return private, nil
}

// pruneStale removes the shared directories other than keep that no test
// has used for staleAfter: those of sources since changed.
func pruneStale(root, keep string, now time.Time) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, e := range entries {
		if e.Name() == keep || !e.IsDir() {
			continue
		}
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) > staleAfter {
			_ = os.RemoveAll(filepath.Join(root, e.Name())) // a stale set not removed is tried again next run
		}
	}
}

// sourceHash returns a hash of the Go sources of the packages tables and
// game (test files left out), found from this file's path at build time;
// false when they cannot be read.
var sourceHash = sync.OnceValues(func() (string, bool) {
	_, self, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(self) {
		return "", false
	}
	module := filepath.Join(filepath.Dir(self), "..", "..", "..")
	h := sha256.New()
	n := 0
	for _, pkg := range []string{"tables", "game"} {
		files, err := filepath.Glob(filepath.Join(module, pkg, "*.go"))
		if err != nil {
			return "", false
		}
		sort.Strings(files)
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				return "", false
			}
			fmt.Fprintf(h, "%s %d\n", filepath.Join(pkg, filepath.Base(f)), len(data))
			h.Write(data)
			n++
		}
	}
	if n == 0 {
		return "", false
	}
	return hex.EncodeToString(h.Sum(nil))[:16], true
})
