package tables

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/fetaix/fetaix/internal/atomicfile"
)

// A table file is a header line, then, little-endian: the values (16-bit
// integers), their deciding passes (16-bit), the number of values with
// earlier distances (32-bit), and for each its index (32-bit), the number
// of earlier distances (8-bit) and each one's pass and distance (16-bit
// each). The header names the format, the rules, the class, the number of
// values, the build time and the CRC-32 of all that follows it, so that a
// file from other rules, of another class, cut short or damaged is refused
// on load.
const fileMagic = "fetaix-table 3"

// fileName is a class's file in a rules directory.
func fileName(dir string, c Class) string { return filepath.Join(dir, c.String()+".tb") }

// header is what a table file says of itself.
type header struct {
	rules string
	class Class
	n     int64
	took  time.Duration
	crc   uint32
}

// save writes t's file atomically (a file is there whole or not at all).
func save(dir, rules string, t *table, took time.Duration) error {
	var body bytes.Buffer
	le := binary.LittleEndian
	_ = binary.Write(&body, le, t.vals)
	_ = binary.Write(&body, le, t.passes)
	idx := make([]int64, 0, len(t.extras))
	for i := range t.extras {
		idx = append(idx, i)
	}
	slices.Sort(idx)
	_ = binary.Write(&body, le, uint32(len(idx)))
	for _, i := range idx {
		cps := t.extras[i]
		_ = binary.Write(&body, le, uint32(i))
		_ = binary.Write(&body, le, uint8(len(cps)))
		_ = binary.Write(&body, le, cps)
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s rules=%q class=%s values=%d seconds=%.3f crc=%08x\n",
		fileMagic, rules, t.class, len(t.vals), took.Seconds(), crc32.ChecksumIEEE(body.Bytes()))
	b.Write(body.Bytes())
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return atomicfile.WriteFile(fileName(dir, t.class), b.Bytes(), 0o644)
}

// errDamaged marks a table file that does not hold what its header says.
var errDamaged = errors.New("damaged table file")

// readHeader reads a file's header line.
func readHeader(line, path string) (header, error) {
	var h header
	var class string
	var secs float64
	if _, err := fmt.Sscanf(line, fileMagic+" rules=%q class=%s values=%d seconds=%g crc=%x\n",
		&h.rules, &class, &h.n, &secs, &h.crc); err != nil {
		return header{}, fmt.Errorf("%s: %w: header %q", path, errDamaged, line)
	}
	var err error
	if h.class, err = ParseClass(class); err != nil {
		return header{}, fmt.Errorf("%s: %w: %v", path, errDamaged, err)
	}
	h.took = time.Duration(secs * float64(time.Second))
	return h, nil
}

// load reads class c's file for rules, checking it whole.
func load(dir, rules string, c Class) (*table, header, error) {
	path := fileName(dir, c)
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, header{}, err
	}
	nl := bytes.IndexByte(data, '\n')
	if nl < 0 {
		return nil, header{}, fmt.Errorf("%s: %w: no header", path, errDamaged)
	}
	h, err := readHeader(string(data[:nl+1]), path)
	if err != nil {
		return nil, h, err
	}
	body := data[nl+1:]
	damaged := func(what string) error {
		return fmt.Errorf("%s: %w: %s for class %s", path, errDamaged, what, c)
	}
	switch {
	case h.rules != rules:
		return nil, h, fmt.Errorf("%s: built for rules %q, not %q", path, h.rules, rules)
	case h.class != c || h.n != c.size() || int64(len(body)) < 4*h.n+4:
		return nil, h, damaged(fmt.Sprintf("%d bytes", len(body)))
	case crc32.ChecksumIEEE(body) != h.crc:
		return nil, h, fmt.Errorf("%s: %w: checksum", path, errDamaged)
	}
	t := &table{class: c, vals: make([]value, h.n), passes: make([]int16, h.n), extras: map[int64][]changePoint{}}
	r := bytes.NewReader(body)
	le := binary.LittleEndian
	var n uint32
	if binary.Read(r, le, t.vals) != nil || binary.Read(r, le, t.passes) != nil || binary.Read(r, le, &n) != nil {
		return nil, h, damaged("values cut short")
	}
	for ; n > 0; n-- {
		var i uint32
		var k uint8
		if binary.Read(r, le, &i) != nil || binary.Read(r, le, &k) != nil || int64(i) >= h.n {
			return nil, h, damaged("earlier distances cut short")
		}
		cps := make([]changePoint, k)
		if binary.Read(r, le, cps) != nil {
			return nil, h, damaged("earlier distances cut short")
		}
		t.extras[int64(i)] = cps
	}
	if r.Len() != 0 {
		return nil, h, damaged("bytes after the end")
	}
	return t, h, nil
}
