package match

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand"
	"slices"
	"strings"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/tables"
)

// Criteria decide whether a position is a conversion start, one where a
// side is clearly better but the game is not yet decided:
//   - the last ply was a capture or a man move (no-progress count 0), and
//     the side to move has no capture pending: a quiet position, which a
//     search scores reliably, and far from the no-progress draw;
//   - at least MinPieces pieces are on the board, so the tables do not
//     decide it outright;
//   - a search to Depth from a cleared engine, with Tables when set,
//     scores it between MinScore and MaxScore centi-men for one side
//     (that side is the better one) and finds no forced result;
//   - with Positional, the better side does not lead in material (men,
//     a mulla counting 3): its advantage lies in the position.
type Criteria struct {
	Depth              int
	MinScore, MaxScore int
	MinPieces          int
	Positional         bool
	Tables             *tables.Set
}

// lead returns c's material lead in p: men, a mulla counting 3.
func lead(p game.Position, c game.Color) int {
	o := c.Other()
	return p.Count(c) - p.Count(o) + 2*(bits.OnesCount32(p.Mullas(c))-bits.OnesCount32(p.Mullas(o)))
}

// Judge searches g's current position with e and returns it as a Start
// when it meets the criteria; its note gives the search's score.
func (c Criteria) Judge(ctx context.Context, e *ai.Engine, g *game.Game) (Start, bool) {
	p := g.Position()
	if res, _ := g.Result(); res != game.Ongoing || p.NoProgress() != 0 ||
		p.Count(game.White)+p.Count(game.Black) < c.MinPieces {
		return Start{}, false
	}
	for _, m := range g.LegalMoves() {
		if m.IsCapture() {
			return Start{}, false
		}
	}
	e.SetTables(c.Tables)
	e.Clear()
	r := e.Search(ctx, g, ai.Limits{Depth: c.Depth}, nil)
	score, better := r.Score, p.SideToMove()
	if score < 0 {
		score, better = -score, better.Other()
	}
	if !r.Ok || r.Mate != 0 || r.Depth < c.Depth || score < c.MinScore || score > c.MaxScore || (c.Positional && lead(p, better) > 0) {
		return Start{}, false
	}
	return Start{Position: p, Better: better, Note: fmt.Sprintf("%s +%d at depth %d", better, score, c.Depth)}, true
}

// Generator makes Count conversion starts under Rules from Seed. Walk k
// (0, 1, ...) plays from the start position, each ply drawn (by a source
// seeded from Seed and k) among the moves a depth-6 search scores within
// Margin of the best, so that now and then a side errs; from a ply drawn
// between MinPly and MaxPly on, it judges each position by the Criteria
// (when a depth-6 search scores it within a man of their range) and
// keeps the first one that meets them and is not already kept. The
// same fields give the same starts (searches with a depth limit from a
// cleared engine with one thread are deterministic).
//
// With Hard set (not the zero Limits), a start that meets the criteria is
// also played twice, as a conversion match (Run) with the same engine on
// both sides searching to Hard a move, and kept only when the better side
// fails to win at least one of the two games: a start the engine does
// not convert at that limit. A Hard MoveTime makes the generator depend
// on the machine's speed; Hard Depth or Nodes keep it deterministic.
//
// With Defender set too, the start is played once instead, the better side
// searching to Hard and the defender to Defender, and kept when the better
// side fails to win: a start the engine does not convert against a
// stronger defence of itself.
type Generator struct {
	Rules          game.Rules
	Seed           int64
	Count          int
	Margin         int
	MinPly, MaxPly int
	Criteria
	Hard ai.Limits
	// Defender, with Hard, is the defender's limits in Hard's one game.
	Defender ai.Limits
	// From, when not empty, is an earlier run's progress with the same
	// fields: Run keeps its starts and goes on from its walk, making what
	// that run would have made next.
	From Progress
}

// Progress is how far a Generator's run got: the starts it kept, in
// order, and the walks it had tried when it kept the last of them.
type Progress struct {
	Starts []Start
	Walks  int
}

// maxWalksPerStart bounds the walks Run tries for each start it wants.
const maxWalksPerStart = 50

// Run generates the starts, calling found (if not nil) with each start
// it makes (not those of From) and the number of walks tried so far,
// counting From's. It fails when too few walks give
// a start, or when ctx ends.
func (gen Generator) Run(ctx context.Context, found func(s Start, walks int)) ([]Start, error) {
	e := ai.New(ai.DefaultHashMiB)
	hard := Config{Games: 2, Rules: gen.Rules, Seed: gen.Seed, MaxPlies: hardMaxPlies,
		A: &Player{Player: ai.Player{Engine: ai.New(ai.DefaultHashMiB), Limits: gen.Hard}, Name: "A"},
		B: &Player{Player: ai.Player{Engine: ai.New(ai.DefaultHashMiB), Limits: gen.Hard}, Name: "B"}}
	if gen.Defender != (ai.Limits{}) {
		// game 1 alone: A the better side
		hard.Games, hard.B.Limits = 1, gen.Defender
	}
	seen := map[uint64]bool{}
	out := slices.Clone(gen.From.Starts[:min(len(gen.From.Starts), gen.Count)])
	for _, s := range out {
		seen[s.Position.Hash()] = true
	}
	for k := gen.From.Walks; len(out) < gen.Count; k++ {
		if k >= maxWalksPerStart*gen.Count {
			return out, fmt.Errorf("only %s of %d in %s: loosen the criteria", plural.Count(len(out), "start", "starts"), gen.Count, plural.Count(k, "walk", "walks"))
		}
		if err := ctx.Err(); err != nil {
			return out, err
		}
		s, ok := gen.walk(ctx, e, k)
		if !ok || seen[s.Position.Hash()] {
			continue
		}
		seen[s.Position.Hash()] = true
		if gen.Hard != (ai.Limits{}) {
			hard.Starts = []Start{s}
			t, _, err := Run(ctx, hard, nil)
			if err != nil {
				return out, err
			}
			// A wins as the better side in game 1, B in game 2 (A loses)
			won := t.AsBetter.Wins + t.AsDefender.Losses
			if won == hard.Games {
				continue
			}
			s.Note += fmt.Sprintf(", converted %d/%d at %s", won, hard.Games, limitsText(gen.Hard))
			if hard.Games == 1 {
				s.Note += " against " + limitsText(gen.Defender)
			}
		}
		out = append(out, s)
		if found != nil {
			found(s, k+1)
		}
	}
	return out, nil
}

// hardMaxPlies adjudicates a game of the Hard filter a draw, as a
// match does by default.
const hardMaxPlies = 400

// limitsText prints search limits: "movetime 20ms", "depth 4", "nodes 1000".
func limitsText(l ai.Limits) string {
	var parts []string
	if l.MoveTime > 0 {
		parts = append(parts, "movetime "+l.MoveTime.String())
	}
	if l.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", l.Depth))
	}
	if l.Nodes > 0 {
		parts = append(parts, fmt.Sprintf("nodes %d", l.Nodes))
	}
	return strings.Join(parts, ", ")
}

// near reports whether a depth-6 score is near enough the criteria's
// range to be worth the deep search of Judge (a man either side).
func (c Criteria) near(score int) bool {
	score = abs(score)
	return score >= c.MinScore-100 && score <= c.MaxScore+100
}

// walk plays walk k and returns the start it finds, if any.
func (gen Generator) walk(ctx context.Context, e *ai.Engine, k int) (Start, bool) {
	rng := rand.New(rand.NewSource(gen.Seed*1000003 + int64(k)))
	from := gen.MinPly + rng.Intn(max(gen.MaxPly-gen.MinPly, 1))
	g := game.NewGame(gen.Rules, game.StartPosition())
	for ply := 0; ply < gen.MaxPly+20; ply++ {
		e.SetTables(gen.Tables)
		e.Clear()
		scored := e.RootScores(ctx, g, 6)
		if len(scored) > 0 && ply >= from && gen.near(scored[0].Score) {
			if s, ok := gen.Judge(ctx, e, g); ok {
				return s, true
			}
		}
		n := 0
		for n < len(scored) && scored[n].Score >= scored[0].Score-gen.Margin {
			n++
		}
		if n == 0 || g.Play(scored[rng.Intn(n)].Move) != nil {
			return Start{}, false
		}
		if res, _ := g.Result(); res != game.Ongoing {
			return Start{}, false
		}
	}
	return Start{}, false
}
