package puzzle

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
	"github.com/fetaix/fetaix/tables"
)

// What refutes a proof puzzle's alternative move (Refutation.By).
const (
	RefutedByTables = "tables" // the endgame tables' value of the position it leads to
	RefutedByBook   = "book"   // a committed certificate (the proofs' book) proves it
	RefutedBySearch = "search" // a proof search's certificate, stored with it
)

// Refutation is what shows that Move, an alternative to a proof puzzle's
// move in Position (a certificate key: the position text without its move
// number), does not keep the puzzle's value: the defender's proven Value
// ("win", "draw" or "not lose") in the position the move leads to, and By
// what; a search's Certificate is the certificate text, which
// solve.Verify checks again.
type Refutation struct {
	Position    string `json:"position"`
	Move        string `json:"move"`
	By          string `json:"by"`
	Value       string `json:"value"`
	Certificate string `json:"certificate,omitempty"`
}

// RefuteMiB is the transposition table of each of a Refuter's proof
// searches.
const RefuteMiB = 8

// Refuter shows, for one rules, that an alternative move lets a value go:
// with the tables (Set, nil: none), the proofs' book (Book, nil: none),
// and a proof search of at most Each a move (0: none), whose certificate
// is checked with solve.Verify before it is kept.
type Refuter struct {
	Rules game.Rules
	Set   *tables.Set
	Book  *solve.Book
	Each  time.Duration
}

// NewRefuter returns the refuter of r with set and book, book's large
// books for r read first (solve.Book.WaitRules), so that what it proves
// does not depend on when they are ready; each as in Refuter.
func NewRefuter(r game.Rules, set *tables.Set, book *solve.Book, each time.Duration) (*Refuter, error) {
	if err := book.WaitRules(r); err != nil {
		return nil, err
	}
	return &Refuter{Rules: r, Set: set, Book: book, Each: each}, nil
}

// enough reports whether the defender's value v ("win", "draw", "not
// lose", "loss") after an alternative lets the solver's goal go: a win is
// lost when the defender does not lose; a draw when the defender wins.
func enough(goal, v string) bool {
	if goal == GoalDraw {
		return v == "win"
	}
	return v == "win" || v == "draw" || v == "not lose"
}

// known returns what the rules, the tables and the book prove of q for
// its side to move (the defender), without a search: "" when nothing.
func (rf *Refuter) known(q game.Position) (value, by string, err error) {
	if len(q.LegalMoves(rf.Rules, nil)) == 0 {
		return "loss", "rules", nil
	}
	if rf.Set != nil && rf.Set.Covers(rf.Rules) && q.Count(game.White)+q.Count(game.Black) <= rf.Set.Pieces() {
		v, err := rf.Set.Probe(q)
		if err == nil {
			return strings.ToLower(v.Outcome.String()), RefutedByTables, nil
		}
	}
	if e, ok := rf.Book.Find(q, rf.Rules); ok {
		return e.Proven, RefutedByBook, nil
	}
	return "", "", nil
}

// search proves q's value for its side to move within rf.Each and checks
// the certificate; "" when not proven in time.
func (rf *Refuter) search(ctx context.Context, q game.Position) (string, *solve.Certificate, error) {
	if rf.Each <= 0 {
		return "", nil, nil
	}
	ctx, cancel := context.WithTimeout(ctx, rf.Each)
	defer cancel()
	res, err := solve.Solve(ctx, q, solve.Options{Rules: rf.Rules, Tables: rf.Set, MemoryMiB: RefuteMiB, Threads: 1, Evaluate: ai.Evaluate})
	if err != nil || res.Value == solve.Unknown || res.Certificate == nil {
		return "", nil, err
	}
	rep, err := solve.Verify(res.Certificate, rf.Set)
	if err != nil {
		return "", nil, fmt.Errorf("puzzle: the proof search's certificate for %s does not check: %w", solve.Key(q), err)
	}
	if rep.Value != string(res.Value) {
		return "", nil, fmt.Errorf("puzzle: the proof search found %s for %s, its certificate proves %s", res.Value, solve.Key(q), rep.Value)
	}
	return rep.Value, res.Certificate, nil
}

// RefuteAll shows that every legal move of p but keep lets goal go, the
// cheap proofs (rules, tables, book) of every move first, then a search
// for those still open. ok is false when one is not refuted: proven to
// keep the value too, or not proven either way.
func (rf *Refuter) RefuteAll(ctx context.Context, p game.Position, keep game.Move, goal string) ([]Refutation, bool, error) {
	var out []Refutation
	var open []game.Move
	key := solve.Key(p)
	for _, a := range p.LegalMoves(rf.Rules, nil) {
		if a.Same(keep) {
			continue
		}
		v, by, err := rf.known(p.Apply(a))
		switch {
		case err != nil:
			return nil, false, err
		case v == "":
			open = append(open, a)
		case !enough(goal, v):
			return nil, false, nil
		default:
			out = append(out, Refutation{Position: key, Move: a.String(), By: by, Value: v})
		}
	}
	for _, a := range open {
		v, cert, err := rf.search(ctx, p.Apply(a))
		if err != nil || !enough(goal, v) {
			return nil, false, err
		}
		var b strings.Builder
		if err := cert.Write(&b); err != nil {
			return nil, false, err
		}
		out = append(out, Refutation{Position: key, Move: a.String(), By: RefutedBySearch, Value: v, Certificate: b.String()})
	}
	return out, len(out) > 0, nil
}

// CheckRefutation re-derives rf, a refutation of an alternative in a
// puzzle of goal, without searching: the tables' or the book's value of
// the position the move leads to, or the stored certificate checked with
// solve.Verify (with the tables as its leaves).
func (rf *Refuter) CheckRefutation(x Refutation, goal string) error {
	p, err := game.ParsePosition(x.Position + " 1")
	if err != nil {
		return err
	}
	m, err := game.ParseMove(p, rf.Rules, x.Move)
	if err != nil {
		return err
	}
	q := p.Apply(m)
	if !enough(goal, x.Value) {
		return fmt.Errorf("%s %s: the defender's %q does not let the %s go", x.Position, x.Move, x.Value, goal)
	}
	got := ""
	switch x.By {
	case RefutedByTables, RefutedByBook:
		v, by, err := rf.known(q)
		if err != nil {
			return err
		}
		if by != x.By {
			return fmt.Errorf("%s %s: refuted by %s, but %q decides it here", x.Position, x.Move, x.By, by)
		}
		got = v
	case RefutedBySearch:
		c, err := solve.ReadCertificate(strings.NewReader(x.Certificate))
		if err != nil {
			return err
		}
		if c.Root != solve.Key(q) {
			return fmt.Errorf("%s %s: the certificate is of %s, not of %s", x.Position, x.Move, c.Root, solve.Key(q))
		}
		rep, err := solve.Verify(c, rf.Set)
		if err != nil {
			return fmt.Errorf("%s %s: %w", x.Position, x.Move, err)
		}
		got = rep.Value
	default:
		return fmt.Errorf("%s %s: refuted by %q: want %s, %s or %s", x.Position, x.Move, x.By, RefutedByTables, RefutedByBook, RefutedBySearch)
	}
	if got != x.Value {
		return fmt.Errorf("%s %s: the defender's value is %q, not the %q stored", x.Position, x.Move, got, x.Value)
	}
	return nil
}

// RefutationKey is a refutation's place: the position's key and the move.
type RefutationKey [2]string

// ReadRefutations reads refutations, one JSON object a line (as
// fetaix puzzle export --refutations writes them), by position key and
// move.
func ReadRefutations(rd io.Reader) (map[RefutationKey]Refutation, error) {
	dec := json.NewDecoder(rd)
	dec.DisallowUnknownFields()
	out := map[RefutationKey]Refutation{}
	for n := 1; ; n++ {
		var x Refutation
		err := dec.Decode(&x)
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("refutation %d: %w", n, err)
		}
		out[RefutationKey{x.Position, x.Move}] = x
	}
}
