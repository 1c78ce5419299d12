package termio

import (
	"bytes"
	"strings"
	"sync"

	"github.com/charmbracelet/colorprofile"
)

// A line's colours are brought down to its terminal's profile by
// converting each of its SGR sequences (CSI … m), the only sequences the
// conversion changes for the ASCII, ANSI and ANSI256 profiles
// (colorprofile.Writer converts each on its own): the screens use a few
// dozen distinct sequences, converted once for the whole server and
// remembered, instead of every changed line of every session going
// through colorprofile's writer, which finds the nearest colour of the
// palette for every colour it meets.

// maxSGRs bounds the converted sequences remembered; past it they are
// forgotten and converted again.
const maxSGRs = 4096

// sgrKey is a sequence in a profile.
type sgrKey struct {
	profile colorprofile.Profile
	seq     string
}

// sgrs are the sequences converted, shared by the sessions.
var sgrs = struct {
	sync.Mutex
	m map[sgrKey]string
}{m: map[sgrKey]string{}}

// sgrInProfile is seq, an SGR sequence, in profile.
func sgrInProfile(profile colorprofile.Profile, seq string) string {
	k := sgrKey{profile, seq}
	sgrs.Lock()
	v, ok := sgrs.m[k]
	sgrs.Unlock()
	if ok {
		return v
	}
	var b bytes.Buffer
	w := colorprofile.Writer{Forward: &b, Profile: profile}
	_, _ = w.WriteString(seq)
	v = b.String()
	sgrs.Lock()
	if len(sgrs.m) >= maxSGRs {
		clear(sgrs.m)
	}
	sgrs.m[k] = v
	sgrs.Unlock()
	return v
}

// downsampleSGRs appends line to b with its SGR sequences in profile
// (ASCII, ANSI or ANSI256); every other byte is kept.
func downsampleSGRs(b *strings.Builder, profile colorprofile.Profile, line string) {
	for {
		i := strings.IndexByte(line, 0x1b)
		if i < 0 || i+1 >= len(line) || line[i+1] != '[' {
			if i < 0 || i+1 >= len(line) {
				b.WriteString(line)
				return
			}
			b.WriteString(line[:i+1])
			line = line[i+1:]
			continue
		}
		b.WriteString(line[:i])
		line = line[i:]
		// a CSI: parameter bytes, intermediate bytes, a final byte
		j := 2
		for j < len(line) && line[j] >= 0x20 && line[j] <= 0x3f {
			j++
		}
		if j >= len(line) || line[j] < 0x40 || line[j] > 0x7e {
			b.WriteString(line[:j]) // not a whole sequence: kept as it is
			line = line[j:]
			continue
		}
		seq := line[:j+1]
		if line[j] == 'm' {
			b.WriteString(sgrInProfile(profile, seq))
		} else {
			b.WriteString(seq)
		}
		line = line[j+1:]
	}
}
