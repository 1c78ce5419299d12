package match

import (
	"context"
	"fmt"
	"strconv"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
)

// Config is a match: players A and B play Games games, alternating
// colours; each pair of games starts from the same Opening of
// RandomPlies plies drawn from Seed (within Margin of the best, kept when
// within Balance of even). With Starts, it is a conversion match instead:
// pair k starts from Starts[k], A playing its better side in the first
// game and B in the second (see conversion.go). A game still going after
// MaxPlies is adjudicated a draw. With SPRT, the match runs the
// sequential test after each pair and stops when it decides. With Truth,
// each game's moves are judged against the values it knows (truth.go).
type Config struct {
	A, B                         *Player
	Games                        int
	Rules                        game.Rules
	Seed                         int64
	RandomPlies, Margin, Balance int
	Starts                       []Start
	MaxPlies                     int
	SPRT                         *SPRT
	Truth                        *Oracle
}

// Game is one game played in a match.
type Game struct {
	N            int // 1, 2, ...
	White, Black *Player
	Game         *game.Game
	Result       game.Result
	Why          string     // how it ended, that it was adjudicated, or who forfeited it and why
	A            game.Color // the colour A played
	Start        *Start     // the start of a conversion game, else nil
	Tally        Tally      // A's tally after this game
	Truth        *GameTruth // its moves judged, in a match with Config.Truth
}

// Run plays the match, telling each game to played as it ends, and
// returns A's tally and the games as records. It stops early when the
// sequential test decides (Tally.Verdict), and with ctx's error when ctx
// ends.
func Run(ctx context.Context, c Config, played func(Game)) (Tally, []*pdn.Record, error) {
	var tally Tally
	var records []*pdn.Record
	for i := 0; i < c.Games; i++ {
		if err := ctx.Err(); err != nil { // a match cancelled between games
			return tally, records, err
		}
		g, err := c.play(ctx, i)
		if err != nil {
			return tally, records, err
		}
		if c.Truth != nil {
			t, err := c.Truth.Judge(ctx, g.Game, g.Start)
			if err != nil {
				return tally, records, fmt.Errorf("game %d: judging its moves: %w", g.N, err)
			}
			g.Truth = &t
		}
		tally.add(g)
		if c.SPRT != nil && g.N%2 == 0 {
			tally.LLR = c.SPRT.LLR(tally.Pairs)
			tally.Verdict = c.SPRT.Decide(tally.LLR)
		}
		g.Tally = tally
		if played != nil {
			played(g)
		}
		records = append(records, g.record())
		if tally.Verdict != Continue {
			break
		}
	}
	return tally, records, nil
}

// play plays game i (0-based) of the match.
func (c Config) play(ctx context.Context, i int) (Game, error) {
	var g *game.Game
	var start *Start
	a := game.White
	if len(c.Starts) > 0 {
		start = &c.Starts[i/2]
		g = game.NewGame(c.Rules, start.Position)
		a = start.Better
	} else {
		g = Opening(c.Rules, c.Seed+int64(i/2), c.RandomPlies, c.Margin, c.Balance)
	}
	if i%2 == 1 {
		a = a.Other()
	}
	white, black := c.A, c.B
	if a == game.Black {
		white, black = c.B, c.A
	}
	var res game.Result
	var why string
	for k, p := range []*Player{white, black} {
		if f := p.newGame(uint64(c.Seed)*1000003 + uint64(2*i+k)); f != nil && why == "" {
			res, why, _ = forfeit(game.Color(k), p, f)
		}
	}
	if why == "" {
		var err error
		if res, why, err = playOut(ctx, g, white, black, c.MaxPlies); err != nil {
			return Game{}, fmt.Errorf("game %d: %w", i+1, err)
		}
	}
	if res == game.Ongoing {
		res, why = game.Draw, fmt.Sprintf("adjudicated after %d plies", g.Ply())
	}
	return Game{N: i + 1, White: white, Black: black, Game: g, Result: res, Why: why, A: a, Start: start}, nil
}

// record is the game's record, an adjudicated result included.
func (g Game) record() *pdn.Record {
	rec := pdn.NewRecord(g.Game)
	rec.SetTag(pdn.TagEvent, "fetaix match")
	rec.SetTag(pdn.TagWhite, g.White.Name)
	rec.SetTag(pdn.TagBlack, g.Black.Name)
	rec.SetTag("Round", strconv.Itoa(g.N))
	if cur, _ := g.Game.Result(); cur == game.Ongoing {
		rec.Result = g.Result
		rec.SetTag(pdn.TagTermination, g.Why)
		rec.SetComment(g.Game.Ply(), g.Why)
	}
	return rec
}
