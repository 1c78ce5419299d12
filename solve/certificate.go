package solve

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// The certificate format (version 1), one item a line:
//
//	fetaix-proof 1
//	rules TEXT                   the rule text ("default" for the defaults)
//	root KEY                     the position proven
//	proof win|not-lose w|b       a proof follows: that side wins / does not lose
//	KEY move MOVE                the prover is to move: its move
//	KEY replies MOVE MOVE ...    the opponent is to move: every legal reply
//	KEY terminal loss            the side to move has no move: it loses
//	KEY no-progress draw         the count reached the limit: a draw
//	KEY table win|loss|draw      the endgame tables' verdict, side to move
//
// KEY is a position's text without its move number: the five ranks, the
// side to move and the no-progress count ("bbbbb/1bb1b/3ww/b1www/Bwwww w
// 0"). Each position of a proof has one line. A win's lines of play never
// repeat a board; a not-lose proof is a closed set, where a position needs
// no line of its own when its board and side to move have one at a lower
// count. A win is proven by one proof, a loss by one for the other side, a
// draw by two not-lose proofs. Lines starting with # are comments. A file may be
// gzip-compressed.

// ProofKind is what a proof shows for its prover.
type ProofKind string

// The kinds of proof.
const (
	ProofWin     ProofKind = "win"
	ProofNotLose ProofKind = "not-lose"
)

// Line is one position of a proof: its key and what the proof says there.
type Line struct {
	Key  string
	What string   // move, replies, terminal, no-progress or table
	Args []string // the move, the replies, or the verdict
}

// Proof is one proof of a certificate.
type Proof struct {
	Kind   ProofKind
	Prover string // "w" or "b"
	Lines  map[string]Line
	Order  []string // keys in the order written
}

// Claim says what the proof shows, e.g. "White wins" or "Black does not
// lose".
func (p *Proof) Claim() string { return sideName(p.Prover) + " " + kindText(p.Kind) }

// add records l, once per key.
func (p *Proof) add(l Line) {
	if _, ok := p.Lines[l.Key]; ok {
		return
	}
	p.Lines[l.Key] = l
	p.Order = append(p.Order, l.Key)
}

func newProof(kind ProofKind, prover string) *Proof {
	return &Proof{Kind: kind, Prover: prover, Lines: map[string]Line{}}
}

// Certificate is a set of proofs about one position.
type Certificate struct {
	Rules  string // rule text, "" for the defaults
	Root   string // the root's key
	Proofs []*Proof
}

// Write writes c in the text format.
func (c *Certificate) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	rules := c.Rules
	if rules == "" {
		rules = "default"
	}
	fmt.Fprintf(bw, "fetaix-proof 1\nrules %s\nroot %s\n", rules, c.Root)
	for _, p := range c.Proofs {
		fmt.Fprintf(bw, "proof %s %s\n", p.Kind, p.Prover)
		for _, k := range p.Order {
			l := p.Lines[k]
			fmt.Fprintf(bw, "%s %s %s\n", l.Key, l.What, strings.Join(l.Args, " "))
		}
	}
	return bw.Flush()
}

// Claim returns the value c's proofs claim for the root's side to move,
// unchecked (Verify checks it): "win" or "loss" (a win proof for that
// side or the other), "draw" (both sides' not-lose proofs), or, with one
// side's not-lose proof only, "the side to move does not lose" or "...
// does not win".
func (c *Certificate) Claim() string {
	stm := "b"
	if f := strings.Fields(c.Root); len(f) > 1 {
		stm = f[1]
	}
	won, notLost := map[string]bool{}, map[string]bool{}
	for _, p := range c.Proofs {
		notLost[p.Prover] = true
		won[p.Prover] = won[p.Prover] || p.Kind == ProofWin
	}
	other := map[string]string{"w": "b", "b": "w"}[stm]
	switch {
	case won[stm]:
		return "win"
	case won[other]:
		return "loss"
	case notLost[stm] && notLost[other]:
		return "draw"
	case notLost[stm]:
		return "the side to move does not lose"
	}
	return "the side to move does not win"
}

// Key is a position's key in a certificate: its text without the move
// number.
func Key(p game.Position) string { return keyText(&p) }

// Encode returns what write writes, gzip-compressed (best compression)
// when path, the file it is for, ends in .gz: a certificate's or a book's
// file.
func Encode(path string, write func(io.Writer) error) ([]byte, error) {
	var b bytes.Buffer
	w := io.Writer(&b)
	var zw *gzip.Writer
	if strings.HasSuffix(path, ".gz") {
		zw, _ = gzip.NewWriterLevel(&b, gzip.BestCompression)
		w = zw
	}
	if err := write(w); err != nil {
		return nil, err
	}
	if zw != nil {
		if err := zw.Close(); err != nil {
			return nil, err
		}
	}
	return b.Bytes(), nil
}

// ReadCertificate reads a certificate, gzip-compressed or not.
func ReadCertificate(r io.Reader) (*Certificate, error) {
	c := &Certificate{}
	var cur *Proof
	err := scanCertificate(r, c, func(p *Proof) { cur = p; c.Proofs = append(c.Proofs, p) }, func(l Line) error {
		if _, dup := cur.Lines[l.Key]; dup {
			return errors.New("a second line for this position")
		}
		cur.add(l)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// uncompressed reads r through gzip when it is gzip-compressed (by its
// first two bytes), as it is otherwise.
func uncompressed(r io.Reader) (*bufio.Reader, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	if magic, _ := br.Peek(2); !bytes.Equal(magic, []byte{0x1f, 0x8b}) {
		return br, nil
	}
	z, err := gzip.NewReader(br)
	if err != nil {
		return nil, err
	}
	return bufio.NewReaderSize(z, 1<<16), nil
}

// scanCertificate reads a certificate line by line: the rules and root
// into c, each proof's header to onProof (its Lines left empty), and each
// of its lines to onLine, whose error is reported with the line.
func scanCertificate(r io.Reader, c *Certificate, onProof func(*Proof), onLine func(Line) error) error {
	br, err := uncompressed(r)
	if err != nil {
		return err
	}
	inProof := false
	sc := bufio.NewScanner(br)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	n, proofs := 0, 0
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		bad := func(why string) error { return fmt.Errorf("certificate line %d %q: %s", n, text, why) }
		switch {
		case n == 1:
			if text != "fetaix-proof 1" {
				return bad("not a fetaix proof certificate (version 1)")
			}
		case f[0] == "rules" && len(f) == 2:
			if c.Rules = f[1]; c.Rules == "default" {
				c.Rules = ""
			}
		case f[0] == "root" && len(f) == 4:
			c.Root = strings.Join(f[1:], " ")
		case f[0] == "proof" && len(f) == 3:
			if k := ProofKind(f[1]); k != ProofWin && k != ProofNotLose || f[2] != "w" && f[2] != "b" {
				return bad("want proof win|not-lose w|b")
			}
			onProof(newProof(ProofKind(f[1]), f[2]))
			inProof, proofs = true, proofs+1
		case len(f) >= 5 && inProof:
			if err := onLine(Line{Key: strings.Join(f[:3], " "), What: f[3], Args: f[4:]}); err != nil {
				return bad(err.Error())
			}
		default:
			return bad("not a line of the format")
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if c.Root == "" || proofs == 0 {
		return fmt.Errorf("certificate: no root or no proof")
	}
	return nil
}
