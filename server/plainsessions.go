package server

import (
	"context"

	"charm.land/ssh"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/botproto"
	"github.com/fetaix/fetaix/server/locale"
	"github.com/fetaix/fetaix/server/plainsession"
	"github.com/fetaix/fetaix/server/room"
)

// plainSessions runs `ssh HOST plain` (server/plainsession) within a screen's limits, read as each starts.
func (s *Server) plainSessions(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		plainsession.Middleware(plainsession.Server{Hub: s.hub, Player: playerOf, Log: s.cfg.Log, Life: s.life, Input: s.sessionInput,
			Identify: func(ctx context.Context, p *room.Player) {
				s.identify(ctx, p)
				botproto.MarkBot(ctx, s.store, p)
				p.Blocks = s.loadBlocks(ctx, *p)
			},
			Searches: func(p room.Player) *ai.Gate { return s.searches.PlayerSeat(p.Addr, searcherOf(p)) },
			Tables:   s.cfg.Tables, Online: s.Sessions, OutputBuffer: s.cfg.OutputBuffer, OutputStall: s.cfg.OutputStall,
			IdleTimeout: s.cfg.IdleTimeout, WaitIdleTimeout: s.cfg.WaitIdleTimeout, IdleCheckEvery: s.idleEvery(),
			Lang: func(ctx context.Context, sess ssh.Session, p room.Player) i18n.Lang {
				return locale.ForSession(ctx, s.store, p.ID, sess.Environ()).Lang() // as a screen's
			}}, next)(sess)
	}
}
