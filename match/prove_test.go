package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/tables"
)

// proveText is a small positions file whose values a search over 3-piece
// tables proves at once: a win for the side to move, a win for the side
// not to move, a "better side" that loses, and a draw.
const proveText = "# a header\n" +
	"w b3b/5/5/1w1w1/5 w 0 10 # white to move wins\n" +
	"\n" +
	"w 2b1b/5/5/1w1w1/5 b 0 10 # black to move loses\n" +
	"w B3B/5/5/5/1W1W1 w 0 10 # white to move loses\n" +
	"b B3B/5/5/5/3WW w 0 10 # a draw\n"

// proveTables returns the 3-piece tables of the default rules.
func proveTables(t *testing.T) *tables.Set {
	t.Helper()
	set, err := testtables.Default(3)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// TestProveStarts: each start's value for its better side is proven and
// its certificate written as N.proof.gz; a second run takes the values
// from the certificates, checked, without searching; a start the search
// cannot prove in its time stays unproven, with no certificate.
func TestProveStarts(t *testing.T) {
	starts, err := ReadStarts(strings.NewReader(proveText))
	if err != nil {
		t.Fatal(err)
	}
	p := Prover{Rules: game.DefaultRules(), Tables: proveTables(t), Dir: t.TempDir(), Time: time.Minute, MemoryMiB: 16}
	want := []Value{Won, Won, Lost, Drawn}
	for round := 0; round < 2; round++ {
		for i, s := range starts {
			pr, err := p.Prove(context.Background(), i+1, s)
			if err != nil {
				t.Fatalf("round %d, start %d: %v", round, i+1, err)
			}
			if pr.Value != want[i] || pr.Kept != (round == 1) || pr.File != filepath.Join(p.Dir, []string{"1", "2", "3", "4"}[i]+".proof.gz") {
				t.Errorf("round %d, start %d: %+v, want value %s, kept %v", round, i+1, pr, want[i], round == 1)
			}
			if round == 1 && pr.Nodes != 0 {
				t.Errorf("start %d: searched again (%d nodes) though its certificate was there", i+1, pr.Nodes)
			}
		}
	}
	short := p
	short.Dir, short.Time = t.TempDir(), time.Nanosecond
	pr, err := short.Prove(context.Background(), 1, starts[0])
	if err != nil || pr.Value != Unproven {
		t.Errorf("a search out of time: %+v, %v; want unproven", pr, err)
	}
	if _, err := os.Stat(pr.File); !os.IsNotExist(err) {
		t.Errorf("an unproven start left a certificate (%v)", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	stopped := p
	stopped.Dir = t.TempDir()
	if pr, err := stopped.Prove(ctx, 1, starts[0]); err == nil || pr.Value != Unproven {
		t.Errorf("a stopped run: %+v, %v; want an error and no value", pr, err)
	}
}

// TestProveRefusesAnotherProof: a certificate in a start's place that is
// about another position, under other rules, or not a proof at all is an
// error that says so, never a value.
func TestProveRefusesAnotherProof(t *testing.T) {
	starts, err := ReadStarts(strings.NewReader(proveText))
	if err != nil {
		t.Fatal(err)
	}
	p := Prover{Rules: game.DefaultRules(), Tables: proveTables(t), Dir: t.TempDir(), Time: time.Minute, MemoryMiB: 16}
	if _, err := p.Prove(context.Background(), 1, starts[0]); err != nil {
		t.Fatal(err)
	}
	first, err := os.ReadFile(filepath.Join(p.Dir, "1.proof.gz"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(p.Dir, "2.proof.gz"), first, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Prove(context.Background(), 2, starts[1]); err == nil || !strings.Contains(err.Error(), "not the start 2b1b/5/5/1w1w1/5 b 0") {
		t.Errorf("another position's proof: %v", err)
	}
	other := p
	if other.Rules, err = game.ParseRules("majority"); err != nil {
		t.Fatal(err)
	}
	if _, err := other.Prove(context.Background(), 1, starts[0]); err == nil || !strings.Contains(err.Error(), "a proof under rules \"default\"") {
		t.Errorf("a proof under other rules: %v", err)
	}
	if err := os.WriteFile(filepath.Join(p.Dir, "3.proof.gz"), []byte("fetaix-proof 1\nrules default\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Prove(context.Background(), 3, starts[2]); err == nil {
		t.Error("a broken certificate gave a value")
	}
}

// TestWithValues: the file's start lines get their values, its comments
// and blank lines stay, the comment on how they were proven comes before
// the first start and replaces an earlier one; starts that are not the
// file's are refused.
func TestWithValues(t *testing.T) {
	starts, err := ReadStarts(strings.NewReader(proveText))
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range []Value{Won, Won, Lost, Unproven} {
		starts[i].Value = v
	}
	out, err := WithValues([]byte(proveText), starts, []string{"how, line 1", "line 2"})
	if err != nil {
		t.Fatal(err)
	}
	want := "# a header\n# proven: how, line 1\n# proven: line 2\n" +
		"w b3b/5/5/1w1w1/5 w 0 10 proven=win # white to move wins\n" +
		"\n" +
		"w 2b1b/5/5/1w1w1/5 b 0 10 proven=win # black to move loses\n" +
		"w B3B/5/5/5/1W1W1 w 0 10 proven=loss # white to move loses\n" +
		"b B3B/5/5/5/3WW w 0 10 # a draw\n"
	if string(out) != want {
		t.Fatalf("got\n%s\nwant\n%s", out, want)
	}
	again, err := WithValues(out, starts, []string{"new"})
	if err != nil {
		t.Fatal(err)
	}
	if want2 := strings.Replace(want, "# proven: how, line 1\n# proven: line 2\n", "# proven: new\n", 1); string(again) != want2 {
		t.Errorf("a second run's comment: got\n%s", again)
	}
	back, err := ReadStarts(bytes.NewReader(out))
	if err != nil || len(back) != 4 || back[2].Value != Lost || back[3].Value != Unproven {
		t.Errorf("read back: %v, %v", back, err)
	}
	if _, err := WithValues([]byte(proveText), starts[:3], nil); err == nil {
		t.Error("fewer starts than the file has: no error")
	}
	swapped := append([]Start{starts[1], starts[0]}, starts[2:]...)
	if _, err := WithValues([]byte(proveText), swapped, nil); err == nil || !strings.Contains(err.Error(), "start 1 of the text") {
		t.Errorf("starts in another order: %v", err)
	}
}
