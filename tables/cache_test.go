package tables

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// wait returns r's result once its work is done.
func wait(t *testing.T, c *Cache, r game.Rules) CacheResult {
	t.Helper()
	select {
	case <-c.Ready(r):
	case <-time.After(time.Minute):
		t.Fatal("the tables' work did not end")
	}
	res, ok := c.Result(r)
	if !ok {
		t.Fatal("Ready closed but Result is not done")
	}
	return res
}

// mustParse reads position text.
func mustParse(t *testing.T, text string) game.Position {
	t.Helper()
	p, err := game.ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// modTimes returns the modification time of every file under dir.
func modTimes(t *testing.T, dir string) map[string]time.Time {
	t.Helper()
	out := map[string]time.Time{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err == nil {
			out[path] = info.ModTime()
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestBuildsOnFirstNeedThenOpens(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tables") // not there yet
	var reports []CacheResult
	var mu sync.Mutex
	c := NewCache(dir, 2, func(r CacheResult) { mu.Lock(); reports = append(reports, r); mu.Unlock() })
	r := game.DefaultRules()
	if set := c.Tables(r); set != nil {
		t.Fatal("tables ready before they were built")
	}
	res := wait(t, c, r)
	if res.Err != nil || res.Set == nil || !res.Built || res.Set.Pieces() != 2 {
		t.Fatalf("first need: %+v, want a 2-piece set built", res)
	}
	if v, err := c.Tables(r).Probe(mustParse(t, "5/5/2b2/5/W4 b")); err != nil || v.Outcome != Loss {
		t.Fatalf("probe: %v %v, want a loss for Black", v, err)
	}
	files := modTimes(t, RulesDir(dir, r))
	if len(files) == 0 {
		t.Fatalf("nothing written in %s", RulesDir(dir, r))
	}
	// the same rules again, any repetition rule: the same work, not redone
	again := r
	again.Repetition = 0
	if c.Tables(again) != res.Set {
		t.Error("the rules with another repetition rule got other tables")
	}
	mu.Lock()
	if len(reports) != 1 {
		t.Errorf("%d reports, want 1", len(reports))
	}
	mu.Unlock()

	// another process (a new cache) opens what is there, and builds nothing
	res2 := wait(t, NewCache(dir, 2, nil), r)
	if res2.Err != nil || res2.Set == nil || res2.Built {
		t.Fatalf("second start: %+v, want the set opened, not built", res2)
	}
	for path, mt := range modTimes(t, RulesDir(dir, r)) {
		if !files[path].Equal(mt) {
			t.Errorf("%s was written again", path)
		}
	}
}

// TestBuildsOnlyMissingClasses: a smaller set there is completed, not
// built again; a larger set there is used as it is.
func TestBuildsOnlyMissingClasses(t *testing.T) {
	dir := t.TempDir()
	r := game.DefaultRules()
	if _, err := Build(dir, r, BuildOptions{Pieces: 2, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	before := modTimes(t, RulesDir(dir, r))
	res := wait(t, NewCache(dir, 3, nil), r)
	if res.Err != nil || !res.Built || res.Set.Pieces() != 3 {
		t.Fatalf("got %+v, want the 3-piece set built", res)
	}
	for path, mt := range before {
		if got := modTimes(t, RulesDir(dir, r))[path]; !got.Equal(mt) {
			t.Errorf("%s, built before, was written again", path)
		}
	}
	res = wait(t, NewCache(dir, 2, nil), r)
	if res.Err != nil || res.Built || res.Set.Pieces() != 3 {
		t.Fatalf("got %+v, want the 3-piece set there opened", res)
	}
}

func TestFailedBuildIsReportedOnce(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var reports []CacheResult
	c := NewCache(filepath.Join(file, "tables"), 2, func(r CacheResult) { mu.Lock(); reports = append(reports, r); mu.Unlock() })
	r := game.DefaultRules()
	res := wait(t, c, r)
	if res.Err == nil || res.Set != nil {
		t.Fatalf("a directory that cannot be made: %+v, want an error and no tables", res)
	}
	for range 3 {
		if c.Tables(r) != nil {
			t.Fatal("tables after a failed build")
		}
		<-c.Ready(r)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(reports) != 1 || reports[0].Err == nil {
		t.Fatalf("reports %+v, want the failure once", reports)
	}
}

func TestOtherRulesAreOnlyOpened(t *testing.T) {
	dir := t.TempDir()
	other, err := game.ParseRules("majority")
	if err != nil {
		t.Fatal(err)
	}
	c := NewCache(dir, 2, nil)
	res := wait(t, c, other)
	if res.Err != nil || res.Set != nil || res.Built {
		t.Fatalf("rules with no tables: %+v, want none, quietly", res)
	}
	if _, err := os.Stat(RulesDir(dir, other)); !os.IsNotExist(err) {
		t.Fatalf("something was made for rules not built on first need: %v", err)
	}
	// built by the command: opened by the next process
	if _, err := Build(dir, other, BuildOptions{Pieces: 2, Threads: 1}); err != nil {
		t.Fatal(err)
	}
	res = wait(t, NewCache(dir, 2, nil), other)
	if res.Err != nil || res.Set == nil || !res.Set.Covers(other) {
		t.Fatalf("rules built by the command: %+v, want their tables", res)
	}
}

// Two processes that build into the same directory at once both end with
// sound tables, and what they leave is opened whole.
func TestConcurrentBuildersAreSafe(t *testing.T) {
	dir := t.TempDir()
	r := game.DefaultRules()
	a, b := NewCache(dir, 3, nil), NewCache(dir, 3, nil)
	a.Ready(r)
	b.Ready(r)
	ra, rb := wait(t, a, r), wait(t, b, r)
	if ra.Err != nil || rb.Err != nil {
		t.Fatalf("builders at once: %v, %v", ra.Err, rb.Err)
	}
	opened, err := Open(dir, r)
	if err != nil || opened.Pieces() != 3 {
		t.Fatalf("open after both: %v (pieces %d)", err, opened.Pieces())
	}
	p := mustParse(t, "5/2b2/5/1w3/W4 w")
	want, err := opened.Probe(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []*Set{ra.Set, rb.Set} {
		if v, err := s.Probe(p); err != nil || v != want {
			t.Errorf("probe: %v %v, want %v", v, err, want)
		}
	}
	leftovers, _ := filepath.Glob(filepath.Join(RulesDir(dir, r), ".*"))
	if len(leftovers) != 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

func TestNilCacheHasNoTables(t *testing.T) {
	var c *Cache
	r := game.DefaultRules()
	<-c.Ready(r)
	if c.Tables(r) != nil {
		t.Fatal("a nil cache gave tables")
	}
}
