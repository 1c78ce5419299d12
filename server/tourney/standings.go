package tourney

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/tournament"
)

// rows returns an event's standings, best first.
func (ev *event) rows() []Row {
	if ev.arena != nil {
		return ev.arenaRows()
	}
	return ev.swissRows()
}

// arenaRows are an arena's standings.
func (ev *event) arenaRows() []Row {
	st := ev.arena.Standings()
	busy := ev.inGame()
	out := make([]Row, 0, len(st))
	for _, s := range st {
		id := pid(s.Player)
		var sheet []string
		for _, g := range ev.arena.Sheet(s.Player) {
			sheet = append(sheet, strconv.Itoa(g.Points))
		}
		out = append(out, Row{Rank: s.Rank, Name: ev.name(id), Bot: ev.players[id].who.Bot, Score: s.Score,
			Streak: s.OnFire, Games: s.Games, Perf: s.Performance, Sheet: strings.Join(sheet, " "),
			Paused: s.Paused, Playing: busy[id]})
	}
	return out
}

// swissRows are a swiss event's standings.
func (ev *event) swissRows() []Row {
	st := ev.swiss.Standings()
	busy := ev.inGame()
	out := make([]Row, 0, len(st))
	for _, s := range st {
		id := pid(s.Player)
		out = append(out, Row{Rank: s.Rank, Name: ev.name(id), Bot: ev.players[id].who.Bot, Score: s.Points,
			Games: s.Matches, Buchholz: s.Buchholz, SonnebornBerger: s.SB, Sheet: ev.swissSheet(s.Player),
			Withdrawn: s.Withdrawn, Playing: busy[id]})
	}
	return out
}

// swissSheet is a player's matches, round by round: "+" won, "=" tied,
// "-" lost, "bye", "." not paired, "*" in play.
func (ev *event) swissSheet(id tournament.ID) string {
	var out []string
	for r := 1; r <= ev.swiss.Round(); r++ {
		mark := "."
		for _, m := range ev.swiss.Matches(r) {
			if m.First != id && m.Second != id {
				continue
			}
			switch {
			case m.Bye():
				mark = "bye"
			case !m.Done:
				mark = "*"
			case m.Points(id) == tournament.MatchWin:
				mark = "+"
			case m.Points(id) == tournament.MatchTie:
				mark = "="
			default:
				mark = "-"
			}
		}
		out = append(out, mark)
	}
	return strings.Join(out, " ")
}

// pairings are the lines of a swiss round's matches.
func (ev *event) pairings(r int) []string {
	var out []string
	for _, m := range ev.swiss.Matches(r) {
		first := ev.name(pid(m.First))
		if m.Bye() {
			out = append(out, fmt.Sprintf(pairingByeText, first))
			continue
		}
		line := fmt.Sprintf(pairingText, first, ev.name(pid(m.Second)))
		if m.Done {
			f, s := matchPoints(m)
			line += " " + halves(f) + "–" + halves(s)
		}
		out = append(out, line)
	}
	return out
}

// matchPoints are the game points (in halves) of a done match's players.
func matchPoints(m tournament.Match) (first, second int) {
	for g, o := range m.Games {
		w, b := 0, 0
		switch o {
		case tournament.WhiteWins:
			w = 2
		case tournament.BlackWins:
			b = 2
		case tournament.Draw:
			w, b = 1, 1
		}
		if g == 1 {
			w, b = b, w
		}
		first, second = first+w, second+b
	}
	return first, second
}

// halves writes a count of half-points: "1½", "½", "2".
func halves(n int) string {
	s := strconv.Itoa(n / 2)
	if n%2 == 1 {
		if n == 1 {
			return "½"
		}
		s += "½"
	}
	return s
}
