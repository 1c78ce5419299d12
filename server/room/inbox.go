package room

import (
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/store"
)

// Inbox is a lobby's side of the challenge book (challenge.go): while it
// is open its player may be challenged; the lobby reads it each second
// (Poll) for the challenge to show, the news of its own, and the rooms
// its accepted challenges opened, and answers the one shown.
type Inbox struct {
	book  *Challenges
	p     Player
	stop  func()
	shown string          // the ID of the challenge to the player shown, "" for none
	l     *i18n.Localizer // the language its texts are said in (WithLang)
}

// WithLang sets the language of the inbox's texts and returns it (nil
// for a guest's).
func (in *Inbox) WithLang(l *i18n.Localizer) *Inbox {
	if in != nil {
		in.l = l
	}
	return in
}

// Inbox opens p's inbox; nil for a guest, who cannot be challenged.
func (h *Hub) Inbox(p Player) *Inbox {
	if p.ID == 0 {
		return nil
	}
	b := h.Challenges()
	_, stop := b.Watch(p.ID)
	return &Inbox{book: b, p: p, stop: stop}
}

// Close ends the inbox: the player's challenges are withdrawn when it was
// their last session.
func (in *Inbox) Close() {
	if in != nil {
		in.stop()
	}
}

// Offer challenges player to (named name) with the options of words
// (ParseTerms), from the inbox's player as they are now (from: their name
// may have changed since the inbox opened), and returns what the lobby
// says of it.
func (in *Inbox) Offer(from Player, to store.PlayerID, name string, bot bool, words []string) (string, error) {
	if in == nil {
		return "", ErrChallengeGuest
	}
	opts, err := ParseTerms(words)
	if err != nil {
		return "", err
	}
	if from.ID != in.p.ID {
		return "", ErrChallengeGuest
	}
	c, err := in.book.Offer(from, to, name, bot, opts)
	if err != nil {
		return "", err
	}
	return c.sentText(in.l), nil
}

// Poll returns the challenge to the player to show ("" for none), what
// became of the player's own since the last poll ("" for nothing), and the
// seat of a room an accepted challenge opened (nil for none).
func (in *Inbox) Poll() (invitation, news string, c *Client) {
	if in == nil {
		return "", "", nil
	}
	started, said := in.book.Started(in.p.ID)
	for _, c := range started[min(1, len(started)):] { // one room at a time: the others are left
		c.Leave()
	}
	to, _ := in.book.Pending(in.p)
	in.shown = ""
	if len(to) > 0 {
		in.shown, invitation = to[0].ID, to[0].invitationText(in.l)
	}
	if len(started) > 0 {
		c = started[0]
	}
	return invitation, said.In(in.l), c
}

// Answer accepts (the player's seat in the new room) or declines the
// challenge shown; ok is false when none is.
func (in *Inbox) Answer(yes bool) (c *Client, ok bool, err error) {
	if in == nil || in.shown == "" {
		return nil, false, nil
	}
	id := in.shown
	in.shown = ""
	if !yes {
		return nil, true, in.book.Decline(id, in.p)
	}
	c, err = in.book.Accept(id, in.p)
	return c, true, err
}
