package tourneypage

import (
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/tourney"
)

// Every text the pages show, in English here and in the catalogs
// (internal/i18n/catalog/tourney.*.json) by the IDs of textIDs; said in
// the session's language by in and tr, each line ready to show (l.Show).

// in is english, one of the texts below, in l's language, ready to show.
func in(l *i18n.Localizer, english string) string {
	if id, ok := textIDs[english]; ok && l.Lang() != i18n.English {
		return l.V(id)
	}
	return english
}

// tr is the text id in l's language, ready to show.
func tr(l *i18n.Localizer, id i18n.ID, args ...any) string { return l.V(id, args...) }

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
	chatHint       = "c chat"
)

// listHeading is the heading of the list's columns, the name's nameW
// wide.
func listHeading(l *i18n.Localizer, nameW int) string {
	return fmt.Sprintf("    %s  %s  %s  %s  %s  %s", cell(in(l, "event"), nameW), padTo(in(l, "kind"), 5), padTo(in(l, "clock"), 7),
		padTo(in(l, "rated"), ratedWidth(l)), padLeft(in(l, "players"), 7), in(l, "when"))
}

// kindText is an event's kind in l's language: "arena", "swiss".
func kindText(l *i18n.Localizer, k tourney.Kind) string {
	if l.Lang() == i18n.English {
		return string(k)
	}
	if k == tourney.Swiss {
		return tr(l, "tourney.kind.swiss")
	}
	return tr(l, "tourney.kind.arena")
}

func ratedText(l *i18n.Localizer, rated bool) string {
	if rated {
		return in(l, "rated")
	}
	return in(l, "casual")
}

// ratedWidth is the width of the rated column: 6, or its words' in l's
// language.
func ratedWidth(l *i18n.Localizer) int {
	return max(6, cellWidth(ratedText(l, true)), cellWidth(ratedText(l, false)), cellWidth(in(l, "rated")))
}

func moreAbove(l *i18n.Localizer, n int) string { return tr(l, "tourney.moreAbove", "N", n) }
func moreBelow(l *i18n.Localizer, n int) string { return tr(l, "tourney.moreBelow", "N", n) }

// minutes is d as a count of minutes, or hours and minutes, rounded up.
func minutes(l *i18n.Localizer, d time.Duration) string {
	m := int((d + time.Minute - 1) / time.Minute)
	switch {
	case m < 60:
		return l.T("tourney.minutes", "M", m)
	case m < 48*60:
		return l.T("tourney.hoursMinutes", "H", m/60, "M", m%60)
	}
	return l.N("tourney.days", m/(24*60))
}

func startsIn(l *i18n.Localizer, d time.Duration) string {
	if d <= 0 {
		return in(l, "starting")
	}
	return tr(l, "tourney.startsIn", "In", minutes(l, d))
}

func endsIn(l *i18n.Localizer, d time.Duration) string {
	if d <= 0 {
		return in(l, "ending")
	}
	return tr(l, "tourney.endsIn", "In", minutes(l, d))
}

func roundOf(l *i18n.Localizer, round, rounds int) string {
	if round == 0 {
		return l.Show(l.N("tourney.roundsStarting", rounds))
	}
	return tr(l, "tourney.roundOf", "Round", round, "Rounds", rounds)
}

func stateWord(l *i18n.Localizer, s tourney.State) string {
	switch s {
	case tourney.Upcoming:
		return in(l, "upcoming")
	case tourney.Running:
		return in(l, "running")
	case tourney.Cancelled:
		return in(l, cancelledWord)
	}
	return in(l, finishedWord)
}

func playersText(l *i18n.Localizer, n int) string { return l.Show(l.N("tourney.players", n)) }

func joinedText(l *i18n.Localizer, name string) string {
	return tr(l, "tourney.joined", "Name", cutTo(name, 40))
}

const (
	pausedNote   = "paused: you are paired no more until p again"
	resumedNote  = "back in: you are paired as soon as someone is free"
	withdrawNote = "you withdrew: you are paired no more in this event"
)

func withdrawAsk(l *i18n.Localizer, name string) string {
	return tr(l, "tourney.withdrawAsk", "Name", cutTo(name, 30))
}

func refusedText(l *i18n.Localizer, err error) string {
	return tr(l, "tourney.refused", "Why", tourney.ErrorIn(l, err))
}

// youText says where the player stands in the event.
func youText(l *i18n.Localizer, r *tourney.Row) string {
	switch {
	case r == nil:
		return in(l, notInIt)
	case r.Withdrawn:
		return in(l, "you withdrew")
	case r.Paused:
		return in(l, "you are paused: p comes back")
	case r.Playing:
		return in(l, "you are playing")
	}
	return in(l, "you are in it")
}

// statusWord is a row's state, after its score, padded to 9 cells.
func statusWord(l *i18n.Localizer, r tourney.Row) string {
	switch {
	case r.Withdrawn:
		return padTo(in(l, "withdrawn"), 9)
	case r.Paused:
		return padTo(in(l, "paused"), 9)
	case r.Playing:
		return padTo(in(l, "playing"), 9)
	}
	return padTo("", 9)
}

// The standings' headings.
func arenaHeading(l *i18n.Localizer, nameW int) string {
	return fmt.Sprintf("  %-4s %s  %s  %s  %s  %-9s  %s", "#", cell(in(l, "player"), nameW), padLeft(in(l, "score"), 5),
		padLeft(in(l, "games"), 5), padLeft(in(l, "perf"), 5), "", in(l, "results"))
}

func swissHeading(l *i18n.Localizer, nameW int) string {
	return fmt.Sprintf("  %-4s %s  %s  %s  %5s  %5s  %-9s  %s", "#", cell(in(l, "player"), nameW), padLeft(in(l, "pts"), 5),
		padLeft(in(l, "games"), 5), "Buch", "SB", "", in(l, "matches"))
}

// standingsNote says which rows are shown, and the streak's mark (an
// arena) or what the columns count (a swiss event).
func standingsNote(l *i18n.Localizer, from, to, n int, arena bool) string {
	s := l.T("tourney.standings", "From", from, "To", to, "N", n)
	if n == 0 {
		s = l.T("tourney.noOneYet")
	}
	if arena {
		return l.Show(s + " · " + l.T("tourney.streakNote", "Mark", streakMark))
	}
	return l.Show(s) + " · " + in(l, swissKey)
}

// swissKey says what a swiss event's columns count: match points, and
// the tie-breaks (Buchholz, Sonneborn-Berger) by their short names.
const swissKey = "pts: match 2, tie 1 · Buch, SB: tie-breaks"

func gamesHead(l *i18n.Localizer) string        { return in(l, "games: ") }
func roundHead(l *i18n.Localizer, r int) string { return tr(l, "tourney.roundHead", "Round", r) + " " }
func moreItems(l *i18n.Localizer, n int) string { return tr(l, "tourney.moreItems", "N", n) }

// pairingsIn are a swiss round's pairings in l's language: a bye's line
// ("hal: bye", tourney's pairingByeText) said in it, the others as they
// are (names and a score).
func pairingsIn(l *i18n.Localizer, pairings []string) []string {
	if l.Lang() == i18n.English {
		return pairings
	}
	out := make([]string, len(pairings))
	for i, p := range pairings {
		if name, ok := strings.CutSuffix(p, ": bye"); ok {
			p = tr(l, "tourney.bye", "Name", name)
		}
		out[i] = p
	}
	return out
}

func gameItem(i int, white, black string) string {
	return fmt.Sprintf("%d %s–%s", i+1, cutTo(white, 12), cutTo(black, 12))
}

// The event page's keys.
const (
	swissHelp = "↑/↓ scroll · j join · x withdraw · w watch · c chat · esc back"
	arenaHelp = "↑/↓ scroll · j join · p pause/resume · w watch · c chat · esc back"
)

// eventHelp is the event page's keys.
func eventHelp(l *i18n.Localizer, swiss bool) string {
	if swiss {
		return in(l, swissHelp)
	}
	return in(l, arenaHelp)
}

// The page of a finished or cancelled event: it only shows the event.
const (
	overHelp   = "↑/↓ scroll · esc back"
	overNote   = "this event is over: its standings are final"
	playedText = "you played in it"
)

const watchHelp = "watch which game? 1–9, or ←/→ and enter · esc cancel"

// textIDs are the catalogs' IDs of the pages' fixed texts, by their
// English.
var textIDs = map[string]i18n.ID{
	listTitle: "tourney.listTitle", noEvents: "tourney.noEvents", listHelp: "tourney.listHelp",
	finishedWord: "tourney.finished", cancelledWord: "tourney.cancelled", notInIt: "tourney.notInIt",
	pauseIsArenas: "tourney.pauseIsArenas", withdrawSwiss: "tourney.withdrawSwiss", noGames: "tourney.noGames",
	chatHint: "tourney.chatHint", "event": "tourney.col.event", "kind": "tourney.col.kind", "clock": "tourney.col.clock",
	"rated": "tourney.rated", "casual": "tourney.casual", "players": "tourney.col.players", "when": "tourney.col.when",
	"starting": "tourney.starting", "ending": "tourney.ending", "upcoming": "tourney.upcoming", "running": "tourney.running",
	pausedNote: "tourney.pausedNote", resumedNote: "tourney.resumedNote", withdrawNote: "tourney.withdrawNote",
	"you withdrew": "tourney.you.withdrew", "you are paused: p comes back": "tourney.you.paused",
	"you are playing": "tourney.you.playing", "you are in it": "tourney.you.in",
	"withdrawn": "tourney.row.withdrawn", "paused": "tourney.row.paused", "playing": "tourney.row.playing",
	"player": "tourney.col.player", "score": "tourney.col.score", "games": "tourney.col.games", "perf": "tourney.col.perf",
	"results": "tourney.col.results", "pts": "tourney.col.pts", "matches": "tourney.col.matches",
	swissKey: "tourney.swissKey", "games: ": "tourney.gamesHead", swissHelp: "tourney.swissHelp", arenaHelp: "tourney.arenaHelp",
	overHelp: "tourney.overHelp", overNote: "tourney.overNote", playedText: "tourney.played", watchHelp: "tourney.watchHelp",
	"esc back": "tourney.escBack",
}
