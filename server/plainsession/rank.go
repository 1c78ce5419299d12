package plainsession

import (
	"context"
	"math"
	"time"

	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
)

// storeTimeout bounds each question a plain session asks the store.
const storeTimeout = 5 * time.Second

// rank is the player's rating in class, for quick match and seeks, as
// the screen's lobby gives it: a newcomer's for a guest, or when the
// store cannot say.
func (s *session) rank(ctx context.Context, class rating.Class) room.SeekRank {
	st := s.srv.Hub.Store()
	if s.p.ID == 0 || st == nil {
		return room.NewcomerRank(s.p)
	}
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	r, err := st.RankOf(ctx, s.p.ID, class)
	if err != nil {
		return room.NewcomerRank(s.p)
	}
	return room.SeekRank{R: int(math.Round(r.Rating.R)), Text: r.Rating.Short()}
}
