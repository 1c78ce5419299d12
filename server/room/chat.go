package room

import (
	"errors"
	"time"

	"golang.org/x/time/rate"

	"github.com/fetaix/fetaix/internal/names"
	"github.com/fetaix/fetaix/internal/textsafe"
	"github.com/fetaix/fetaix/store"
)

// A room's chat: what its players and spectators say, cleaned as names are
// (textsafe), at most textsafe.MaxChat characters a message, rate-limited
// per speaker, and held in memory up to MaxRoomChat messages. The lines of
// a game go into its Record when it ends, to be kept with it in the
// archive.

// MaxRoomChat is the most messages a room holds: the older go.
const MaxRoomChat = 100

// maxChatters is the most speakers whose rate a room tracks at once; when
// it is reached, speakers whose allowance has filled up again are
// forgotten, and if none has, a newcomer must wait.
const maxChatters = 64

// Defaults of the chat's rate limit per speaker.
const (
	DefaultChatBurst = 5
	DefaultChatEvery = 2 * time.Second
)

// Errors of Client.Say; their text is shown as is.
var (
	ErrChatEmpty = errors.New("nothing to send")
	ErrChatBusy  = errors.New("too many people are talking in this room; try again shortly")
	// ErrChatTooFast refuses a speaker over the room's pace; the refusal
	// says how long to wait.
	ErrChatTooFast = errors.New("you are sending messages too fast")
)

// ChatMsg is one message of a room's chat as its members see it, or a
// note of the server (ChatLine.Note), which every member sees.
type ChatMsg struct {
	store.ChatLine
	// Seat is the seat of the player who said it, -1 for a spectator or
	// a note.
	Seat int
	From Player // who said it: blocks hide what a blocked player says
	// Said is a note of the server as each reader says it in their
	// language (Text keeps it in English, for the archive); zero for a
	// player's line, which is shown as written, and for a note brought
	// back after a restart, shown as its Text.
	Said Said
}

// ChatRate is the chat's rate limit per speaker: burst messages at once,
// then one each every.
type ChatRate struct {
	Burst int
	Every time.Duration
}

// roomChat is a room's chat, guarded by the room's lock.
type roomChat struct {
	Rate ChatRate
	// Msgs are the latest messages, oldest first. Each append makes a new
	// array, so the states that share an earlier slice keep it unchanged.
	Msgs []ChatMsg
	// total counts every message ever said in the room, and gameFrom the
	// count when the current game began: the game's lines are the
	// messages after it still held.
	total, gameFrom int
	Speakers        map[string]*rate.Limiter // by Player.owner
}

// add appends a message, dropping the oldest beyond MaxRoomChat.
func (rc *roomChat) add(m ChatMsg) {
	keep := rc.Msgs[max(len(rc.Msgs)-MaxRoomChat+1, 0):]
	rc.Msgs = append(keep[:len(keep):len(keep)], m)
	rc.total++
}

// newGame marks where the current game's chat begins.
func (rc *roomChat) newGame() { rc.gameFrom = rc.total }

// gameLines returns the current game's messages still held, for its
// record.
func (rc *roomChat) gameLines() []store.ChatLine {
	n := min(rc.total-rc.gameFrom, len(rc.Msgs))
	var out []store.ChatLine
	for _, m := range rc.Msgs[len(rc.Msgs)-n:] {
		out = append(out, m.ChatLine)
	}
	return out
}

// allow takes one message from the speaker's allowance, or says how long
// to wait.
func (rc *roomChat) allow(owner string, now time.Time) error {
	if rc.Speakers == nil {
		rc.Speakers = map[string]*rate.Limiter{}
	}
	l, ok := rc.Speakers[owner]
	if !ok {
		if len(rc.Speakers) >= maxChatters {
			for o, sl := range rc.Speakers {
				if sl.TokensAt(now) >= float64(rc.Rate.Burst) {
					delete(rc.Speakers, o)
				}
			}
		}
		if len(rc.Speakers) >= maxChatters {
			return ErrChatBusy
		}
		l = rate.NewLimiter(rate.Every(rc.Rate.Every), rc.Rate.Burst)
		rc.Speakers[owner] = l
	}
	if !l.AllowN(now, 1) {
		return refusalWith(ErrChatTooFast, txtChatTooFast, "Wait", waitSaid(untilAllowed(l, rc.Rate.Every, now)))
	}
	return nil
}

// Say sends a message to the room's chat: cleaned (textsafe.Line, at most
// textsafe.MaxChat characters, at most two combining marks a character as
// in names), marked when a spectator says it, and
// refused when nothing is left of it, the speaker is muted by the
// server's operator or over the rate.
func (c *Client) Say(text string) error {
	text = names.LimitMarks(textsafe.Line(text, textsafe.MaxChat))
	if text == "" {
		return ErrChatEmpty
	}
	r := c.room
	return r.Do(func(now time.Time) error {
		if c.closed {
			return ErrNotSeated
		}
		if sn := r.hub.Sanctions().Mutes.Of(c.who); sn != nil {
			return MutedError{sn}
		}
		if err := r.Chat.allow(c.who.owner(), now); err != nil {
			return err
		}
		r.Chat.add(ChatMsg{ChatLine: store.ChatLine{Author: c.who.Name, Spectator: c.seat < 0, At: now, Text: text},
			Seat: c.seat, From: c.who})
		return nil
	})
}
