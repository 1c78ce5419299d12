package botproto

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"strings"
	"time"

	"charm.land/ssh"

	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/termio"
	"github.com/fetaix/fetaix/store"
)

// SSHCommand is the SSH command of a bot session: `ssh -T host bot`.
const SSHCommand = "bot"

// storeTimeout bounds each question a bot session asks the store.
const storeTimeout = 5 * time.Second

// Server is what bot sessions need of the SSH server.
type Server struct {
	Hub   *room.Hub
	Store *store.Store
	// Identify finds the session's player in the store, as for any
	// session (its ID and name).
	Identify func(ctx context.Context, p *room.Player)
	// Player is who the session is, before Identify.
	Player func(sess ssh.Session) room.Player
	Log    *slog.Logger
	// Life ends when the server shuts down: bot sessions end with it.
	Life context.Context
	// OutputBuffer and OutputStall bound what waits for a bot that reads
	// slowly, as for a screen (termio.NewOutput).
	OutputBuffer int
	OutputStall  time.Duration
	// Events are the server's tournaments (nil: none).
	Events Events
}

// Middleware runs the sessions whose command is SSHCommand, and passes
// the others on to next.
func Middleware(srv Server, next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if strings.TrimSpace(sess.RawCommand()) != SSHCommand {
			next(sess)
			return
		}
		_ = sess.Exit(srv.serve(sess))
	}
}

// serve runs one bot session and returns its exit status.
func (srv Server) serve(sess ssh.Session) int {
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	stop := context.AfterFunc(srv.Life, cancel)
	defer stop()
	p := srv.Player(sess)
	if !p.Guest() {
		srv.Identify(ctx, &p)
		MarkBot(ctx, srv.Store, &p)
	}
	out := termio.NewOutput(sess, srv.OutputBuffer, srv.OutputStall, func(reason string, _ bool) {
		srv.Log.Warn("bot session dropped", "player", p.Name, "id", int64(p.ID), "reason", reason)
		_ = sess.Close()
	})
	go out.Run()
	defer out.CloseWait()
	if !p.Bot {
		_, _ = io.WriteString(out, "error "+NotABot+"\n")
		return 1
	}
	srv.Log.Info("bot session start", "player", p.Name, "id", int64(p.ID), "remote", sess.RemoteAddr().String())
	err := Serve(ctx, sess, out, Config{Hub: srv.Hub, Player: p, Log: srv.Log, Events: srv.Events,
		Lookup: func(ctx context.Context, name string) (Target, error) { return Lookup(ctx, srv.Store, name) },
		Rank:   func(clock time.Duration) room.SeekRank { return srv.rank(ctx, p, clock) }})
	srv.Log.Info("bot session end", "player", p.Name, "id", int64(p.ID), "error", err)
	if err != nil && !errors.Is(err, context.Canceled) {
		return 1
	}
	return 0
}

// MarkBot sets p.Bot when p's key is a bot account's (the store unasked
// for a guest; a store that cannot answer leaves it unset).
func MarkBot(ctx context.Context, st *store.Store, p *room.Player) {
	if p.ID == 0 || st == nil {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	p.Bot, _ = st.IsBot(ctx, p.ID)
}

// Lookup finds a challenged player by name; the protocol writes a name's
// spaces as underscores, read back when no name has the underscores.
func Lookup(ctx context.Context, st *store.Store, name string) (Target, error) {
	sp, err := st.PlayerByName(ctx, name)
	if errors.Is(err, store.ErrNotFound) && strings.Contains(name, "_") {
		sp, err = st.PlayerByName(ctx, strings.ReplaceAll(name, "_", " "))
	}
	if errors.Is(err, store.ErrNotFound) {
		return Target{}, fmt.Errorf(textNoSuchName, clip(name))
	}
	if err != nil {
		return Target{}, errors.New(textStoreDown)
	}
	bot, _ := st.IsBot(ctx, sp.ID)
	return Target{ID: sp.ID, Name: sp.Name, Bot: bot}, nil
}

// rank is p's rating in the class of clock, for a seek (a newcomer's
// when the store cannot say).
func (srv Server) rank(ctx context.Context, p room.Player, clock time.Duration) room.SeekRank {
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	st, err := srv.Store.RankOf(ctx, p.ID, rating.ClassOf(clock))
	if err != nil {
		return room.NewcomerRank(p)
	}
	return room.SeekRank{R: int(math.Round(st.Rating.R)), Text: st.Rating.Short()}
}
