package explore

import (
	"bufio"
	"compress/gzip"
	"context"
	"io"
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/proofs"
	"github.com/fetaix/fetaix/solve"
)

// certificateClaim reads a committed certificate under proofs/ line by
// line (the large ones are too big to hold) and returns its root and the
// value its proofs claim for the root's side to move, as
// solve.Certificate.Claim gives it; the certificates are checked by
// solve's tests and CI.
func certificateClaim(t *testing.T, name string) (root, claim string) {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "proofs", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c := &solve.Certificate{}
	sc := bufio.NewScanner(gunzip(t, f))
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "root "):
			c.Root = strings.TrimPrefix(line, "root ")
		case strings.HasPrefix(line, "proof "):
			f := strings.Fields(line)
			c.Proofs = append(c.Proofs, &solve.Proof{Kind: solve.ProofKind(f[1]), Prover: f[2]})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return c.Root, c.Claim()
}

// TestStartAgainstCertificates: the start's four moves have the values
// the committed certificates of the positions they lead to prove (c2-c3
// a draw, the proof's move; the three others lost), and the start is the
// draw start.proof.gz proves.
func TestStartAgainstCertificates(t *testing.T) {
	x := New(Options{Book: ai.DefaultBook()})
	r, start := game.DefaultRules(), game.StartPosition()
	certs := map[string]string{
		"c2-c3": "tables6/c2c3.proof.gz", "b2-c3": "b2c3.proof.gz",
		"d2-c3": "d2c3.proof.gz", "d3-c3": "tables5/d3c3.proof.gz",
	}
	moves := x.Moves(context.Background(), start, r)
	if len(moves) != len(certs) {
		t.Fatalf("%d moves at the start", len(moves))
	}
	losses := 0
	for _, m := range moves {
		root, claim := certificateClaim(t, certs[m.Text])
		if root != solve.Key(start.Apply(m.Move)) {
			t.Fatalf("%s: %s is about %s", m.Text, certs[m.Text], root)
		}
		want := map[string]Value{"win": Loss, "loss": Win, "draw": Draw}[claim] // Black's claim, White's move
		if want == "" || m.Value != want || m.Source != FromProof {
			t.Errorf("%s: %s (%s), %s proves %q for Black", m.Text, m.Value, m.Source, certs[m.Text], claim)
		}
		if m.BookMove != (m.Text == "c2-c3") {
			t.Errorf("%s: book move %v", m.Text, m.BookMove)
		}
		if m.Value == Loss {
			losses++
		}
	}
	if moves[0].Text != "c2-c3" || losses != 3 {
		t.Errorf("best %s, %d losses", moves[0].Text, losses)
	}
	root, claim := certificateClaim(t, "tables6/start.proof.gz")
	if v := x.Position(context.Background(), start, r); root != solve.Key(start) || string(v.Value) != claim {
		t.Errorf("the start: %s (%s), start.proof.gz proves %q of %s", v.Value, v.By, claim, root)
	}
}

// TestProofLinesExact walks random lines of the win proof after 1. b2-c3
// (with the 4-piece tables its leaves need): where the prover, Black, is
// to move, the proof's move is marked and a proven win; where White is,
// every move is a proven loss.
func TestProofLinesExact(t *testing.T) {
	f, err := fs.ReadFile(proofs.FS, "b2c3.proof.gz")
	if err != nil {
		t.Fatal(err)
	}
	c, err := solve.ReadCertificate(strings.NewReader(string(f)))
	if err != nil {
		t.Fatal(err)
	}
	proof := c.Proofs[0]
	r := game.DefaultRules()
	x := New(Options{Book: ai.DefaultBook(), Tables: testTables(t, 4), NoLines: true})
	rng := rand.New(rand.NewSource(3))
	checked := 0
	for walk := 0; walk < 40; walk++ {
		p, err := game.ParsePosition(c.Root + " 1")
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 60; ply++ {
			l, ok := proof.Lines[solve.Key(p)]
			if !ok || l.What != "move" && l.What != "replies" {
				break // a leaf, or covered at a lower count
			}
			moves := x.Moves(context.Background(), p, r)
			checked++
			for _, m := range moves {
				switch {
				case l.What == "move" && m.Text == l.Args[0]:
					if !m.BookMove || m.Value != Win {
						t.Fatalf("%s: the proof's %s is %s (book %v)", p, m.Text, m.Value, m.BookMove)
					}
				case l.What == "replies" && m.Value != Loss:
					t.Fatalf("%s: %s is %s (%s), the proof answers it", p, m.Text, m.Value, m.By)
				}
			}
			next := l.Args[rng.Intn(len(l.Args))]
			mv, err := game.ParseMove(p, r, next)
			if err != nil {
				t.Fatal(err)
			}
			p = p.Apply(mv)
		}
	}
	if checked < 200 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// gunzip returns r's gzip-compressed text uncompressed.
func gunzip(t *testing.T, r io.Reader) io.Reader {
	t.Helper()
	z, err := gzip.NewReader(r)
	if err != nil {
		t.Fatal(err)
	}
	return z
}
