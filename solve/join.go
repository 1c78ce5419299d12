package solve

import (
	"fmt"

	"github.com/fetaix/fetaix/game"
)

// Join proves root's value from certificates of the positions its moves
// reach: one certificate (or none) per child, all under rules. The result
// is one certificate for root, holding the children's lines:
//
//   - a win, when some child is lost for its side to move: root's side
//     plays that move, then the child's win proof;
//   - a loss, when every child is won for its side to move: every reply,
//     then each child's win proof;
//   - a draw, when some child is not lost for root's side (a draw or a win
//     of root's side there) and no child is won by the other side: two
//     not-lose proofs, made of the children's proofs as closed sets (a
//     win's lines are a closed set too).
//
// Where two children's proofs have a line for the same position, the first
// is kept: each is a move into the union of the sets, so the union stays
// closed; a win's lines are checked along lines of play by Verify, like
// any certificate.
func Join(root game.Position, rules game.Rules, certs []*Certificate) (*Certificate, Value, error) {
	rulesText, rootKey := rules.String(), keyText(&root)
	byRoot := map[string]*Certificate{}
	for _, c := range certs {
		if c.Rules != rulesText {
			return nil, Unknown, fmt.Errorf("the certificate of %s is for rules %q, not %q", c.Root, c.Rules, rulesText)
		}
		byRoot[c.Root] = c
	}
	me := colorText(root.SideToMove())
	them := colorText(root.SideToMove().Other())
	type child struct {
		move string
		key  string
		mine *Proof // a proof that root's side does not lose (or wins) there
		them *Proof // the same for the other side
	}
	var kids []child
	for _, m := range root.LegalMoves(rules, nil) {
		c := root.Apply(m)
		k := child{move: m.String(), key: keyText(&c)}
		if cert := byRoot[k.key]; cert != nil {
			for _, p := range cert.Proofs {
				switch {
				case p.Prover == me && (k.mine == nil || p.Kind == ProofWin):
					k.mine = p
				case p.Prover == them && (k.them == nil || p.Kind == ProofWin):
					k.them = p
				}
			}
		}
		kids = append(kids, k)
	}
	if len(kids) == 0 {
		return nil, Unknown, fmt.Errorf("%s has no move: it is a leaf, prove it with solve", rootKey)
	}
	out := &Certificate{Rules: rulesText, Root: rootKey}
	// playing: root's side moves to k, then k's proof
	playing := func(kind ProofKind, k child) *Proof {
		p := newProof(kind, me)
		p.add(Line{Key: rootKey, What: "move", Args: []string{k.move}})
		p.merge(k.mine)
		return p
	}
	// answering: the other side answers every move, then each child's proof
	answering := func(kind ProofKind) (*Proof, error) {
		p := newProof(kind, them)
		names := make([]string, len(kids))
		for i, k := range kids {
			names[i] = k.move
		}
		p.add(Line{Key: rootKey, What: "replies", Args: names})
		for _, k := range kids {
			if k.them == nil || kind == ProofWin && k.them.Kind != ProofWin {
				return nil, fmt.Errorf("no certificate proves that %s %s after %s (%s)", sideName(them), kindText(kind), k.move, k.key)
			}
			p.merge(k.them)
		}
		return p, nil
	}
	for _, k := range kids {
		if k.mine != nil && k.mine.Kind == ProofWin {
			out.Proofs = []*Proof{playing(ProofWin, k)}
			return out, Win, nil
		}
	}
	var draw *child
	for i, k := range kids {
		if k.mine != nil && draw == nil {
			draw = &kids[i]
		}
	}
	if draw == nil {
		p, err := answering(ProofWin)
		if err != nil {
			return nil, Unknown, err
		}
		out.Proofs = []*Proof{p}
		return out, Loss, nil
	}
	p, err := answering(ProofNotLose)
	if err != nil {
		return nil, Unknown, err
	}
	out.Proofs = []*Proof{playing(ProofNotLose, *draw), p}
	return out, Draw, nil
}

// merge adds q's lines to p, keeping p's line where both have one.
func (p *Proof) merge(q *Proof) {
	for _, k := range q.Order {
		p.add(q.Lines[k])
	}
}
