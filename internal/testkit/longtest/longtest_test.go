package longtest

import "testing"

// TestEnabledFollowsTheEnvironment: the long checks run with Env=1 only.
func TestEnabledFollowsTheEnvironment(t *testing.T) {
	for value, want := range map[string]bool{"": false, "0": false, "1": !testing.Short()} {
		t.Setenv(Env, value)
		if got := Enabled(); got != want {
			t.Errorf("%s=%q: Enabled %v, want %v", Env, value, got, want)
		}
	}
}
