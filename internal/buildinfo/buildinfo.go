// Package buildinfo says which build of fetaix is running: its version,
// the revision of the source it was built from, and whether that source
// had changes not committed. Values given at link time (-ldflags -X)
// come first; the rest is read from what the go command stamps into the
// binary (runtime/debug.ReadBuildInfo).
package buildinfo

import (
	"runtime/debug"
	"strconv"
)

// DevVersion is the version of a build that was given none and had none
// stamped (the go command stamps a tag or a pseudo-version when it builds
// in a git clone, and "(devel)" elsewhere).
const DevVersion = "0.1.0-dev"

// Info is a build's identity.
type Info struct {
	Version  string // the version; DevVersion when unknown
	Revision string // the VCS revision (a commit hash); "" when unknown
	Modified string // "true" or "false": whether the tree had uncommitted changes; "" when unknown
}

// Read returns the running program's Info: version and revision as given
// at link time when not empty, else as the go command stamped them.
func Read(version, revision string) Info {
	bi, _ := debug.ReadBuildInfo()
	return fromBuild(version, revision, bi)
}

// fromBuild is Read with the build information bi (nil when there is
// none).
func fromBuild(version, revision string, bi *debug.BuildInfo) Info {
	info := Info{Version: version, Revision: revision}
	var vcsRevision, vcsModified string
	if bi != nil {
		if info.Version == "" && bi.Main.Version != "(devel)" {
			info.Version = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				vcsRevision = s.Value
			case "vcs.modified":
				vcsModified = s.Value
			}
		}
	}
	if info.Version == "" {
		info.Version = DevVersion
	}
	if info.Revision == "" {
		info.Revision = vcsRevision
	}
	if info.Revision != "" && info.Revision == vcsRevision {
		// the stamp says whether the tree it names was modified
		if _, err := strconv.ParseBool(vcsModified); err == nil {
			info.Modified = vcsModified
		}
	}
	return info
}

// String is the build in one line: the version, then the revision and
// whether the tree was modified, as far as they are known:
// "0.1.0-dev (revision 1a2b…, tree modified)".
func (i Info) String() string {
	s := i.Version + " (revision "
	if i.Revision == "" {
		return s + "unknown)"
	}
	s += i.Revision
	switch i.Modified {
	case "true":
		s += ", tree modified"
	case "false":
		s += ", tree clean"
	}
	return s + ")"
}
