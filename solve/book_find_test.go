package solve

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/proofs"
)

// TestBookFindNamesCertificates: Find answers from the small certificates
// and, once WaitRules has read it, from the large book, naming the
// certificates each entry comes from; a not-lose entry covers the same
// board at a higher count, a win entry only its own count.
func TestBookFindNamesCertificates(t *testing.T) {
	b, err := LoadBook(proofs.FS)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range proofs.LargeCertificates() {
		b.AddLargeFrom(l.Rules, strings.Join(l.Sources, ", "), l.Open)
	}
	r, start := game.DefaultRules(), game.StartPosition()
	after := func(p game.Position, mv string) game.Position {
		m, err := game.ParseMove(p, r, mv)
		if err != nil {
			t.Fatal(err)
		}
		return p.Apply(m)
	}
	if e, ok := b.Find(start, r); ok {
		t.Errorf("before WaitRules the large book answered: %+v", e)
	}
	if e, ok := b.Find(after(start, "b2-c3"), r); !ok || e.Proven != "win" || e.Source != "b2c3.proof.gz" || e.Move.String() != "d4xb2" {
		t.Errorf("after b2-c3: %+v %v", e, ok)
	}
	if err := b.WaitRules(r); err != nil {
		t.Fatal(err)
	}
	e, ok := b.Find(start, r)
	if !ok || e.Proven != "not lose" || e.Move.String() != "c2-c3" || e.Source != "tables6/start.proof.gz, tables5/d3c3.proof.gz" {
		t.Errorf("the start: %+v %v", e, ok)
	}
	later, err := game.ParsePosition("bbbbb/bbbbb/bb1ww/wwwww/wwwww w 7 1")
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := b.Find(later, r); !ok || e.Proven != "not lose" {
		t.Errorf("the start's board at count 7: %+v %v, want the count 0 line's non-loss", e, ok)
	}
	won := after(start, "b2-c3")
	wonLater, err := game.ParsePosition(strings.Replace(won.String(), " b 0 ", " b 3 ", 1))
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := b.Find(wonLater, r); ok && e.Proven == "win" {
		t.Errorf("a win at count 0 found at count 3: %+v", e)
	}
}
