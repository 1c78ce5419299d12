package solve

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// The book format (version 1) keeps only what the engine plays from
// certificates: the prover's move in each position where the prover is to
// move, a third of a certificate's size. One item a line:
//
//	fetaix-book 1
//	rules TEXT                  the rule text ("default" for the defaults)
//	proven win|not-lose         the moves that follow keep that result
//	BOARD SIDE COUNT MOVE       a position's key and the prover's move
//
// Within a section the lines are sorted (byte order), which is what makes
// the file compress well; a position in a win section is not repeated in
// the not-lose one. A book is made from certificates (WriteBookFile, the
// command fetaix solve book) and trusted as they are: solve's tests check
// each committed book against its certificates.
const bookMagic = "fetaix-book 1"

// BookStats counts a book's positions.
type BookStats struct {
	Rules   string // "" for the defaults
	Win     int    // positions with a winning move
	NotLose int    // positions with a move that does not lose
}

// WriteBookFile reads certificates (gzip-compressed or not), all under one
// rule set, and writes the book of their prover's moves to w. Where
// certificates disagree, a win's move is kept over a non-loss's, and the
// first certificate's over a later one's.
func WriteBookFile(w io.Writer, certs ...io.Reader) (BookStats, error) {
	var st BookStats
	if len(certs) == 0 {
		return st, errors.New("no certificates")
	}
	moves := [2]map[string]string{{}, {}} // win, not-lose: key → move
	for i, r := range certs {
		var c Certificate
		kind := 0
		err := scanCertificate(r, &c, func(p *Proof) {
			kind = 0
			if p.Kind == ProofNotLose {
				kind = 1
			}
		}, func(l Line) error {
			if l.What != "move" {
				return nil
			}
			if _, ok := moves[kind][l.Key]; !ok {
				moves[kind][l.Key] = l.Args[0]
			}
			return nil
		})
		if err != nil {
			return st, fmt.Errorf("certificate %d: %w", i+1, err)
		}
		if i == 0 {
			st.Rules = c.Rules
		} else if c.Rules != st.Rules {
			return st, fmt.Errorf("certificate %d is for rules %q, the first for %q", i+1, c.Rules, st.Rules)
		}
	}
	for k := range moves[0] {
		delete(moves[1], k)
	}
	bw := bufio.NewWriter(w)
	rules := st.Rules
	if rules == "" {
		rules = "default"
	}
	fmt.Fprintf(bw, "%s\nrules %s\n", bookMagic, rules)
	for kind, m := range moves {
		fmt.Fprintf(bw, "proven %s\n", []ProofKind{ProofWin, ProofNotLose}[kind])
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			fmt.Fprintf(bw, "%s %s\n", k, m[k])
		}
	}
	st.Win, st.NotLose = len(moves[0]), len(moves[1])
	return st, bw.Flush()
}

// bookTable is a book read for lookups: one entry per line, sorted by the
// hash of its board and side, then by count.
type bookTable struct {
	rules string
	hs    []uint64 // keyHash of "BOARD SIDE"
	vs    []uint32 // move name index | count<<16 | win<<31
	names []string // the distinct move names
}

const (
	bookCountShift = 16
	bookCountMask  = 1<<15 - 1
	bookWinBit     = 1 << 31
)

// readBookFile reads a book (gzip-compressed or not).
func readBookFile(r io.Reader) (*bookTable, error) {
	br, err := uncompressed(r)
	if err != nil {
		return nil, err
	}
	var entries bookEntries
	t := &bookTable{}
	ids := map[string]uint32{}
	win := uint32(0)
	section := false
	for n := 1; ; n++ {
		line, err := br.ReadSlice('\n')
		if err == io.EOF && len(line) == 0 {
			break
		}
		if err != nil && err != io.EOF {
			return nil, fmt.Errorf("book line %d: %w", n, err)
		}
		line = bytes.TrimRight(line, "\r\n")
		if section && bytes.Count(line, []byte{' '}) == 3 { // BOARD SIDE COUNT MOVE
			i := bytes.LastIndexByte(line, ' ')
			j := bytes.LastIndexByte(line[:i], ' ')
			count, err := strconv.Atoi(string(line[j+1 : i]))
			if err != nil || count < 0 || count > bookCountMask {
				return nil, fmt.Errorf("book line %d %q: want a no-progress count", n, line)
			}
			id, ok := ids[string(line[i+1:])]
			if !ok {
				id = uint32(len(t.names))
				if id >= 1<<bookCountShift {
					return nil, fmt.Errorf("book line %d %q: too many distinct moves", n, line)
				}
				ids[string(line[i+1:])] = id
				t.names = append(t.names, string(line[i+1:]))
			}
			entries.add(bookEntry{keyHash(line[:j]), id | uint32(count)<<bookCountShift | win})
			continue
		}
		text := string(line)
		bad := func(why string) error { return fmt.Errorf("book line %d %q: %s", n, text, why) }
		f := strings.Fields(text)
		switch {
		case n == 1:
			if text != bookMagic {
				return nil, bad("not a fetaix book (version 1)")
			}
		case len(f) == 2 && f[0] == "rules":
			if t.rules = f[1]; t.rules == "default" {
				t.rules = ""
			}
		case len(f) == 2 && f[0] == "proven" && (f[1] == string(ProofWin) || f[1] == string(ProofNotLose)):
			win, section = 0, true
			if f[1] == string(ProofWin) {
				win = bookWinBit
			}
		default:
			return nil, bad("want BOARD SIDE COUNT MOVE in a proven section")
		}
	}
	t.hs, t.vs = entries.sorted()
	return t, nil
}

// lookup returns the move for key ("BOARD SIDE COUNT") and what it keeps.
// A win is the line for that very count. A non-loss may be the line for
// the same board and side at a lower count (the highest such): a not-lose
// proof is a closed set, where that line covers the position (see the
// certificate format), so its move keeps the position safe too.
func (t *bookTable) lookup(key string) (string, string, bool) {
	sp := strings.LastIndexByte(key, ' ')
	count, err := strconv.Atoi(key[sp+1:])
	if sp < 0 || err != nil {
		return "", "", false
	}
	h := keyHash(key[:sp])
	i, _ := slices.BinarySearch(t.hs, h)
	best, found := uint32(0), false
	for ; i < len(t.hs) && t.hs[i] == h; i++ {
		v := t.vs[i]
		c := int(v >> bookCountShift & bookCountMask)
		if v&bookWinBit != 0 && c == count {
			return t.names[v&0xffff], provenNames[0], true
		}
		if v&bookWinBit == 0 && c <= count {
			best, found = v, true
		}
	}
	if !found {
		return "", "", false
	}
	return t.names[best&0xffff], provenNames[1], true
}
