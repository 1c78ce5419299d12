package solve

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/naive"
	"github.com/fetaix/fetaix/tables"
)

// The checker shares nothing with the search: it replays every move with
// the naive generator (internal/naive), counts the no-progress plies and
// repetitions itself, and asks the tables (through their exported Probe)
// only about the leaves the certificate says they decide.

// Checked is what Verify checked of one proof.
type Checked struct {
	Kind      ProofKind
	Prover    string
	Lines     int // lines of the proof
	Positions int // positions visited (a position again on another line of play counts again)
	Leaves    map[string]int
	Depth     int // the deepest ply a position was checked at (a position checked once is not followed again from deeper)
}

// Claim says what the proof shows, e.g. "White wins".
func (c Checked) Claim() string { return sideName(c.Prover) + " " + kindText(c.Kind) }

// Report is what Verify found: the value proven and what it checked.
type Report struct {
	Root   string
	Value  string // "win", "loss", "draw" for the side to move, or "X does not lose"
	Proofs []Checked
}

// Verify checks every proof of c; set is needed when a proof has table
// leaves (nil otherwise). It returns the first flaw it finds.
func Verify(c *Certificate, set *tables.Set) (Report, error) {
	rep := Report{Root: c.Root}
	r, err := naive.ParseRules(c.Rules)
	if err != nil {
		return rep, err
	}
	root, err := naive.Parse(c.Root)
	if err != nil {
		return rep, err
	}
	if root.Moves = 1; root.Text() != c.Root+" 1" {
		return rep, fmt.Errorf("root %q is not in the canonical text (%q)", c.Root, nodeKey(root))
	}
	if set != nil {
		gr, err := game.ParseRules(c.Rules)
		if err != nil {
			return rep, err
		}
		if !set.Covers(gr) {
			return rep, fmt.Errorf("the tables are for other rules than the certificate's (%q)", c.Rules)
		}
	}
	for _, p := range c.Proofs {
		lowest := map[string]int{}
		if p.Kind == ProofNotLose {
			for k := range p.Lines {
				b := boardKey(k)
				n, err := strconv.Atoi(k[len(b)+1:])
				if err != nil {
					return rep, fmt.Errorf("proof that %s: the line of %q: no count", p.Claim(), k)
				}
				if m, ok := lowest[b]; !ok || n < m {
					lowest[b] = n
				}
			}
		}
		v := &verifier{lowest: lowest, rules: r, set: set, proof: p, win: p.Kind == ProofWin,
			path: map[string]pathMark{}, nodes: map[string]bool{}, done: map[string]bool{},
			checked: Checked{Kind: p.Kind, Prover: p.Prover, Lines: len(p.Lines), Leaves: map[string]int{}}}
		if err := v.walk(root, 0, true); err != nil {
			return rep, fmt.Errorf("proof that %s: %w", p.Claim(), err)
		}
		rep.Proofs = append(rep.Proofs, v.checked)
	}
	rep.Value = c.Claim() // every proof checked: what they claim holds
	return rep, nil
}

func sideName(c string) string {
	if c == "w" {
		return "White"
	}
	return "Black"
}

func kindText(k ProofKind) string {
	if k == ProofWin {
		return "wins"
	}
	return "does not lose"
}

// nodeKey is a naive position's key: its text without the move number.
func nodeKey(p naive.Pos) string {
	s := p.Text()
	return s[:strings.LastIndexByte(s, ' ')]
}

// boardKey is the part of a key a repetition compares: board and side.
func boardKey(key string) string { return key[:strings.LastIndexByte(key, ' ')] }

// naiveProgress is progressKey for a naive position.
func naiveProgress(p naive.Pos) [3]int {
	var k [3]int
	for f := 0; f < 5; f++ {
		for r := 0; r < 5; r++ {
			c := p.B[f][r]
			if c == naive.Empty {
				continue
			}
			k[0]++
			if !c.Mulla() {
				k[1]++
				if c.White() {
					k[2] += r
				} else {
					k[2] += 4 - r
				}
			}
		}
	}
	return k
}

// verifier checks one proof of a certificate against the naive rules.
type verifier struct {
	rules   naive.Rules
	set     *tables.Set
	proof   *Proof
	win     bool
	path    map[string]pathMark // boards on the line of play
	nodes   map[string]bool     // keys on the line of play
	done    map[string]bool     // win: positions entered by an irreversible move, checked; non-loss: every position taken into the set
	lowest  map[string]int      // non-loss: each board's lowest count with a line
	line    []string            // the moves of the line of play, for messages
	checked Checked
}

// errWhere wraps err with the line of play that leads to it.
func (v *verifier) fail(format string, args ...any) error {
	at := "at the root"
	if len(v.line) > 0 {
		at = "after " + strings.Join(v.line, " ")
	}
	return fmt.Errorf("%s: %s", at, fmt.Sprintf(format, args...))
}

// proverToMove reports whether the prover is to move at p.
func (v *verifier) proverToMove(p naive.Pos) bool { return p.White == (v.proof.Prover == "w") }

// holds reports whether outcome (for the side to move at p) is what the
// proof needs.
func (v *verifier) holds(p naive.Pos, outcome string) bool {
	mine := v.proverToMove(p)
	if v.win {
		return mine && outcome == "win" || !mine && outcome == "loss"
	}
	return mine && outcome != "loss" || !mine && outcome != "win"
}

// walk checks the proof from p, reached at depth on the line of play
// (entered: by an irreversible move): p has a line in the proof; a leaf's
// verdict is right and gives the proof's result; otherwise the proof's
// move for the prover, or every reply of the opponent, is legal and leads
// to positions that check in turn (child).
func (v *verifier) walk(p naive.Pos, depth int, entered bool) error {
	key := nodeKey(p)
	if (entered || !v.win) && v.done[key] {
		return nil
	}
	if !v.win {
		// a non-loss proof is a closed set: a position is checked once,
		// and is in the set from now on (see child)
		v.done[key] = true
	}
	v.checked.Positions++
	v.checked.Depth = max(v.checked.Depth, depth)
	l, ok := v.proof.Lines[key]
	if !ok {
		return v.fail("position %s has no line in the proof", key)
	}
	moves, _ := naive.Moves(p, v.rules)
	if isLeaf, err := v.checkLeaf(p, key, l, moves); isLeaf || err != nil {
		return err
	}
	leave := v.enterPath(p, key)
	defer leave()
	play, err := v.movesToPlay(p, key, l, moves)
	if err != nil {
		return err
	}
	from := naiveProgress(p)
	for _, m := range play {
		c := p.Apply(m)
		c.Moves = 1
		v.line = append(v.line, m.String())
		err := v.child(c, depth+1, naiveProgress(c) != from)
		v.line = v.line[:len(v.line)-1]
		if err != nil {
			return err
		}
	}
	if entered {
		v.done[key] = true
	}
	return nil
}

// checkLeaf checks the proof's line l for p (whose key is key and legal
// moves moves) against what the rules say of p: a position without a move
// is a terminal loss, one at the no-progress limit a draw, a table leaf
// the tables' verdict. isLeaf reports that l is a leaf, whose verdict
// gives the proof's result unless err says otherwise.
func (v *verifier) checkLeaf(p naive.Pos, key string, l Line, moves []naive.Move) (isLeaf bool, err error) {
	atLimit := v.rules.NoProgress > 0 && p.Quiet >= v.rules.NoProgress && len(moves) > 0
	leafArg := ""
	if len(l.Args) == 1 {
		leafArg = l.Args[0]
	}
	switch {
	case len(moves) == 0:
		if l.What != "terminal" || leafArg != "loss" {
			return true, v.fail("%s: the side to move has no move (it loses), the proof says %q", key, l.What+" "+leafArg)
		}
	case l.What == "terminal":
		return true, v.fail("%s: claimed terminal, but the side to move has %d moves", key, len(moves))
	case atLimit:
		if l.What != "no-progress" || leafArg != "draw" {
			return true, v.fail("%s: the no-progress rule draws here (count %d), the proof says %q", key, p.Quiet, l.What+" "+leafArg)
		}
	case l.What == "no-progress":
		return true, v.fail("%s: claimed a no-progress draw, but the count is %d of %d", key, p.Quiet, v.rules.NoProgress)
	case l.What == "table":
		if err := v.probe(key, leafArg); err != nil {
			return true, v.fail("%s: %v", key, err)
		}
	}
	switch l.What {
	case "terminal", "no-progress", "table":
		if !v.holds(p, leafArg) {
			return true, v.fail("%s: the leaf's verdict %q (side to move) does not give the proof's result", key, leafArg)
		}
		v.checked.Leaves[l.What+" "+leafArg]++
		return true, nil
	}
	return false, nil
}

// enterPath puts p (whose key is key) on the line of play; leave takes it
// off again.
func (v *verifier) enterPath(p naive.Pos, key string) (leave func()) {
	b := boardKey(key)
	old, had := v.path[b]
	mark := pathMark{n: old.n + 1, minCount: p.Quiet}
	if had {
		mark.minCount = min(old.minCount, p.Quiet)
	}
	v.path[b], v.nodes[key] = mark, true
	return func() {
		if had {
			v.path[b] = old
		} else {
			delete(v.path, b)
		}
		delete(v.nodes, key)
	}
}

// movesToPlay returns the moves the proof's line l plays from p (whose
// key is key and legal moves moves): the prover's one move, or every reply
// of the opponent, each legal and, for replies, all of them.
func (v *verifier) movesToPlay(p naive.Pos, key string, l Line, moves []naive.Move) ([]naive.Move, error) {
	legal := map[string]naive.Move{}
	for _, m := range moves {
		legal[m.String()] = m
	}
	switch {
	case l.What == "move" && v.proverToMove(p) && len(l.Args) == 1:
		m, ok := legal[l.Args[0]]
		if !ok {
			return nil, v.fail("%s: the proof's move %s is not legal here (legal: %s)", key, l.Args[0], strings.Join(naive.MoveStrings(moves), " "))
		}
		return []naive.Move{m}, nil
	case l.What == "replies" && !v.proverToMove(p):
		listed := map[string]bool{}
		for _, s := range l.Args {
			if _, ok := legal[s]; !ok {
				return nil, v.fail("%s: the listed reply %s is not legal here", key, s)
			}
			listed[s] = true
		}
		var play []naive.Move
		for _, m := range moves {
			if !listed[m.String()] {
				return nil, v.fail("%s: the reply %s is not covered", key, m)
			}
			play = append(play, m)
		}
		return play, nil
	}
	return nil, v.fail("%s: %q does not fit a position where the %s is to move", key, l.What, map[bool]string{true: "prover", false: "opponent"}[v.proverToMove(p)])
}

// child checks the position c reached on the line of play. A win's line
// may not repeat a board (a cycle, or the repetition rule's draw). A
// non-loss proof is a closed set of positions: c is covered when the set
// holds it, or holds its board (and side to move) at a count not above
// c's; otherwise it must be proven in turn.
//
// Why a closed set proves a non-loss, whatever the path: the prover keeps
// a shadow position of the set with the real board and a count not above
// the real one, and plays the shadow's move. The real game then has the
// shadow's moves (the same board) and ends where the shadow's line ends,
// at a leaf good for the prover (a table verdict only improves for the
// defender as the count runs ahead: a draw comes sooner), or earlier by a
// draw rule; a play that never ends is not lost either.
func (v *verifier) child(c naive.Pos, depth int, entered bool) error {
	key := nodeKey(c)
	if !v.win {
		if _, ok := v.path[boardKey(key)]; ok {
			v.checked.Leaves["cycle"]++ // its board stands on the line: play can go round
		}
		if _, ok := v.proof.Lines[key]; ok || v.done[key] {
			return v.walk(c, depth, entered)
		}
		// not in the set itself: the set's line for its board at the
		// lowest count, checked in its place
		n, ok := v.lowest[boardKey(key)]
		if !ok || n > c.Quiet {
			return v.fail("position %s has no line in the proof, nor its board at a lower count", key)
		}
		v.checked.Leaves["covered by a lower count"]++
		c.Quiet = n
		return v.walk(c, depth, entered)
	}
	m, seen := v.path[boardKey(key)]
	switch {
	case v.nodes[key]:
		return v.fail("cycle in a win proof: %s stands on the line of play already", key)
	case seen && v.rules.Repetition > 0 && m.n+1 >= v.rules.Repetition:
		return v.fail("a win proof's line of play meets %s for the %d. time: a draw by repetition", key, m.n+1)
	}
	return v.walk(c, depth, entered)
}

// probe checks a table leaf's verdict against the tables.
func (v *verifier) probe(key, claimed string) error {
	if v.set == nil {
		return errors.New("a table leaf, and no tables to check it with (give the tables' directory)")
	}
	p, err := game.ParsePosition(key + " 1")
	if err != nil {
		return err
	}
	got, err := v.set.Probe(p)
	if errors.Is(err, tables.ErrNotCovered) {
		return fmt.Errorf("claimed a table verdict, but the tables do not cover it (up to %d pieces)", v.set.Pieces())
	}
	if err != nil {
		return err
	}
	if got.Outcome.String() != claimed {
		return fmt.Errorf("claimed table %s, the tables say %s", claimed, got)
	}
	return nil
}
