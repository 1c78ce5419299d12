// Package solve proves the game-theoretic value of a Fetaix position (win,
// draw or loss for the side to move) by proof-number search, and writes
// and checks certificates of the proofs.
//
// # The search
//
// A depth-first proof-number search (df-pn) with a bounded transposition
// table proves or disproves "X wins" for a target player X: X's nodes are
// OR nodes, the opponent Y's are AND nodes. Leaves are positions where the
// side to move has no move (it loses), positions whose no-progress count
// has reached the rule's limit (a draw), and positions the endgame tables
// cover (their verdict). New nodes start from proof and disproof numbers
// taken from a static evaluation (Options.Evaluate: the command gives it
// the engine's ai.Evaluate; the package does not import ai, which uses
// proven results through a Book). A value takes
// up to two searches: "the side to move wins" proven is a win; else "the
// other side wins" proven is a loss; both disproven is a draw, which is
// then two proofs: each side does not lose (a disproof of "X wins" is a
// proof that Y does not lose).
//
// # The no-progress rule
//
// The no-progress count is part of a node: the same board with two counts
// is two nodes (the key mixes the count into the position's hash), and
// the tables answer for the position's count. A node at the limit is a
// draw leaf unless its side to move has no move (then the loss stands), so
// no win proof can be broken by the rule.
//
// # Repetitions (graph history interaction)
//
// A node's value must not depend on how it was reached, but a repetition
// does. The rules chosen here are:
//
//   - In a proof that X wins, any repetition of a board (with its side to
//     move) on the current path is a failure for X: a win is an acyclic
//     strategy, and no play of it meets a position twice, so the
//     repetition rule cannot break it.
//   - In a proof that Y does not lose, a board met earlier on the path with
//     a no-progress count not above the current one is a success for Y (a
//     cycle: Y repeats its strategy from the earlier occurrence, the counts
//     only run ahead of it, and an endless play is a draw by repetition).
//
// Such path-dependent disproofs are stored in the transposition table with
// the board hash of the repeated ancestor they rely on; a lookup accepts
// one only while that board is on the path, and treats it as unproven
// otherwise. The search's answer is never trusted alone: every result is
// extracted as a certificate and checked by Verify, which replays it with
// the independent generator of internal/naive.
//
// A win is extracted and checked along every line of play (a win's line
// may repeat no board). A non-loss is extracted and checked as a closed
// set of positions, which does not depend on paths at all: every position
// of the set has the prover's move into the set (or to a leaf good for
// it), every reply of the other side leads into the set (or to such a
// leaf), and a position is also covered by its board, with the same side
// to move, at a lower no-progress count. Play that stays in such a set
// never reaches a loss for the prover: it ends at a good leaf, or by a
// draw rule, or never. So the path-dependent disproofs of the search only
// steer the extraction; where one does not hold in the set, the extraction
// searches again, and a result it cannot extract stays unproven.
package solve
