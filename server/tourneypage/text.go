package tourneypage

import (
	"fmt"
	"time"

	"github.com/fetaix/fetaix/server/tourney"
)

// Every text the pages show.

const (
	listTitle     = "Tournaments"
	noEvents      = "no tournaments now: the server's operator schedules them (fetaix admin tournament create)"
	listHelp      = "↑/↓ choose · enter open · j join · esc back to the lobby"
	joinedMark    = "✓"
	finishedWord  = "finished"
	cancelledWord = "cancelled"
	// streakMark follows the score of an arena player on a streak, whose
	// wins score double.
	streakMark = "*"
	// listFixedCells is what a list row takes besides its name: the
	// cursor, the mark, the columns and their gaps, the when column and
	// the free last column.
	listFixedCells = 60
	notInIt        = "you are not in it: j joins"
	pauseIsArenas  = "pause is for arenas: x withdraws from a swiss event"
	withdrawSwiss  = "x withdraws from a swiss event: in an arena, p pauses"
	noGames        = "no game of this event is being played now"
	refusedPrefix  = "refused: "
	chatHint       = "c chat"
)

// listHeading is the heading of the list's columns, the name's nameW
// wide.
func listHeading(nameW int) string {
	return fmt.Sprintf("    %s  %-5s  %-7s  %-6s  %7s  %s", cell("event", nameW), "kind", "clock", "rated", "players", "when")
}

func ratedText(rated bool) string {
	if rated {
		return "rated"
	}
	return "casual"
}

func moreAbove(n int) string { return fmt.Sprintf("↑ %d more", n) }
func moreBelow(n int) string { return fmt.Sprintf("↓ %d more", n) }

// minutes is d as a count of minutes, or hours and minutes, rounded up.
func minutes(d time.Duration) string {
	m := int((d + time.Minute - 1) / time.Minute)
	switch {
	case m < 60:
		return fmt.Sprintf("%d min", m)
	case m < 48*60:
		return fmt.Sprintf("%d h %d min", m/60, m%60)
	}
	return fmt.Sprintf("%d days", m/(24*60))
}

func startsIn(d time.Duration) string {
	if d <= 0 {
		return "starting"
	}
	return "starts in " + minutes(d)
}

func endsIn(d time.Duration) string {
	if d <= 0 {
		return "ending"
	}
	return "ends in " + minutes(d)
}

func roundOf(round, rounds int) string {
	if round == 0 {
		return fmt.Sprintf("%d rounds, starting", rounds)
	}
	return fmt.Sprintf("round %d of %d", round, rounds)
}

func stateWord(s tourney.State) string {
	switch s {
	case tourney.Upcoming:
		return "upcoming"
	case tourney.Running:
		return "running"
	case tourney.Cancelled:
		return cancelledWord
	}
	return finishedWord
}

func playersText(n int) string {
	if n == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", n)
}

func joinedText(name string) string { return "you joined " + cutTo(name, 40) }

const (
	pausedNote   = "paused: you are paired no more until p again"
	resumedNote  = "back in: you are paired as soon as someone is free"
	withdrawNote = "you withdrew: you are paired no more in this event"
)

func withdrawAsk(name string) string {
	return "withdraw from " + cutTo(name, 30) + "? Your results stay; you are paired no more (y/n)"
}

func refusedText(err error) string { return refusedPrefix + err.Error() }

// youText says where the player stands in the event.
func youText(r *tourney.Row) string {
	switch {
	case r == nil:
		return notInIt
	case r.Withdrawn:
		return "you withdrew"
	case r.Paused:
		return "you are paused: p comes back"
	case r.Playing:
		return "you are playing"
	}
	return "you are in it"
}

// statusWord is a row's state, after its score.
func statusWord(r tourney.Row) string {
	switch {
	case r.Withdrawn:
		return "withdrawn"
	case r.Paused:
		return "paused"
	case r.Playing:
		return "playing"
	}
	return ""
}

// The standings' headings.
func arenaHeading(nameW int) string {
	return fmt.Sprintf("  %-4s %s  %5s  %5s  %5s  %-9s  %s", "#", cell("player", nameW), "score", "games", "perf", "", "results")
}

func swissHeading(nameW int) string {
	return fmt.Sprintf("  %-4s %s  %5s  %5s  %5s  %5s  %-9s  %s", "#", cell("player", nameW), "pts", "games", "Buch", "SB", "", "matches")
}

// standingsNote says which rows are shown, and the streak's mark (an
// arena) or what the columns count (a swiss event).
func standingsNote(from, to, n int, arena bool) string {
	s := fmt.Sprintf("standings %d–%d of %d", from, to, n)
	if n == 0 {
		s = "no one has joined yet"
	}
	if arena {
		return s + " · " + streakMark + " on a streak: wins score double"
	}
	return s + " · " + swissKey
}

// swissKey says what a swiss event's columns count: match points, and
// the tie-breaks (Buchholz, Sonneborn-Berger) by their short names.
const swissKey = "pts: match 2, tie 1 · Buch, SB: tie-breaks"

func gamesHead() string      { return "games: " }
func roundHead(r int) string { return fmt.Sprintf("round %d: ", r) }
func moreItems(n int) string { return fmt.Sprintf("+%d more", n) }

func gameItem(i int, white, black string) string {
	return fmt.Sprintf("%d %s–%s", i+1, cutTo(white, 12), cutTo(black, 12))
}

// eventHelp is the event page's keys.
func eventHelp(swiss bool) string {
	if swiss {
		return "↑/↓ scroll · j join · x withdraw · w watch · c chat · esc back"
	}
	return "↑/↓ scroll · j join · p pause/resume · w watch · c chat · esc back"
}

// The page of a finished or cancelled event: it only shows the event.
const (
	overHelp   = "↑/↓ scroll · esc back"
	overNote   = "this event is over: its standings are final"
	playedText = "you played in it"
)

const watchHelp = "watch which game? 1–9, or ←/→ and enter · esc cancel"
