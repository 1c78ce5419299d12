package solve

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestJoinProvesFromTheChildren: the certificates of a position's
// children join into one for the position, which Verify accepts, with the
// value a search of the position itself proves; a missing child is
// refused, naming it.
func TestJoinProvesFromTheChildren(t *testing.T) {
	set := testTables(t)
	for _, text := range []string{"5/bb3/5/3ww/5 w", "5/bbb2/5/1www1/5 b", "5/1bb2/5/1www1/5 w"} {
		root, err := game.ParsePosition(text)
		if err != nil {
			t.Fatal(err)
		}
		want := solved(t, text, set, Options{}).Value
		var certs []*Certificate
		for _, m := range root.LegalMoves(game.DefaultRules(), nil) {
			c := root.Apply(m)
			res := solved(t, c.String(), set, Options{})
			if res.Certificate == nil {
				t.Fatalf("%s after %s: no certificate (%s)", text, m, res.Value)
			}
			certs = append(certs, res.Certificate)
		}
		joined, v, err := Join(root, game.DefaultRules(), certs)
		if err != nil || v != want {
			t.Fatalf("%s: Join = %s, %v; the search proves %s", text, v, err, want)
		}
		rep, err := Verify(joined, set)
		if err != nil || rep.Value != string(want) {
			t.Fatalf("%s: the joined certificate: %q, %v; want %s", text, rep.Value, err, want)
		}
		if len(certs) > 1 && want != Win {
			if _, _, err := Join(root, game.DefaultRules(), certs[1:]); err == nil || !strings.Contains(err.Error(), "no certificate proves") {
				t.Errorf("%s: Join without a child's certificate: %v", text, err)
			}
		}
	}
}
