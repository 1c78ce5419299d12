package testtables

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// TestSharedTablesCheckedBeforeUse: the tables are kept under the OS's
// temporary directory, named by the sources' hash and the piece count;
// one call's set is the next call's; and a file damaged there (another
// binary's half-written or broken file) is not loaded but built again.
func TestSharedTablesCheckedBeforeUse(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	mu.Lock()
	saved := built
	built = map[string]*tables.Set{}
	mu.Unlock()
	t.Cleanup(func() { mu.Lock(); built = saved; mu.Unlock() })

	first, err := Default(2)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := Default(2); again != first {
		t.Error("a second call built the tables again")
	}
	hash, ok := sourceHash()
	if !ok {
		t.Skip("the sources cannot be found (-trimpath): nothing is shared")
	}
	file := filepath.Join(tables.RulesDir(filepath.Join(os.TempDir(), sharedRoot, hash, "pieces2"), game.DefaultRules()), "W-B.tb")
	good, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("the shared tables are not where they should be: %v", err)
	}
	bad := bytes.Clone(good)
	bad[len(bad)-1] ^= 1
	if err := os.WriteFile(file, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	built = map[string]*tables.Set{} // as a second test binary
	mu.Unlock()
	if _, err := Default(2); err != nil {
		t.Fatal(err)
	}
	if now, _ := os.ReadFile(file); bytes.Equal(now, bad) {
		t.Error("the damaged file was kept, not built again")
	}
	set, err := tables.Open(filepath.Join(os.TempDir(), sharedRoot, hash, "pieces2"), game.DefaultRules())
	if err == nil {
		err = set.Load() // every file read whole, its checksum checked
	}
	if err != nil {
		t.Errorf("the shared tables after the rebuild: %v", err)
	}
}
