package tournament

import (
	"cmp"
	"slices"
)

// SwissStanding is one row of a swiss event's standings.
type SwissStanding struct {
	Rank      int // 1 for the first; unique, the last tie-break being the pairing number
	Player    ID
	Points    int // match points: 2 a won match, 1 a tied one, ByePoints a bye
	Buchholz  int
	SB        int // Sonneborn-Berger on match points
	Matches   int // matches played (byes left out)
	Withdrawn bool
}

// Standings returns the players' rows, best first, over the matches
// done. The order:
//
//  1. match points;
//  2. Buchholz: the sum of the match points of every opponent met in a
//     played match (byes and rounds not played add nothing; an opponent
//     who withdrew counts with the points they have);
//  3. Sonneborn-Berger on match points: the sum, over played matches, of
//     the match points scored in the match times the opponent's match
//     points (so a won match counts the opponent's points twice, a tied
//     one once: the classical Sonneborn-Berger, doubled to stay whole);
//  4. the pairing number (rating, then order of joining).
func (s *Swiss) Standings() []SwissStanding {
	h := s.history()
	num := map[ID]int{}
	for n, p := range s.pairingOrder() {
		num[p.id] = n
	}
	rows := map[ID]*SwissStanding{}
	for _, p := range s.players {
		rows[p.id] = &SwissStanding{Player: p.id, Points: h.points[p.id], Withdrawn: p.withdrawn}
	}
	for _, round := range s.played {
		for _, m := range round {
			if m.Bye() || !m.Done {
				continue
			}
			for _, id := range []ID{m.First, m.Second} {
				opp := h.points[m.Opponent(id)]
				r := rows[id]
				r.Matches++
				r.Buchholz += opp
				r.SB += m.Points(id) * opp
			}
		}
	}
	out := make([]SwissStanding, 0, len(rows))
	for _, p := range s.players {
		out = append(out, *rows[p.id])
	}
	slices.SortFunc(out, func(a, b SwissStanding) int {
		if c := cmp.Compare(b.Points, a.Points); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Buchholz, a.Buchholz); c != 0 {
			return c
		}
		if c := cmp.Compare(b.SB, a.SB); c != 0 {
			return c
		}
		return cmp.Compare(num[a.Player], num[b.Player])
	})
	for i := range out {
		out[i].Rank = i + 1
	}
	return out
}
