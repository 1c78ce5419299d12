package server

import (
	"context"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/server/locale"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/sshguard"
)

// The operator's bans and mutes (fetaix admin, store/sanctions.go) as the
// server enforces them. The server reads them from the database when it
// starts and again every DefaultSanctionPoll, so that a ban given while it
// runs takes effect within seconds: a banned key or address is refused at
// authentication with the reason (an SSH banner for an address, the
// keyboard-interactive instruction for a key, which clients show), the
// sessions of a banned player end with it, and the rooms they sit in
// close (a game in progress is kept unfinished, "*"); a muted player's
// chat messages are refused with a message saying so. This file holds the
// server's and sessions' half; room/roomsanctions.go the rooms'.

// DefaultSanctionPoll is how often the server reads the bans and mutes.
const DefaultSanctionPoll = 2 * time.Second

// loadSanctions reads the sanctions from the store and applies them; the
// sessions of players banned since the last reading are told.
func (s *Server) loadSanctions(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	list, err := s.store.Sanctions(ctx, "")
	if err != nil {
		return err
	}
	if s.hub.ApplySanctions(room.NewSanctionSet(list)) {
		s.tellPrograms(sanctionsMsg{})
	}
	return nil
}

// watchSanctions reads the sanctions every poll until stop is closed; a
// failed reading keeps the last one and is logged once until one works.
func (s *Server) watchSanctions(poll time.Duration, stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(poll)
	defer t.Stop()
	failing := false
	for {
		select {
		case <-stop:
			return
		case <-t.C:
		}
		err := s.loadSanctions(context.Background())
		if err == nil {
			err = s.loadRenames(context.Background())
		}
		if err != nil && !failing {
			s.cfg.Log.Warn("reading the bans, mutes and renames failed; the last ones read stay in force", "error", err)
		}
		failing = err != nil
	}
}

// stopSanctionPoll stops the poller and waits for it (a reading is
// bounded by storeTimeout); stopping it again does nothing.
func (s *Server) stopSanctionPoll() {
	s.stopOnce.Do(func() { close(s.stopSanctions) })
	<-s.sanctionsDone
}

// stopBackground stops the work the server does on its own (the
// sanctions poller, the reading of the puzzles' ratings) and waits for it
// to end: nothing uses the store after it returns.
func (s *Server) stopBackground() {
	s.stopSanctionPoll()
	s.endLife()
	s.background.Wait()
}

// sanctionsMsg tells a session's program that the bans have changed.
type sanctionsMsg struct{}

// banNotice returns the notice that ends the session of a banned player,
// or "" when the player is not banned.
func (a *app) banNotice() string {
	sn := a.srv.hub.Sanctions().Bans.Of(a.player)
	if sn == nil {
		return ""
	}
	return room.SanctionText(a.loc, sn, room.WhoYou) // the session's last line adds "fetaix: "
}

// endIfBanned ends the session of a player banned meanwhile.
func (a *app) endIfBanned() tea.Cmd {
	if a.notice != "" {
		return nil
	}
	if a.notice = a.banNotice(); a.notice == "" {
		return nil
	}
	a.leaveAll()
	a.saveSolo("the player was banned")
	return quitSoon()
}

// refusedKey is the connection context key of the reason its client's
// key was refused: keyboard-interactive then refuses the connection too,
// with the reason.
type refusedKey struct{}

// allowKey is the public key authentication: any key is accepted (it only
// identifies the player) unless it, its player or the address is banned.
func (s *Server) allowKey(ctx ssh.Context, key ssh.PublicKey) bool {
	set := s.hub.Sanctions()
	p := room.Player{Key: gossh.FingerprintSHA256(key), Addr: sshguard.AddrKey(ctx.RemoteAddr())}
	if sn := set.Bans.Of(p); sn != nil {
		who := room.WhoKey
		if sn.Target.Addr != "" {
			who = room.WhoAddress
		}
		var l *i18n.Localizer // English, unless the key's player keeps another
		if s.store != nil {
			l = locale.ForKey(ctx, s.store, p.Key)
		}
		ctx.SetValue(refusedKey{}, "fetaix: "+l.Show(room.SanctionText(l, sn, who)))
		return false
	}
	return true
}

// toldKey is the connection context key set once its client has been told
// why it is refused: later attempts (OpenSSH makes three) are refused
// without a word.
type toldKey struct{}

// allowGuest is the keyboard-interactive authentication: without a key, a
// guest is let in with no questions asked — unless the address is banned,
// or the client offered a banned key: then the reason is sent once a
// connection, as the prompt of a challenge. ssh shows a prompt at any log
// level (-q, LogLevel=ERROR), unlike the SSH banner and a challenge's
// instruction; the answer is not read.
func (s *Server) allowGuest(ctx ssh.Context, challenge gossh.KeyboardInteractiveChallenge) bool {
	why, _ := ctx.Value(refusedKey{}).(string)
	if why == "" {
		why = s.addressBanText(sshguard.AddrKey(ctx.RemoteAddr()))
	}
	if why == "" {
		return true
	}
	if told, _ := ctx.Value(toldKey{}).(bool); !told {
		ctx.SetValue(toldKey{}, true)
		_, _ = challenge("", "", []string{why + banPromptEnd}, []bool{true})
	}
	return false
}

// banPromptEnd ends the prompt that tells a refused client why: the client
// waits for an answer, which closes the connection.
const banPromptEnd = "\r\n(enter closes) "

// addressBanText is what a client from a banned address is told, or "".
func (s *Server) addressBanText(addr string) string {
	if sn := s.hub.Sanctions().Bans.Addrs[addr]; sn != nil {
		return "fetaix: " + room.SanctionText(nil, sn, room.WhoAddress)
	}
	return ""
}
