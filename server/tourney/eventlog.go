package tourney

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// An event's log: every change of its state is one entry, applied to the
// state by apply both when it happens and when a restarted director
// replays the log (restore.go), so that both give the same state.

// The kinds of log entries.
const (
	logJoin     = "join"     // joinData; Player joins
	logPause    = "pause"    // Player pauses (arena)
	logResume   = "resume"   // Player comes back (arena)
	logWithdraw = "withdraw" // Player leaves for good (swiss)
	logRound    = "round"    // roundData: a swiss round paired
	logOpen     = "open"     // gameData: a game's room opened
	logResult   = "result"   // gameData: a game ended
	logVoid     = "void"     // voidData: an arena's pairings whose rooms did not open
	logNote     = "note"     // noteData: what the director says of the event
)

// joinData is a join's: who the player was and their rating.
type joinData struct {
	Name, Key string
	Rating    int
	Bot       bool
}

// roundData is a swiss round's pairing: its matches (first, second) and
// its bye, 0 for none.
type roundData struct {
	Round int
	Pairs [][2]store.PlayerID
	Bye   store.PlayerID
}

// gameData is a game opened or ended: its players by colour, its room,
// and for a swiss match which game (0 or 1). A result adds its outcome.
type gameData struct {
	White, Black store.PlayerID
	Code         string
	Game         int
	Outcome      tournament.Outcome
	Plies        int
	Berserk      [2]bool
	NoShow       bool
}

// voidData are an arena's pairings voided at once, as aborted games.
type voidData struct {
	Pairs [][2]store.PlayerID // white, black
}

// noteData is a note of the director.
type noteData struct{ Note string }

var errBadEntry = errors.New("tourney: a log entry does not fit the event")

// apply makes the change of one log entry to the event.
func (ev *event) apply(e LogEntry) error {
	ev.changed()
	switch e.Kind {
	case logJoin:
		var d joinData
		if err := json.Unmarshal([]byte(e.Data), &d); err != nil {
			return err
		}
		return ev.applyJoin(e.Player, d)
	case logPause, logResume, logWithdraw:
		return ev.applyPresence(e.Kind, e.Player)
	case logRound:
		var d roundData
		if err := json.Unmarshal([]byte(e.Data), &d); err != nil {
			return err
		}
		return ev.applyRound(d)
	case logOpen, logResult:
		var d gameData
		if err := json.Unmarshal([]byte(e.Data), &d); err != nil {
			return err
		}
		if e.Kind == logOpen {
			return ev.applyOpen(d, e.At)
		}
		return ev.applyResult(d)
	case logVoid:
		var d voidData
		if err := json.Unmarshal([]byte(e.Data), &d); err != nil {
			return err
		}
		return ev.applyVoid(d)
	case logNote:
		return nil
	}
	return fmt.Errorf("%w: kind %q", errBadEntry, e.Kind)
}

// applyJoin adds a player.
func (ev *event) applyJoin(id store.PlayerID, d joinData) error {
	ev.changed()
	var err error
	if ev.arena != nil {
		err = ev.arena.Join(tid(id), d.Rating)
	} else {
		err = ev.swiss.Join(tid(id), d.Rating)
	}
	if err != nil {
		return err
	}
	p := ev.players[id]
	if p == nil {
		p = &entrant{}
		ev.players[id] = p
	}
	p.who.Name, p.who.Key, p.who.ID, p.who.Bot = d.Name, d.Key, id, d.Bot
	p.rating = d.Rating
	p.actions++
	return nil
}

// applyPresence pauses, resumes or withdraws a player.
func (ev *event) applyPresence(kind string, id store.PlayerID) error {
	ev.changed()
	p := ev.players[id]
	if p == nil {
		return tournament.ErrNotJoined
	}
	var err error
	switch {
	case ev.swiss != nil && kind == logWithdraw:
		err = ev.swiss.Withdraw(tid(id))
		p.withdrawn = err == nil
	case ev.arena != nil && kind == logResume:
		err = ev.arena.Resume(tid(id))
	case ev.arena != nil:
		err = ev.arena.Pause(tid(id))
	default:
		err = errBadEntry
	}
	if err == nil {
		p.actions++
		if ev.arena != nil {
			p.paused = kind == logPause
		}
	}
	return err
}

// applyRound pairs a swiss round as it was paired: PairRound allowed
// only the logged matches finds them again (the byes and the order of
// the players follow from the rounds before).
func (ev *event) applyRound(d roundData) error {
	ev.changed()
	if ev.swiss == nil {
		return errBadEntry
	}
	allowed := map[[2]tournament.ID]bool{}
	for _, p := range d.Pairs {
		allowed[[2]tournament.ID{tid(p[0]), tid(p[1])}] = true
		allowed[[2]tournament.ID{tid(p[1]), tid(p[0])}] = true
	}
	ms, err := ev.swiss.PairRound(func(a, b tournament.ID) bool { return allowed[[2]tournament.ID{a, b}] })
	if err != nil {
		return err
	}
	if len(ms) != len(d.Pairs)+boolInt(d.Bye != 0) {
		return fmt.Errorf("%w: round %d paired otherwise", errBadEntry, d.Round)
	}
	return nil
}

// applyOpen marks a game in play as the log has it: in an arena, the
// two are paired again first.
func (ev *event) applyOpen(d gameData, at time.Time) error {
	if ev.arena != nil {
		w, b := tid(d.White), tid(d.Black)
		ps := ev.arena.Pair(func(x, y tournament.ID) bool { return (x == w && y == b) || (x == b && y == w) })
		if !slices.Equal(ps, []tournament.Pairing{{White: w, Black: b}}) {
			return fmt.Errorf("%w: %s – %s not paired again", errBadEntry, w, b)
		}
	}
	ev.track(d, at)
	return nil
}

// track marks a game in play.
func (ev *event) track(d gameData, at time.Time) {
	ev.changed()
	ev.games[d.Code] = &inPlay{code: d.Code, white: d.White, black: d.Black, game: d.Game, opened: at}
}

// applyVoid pairs an arena's voided pairings again and scores them as
// aborted.
func (ev *event) applyVoid(d voidData) error {
	if ev.arena == nil {
		return errBadEntry
	}
	for _, p := range d.Pairs {
		g := gameData{White: p[0], Black: p[1], Code: "-", Outcome: tournament.Aborted}
		if err := ev.applyOpen(g, time.Time{}); err != nil {
			return err
		}
		if err := ev.applyResult(g); err != nil {
			return err
		}
	}
	return nil
}

// applyResult scores a game: an arena's at once (a player who lost by
// not showing up is paused: they are not there), a swiss match's once
// both its games are over.
func (ev *event) applyResult(d gameData) error {
	ev.changed()
	delete(ev.games, d.Code)
	if ev.arena != nil {
		err := ev.arena.Record(tournament.ArenaGame{White: tid(d.White), Black: tid(d.Black), Outcome: d.Outcome,
			Plies: d.Plies, WhiteBerserk: d.Berserk[0], BlackBerserk: d.Berserk[1]})
		if err == nil && d.NoShow {
			loser := d.Black
			if d.Outcome == tournament.BlackWins {
				loser = d.White
			}
			err = ev.arena.Pause(tid(loser))
			ev.players[loser].paused = err == nil
		}
		return err
	}
	out := d.Outcome
	if d.Game == 0 {
		ev.firstGames[[2]store.PlayerID{d.White, d.Black}] = out
		return nil
	}
	key := [2]store.PlayerID{d.Black, d.White} // the second game: first has Black
	g1, ok := ev.firstGames[key]
	if !ok {
		return fmt.Errorf("%w: a second game before the first", errBadEntry)
	}
	delete(ev.firstGames, key)
	return ev.swiss.Record(tid(key[0]), tid(key[1]), g1, out)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
