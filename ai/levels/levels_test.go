package levels

import "testing"

// TestRange: Min..Max, the range every other package checks levels
// against, is exactly the levels there are, numbered in order and named.
func TestRange(t *testing.T) {
	all := All()
	if len(all) != Max-Min+1 {
		t.Fatalf("%d levels, range %d..%d", len(all), Min, Max)
	}
	for i, l := range all {
		if l.N != Min+i || l.Name == "" {
			t.Errorf("level %d is %+v", Min+i, l)
		}
	}
	if all[0].Name != "beginner" || all[len(all)-1].Name != "master" {
		t.Errorf("levels %v", all)
	}
	if r := Range(); r != "1 (beginner) to 6 (master)" {
		t.Errorf("Range() = %q", r)
	}
}
