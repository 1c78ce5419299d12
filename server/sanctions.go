package server

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/server/sshguard"
	"github.com/fetaix/fetaix/store"
)

// The operator's bans and mutes (fetaix admin, store/sanctions.go) as the
// server enforces them. The server reads them from the database when it
// starts and again every DefaultSanctionPoll, so that a ban given while it
// runs takes effect within seconds: a banned key or address is refused at
// authentication with the reason (an SSH banner for an address, the
// keyboard-interactive instruction for a key, which clients show), the
// sessions of a banned player end with it, and the rooms they sit in
// close (a game in progress is kept unfinished, "*"); a muted player's
// chat messages are refused with a message saying so.

// DefaultSanctionPoll is how often the server reads the bans and mutes.
const DefaultSanctionPoll = 2 * time.Second

// sanctionIndex finds the sanction of one kind that applies to a player.
type sanctionIndex struct {
	keys    map[string]*store.Sanction // key sanctions, and every key of a sanctioned player
	players map[store.PlayerID]*store.Sanction
	addrs   map[string]*store.Sanction // by addrKey
}

// of returns the sanction that applies to p (by key, player or address),
// or nil.
func (ix sanctionIndex) of(p Player) *store.Sanction {
	if sn := ix.keys[p.Key]; sn != nil && p.Key != "" {
		return sn
	}
	if sn := ix.players[p.ID]; sn != nil && p.ID != 0 {
		return sn
	}
	return ix.addrs[p.Addr]
}

// sanctionSet is the sanctions in force as the server last read them.
type sanctionSet struct {
	version     string // tells whether a new reading changed anything
	bans, mutes sanctionIndex
}

// noSanctions is the set before any reading.
var noSanctions = newSanctionSet(nil)

func newSanctionSet(list []store.Sanction) *sanctionSet {
	set := &sanctionSet{}
	var version strings.Builder
	for _, ix := range []*sanctionIndex{&set.bans, &set.mutes} {
		*ix = sanctionIndex{keys: map[string]*store.Sanction{}, players: map[store.PlayerID]*store.Sanction{},
			addrs: map[string]*store.Sanction{}}
	}
	for i := range list {
		sn := &list[i]
		ix := &set.bans
		if sn.Kind == store.Mute {
			ix = &set.mutes
		}
		switch t := sn.Target; {
		case t.Player != 0:
			ix.players[t.Player] = sn
			for _, k := range sn.Keys {
				ix.keys[k] = sn
			}
		case t.Key != "":
			ix.keys[t.Key] = sn
		default:
			ix.addrs[t.Addr] = sn
		}
		fmt.Fprintf(&version, "%d:%d:%s;", sn.ID, sn.Expires.Unix(), strings.Join(sn.Keys, ","))
	}
	set.version = version.String()
	return set
}

// sanctionText is what a sanctioned client is told, after subject ("this
// key is", "you are"): "banned from this server until … (reason)".
func sanctionText(sn *store.Sanction, subject string) string {
	text := subject + " banned from this server"
	if sn.Kind == store.Mute {
		text = subject + " muted on this server"
	}
	if !sn.Expires.IsZero() {
		text += " until " + sn.Expires.UTC().Format("2006-01-02 15:04 UTC")
	}
	if sn.Reason != "" {
		text += " (" + sn.Reason + ")"
	}
	if sn.Kind == store.Mute {
		text += "; your messages are not sent"
	}
	return text
}

// mutedError is a muted speaker's refusal.
type mutedError struct{ sn *store.Sanction }

func (e mutedError) Error() string { return sanctionText(e.sn, "you are") }

// sanctions returns the sanctions in force.
func (h *Hub) sanctions() *sanctionSet {
	if set := h.sanctioned.Load(); set != nil {
		return set
	}
	return noSanctions
}

// applySanctions takes a new reading in and reports whether it changed
// the bans; the rooms where a banned player sits close.
func (h *Hub) applySanctions(set *sanctionSet) (bansChanged bool) {
	old := h.sanctions()
	h.sanctioned.Store(set)
	if old.version == set.version {
		return false
	}
	for _, r := range h.snapshot() {
		if name := r.bannedSeat(set); name != "" {
			r.shutdown("closed by the server's operator: " + name + " is banned")
			h.remove(r)
		}
	}
	return true
}

// bannedSeat returns the name of a banned player seated in the room, or "".
func (r *Room) bannedSeat(set *sanctionSet) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, s := range r.seats {
		if s.taken && set.bans.of(s.player) != nil {
			return s.player.Name
		}
	}
	return ""
}

// loadSanctions reads the sanctions from the store and applies them; the
// sessions of players banned since the last reading are told.
func (s *Server) loadSanctions(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	list, err := s.store.Sanctions(ctx, "")
	if err != nil {
		return err
	}
	if s.hub.applySanctions(newSanctionSet(list)) {
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

// sanctionsMsg tells a session's program that the bans have changed.
type sanctionsMsg struct{}

// banNotice returns the notice that ends the session of a banned player,
// or "" when the player is not banned.
func (a *app) banNotice() string {
	sn := a.srv.hub.sanctions().bans.of(a.player)
	if sn == nil {
		return ""
	}
	return sanctionText(sn, "you are") // the session's last line adds "fetaix: "
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
	set := s.hub.sanctions()
	p := Player{Key: gossh.FingerprintSHA256(key), Addr: sshguard.AddrKey(ctx.RemoteAddr())}
	if sn := set.bans.of(p); sn != nil {
		who := "this key is"
		if sn.Target.Addr != "" {
			who = "your address is"
		}
		ctx.SetValue(refusedKey{}, "fetaix: "+sanctionText(sn, who))
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
	if sn := s.hub.sanctions().bans.addrs[addr]; sn != nil {
		return "fetaix: " + sanctionText(sn, "your address is")
	}
	return ""
}
