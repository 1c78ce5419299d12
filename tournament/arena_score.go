package tournament

import (
	"cmp"
	"slices"
)

// ShortDrawPlies is the length under which a draw pays nothing: a draw
// in fewer plies (half-moves) scores 0 and ends a streak, as a loss
// does. The start is a draw, so agreed short draws must not pay (lichess
// uses the same 20).
const ShortDrawPlies = 20

// BerserkMinPlies is the length a game needs for a berserk win's extra
// point: 14 plies, each player's 7 moves (lichess's rule). A shorter
// berserk win scores as a win without berserk.
const BerserkMinPlies = 14

// PerformanceSpread is what a win adds to, and a loss takes from, the
// opponent's rating in a player's performance (as lichess counts it).
const PerformanceSpread = 500

// Outcome is how a game ended.
type Outcome int8

// The outcomes of a game.
const (
	WhiteWins Outcome = iota
	BlackWins
	Draw
	Aborted // ended before it counted (no move, or a dropped start): scores nothing
)

// decided reports whether o is a win, a loss or a draw.
func (o Outcome) decided() bool { return o == WhiteWins || o == BlackWins || o == Draw }

// ArenaGame is a finished arena game as Record takes it.
type ArenaGame struct {
	White, Black ID
	Outcome      Outcome
	Plies        int  // half-moves played
	WhiteBerserk bool // White halved their clock before their first move
	BlackBerserk bool // Black did
}

// ArenaResult is a game's result for one player.
type ArenaResult int8

// The results in a player's sheet.
const (
	Loss      ArenaResult = iota
	Win                   // 2, 4 on a streak, +1 for a valid berserk
	Drawn                 // 1, 2 on a streak
	ShortDraw             // a draw in fewer than ShortDrawPlies plies: 0
)

// ArenaScore is one scored game of a player's sheet.
type ArenaScore struct {
	Opponent ID
	Result   ArenaResult
	Points   int
	Double   bool // played on a streak (after two wins in a row)
	Berserk  bool // the player went berserk
}

// Record scores a finished game of a pairing in play and frees both
// players. The scoring, per player:
//
//   - a win scores 2, a draw 1, a loss 0;
//   - after two wins in a row the player is on a streak ("on fire"):
//     a win scores 4 and a draw 2, until a result other than a win ends
//     the streak; a third win keeps it going;
//   - a draw in fewer than ShortDrawPlies plies scores 0 and ends the
//     streak;
//   - a player who went berserk gets 1 more point on a win that lasted
//     at least BerserkMinPlies plies;
//   - an aborted game scores nothing, stays out of the sheet and leaves
//     the streak as it was (but counts as the last opponent, so the two
//     are not paired again at once).
//
// A game not in play gets ErrNotPlaying, an outcome not listed above
// ErrBadResult.
func (a *Arena) Record(g ArenaGame) error {
	if !g.Outcome.decided() && g.Outcome != Aborted {
		return ErrBadResult
	}
	w, err := a.player(g.White)
	if err != nil {
		return err
	}
	b, err := a.player(g.Black)
	if err != nil {
		return err
	}
	if w.opponent != b.id || b.opponent != w.id {
		return ErrNotPlaying
	}
	w.opponent, b.opponent = "", ""
	w.last, b.last = b.id, w.id
	if g.Outcome == Aborted {
		return nil
	}
	var rw, rb ArenaResult
	switch {
	case g.Outcome == WhiteWins:
		rw, rb = Win, Loss
	case g.Outcome == BlackWins:
		rw, rb = Loss, Win
	case g.Plies < ShortDrawPlies:
		rw, rb = ShortDraw, ShortDraw
	default:
		rw, rb = Drawn, Drawn
	}
	w.add(rw, b, g.WhiteBerserk, g.Plies)
	b.add(rb, w, g.BlackBerserk, g.Plies)
	return nil
}

// onFire reports whether the player's last two scored games are wins.
func (p *arenaPlayer) onFire() bool {
	n := len(p.sheet)
	return n >= 2 && p.sheet[n-1].Result == Win && p.sheet[n-2].Result == Win
}

// add scores one game for p against opp.
func (p *arenaPlayer) add(r ArenaResult, opp *arenaPlayer, berserk bool, plies int) {
	s := ArenaScore{Opponent: opp.id, Result: r, Double: p.onFire(), Berserk: berserk}
	switch r {
	case Win:
		s.Points = 2
		p.perf += opp.rating + PerformanceSpread
	case Drawn:
		s.Points = 1
		p.perf += opp.rating
	case ShortDraw:
		p.perf += opp.rating // no points, but a draw's performance
	case Loss:
		p.perf += opp.rating - PerformanceSpread
	}
	if s.Double {
		s.Points *= 2
	}
	if r == Win && berserk && plies >= BerserkMinPlies {
		s.Points++
	}
	p.sheet = append(p.sheet, s)
	p.score += s.Points
}

// Sheet returns a copy of a player's scored games, oldest first.
func (a *Arena) Sheet(id ID) []ArenaScore {
	p, ok := a.players[id]
	if !ok {
		return nil
	}
	return slices.Clone(p.sheet)
}

// ArenaStanding is one row of an arena's standings.
type ArenaStanding struct {
	Rank        int // 1 for the first; players tied on score and performance share a rank
	Player      ID
	Score       int
	OnFire      bool // on a streak: the next win scores double
	Games       int  // scored games (aborted ones left out)
	Performance int  // average of the opponents' ratings ±500 per win/loss; 0 with no games
	Paused      bool
}

// Standings returns every player's row, best first: by score, then, on
// equal scores, by performance (the average over scored games of the
// opponent's rating, +500 for a win, -500 for a loss: lichess's
// tie-break), then by the order they joined. Players equal on score and
// performance share the rank of the first of them.
func (a *Arena) Standings() []ArenaStanding {
	rows := make([]ArenaStanding, 0, len(a.order))
	for _, p := range a.order {
		perf := 0
		if len(p.sheet) > 0 {
			perf = p.perf / len(p.sheet)
		}
		rows = append(rows, ArenaStanding{
			Player: p.id, Score: p.score, OnFire: p.onFire(),
			Games: len(p.sheet), Performance: perf, Paused: p.paused,
		})
	}
	// The rows are in join order, so a stable sort keeps it among equals.
	slices.SortStableFunc(rows, func(x, y ArenaStanding) int {
		if c := cmp.Compare(y.Score, x.Score); c != 0 {
			return c
		}
		return cmp.Compare(y.Performance, x.Performance)
	})
	for i := range rows {
		rows[i].Rank = i + 1
		if i > 0 && rows[i].Score == rows[i-1].Score && rows[i].Performance == rows[i-1].Performance {
			rows[i].Rank = rows[i-1].Rank
		}
	}
	return rows
}
