package buildinfo

import (
	"runtime/debug"
	"testing"
)

// stamped is the build information the go command writes for a build of
// a checkout at rev, modified or not.
func stamped(rev, modified string) *debug.BuildInfo {
	return &debug.BuildInfo{Main: debug.Module{Path: "github.com/fetaix/fetaix", Version: "(devel)"},
		Settings: []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: modified}}}
}

// TestFromBuild: link-time values win; what is not given comes from the
// stamp; a modified flag is told only for the revision it belongs to;
// the version of a tagged module is used, the go command's "(devel)" not.
func TestFromBuild(t *testing.T) {
	pseudo := stamped("abc", "true")
	pseudo.Main.Version = "v0.0.0-20261206210012-7ab9eba47567+dirty"
	tagged := &debug.BuildInfo{Main: debug.Module{Path: "github.com/fetaix/fetaix", Version: "v1.2.3"}}
	for _, tc := range []struct {
		name              string
		version, revision string
		bi                *debug.BuildInfo
		want              Info
		text              string
	}{
		{"nothing known", "", "", nil, Info{Version: DevVersion}, DevVersion + " (revision unknown)"},
		{"stamped, modified", "", "", stamped("abc", "true"), Info{DevVersion, "abc", "true"}, DevVersion + " (revision abc, tree modified)"},
		{"stamped, clean", "", "", stamped("abc", "false"), Info{DevVersion, "abc", "false"}, DevVersion + " (revision abc, tree clean)"},
		{"link time", "1.0.0", "def", nil, Info{"1.0.0", "def", ""}, "1.0.0 (revision def)"},
		{"link time over another stamp", "1.0.0", "def", stamped("abc", "true"), Info{"1.0.0", "def", ""}, "1.0.0 (revision def)"},
		{"link time, the stamp's revision", "1.0.0", "abc", stamped("abc", "false"), Info{"1.0.0", "abc", "false"}, "1.0.0 (revision abc, tree clean)"},
		{"tagged module", "", "", tagged, Info{Version: "v1.2.3"}, "v1.2.3 (revision unknown)"},
		{"pseudo-version stamped in a clone", "", "", pseudo, Info{"v0.0.0-20261206210012-7ab9eba47567+dirty", "abc", "true"},
			"v0.0.0-20261206210012-7ab9eba47567+dirty (revision abc, tree modified)"},
		{"version given, revision stamped", "2.0.0", "", stamped("abc", "true"), Info{"2.0.0", "abc", "true"}, "2.0.0 (revision abc, tree modified)"},
	} {
		got := fromBuild(tc.version, tc.revision, tc.bi)
		if got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
		if s := got.String(); s != tc.text {
			t.Errorf("%s: String() = %q, want %q", tc.name, s, tc.text)
		}
	}
}
