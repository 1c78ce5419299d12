package tables

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"time"

	"github.com/fetaix/fetaix/internal/atomicfile"
)

// A table file is a header line, then the values as little-endian 16-bit
// integers. The header names the format, the rules, the class, the number
// of values, the build time and the CRC-32 of the values, so that a file
// from other rules, of another class, cut short or damaged is refused on
// load.
const fileMagic = "fetaix-table 1"

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
	data := make([]byte, 2*len(t.vals))
	for i, v := range t.vals {
		binary.LittleEndian.PutUint16(data[2*i:], uint16(v))
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s rules=%q class=%s values=%d seconds=%.3f crc=%08x\n",
		fileMagic, rules, t.class, len(t.vals), took.Seconds(), crc32.ChecksumIEEE(data))
	b.Write(data)
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
	switch {
	case h.rules != rules:
		return nil, h, fmt.Errorf("%s: built for rules %q, not %q", path, h.rules, rules)
	case h.class != c || h.n != c.size() || int64(len(body)) != 2*h.n:
		return nil, h, fmt.Errorf("%s: %w: %d bytes of values for class %s", path, errDamaged, len(body), c)
	case crc32.ChecksumIEEE(body) != h.crc:
		return nil, h, fmt.Errorf("%s: %w: checksum", path, errDamaged)
	}
	t := &table{class: c, vals: make([]value, h.n)}
	for i := range t.vals {
		t.vals[i] = value(int16(binary.LittleEndian.Uint16(body[2*i:])))
	}
	return t, h, nil
}
