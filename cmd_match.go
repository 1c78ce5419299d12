package main

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/uci"
)

func init() {
	register(&command{name: "match", summary: "play engine games between two levels or configurations", run: runMatch})
}

func runMatch(args []string, _ io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("match", "match --a SPEC --b SPEC [--games N] [--movetime D] [flags]\n\n"+
		"Plays N games between A and B, alternating colours; each pair of games starts\n"+
		"from the same opening of random, sound plies (from --seed). A SPEC is a level 1-6\n"+
		"(its time budget is --movetime, see README), depth=N, nodes=N or movetime\n"+
		"(a plain search of --movetime per move). Prints each game and the result\n"+
		"from A's view: wins/draws/losses, score and Elo difference ± 95 % margin.", stdout, stderr)
	aSpec := fs.String("a", "6", "player A")
	bSpec := fs.String("b", "3", "player B")
	games := fs.Int("games", 20, "number of games (1-100000)")
	moveTime := fs.Duration("movetime", 100*time.Millisecond, "time per move of the top level / movetime players")
	seed := fs.Int64("seed", 1, "seed of the openings and the levels' randomness")
	randomPlies := fs.Int("random-plies", 14, "random sound plies that open each pair of games (0-40)")
	margin := fs.Int("opening-margin", 40, "an opening ply is drawn among the moves a depth-6 search scores within this many centi-men of the best")
	balance := fs.Int("opening-balance", 50, "an opening is kept when a depth-6 search scores it within this many centi-men of even")
	rulesText := fs.String("rules", "", "rule options (default: all defaults)")
	maxPlies := fs.Int("max-plies", 400, "a game still going after this many plies is a draw (adjudicated)")
	hash := fs.Int("hash", ai.DefaultHashMiB, "transposition table size per player in MiB")
	out := fs.String("out", "", "write the games to this PDN file (never overwrites)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case *games < 1 || *games > 100000:
		return fmt.Errorf("--games: want 1..100000, got %d", *games)
	case *moveTime <= 0:
		return fmt.Errorf("--movetime: want a positive duration, got %s", *moveTime)
	case *randomPlies < 0 || *randomPlies > 40:
		return fmt.Errorf("--random-plies: want 0..40, got %d", *randomPlies)
	case *maxPlies < 1:
		return fmt.Errorf("--max-plies: want a positive count, got %d", *maxPlies)
	case *hash < 1 || *hash > uci.MaxHash:
		return fmt.Errorf("--hash: want 1..%d, got %d", uci.MaxHash, *hash)
	}
	rules, err := game.ParseRules(*rulesText)
	if err != nil {
		return fmt.Errorf("--rules: %w", err)
	}
	a, err := parsePlayerSpec(*aSpec, *moveTime, *hash)
	if err != nil {
		return fmt.Errorf("--a: %w", err)
	}
	b, err := parsePlayerSpec(*bSpec, *moveTime, *hash)
	if err != nil {
		return fmt.Errorf("--b: %w", err)
	}
	var records []*game.Record
	var tally matchScore
	start := time.Now()
	for i := 0; i < *games; i++ {
		g := matchOpening(rules, *seed+int64(i/2), *randomPlies, *margin, *balance)
		white, black := a, b
		if i%2 == 1 {
			white, black = b, a
		}
		for k, p := range []*matchPlayer{white, black} {
			p.Engine.Clear()
			p.Engine.Seed(uint64(*seed)*1000003 + uint64(2*i+k))
		}
		res, reason, err := ai.PlayOut(context.Background(), g, &white.Player, &black.Player, *maxPlies)
		if err != nil {
			return fmt.Errorf("game %d: %w", i+1, err)
		}
		why := reason.String()
		if res == game.Ongoing {
			res, why = game.Draw, fmt.Sprintf("adjudicated after %d plies", g.Ply())
		}
		aWhite := i%2 == 0
		switch {
		case res == game.Draw:
			tally.draws++
		case (res == game.WhiteWin) == aWhite:
			tally.wins++
		default:
			tally.losses++
		}
		fmt.Fprintf(stdout, "game %d: %s (white) vs %s (black): %s (%s), %d plies; A %s\n",
			i+1, white.name, black.name, res, why, g.Ply(), tally)
		rec := game.NewRecord(g)
		rec.SetTag(game.TagEvent, "fetaix match")
		rec.SetTag(game.TagWhite, white.name)
		rec.SetTag(game.TagBlack, black.name)
		rec.SetTag("Round", strconv.Itoa(i+1))
		if cur, _ := g.Result(); cur == game.Ongoing {
			rec.Result = game.Draw
			rec.SetTag(game.TagTermination, why)
		}
		records = append(records, rec)
	}
	fmt.Fprintf(stdout, "A = %s, B = %s, %d games at movetime %s in %s\n", a.name, b.name, *games, *moveTime, time.Since(start).Round(time.Second))
	fmt.Fprintf(stdout, "A: %s\n", tally)
	if *out != "" {
		if err := game.SavePDNFile(*out, false, records...); err != nil {
			return fmt.Errorf("--out: %w", err)
		}
		fmt.Fprintf(stdout, "games written to %s\n", *out)
	}
	return nil
}

// matchPlayer is a player of a match with its display name.
type matchPlayer struct {
	ai.Player
	name string
}

// parsePlayerSpec reads a player spec: a comma-separated list of a level
// 1-6, depth=N, nodes=N or movetime, optionally followed by evaluation
// weight overrides FEATURE=V (e.g. "depth=6,mullas=250").
func parsePlayerSpec(spec string, moveTime time.Duration, hashMiB int) (*matchPlayer, error) {
	e := ai.New(hashMiB)
	e.SetPlayTime(moveTime)
	p := &matchPlayer{Player: ai.Player{Engine: e}, name: spec}
	items := strings.Split(spec, ",")
	bad := fmt.Errorf("bad player %q: want a level 1-6, depth=N (N ≤ 100), nodes=N or movetime, then optional weights FEATURE=V", spec)
	key, value, hasValue := strings.Cut(strings.TrimSpace(items[0]), "=")
	if !hasValue {
		key, value = "level", key
	}
	n, err := strconv.ParseInt(value, 10, 64)
	switch {
	case key == "level" && value == "movetime":
		p.Limits.MoveTime = moveTime
	case err != nil || n < 1:
		return nil, bad
	case key == "level" && n <= int64(len(ai.Levels())):
		p.Level = int(n)
		p.name = fmt.Sprintf("level %d (%s)", n, ai.Levels()[n-1].Name)
	case key == "depth" && n <= 100:
		p.Limits.Depth = int(n)
	case key == "nodes":
		p.Limits.Nodes = n
	default:
		return nil, bad
	}
	if len(items) > 1 {
		w := ai.DefaultWeights
		for _, it := range items[1:] {
			name, v, ok := strings.Cut(strings.TrimSpace(it), "=")
			x, err := strconv.ParseInt(v, 10, 32)
			if !ok || err != nil {
				return nil, fmt.Errorf("bad player %q: weight %q: want FEATURE=integer", spec, it)
			}
			if err := w.Set(name, int32(x)); err != nil {
				return nil, fmt.Errorf("bad player %q: %w", spec, err)
			}
		}
		e.SetWeights(w)
		p.name = spec
	}
	return p, nil
}

// matchOpening starts a game with n random plies from seed, each chosen
// among the moves that a depth-6 search scores within margin of the best,
// and keeps the opening only if that search then scores it within balance
// of even (trying up to 50 draws of the seed's sequence, else the last one),
// so that openings vary without handing one side a won game. It stops
// early rather than end the game.
func matchOpening(r game.Rules, seed int64, n, margin, balance int) *game.Game {
	rng := rand.New(rand.NewSource(seed))
	e := ai.New(1)
	var g *game.Game
	for try := 0; try < 50; try++ {
		g = game.NewGame(r, game.StartPosition())
		for i := 0; i < n; i++ {
			e.Clear()
			scored := e.RootScores(context.Background(), g, 6)
			k := 0
			for k < len(scored) && scored[k].Score >= scored[0].Score-margin {
				k++
			}
			if k == 0 {
				break
			}
			if err := g.Play(scored[rng.Intn(k)].Move); err != nil {
				break
			}
			if res, _ := g.Result(); res != game.Ongoing {
				g.Undo()
				break
			}
		}
		e.Clear()
		if scored := e.RootScores(context.Background(), g, 6); len(scored) > 0 && abs(scored[0].Score) <= balance {
			break
		}
	}
	return g
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
