package tournament

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// Bounds of a swiss event.
const (
	MaxSwissRounds  = 30  // rounds an event may have
	MaxSwissPlayers = 256 // players an event holds; joins beyond get ErrFull
)

// ByePoints is the match points of a bye: 1, as a tied match. FIDE gives
// a bye a win's points; lichess's swiss events give a draw's, so that a
// bye never beats playing: this package follows lichess.
const ByePoints = 1

// Match points of a played match.
const (
	MatchWin  = 2
	MatchTie  = 1
	MatchLoss = 0
)

// Errors of a swiss event's rounds.
var (
	ErrRoundInPlay = errors.New("tournament: the round is not over")
	ErrFinished    = errors.New("tournament: every round is paired")
	ErrWithdrawn   = errors.New("tournament: the player has withdrawn")
	ErrBadResult   = errors.New("tournament: a game must be won, lost, drawn or aborted")
	ErrRounds      = fmt.Errorf("tournament: an event has 1 to %d rounds", MaxSwissRounds)
)

// Swiss is a swiss event: a fixed number of rounds, each pairing the
// present players by score (swiss_pairing.go) into two-game matches with
// colours swapped. Players may join late and withdraw. A Swiss is not
// safe for concurrent use.
type Swiss struct {
	rounds  int
	players []*swissPlayer // in the order they joined
	byID    map[ID]*swissPlayer
	played  [][]Match // the rounds paired so far
}

// swissPlayer is one player of a swiss event.
type swissPlayer struct {
	id        ID
	rating    int
	joined    int // 0 for the first to join
	withdrawn bool
}

// Match is one pairing of a round: two games, First with White in the
// first and Second with White in the second. A bye has no Second.
type Match struct {
	Round         int // 1 for the first round
	First, Second ID
	Games         [2]Outcome // the first game's and the second's, once Done
	Done          bool       // results recorded (a bye is done when paired)
}

// Bye reports whether the match is a bye.
func (m Match) Bye() bool { return m.Second == "" }

// White returns who has White in game g (0 or 1).
func (m Match) White(g int) ID {
	if g == 0 {
		return m.First
	}
	return m.Second
}

// gamePoints returns First's and Second's game points in half-points:
// 2 a win, 1 a draw, 0 a loss, each game.
func (m Match) gamePoints() (first, second int) {
	for g, o := range m.Games {
		w, b := 0, 0
		switch o {
		case WhiteWins:
			w = 2
		case BlackWins:
			b = 2
		case Draw:
			w, b = 1, 1
		}
		if g == 0 {
			first, second = first+w, second+b
		} else {
			first, second = first+b, second+w
		}
	}
	return first, second
}

// Points returns the match points of id in a done match: MatchWin for
// more game points than the opponent, MatchTie for as many, MatchLoss for
// fewer; ByePoints for a bye. An aborted game scores no game point, and a
// match of two aborted games no match point to either player.
func (m Match) Points(id ID) int {
	if m.Bye() {
		return ByePoints
	}
	if m.Games == [2]Outcome{Aborted, Aborted} {
		return MatchLoss
	}
	f, s := m.gamePoints()
	if id == m.Second {
		f, s = s, f
	}
	switch {
	case f > s:
		return MatchWin
	case f == s:
		return MatchTie
	}
	return MatchLoss
}

// Opponent returns id's opponent in the match ("" for a bye).
func (m Match) Opponent(id ID) ID {
	if id == m.First {
		return m.Second
	}
	return m.First
}

// NewSwiss returns an event of the given number of rounds, with no
// players.
func NewSwiss(rounds int) (*Swiss, error) {
	if rounds < 1 || rounds > MaxSwissRounds {
		return nil, ErrRounds
	}
	return &Swiss{rounds: rounds, byID: map[ID]*swissPlayer{}}, nil
}

// Rounds returns the event's number of rounds; Round the number paired
// so far.
func (s *Swiss) Rounds() int { return s.rounds }

// Round returns how many rounds have been paired.
func (s *Swiss) Round() int { return len(s.played) }

// Join adds a player with their rating, which orders the initial list
// (pairing numbers: by rating, then the order of joining). A player who
// joins after round 1 is paired from the next round, with 0 match points
// for the rounds they missed (not byes). A withdrawn player cannot come
// back (ErrWithdrawn); joins past MaxSwissPlayers get ErrFull, and after
// the last round is paired ErrFinished.
func (s *Swiss) Join(id ID, rating int) error {
	if p, ok := s.byID[id]; ok {
		if p.withdrawn {
			return ErrWithdrawn
		}
		return ErrJoined
	}
	if len(s.played) >= s.rounds {
		return ErrFinished
	}
	if len(s.players) >= MaxSwissPlayers {
		return ErrFull
	}
	p := &swissPlayer{id: id, rating: rating, joined: len(s.players)}
	s.players = append(s.players, p)
	s.byID[id] = p
	return nil
}

// Withdraw takes a player out of the rounds still to pair. A match of
// theirs in play is not touched: the caller records it (a game not
// played is lost by the player who did not come). Their results stay,
// and count for their opponents' tie-breaks.
func (s *Swiss) Withdraw(id ID) error {
	p, ok := s.byID[id]
	if !ok {
		return ErrNotJoined
	}
	p.withdrawn = true
	return nil
}

// Matches returns a copy of round r's matches (1 for the first round),
// in board order.
func (s *Swiss) Matches(r int) []Match {
	if r < 1 || r > len(s.played) {
		return nil
	}
	return slices.Clone(s.played[r-1])
}

// roundOver reports whether every match of the last round is done.
func (s *Swiss) roundOver() bool {
	if len(s.played) == 0 {
		return true
	}
	for _, m := range s.played[len(s.played)-1] {
		if !m.Done {
			return false
		}
	}
	return true
}

// Finished reports whether every round is paired and played.
func (s *Swiss) Finished() bool { return len(s.played) == s.rounds && s.roundOver() }

// Record sets the results of the current round's match of first and
// second: g1 the first game's (first with White), g2 the second's
// (second with White). Each is WhiteWins, BlackWins, Draw or Aborted (no
// game point to either); a game not played is recorded as lost by the
// player who did not come.
func (s *Swiss) Record(first, second ID, g1, g2 Outcome) error {
	if !g1.decided() && g1 != Aborted || !g2.decided() && g2 != Aborted {
		return ErrBadResult
	}
	if len(s.played) == 0 {
		return ErrNotPlaying
	}
	round := s.played[len(s.played)-1]
	for i := range round {
		m := &round[i]
		if m.First == first && m.Second == second && !m.Done && !m.Bye() {
			m.Games = [2]Outcome{g1, g2}
			m.Done = true
			return nil
		}
	}
	return ErrNotPlaying
}

// pairingOrder returns the players in the initial list's order: rating,
// highest first, then the order of joining. A player's place in it is
// their pairing number.
func (s *Swiss) pairingOrder() []*swissPlayer {
	out := slices.Clone(s.players)
	slices.SortStableFunc(out, func(a, b *swissPlayer) int { return cmp.Compare(b.rating, a.rating) })
	return out
}

// history is what the rounds so far say of each player.
type history struct {
	points   map[ID]int
	met      map[[2]ID]bool
	byes     map[ID]int
	unplayed map[ID]int
	floats   map[ID][]floatKind // per round paired, from the first
}

func pairKey(a, b ID) [2]ID {
	if a > b {
		a, b = b, a
	}
	return [2]ID{a, b}
}

// history replays the rounds paired so far.
func (s *Swiss) history() history {
	h := history{points: map[ID]int{}, met: map[[2]ID]bool{}, byes: map[ID]int{},
		unplayed: map[ID]int{}, floats: map[ID][]floatKind{}}
	for _, round := range s.played {
		before := map[ID]int{}
		for id, v := range h.points {
			before[id] = v
		}
		inRound := map[ID]bool{}
		for _, m := range round {
			inRound[m.First] = true
			if m.Bye() {
				h.byes[m.First]++
				h.unplayed[m.First]++
				h.floats[m.First] = append(h.floats[m.First], floatedDown)
				if m.Done {
					h.points[m.First] += ByePoints
				}
				continue
			}
			inRound[m.Second] = true
			h.met[pairKey(m.First, m.Second)] = true
			for _, id := range []ID{m.First, m.Second} {
				opp := m.Opponent(id)
				f := noFloat
				if before[id] > before[opp] {
					f = floatedDown
				} else if before[id] < before[opp] {
					f = floatedUp
				}
				h.floats[id] = append(h.floats[id], f)
				if m.Done {
					h.points[id] += m.Points(id)
				}
			}
		}
		for _, p := range s.players {
			if !inRound[p.id] {
				h.unplayed[p.id]++
				h.floats[p.id] = append(h.floats[p.id], floatedDown)
			}
		}
	}
	return h
}

// PairRound pairs the next round among the players who have not
// withdrawn, by the Dutch system without colours (swiss_pairing.go), and
// returns its matches in board order: by the higher player's score, then
// pairing number, the bye last. In each match the player placed higher
// (score, then pairing number) is First: White in game 1, Black in game
// 2. may keeps apart players who may not meet (nil: anyone may meet
// anyone); whether a block keeps two apart in a swiss event is the
// operator's call, made in may.
//
// It returns ErrRoundInPlay while the last round has matches to record,
// ErrFinished when every round is paired, and ErrNoPairing when no
// pairing avoids repeats (the event then ends early).
func (s *Swiss) PairRound(may MayMeet) ([]Match, error) {
	if len(s.played) >= s.rounds {
		return nil, ErrFinished
	}
	if !s.roundOver() {
		return nil, ErrRoundInPlay
	}
	h := s.history()
	var present []*swissPlayer
	var es []entrant
	for n, p := range s.pairingOrder() {
		if p.withdrawn {
			continue
		}
		fl := h.floats[p.id]
		e := entrant{rank: n + 1, score: h.points[p.id], byeBlocked: h.byes[p.id] > 0, unplayed: h.unplayed[p.id]}
		if k := len(fl); k >= 1 {
			e.floatLast = fl[k-1]
		}
		if k := len(fl); k >= 2 {
			e.floatBefore = fl[k-2]
		}
		present = append(present, p)
		es = append(es, e)
	}
	ok := func(i, j int) bool {
		a, b := present[i].id, present[j].id
		return !h.met[pairKey(a, b)] && may.may(a, b)
	}
	pairs, bye, err := pairDutch(es, ok)
	if err != nil {
		return nil, err
	}
	higher := func(i, j int) bool {
		if es[i].score != es[j].score {
			return es[i].score > es[j].score
		}
		return es[i].rank < es[j].rank
	}
	for k, pr := range pairs {
		if !higher(pr[0], pr[1]) {
			pairs[k] = [2]int{pr[1], pr[0]}
		}
	}
	slices.SortFunc(pairs, func(a, b [2]int) int {
		if higher(a[0], b[0]) {
			return -1
		}
		return 1
	})
	round := len(s.played) + 1
	var out []Match
	for _, pr := range pairs {
		out = append(out, Match{Round: round, First: present[pr[0]].id, Second: present[pr[1]].id})
	}
	if bye >= 0 {
		out = append(out, Match{Round: round, First: present[bye].id, Done: true})
	}
	s.played = append(s.played, out)
	return slices.Clone(out), nil
}
