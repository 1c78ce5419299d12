package tables

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/klauspost/compress/zstd"
)

// A table file is a header line, then the body compressed as one zstd
// frame. The body holds, by index: the values, then each value's deciding
// pass less its distance (which the compressor finds far more alike than
// the passes), each as a little-endian integer of the header's width (1 or
// 2 bytes; with width 1 notPosition is written -128); then the values that
// got shorter after they were decided: their number, and for each the gap
// from the index before, the number of earlier distances and each one's
// pass and distance, all as unsigned varints. The header names the
// format, the rules, the class, the number of values, the width, the
// build time and the CRC-32 of the body, so that a file from other rules,
// of another class, cut short or damaged is refused on load.
const fileMagic = "fetaix-table 4"

// fileName is a class's file in a rules directory.
func fileName(dir string, c Class) string { return filepath.Join(dir, c.String()+".tb") }

// header is what a table file says of itself.
type header struct {
	rules string
	class Class
	n     int64
	width int
	took  time.Duration
	crc   uint32
}

// distance returns the distance a value holds (0 for a draw or no
// position).
func (v value) distance() int {
	if v == notPosition {
		return 0
	}
	_, d := v.outcome()
	return d
}

// width returns the bytes each value and pass residual of t needs.
func (t *table) width() int {
	for i, v := range t.vals {
		r := int(t.passes[i]) - v.distance()
		if v != notPosition && (v < -127 || v > 127) || r < -127 || r > 127 {
			return 2
		}
	}
	return 1
}

// encode returns t's body, uncompressed.
func (t *table) encode(width int) []byte {
	n := len(t.vals)
	body := make([]byte, 0, 2*width*n+4*len(t.extras.cps)+16)
	put := func(x int) {
		if width == 1 {
			body = append(body, byte(int8(x)))
		} else {
			body = binary.LittleEndian.AppendUint16(body, uint16(int16(x)))
		}
	}
	for _, v := range t.vals {
		if v == notPosition && width == 1 {
			put(-128)
			continue
		}
		put(int(v))
	}
	for i, v := range t.vals {
		put(int(t.passes[i]) - v.distance())
	}
	e := &t.extras
	body = binary.AppendUvarint(body, uint64(e.len()))
	prev := uint32(0)
	for k, i := range e.idx {
		cps := e.cps[e.off[k]:e.off[k+1]]
		body = binary.AppendUvarint(body, uint64(i-prev))
		body = binary.AppendUvarint(body, uint64(len(cps)))
		for _, cp := range cps {
			body = binary.AppendUvarint(body, uint64(cp.Pass))
			body = binary.AppendUvarint(body, uint64(cp.D))
		}
		prev = i
	}
	return body
}

// decode fills t (of h.n values) from a body; what does not fit is
// returned as an error naming it.
func (t *table) decode(body []byte, h header) error {
	n, w := int(h.n), h.width
	if len(body) < 2*w*n {
		return errors.New("values cut short")
	}
	get := func(k int) int {
		if w == 1 {
			return int(int8(body[k]))
		}
		return int(int16(binary.LittleEndian.Uint16(body[2*k:])))
	}
	t.vals, t.passes = make([]value, n), make([]int16, n)
	for i := range n {
		v := value(get(i))
		if w == 1 && v == -128 {
			v = notPosition
		}
		t.vals[i] = v
		t.passes[i] = int16(get(n+i) + v.distance())
	}
	rest := body[2*w*n:]
	next := func() (int64, bool) {
		x, k := binary.Uvarint(rest)
		if k <= 0 || x > 1<<40 {
			return 0, false
		}
		rest = rest[k:]
		return int64(x), true
	}
	count, ok := next()
	if !ok || count > h.n {
		return errors.New("earlier distances cut short")
	}
	t.extras = earlier{}
	i := int64(0)
	for j := range count {
		gap, ok1 := next()
		k, ok2 := next()
		i += gap
		if !ok1 || !ok2 || i >= h.n || k > 1<<15 || j > 0 && gap == 0 {
			return errors.New("earlier distances cut short")
		}
		cps := make([]changePoint, k)
		for j := range cps {
			p, ok1 := next()
			d, ok2 := next()
			if !ok1 || !ok2 || p > maxDistance || d > maxDistance {
				return errors.New("earlier distances cut short")
			}
			cps[j] = changePoint{Pass: int16(p), D: int16(d)}
		}
		t.extras.add(uint32(i), cps)
	}
	if len(rest) != 0 {
		return errors.New("bytes after the end")
	}
	return nil
}

// encoder is the compressor of every save (it is safe for concurrent use,
// and its tables are large: one for the process).
var encoder = sync.OnceValues(func() (*zstd.Encoder, error) {
	return zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedBestCompression), zstd.WithEncoderConcurrency(1))
})

// save writes t's file atomically (a file is there whole or not at all).
func save(dir, rules string, t *table, took time.Duration) error {
	width := t.width()
	body := t.encode(width)
	enc, err := encoder()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s rules=%q class=%s values=%d width=%d seconds=%.3f crc=%08x\n",
		fileMagic, rules, t.class, len(t.vals), width, took.Seconds(), crc32.ChecksumIEEE(body))
	b.Write(enc.EncodeAll(body, nil))
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
	if _, err := fmt.Sscanf(line, fileMagic+" rules=%q class=%s values=%d width=%d seconds=%g crc=%x\n",
		&h.rules, &class, &h.n, &h.width, &secs, &h.crc); err != nil || h.width < 1 || h.width > 2 {
		return header{}, fmt.Errorf("%s: %w: header %q", path, errDamaged, line)
	}
	var err error
	if h.class, err = ParseClass(class); err != nil {
		return header{}, fmt.Errorf("%s: %w: %v", path, errDamaged, err)
	}
	h.took = time.Duration(secs * float64(time.Second))
	return h, nil
}

// checkHeader reads class c's file's header line only and checks that it
// is a table of c for rules in this format.
func checkHeader(dir, rules string, c Class) (header, error) {
	path := fileName(dir, c)
	f, err := os.Open(path)
	if err != nil {
		return header{}, err
	}
	defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	line, err := bufio.NewReaderSize(f, 256).ReadSlice('\n')
	if err != nil {
		return header{}, fmt.Errorf("%s: %w: no header", path, errDamaged)
	}
	return parseHeader(string(line), path, rules, c)
}

// parseHeader reads a file's header line and checks that it is a table
// of c for rules in this format.
func parseHeader(line, path, rules string, c Class) (header, error) {
	h, err := readHeader(line, path)
	switch {
	case err != nil:
		return h, err
	case h.rules != rules:
		return h, fmt.Errorf("%s: built for rules %q, not %q", path, h.rules, rules)
	case h.class != c || h.n != c.size():
		return h, fmt.Errorf("%s: %w: %d values for class %s", path, errDamaged, h.n, c)
	}
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
	h, err := parseHeader(string(data[:nl+1]), path, rules, c)
	if err != nil {
		return nil, h, err
	}
	damaged := func(what string) error {
		return fmt.Errorf("%s: %w: %s for class %s", path, errDamaged, what, c)
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderMaxMemory(uint64(8*h.n+1<<20)), zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, h, err
	}
	defer dec.Close()
	body, err := dec.DecodeAll(data[nl+1:], nil)
	switch {
	case err != nil:
		return nil, h, fmt.Errorf("%s: %w: checksum (%v)", path, errDamaged, err)
	case crc32.ChecksumIEEE(body) != h.crc:
		return nil, h, fmt.Errorf("%s: %w: checksum", path, errDamaged)
	}
	t := &table{class: c}
	if err := t.decode(body, h); err != nil {
		return nil, h, damaged(err.Error())
	}
	return t, h, nil
}
