package server

import (
	"context"

	tea "charm.land/bubbletea/v2"

	"github.com/fetaix/fetaix/internal/i18n"

	"github.com/fetaix/fetaix/store"
)

// A player's name changed while their sessions are open — by the
// server's operator (fetaix admin rename, another process on the same
// database) or by the player in another session — shows at once, as a
// game site's does: the server reads the changes with the bans and mutes,
// every DefaultSanctionPoll, and gives the new name to the rooms the
// player sits or watches in (the header and board of everyone there, the
// header's "alice is now alicia" beside the room's news, the record of
// the game in progress) and to the player's own sessions (the lobby's
// greeting, with a line saying so, and their side in an archived game
// shown, which also opens under the name of now). Messages said before
// keep the name they were said under. This file holds the server's and
// sessions' half; room/roomrename.go the rooms'.

// maxRenamesPerPoll bounds the name changes one reading takes in; more
// wait for the next.
const maxRenamesPerPoll = 500

// renamedMsg tells a session's program the names changed in one reading.
type renamedMsg []store.Rename

// loadRenames reads the name changes since the last one seen and shows
// them in the rooms and the sessions.
func (s *Server) loadRenames(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	list, err := s.store.Renames(ctx, s.renameSeq, maxRenamesPerPoll)
	if err != nil {
		return err
	}
	if len(list) == 0 {
		return nil
	}
	s.renameSeq = list[len(list)-1].Seq
	for _, rn := range list {
		if rn.Name != "" {
			s.hub.Rename(rn.Player, rn.Name)
		}
	}
	s.tellPrograms(renamedMsg(list)) // one message a reading, however many changes
	return nil
}

// tellPrograms sends msg to every running program, each without waiting
// for it (a Send returns once the program takes it, or has ended).
func (s *Server) tellPrograms(msg tea.Msg) {
	s.mu.Lock()
	progs := make([]*tea.Program, 0, len(s.programs))
	for p := range s.programs {
		progs = append(progs, p)
	}
	s.mu.Unlock()
	for _, p := range progs {
		go p.Send(msg)
	}
}

// txtNameIsNow says the player's name changed in another session or by
// the operator.
const txtNameIsNow i18n.ID = "refuse.name.isNow"

// renamed takes a new name of the session's player in and says so in the
// lobby (an archived game keeps the names of its time).
func (a *app) renamed(msg renamedMsg) {
	for _, rn := range msg {
		if a.player.ID != rn.Player || a.player.ID == 0 || rn.Name == "" || a.player.Name == rn.Name {
			continue
		}
		a.player.Name = rn.Name
		a.lobby.acct.ac.named = true
		a.lobby.msg, a.lobby.msgErr = a.loc.T(txtNameIsNow, "Name", rn.Name), false
	}
}
