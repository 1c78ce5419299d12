package tourney

import (
	"strconv"
	"time"

	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
	"github.com/fetaix/fetaix/tournament"
)

// event is one upcoming or running event as the director holds it,
// guarded by the director's lock.
type event struct {
	row   EventRow
	arena *tournament.Arena // an arena's players and scores, nil for a swiss event
	swiss *tournament.Swiss // a swiss event's, nil for an arena
	// players are the event's players by their store id.
	players map[store.PlayerID]*entrant
	// games are the event's games in play, by room code.
	games map[string]*inPlay
	// firstGames are the first games' outcomes of the swiss matches
	// whose second game is still to play, by (first, second).
	firstGames map[[2]store.PlayerID]tournament.Outcome
	chat       eventChat
	// started says the event is running: SetTournamentState was called.
	started bool
	// finishing: an arena past its end, waiting for its games in play.
	finishing bool
	// holdUntil: an arena whose rooms could not open pairs nobody until
	// then (PairBackoff).
	holdUntil time.Time
	// version counts the changes; standings and games are the page's
	// rows and games as of version seen (every viewer of a large event
	// asks each second: they share one computation per change).
	version, seen int
	standings     []Row
	topPlaying    []Game
}

// changed marks a change of the event's standings or games.
func (ev *event) changed() { ev.version++ }

// page returns the standings and the top games in play, computed once
// per change.
func (ev *event) page() ([]Row, []Game) {
	if ev.standings == nil || ev.seen != ev.version {
		ev.standings = ev.rows()
		ev.topPlaying = ev.topGames(ev.standings)
		ev.seen = ev.version
	}
	return ev.standings, ev.topPlaying
}

// entrant is one player of an event.
type entrant struct {
	who       room.Player // as they last showed up (a restored player: name, key and id only)
	rating    int
	withdrawn bool // a swiss player who left for good
	paused    bool // an arena player who paused
	actions   int  // joins, pauses, resumes and withdrawals made (MaxActionsPerPlayer)
}

// inPlay is one game of the event being played in a room.
type inPlay struct {
	code         string
	white, black store.PlayerID
	game         int // a swiss match's game: 0 the first, 1 the second
	opened       time.Time
}

// newEvent makes the event of a row, with no players.
func newEvent(row EventRow) (*event, error) {
	ev := &event{row: row, players: map[store.PlayerID]*entrant{}, games: map[string]*inPlay{},
		firstGames: map[[2]store.PlayerID]tournament.Outcome{}}
	if row.Kind == string(Swiss) {
		s, err := tournament.NewSwiss(row.Rounds)
		if err != nil {
			return nil, err
		}
		ev.swiss = s
	} else {
		ev.arena = tournament.NewArena()
	}
	return ev, nil
}

// tid is a player's name in package tournament: their store id.
func tid(id store.PlayerID) tournament.ID { return tournament.ID(strconv.FormatInt(int64(id), 10)) }

// pid is the store id of a player of package tournament.
func pid(id tournament.ID) store.PlayerID {
	n, _ := strconv.ParseInt(string(id), 10, 64)
	return store.PlayerID(n)
}

// refresh takes the player as they show up now (their address and
// blocks, which the pairing predicate reads) if they are in the event:
// a player restored from the log has only a name, a key and an id until
// they do.
func (ev *event) refresh(p room.Player) {
	if e := ev.players[p.ID]; e != nil && p.ID != 0 {
		if e.who.Name != p.Name || e.who.Bot != p.Bot {
			ev.changed()
		}
		e.who = p
	}
}

// end is when an arena stops pairing.
func (ev *event) end() time.Time {
	return ev.row.Starts.Add(time.Duration(ev.row.Minutes) * time.Minute)
}

// name is a player's name as the event shows it.
func (ev *event) name(id store.PlayerID) string {
	if p := ev.players[id]; p != nil {
		return p.who.Name
	}
	return "?"
}

// playing returns the code of the player's game in play, "" if none.
func (ev *event) playing(id store.PlayerID) string {
	for code, g := range ev.games {
		if g.white == id || g.black == id {
			return code
		}
	}
	return ""
}

// inGame is the set of the players in a game.
func (ev *event) inGame() map[store.PlayerID]bool {
	out := make(map[store.PlayerID]bool, 2*len(ev.games))
	for _, g := range ev.games {
		out[g.white], out[g.black] = true, true
	}
	return out
}

// may is the pairing predicate of an event: the server's MayMeet over
// the players as they last showed up, and nobody the operator has
// banned since they joined (their rooms close; they are not paired).
func (d *Director) may(ev *event) tournament.MayMeet {
	return func(a, b tournament.ID) bool {
		pa, pb := ev.players[pid(a)], ev.players[pid(b)]
		switch {
		case pa == nil || pb == nil || d.banned(pa.who) || d.banned(pb.who):
			return false
		case d.cfg.MayMeet == nil:
			return true
		}
		return d.cfg.MayMeet(pa.who, pb.who, ev.row.Rated)
	}
}

// options are the room options of the event's games.
func (ev *event) options() room.Options {
	o := room.DefaultOptions()
	o.Clock, o.Increment = ev.row.Clock, ev.row.Increment
	o.Rated = ev.row.Rated
	o.Event = ev.row.ID
	o.Color = room.ChooseWhite
	return o
}
