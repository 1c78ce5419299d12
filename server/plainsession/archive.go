package plainsession

import (
	"fmt"
	"time"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/store"
)

// archive writes a game against a house bot that has ended, or that the
// player left after a move, to the archive, as the screen's games against
// the computer are: within the player's archive quota, too short a game
// not at all, and the seed kept so that the record replays.
func (s *session) archive(g *game.Game, human game.Color, level int, seed uint64) {
	if room.SoloAborted(g) {
		return
	}
	if !s.srv.Hub.ArchiveAllowed(time.Now(), s.p) {
		if !s.archiveFullTold {
			s.archiveFullTold = true
			s.out.Line(s.t(txtNotArchived, "Why", s.srv.Hub.ArchiveFullIn(s.v.Localizer())))
		}
		return
	}
	res, why := g.Result()
	termination := why.String()
	if res == game.Ongoing {
		termination = textLeftGame
	}
	name := levels.All()[level-levels.Min].Name
	white, black := store.Seat{Player: s.p.ID, Name: s.p.Name}, store.Seat{Name: fmt.Sprintf(textComputerName, level, name)}
	if human == game.Black {
		white, black = black, white
	}
	rec := room.FinishedGame(g, fmt.Sprintf(textSoloEvent, s.p.Name), time.Now(), white, black, textNoClock, res, termination)
	rec.Record.SetSeed(seed)
	rec.Level = level
	out, who, l := s.out, s.p.Name, s.v.Localizer()
	s.srv.Hub.Finished(room.GameRef{Code: "solo", No: 1}, rec, func(err error) {
		out.Line(room.LastGameSaveIn(l, err))
	}, nil)
	s.srv.Log.Debug("plain game against the computer archived", "player", who, "level", level)
}
