package server

import (
	"fmt"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/store"
)

// gameRef names a finished game in the log: its room's code ("solo" for
// a game against the computer) and its number in the room.
type gameRef struct {
	code string
	no   int
}

// roomEvent is the Event tag of game no of room code.
func roomEvent(code string, no int) string {
	return fmt.Sprintf("fetaix online, room %s, game %d", code, no)
}

// finishedGame returns g, a finished (or interrupted) game owned by the
// result, as the store takes it: the one place that decides what an
// archived game's record says. Its PDN record carries event, the date
// of ended, the players' names and timeControl; res and termination are
// the outcome when g itself does not know it (time forfeit, abandonment,
// interruption). The caller fills in what the store keeps besides
// (Rated, Class, Level, Chat).
func finishedGame(g *game.Game, event string, ended time.Time, white, black store.Seat,
	timeControl string, res game.Result, termination string,
) store.FinishedGame {
	pr := pdn.NewRecord(g)
	pr.SetTag(pdn.TagEvent, event)
	pr.SetTag(pdn.TagSite, "fetaix serve")
	pr.SetTag(pdn.TagDate, ended.Format("2006.01.02"))
	if white.Name != "" {
		pr.SetTag(pdn.TagWhite, white.Name)
	}
	if black.Name != "" {
		pr.SetTag(pdn.TagBlack, black.Name)
	}
	pr.SetTag("TimeControl", timeControl)
	if r, _ := g.Result(); r == game.Ongoing {
		pr.Result = res
		if termination != "" {
			pr.SetTag(pdn.TagTermination, termination)
		}
	}
	return store.FinishedGame{Record: pr, White: white, Black: black, Ended: ended}
}

// recordText renders a finished game's record in PDN.
func recordText(g store.FinishedGame) string {
	text, _ := pdn.Format(g.Record)
	return text
}
