package solve

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/proofs"
)

// TestBookFileKeepsTheProversMoves: a book made from a draw's certificate
// (two not-lose proofs) and a win's answers every prover position of them
// with its move, a win's over a non-loss's; a non-loss line also covers its
// board at a higher count (the closed set's rule), a win line only its own
// count; nothing else is answered.
func TestBookFileKeepsTheProversMoves(t *testing.T) {
	set := testTables(t)
	draw := solved(t, "5/bb3/5/3ww/5 w", set, Options{}).Certificate
	win := solved(t, "5/bbb2/5/1www1/5 b", set, Options{}).Certificate
	if draw == nil || win == nil {
		t.Fatal("no certificates")
	}
	var certs []io.Reader
	for _, c := range []*Certificate{draw, win} {
		var b bytes.Buffer
		if err := c.Write(&b); err != nil {
			t.Fatal(err)
		}
		certs = append(certs, &b)
	}
	var file bytes.Buffer
	st, err := WriteBookFile(&file, certs...)
	if err != nil {
		t.Fatal(err)
	}
	book, err := readBookFile(&file)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{} // key → "move proven"
	for _, c := range []*Certificate{win, draw} {
		for _, p := range c.Proofs {
			for _, l := range p.Lines {
				if _, ok := want[l.Key]; l.What == "move" && !ok {
					want[l.Key] = l.Args[0] + " " + map[ProofKind]string{ProofWin: "win", ProofNotLose: "not lose"}[p.Kind]
				}
			}
		}
	}
	if st.Win+st.NotLose != len(want) || st.Win == 0 || st.NotLose == 0 {
		t.Fatalf("book of %d wins and %d non-losses; the certificates have %d prover positions", st.Win, st.NotLose, len(want))
	}
	higher := 0
	for key, w := range want {
		m, proven, ok := book.lookup(key)
		if !ok || m+" "+proven != w {
			t.Fatalf("%s: the book says %q %q %v, the certificate %q", key, m, proven, ok, w)
		}
		b := boardKey(key)
		n, _ := strconv.Atoi(key[len(b)+1:])
		up := b + " " + strconv.Itoa(n+7)
		if _, own := want[up]; own {
			continue
		}
		_, proven, ok = book.lookup(up)
		if strings.HasSuffix(w, "win") {
			if ok && proven == "win" {
				t.Errorf("%s: a win's line answers at a higher count (%s)", key, up)
			}
			continue
		}
		higher++
		if !ok || proven != "not lose" {
			t.Errorf("%s: a non-loss line does not cover its board at a higher count", key)
		}
	}
	if higher == 0 {
		t.Error("no non-loss line checked at a higher count")
	}
	if _, _, ok := book.lookup("5/5/5/5/5 w 0"); ok {
		t.Error("a move for a position in no certificate")
	}
	for _, bad := range []string{"", "fetaix-proof 1\n", bookMagic + "\nrules default\nbbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 c2-c3\n", bookMagic + "\nproven win\nb w x c2-c3\n"} {
		if _, err := readBookFile(strings.NewReader(bad)); err == nil && bad != "" {
			t.Errorf("book %q read without an error", bad)
		}
	}
	if _, err := WriteBookFile(io.Discard, strings.NewReader("fetaix-proof 1\nrules majority\n"), strings.NewReader("fetaix-proof 1\nrules default\n")); err == nil {
		t.Error("a book of two rule sets")
	}
}

// TestCommittedBooksAreTheCertificates: each book the engine embeds is
// what fetaix solve book makes of its certificates (which the tests of
// proofs check), for the rules it is added under, and every embedded book
// is added. Remaking a book takes about a minute of a core: the default run
// remakes the one of the smallest certificates, the long checks
// (longtest) every one.
func TestCommittedBooksAreTheCertificates(t *testing.T) {
	files, err := proofs.BookFiles()
	if err != nil {
		t.Fatal(err)
	}
	var named []string
	smallest := smallestBook(t)
	for _, l := range proofs.LargeCertificates() {
		named = append(named, l.Name)
		if l.Name != smallest && !longtest.Enabled() {
			continue
		}
		t.Run(l.Name, func(t *testing.T) {
			t.Parallel()
			var certs []io.Reader
			for _, name := range l.Sources {
				f, err := os.Open(filepath.Join("..", "proofs", name))
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				certs = append(certs, f)
			}
			var made bytes.Buffer
			st, err := WriteBookFile(&made, certs...)
			if err != nil {
				t.Fatal(err)
			}
			if st.Rules != l.Rules {
				t.Errorf("made from certificates for rules %q, added for %q", st.Rules, l.Rules)
			}
			f, err := l.Open()
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			z, err := gzip.NewReader(f)
			if err != nil {
				t.Fatal(err)
			}
			committed, err := io.ReadAll(z)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(committed, made.Bytes()) {
				t.Errorf("the committed book is not what its certificates make: run fetaix solve book --out proofs/%s %s (in proofs/)", l.Name, strings.Join(l.Sources, " "))
			}
		})
	}
	slices.Sort(files)
	slices.Sort(named)
	if !slices.Equal(files, named) {
		t.Errorf("embedded books %v, added %v", files, named)
	}
}

// smallestBook is the name of the large book made from the fewest bytes of
// certificates.
func smallestBook(t *testing.T) string {
	name, least := "", int64(-1)
	for _, l := range proofs.LargeCertificates() {
		var size int64
		for _, src := range l.Sources {
			fi, err := os.Stat(filepath.Join("..", "proofs", src))
			if err != nil {
				t.Fatal(err)
			}
			size += fi.Size()
		}
		if least < 0 || size < least {
			name, least = l.Name, size
		}
	}
	return name
}
