package room

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
	"github.com/fetaix/fetaix/rating"
	"github.com/fetaix/fetaix/store"
)

// Errors a room returns for refused requests; their text is shown to the
// player as is.
var (
	ErrNotYourTurn = errors.New("not your turn")
	ErrSpectator   = errors.New("spectators cannot play")
	ErrNotSeated   = errors.New("you are no longer in this room")
	ErrWaiting     = errors.New("waiting for an opponent to join")
	ErrOver        = errors.New("the game is over")
	ErrNotOver     = errors.New("the game is still going on")
	ErrRoomFull    = errors.New("both seats are taken; you can watch instead")
	ErrRoomClosed  = errors.New("the room is closed")
	ErrNoOffer     = errors.New("there is no draw offer to answer")
	ErrDrawOffered = errors.New("you have already offered a draw")
	ErrOpponentOut = errors.New("your opponent has left the room")
	ErrStale       = errors.New("the position has changed meanwhile; choose again")
	ErrBadToken    = errors.New("that resume token matches no seat in this room")
	ErrSeatInUse   = errors.New("that seat's player is connected; a resume token only takes back a seat whose connection dropped")
	ErrNoAbort     = errors.New("a game can be aborted only before both sides have made two moves")
)

// Room is one table: an authoritative game under the room's own lock, two
// seats and any number of spectators. Every change is broadcast as a
// State to everyone in the room without ever blocking on a slow reader.
//
// The exported fields (Opts, and under Mu the game G, the seats, colours,
// clock, chat and whether the game is rated) are the room's own state:
// the server's tests read, and a few set, them under Mu to look inside a
// room; the server's code goes through the methods.
type Room struct {
	code    string
	hub     *Hub
	Opts    Options
	created time.Time
	owner   string    // the creator's Player.owner, for the hub's quota
	rank    SeekRank  // the creator's rating as the room opened: open games and quick match (seeks.go)
	since   time.Time // when the room opened on the hub's SeekClock: how long quick match has waited

	Mu          sync.Mutex
	G           *game.Game
	gameNo      int
	count       GameCount // the current game in the games metrics (gamecount.go)
	Seats       [2]seat
	White       int // seat playing White
	Started     bool
	spectators  map[*Client]struct{}
	Clock       [2]time.Duration // by colour, settled at clockFrom
	ClockOn     bool
	clockFrom   time.Time
	lag         moveLag // when the side to move's clock started, against when it saw the position (lag.go)
	flagTimer   *time.Timer
	endResult   game.Result // a result the game itself does not know (time, abandonment)
	endWhy      string
	endSaid     Said // endWhy as players read it (said.go)
	drawOffer   int8
	takeback    int8   // seat asking to take back its last move, or -1 (takeback.go)
	takebacks   [2]int // takebacks asked for in the current game, by seat
	rematch     [2]bool
	seq         uint64
	said        Says // what just happened (said.go)
	renamed     Said // a seated player's last name change, shown beside the event until the next move or game (server/renames.go)
	closed      bool
	notice      string
	noticeSaid  Said   // notice as players read it
	saved       bool   // the current game has been written
	storage     string // a problem writing a game of this room down, for the players
	storageSaid Said   // storage as players read it
	Chat        roomChat
	ratings     [2]string // by seat: the new ratings after game ratingsOf
	ratingsOf   int
	aborted     bool      // the current game ended aborted (fairplay.go)
	Rated       bool      // the current game counts for the ratings (decided as it starts)
	Casual      string    // why the current game of a rated room does not, for the players
	ratedAt     time.Time // when the current rated game started, for the pair's count
	moving      bool      // the creator of a waiting quick-match room is taking a seat elsewhere (seeks.go)
	life        int64     // which room of its code this is, for the store's games in progress (live.go)
	liveSaved   bool      // the current game is kept in the store's games in progress
	liveLast    liveMark  // as last handed to the store
	corr        corrClock // a correspondence game's times (correspondence.go)

	ev eventState // an event room's game (eventroom.go)
}

// seat is one player's place in a room.
type seat struct {
	Player   Player
	token    string // resume token for this seat
	taken    bool
	Client   *Client // nil while disconnected
	graceEnd time.Time
	timer    *time.Timer
}

func newRoom(h *Hub, code string, opts Options, now time.Time) *Room {
	r := &Room{code: code, hub: h, Opts: opts, created: now, life: rand.Int64(),
		spectators: map[*Client]struct{}{}, drawOffer: -1, takeback: -1, Chat: roomChat{Rate: h.ChatRate}}
	r.newGameLocked()
	return r
}

// Code returns the room's code.
func (r *Room) Code() string { return r.code }

// newGameLocked sets up a fresh game (the first or a rematch).
func (r *Room) newGameLocked() {
	r.G = game.NewGame(r.Opts.Rules, game.StartPosition())
	r.gameNo++
	r.Clock = [2]time.Duration{r.Opts.Clock, r.Opts.Clock}
	r.ClockOn = false
	r.endResult, r.endWhy, r.endSaid = game.Ongoing, "", Said{}
	r.drawOffer, r.takeback, r.takebacks = -1, -1, [2]int{}
	r.rematch = [2]bool{}
	r.saved = false
	r.aborted, r.Rated, r.Casual = false, false, ""
	r.renamed = Said{}
	r.corr = corrClock{}
	r.Chat.newGame()
}

// Do runs fn under the room lock with the clock settled, then restarts the
// clock, broadcasts the new state (unless fn refused), and writes the
// game record if the game has just ended.
func (r *Room) Do(fn func(now time.Time) error) error {
	now := time.Now()
	r.Mu.Lock()
	if r.closed {
		r.Mu.Unlock()
		return ErrRoomClosed
	}
	r.StopClockLocked(now)
	mark := r.markLocked()
	err := fn(now)
	if r.overLocked() {
		r.drawOffer, r.takeback = -1, -1 // nothing left to agree on
	}
	rec, res, ended := r.finishedRecordLocked()
	if ended {
		r.count.Finish(r.hub.Ops, EndOf(res))
	} else if r.aborted {
		r.count.Finish(r.hub.Ops, EndAborted)
	}
	reminders := r.remindersLocked(mark, ended, res)
	r.StartClockLocked(now)
	saveIt := ended && (rec.Rated || rec.Tournament > 0 || r.hub.ArchiveAllowed(now, r.Seats[0].Player, r.Seats[1].Player))
	if saveIt {
		rec.Live = r.archivedLiveLocked()                                                                // the game in progress goes as it is archived
		r.hub.Finished(GameRef{r.code, r.gameNo}, rec, r.reportSave(r.gameNo), r.ratingsSaved(r.gameNo)) // counted before anyone sees the end, so Shutdown and tests can wait
	} else if ended {
		r.said = append(r.said, say(txtEvNotArchived, "Why", r.hub.archiveFullSaid()))
	}
	if err == nil || ended {
		r.BroadcastLocked(now)
	}
	r.settleCorrespondenceLocked()
	closeIt := r.emptyLocked()
	if closeIt {
		r.closeLocked(say(txtNoticeEmpty), now)
	}
	r.saveLiveLocked(false)
	r.unlockEvent()
	r.hub.remind(reminders)
	if closeIt {
		r.hub.remove(r)
	}
	return err
}

// resultLocked returns the current game's result and reason.
func (r *Room) resultLocked() (game.Result, string) {
	if r.endWhy != "" {
		return r.endResult, r.endWhy
	}
	res, why := r.G.Result()
	if res == game.Ongoing {
		return res, ""
	}
	return res, why.String()
}

// resultSaidLocked is why the current game ended, as players read it
// (the zero Said while it goes on).
func (r *Room) resultSaidLocked() Said {
	if r.endWhy != "" {
		return r.endSaid
	}
	_, why := r.G.Result()
	return reasonSaid(why)
}

func (r *Room) overLocked() bool {
	res, _ := r.resultLocked()
	return r.aborted || res != game.Ongoing
}

// endLocked ends the game with a result the game itself cannot know; a
// game too short to count is aborted instead.
func (r *Room) endLocked(res game.Result, why Said) {
	if r.abortableLocked() {
		r.abortLocked(why)
		return
	}
	if !r.overLocked() {
		r.endResult, r.endWhy, r.endSaid = res, why.String(), why
		r.said = Says{say(txtEvGameOver, "Why", why)}
	}
}

// StopClockLocked charges the side to move for the time since the clock
// last started, and ends the game if its flag fell.
func (r *Room) StopClockLocked(now time.Time) {
	if r.flagTimer != nil {
		r.flagTimer.Stop()
		r.flagTimer = nil
	}
	if !r.ClockOn {
		return
	}
	r.ClockOn = false
	side := r.G.Position().SideToMove()
	spent := max(now.Sub(r.clockFrom), 0) // (the position may have reached the mover after now: lag.go)
	r.Clock[side] -= spent
	r.lag.spent(spent)
	if r.Clock[side] <= 0 {
		r.Clock[side] = 0
		r.endLocked(game.WinFor(side.Other()), timeRanOut(side))
	}
}

// StartClockLocked runs the side to move's clock when there is a clock,
// the game is on, that side has made its first move (a clock starts with
// its side's first move, as on online board-game sites) and both players
// are connected (a disconnected player's grace period does not cost clock
// time).
func (r *Room) StartClockLocked(now time.Time) {
	if r.Opts.Correspondence() {
		r.startCorrespondenceLocked(now)
		return
	}
	if r.Opts.Clock <= 0 || !r.Started || r.overLocked() || r.closed || r.G.Ply() < 2 ||
		r.Seats[0].Client == nil || r.Seats[1].Client == nil {
		return
	}
	r.ClockOn, r.clockFrom = true, now
	r.lag.started(r.gameNo, r.G.Ply(), r.seq+1) // the next broadcast shows the position
	r.armFlagLocked(now)
}

// armFlagLocked sets the timer that ends the game when the running
// clock's side has no time left.
func (r *Room) armFlagLocked(now time.Time) {
	if r.flagTimer != nil {
		r.flagTimer.Stop()
	}
	left := r.Clock[r.G.Position().SideToMove()] - now.Sub(r.clockFrom)
	r.flagTimer = time.AfterFunc(left, func() { _ = r.Do(func(time.Time) error { return nil }) })
}

// colorOf returns the colour a seat plays in the current game.
func (r *Room) colorOf(seat int) game.Color {
	if seat == r.White {
		return game.White
	}
	return game.Black
}

func (r *Room) seatedLocked(c *Client) error {
	if c.seat < 0 {
		return ErrSpectator
	}
	if r.Seats[c.seat].Client != c {
		return ErrNotSeated
	}
	return nil
}

// checkTurnLocked refuses a move request that is not c's to make now.
func (r *Room) checkTurnLocked(c *Client) error {
	if err := r.seatedLocked(c); err != nil {
		return err
	}
	if !r.Started {
		return ErrWaiting
	}
	if res, why := r.resultLocked(); res != game.Ongoing || r.aborted {
		return fmt.Errorf("%w (%s)", ErrOver, why)
	}
	if side := r.G.Position().SideToMove(); side != r.colorOf(c.seat) {
		return fmt.Errorf("%w: %s (%s) is to move", ErrNotYourTurn, r.Seats[1-c.seat].Player.Name, side)
	}
	return nil
}

func (r *Room) move(c *Client, m game.Move, gameNo, ply int) error {
	return r.Do(func(now time.Time) error {
		if err := r.checkTurnLocked(c); err != nil {
			return err
		}
		if gameNo >= 0 && (gameNo != r.gameNo || ply != r.G.Ply()) {
			return ErrStale
		}
		return r.playLocked(c, m, now)
	})
}

// playLocked plays m for c, whose turn it is.
func (r *Room) playLocked(c *Client, m game.Move, _ time.Time) error {
	side, counted := r.G.Position().SideToMove(), r.G.Ply() >= 2 // a side's first move is not timed
	if err := r.G.Play(m); err != nil {
		return err
	}
	played := r.G.Moves()[r.G.Ply()-1]
	if r.Opts.Clock > 0 && counted {
		r.Clock[side] += r.incrementLocked(side) + r.lag.allowance()
	}
	r.said, r.renamed = Says{say(txtEvPlayed, "Name", r.Seats[c.seat].Player.Name, "Move", played.String())}, Said{}
	// An offer lapses when the player it was made to plays instead of
	// answering; the mover's own offer stands for the opponent to answer.
	if r.drawOffer == int8(1-c.seat) {
		r.drawOffer = -1
		r.said = append(r.said, say(txtEvDrawLapsed))
	}
	r.lapseTakebackLocked()
	if res, _ := r.resultLocked(); res != game.Ongoing {
		r.said = append(r.said, say(txtEvGameOver, "Why", r.resultSaidLocked()))
	}
	return nil
}

// playingLocked refuses a request of c's that needs a game in progress:
// c is not seated, nobody has joined yet, or the game is over (also by an
// end the game does not know, e.g. on time).
func (r *Room) playingLocked(c *Client) error {
	if err := r.seatedLocked(c); err != nil {
		return err
	}
	if !r.Started {
		return ErrWaiting
	}
	if r.overLocked() {
		return ErrOver
	}
	return nil
}

func (r *Room) resign(c *Client) error {
	return r.Do(func(time.Time) error {
		if err := r.playingLocked(c); err != nil {
			return err
		}
		if r.abortableLocked() {
			r.abortLocked(say(txtWhyResigned, "Name", r.Seats[c.seat].Player.Name))
			return nil
		}
		if err := r.G.Resign(r.colorOf(c.seat)); err != nil {
			return ErrOver
		}
		r.said = Says{say(txtEvResigned, "Name", r.Seats[c.seat].Player.Name)}
		return nil
	})
}

func (r *Room) offerDraw(c *Client) error {
	return r.Do(func(time.Time) error {
		if err := r.playingLocked(c); err != nil {
			return err
		}
		name := r.Seats[c.seat].Player.Name
		switch r.drawOffer {
		case int8(1 - c.seat):
			if r.abortableLocked() {
				r.drawOffer = -1
				r.abortLocked(say(txtWhyDrawAgreed))
				return nil
			}
			if err := r.G.AgreeDraw(); err != nil {
				return err
			}
			r.drawOffer = -1
			r.said = Says{say(txtEvDrawAccepted, "Name", name)}
		case int8(c.seat):
			return ErrDrawOffered
		default:
			r.drawOffer = int8(c.seat)
			r.said = Says{say(txtEvDrawOffered, "Name", name)}
		}
		return nil
	})
}

func (r *Room) declineDraw(c *Client) error {
	return r.decline(c, &r.drawOffer, ErrNoOffer, txtEvDrawDeclined)
}

// decline declines, for c, the opponent's offer that *offer holds (the
// seat making it, or -1; guarded by the room's lock): a draw offer, a
// takeback request. none is the refusal when there is none; said is the
// event that tells it.
func (r *Room) decline(c *Client, offer *int8, none error, said i18n.ID) error {
	return r.Do(func(time.Time) error {
		if err := r.seatedLocked(c); err != nil {
			return err
		}
		if *offer != int8(1-c.seat) {
			return none
		}
		*offer = -1
		r.said = Says{say(said, "Name", r.Seats[c.seat].Player.Name)}
		return nil
	})
}

func (r *Room) askRematch(c *Client) error {
	return r.Do(func(time.Time) error {
		if err := r.seatedLocked(c); err != nil {
			return err
		}
		if r.Opts.Event > 0 {
			return ErrEventRematch
		}
		if !r.overLocked() {
			return ErrNotOver
		}
		if r.Seats[1-c.seat].Client == nil {
			return ErrOpponentOut
		}
		r.rematch[c.seat] = true
		r.said = Says{say(txtEvRematchAsked, "Name", r.Seats[c.seat].Player.Name)}
		if r.rematch[0] && r.rematch[1] {
			r.newGameLocked()
			r.White = 1 - r.White
			r.Started = true
			r.said = Says{say(txtEvRematch, "N", r.gameNo, "Name", r.Seats[r.White].Player.Name)}
			r.decideRatedLocked(time.Now())
		}
		return nil
	})
}

// attachLocked seats a new client at seat i, replacing any older
// connection of the same player.
func (r *Room) attachLocked(i int) *Client {
	s := &r.Seats[i]
	if s.Client != nil {
		s.Client.detachLocked()
	}
	if s.timer != nil {
		s.timer.Stop()
		s.timer = nil
	}
	s.graceEnd = time.Time{}
	c := &Client{room: r, seat: i, who: s.Player, token: s.token, ch: make(chan *State, stateBuffer)}
	s.Client = c
	return c
}

// sit seats p: back at their own seat when the key or the resume token
// matches one, else at the free seat.
func (r *Room) sit(p Player, token string) (*Client, error) {
	var c *Client
	err := r.Do(func(time.Time) error {
		var err error
		c, err = r.sitLocked(p, token, false)
		return err
	})
	return c, err
}

// joinQuick takes the free seat of this room if it is a quick-match room
// open to p. Rooms that are not are passed over under the lock alone:
// QuickMatch asks every room.
func (r *Room) joinQuick(p Player, rating int, now time.Time) (*Client, error) {
	return r.sitIf(p, func() bool {
		return r.openForQuickLocked(p) && abs(r.rank.R-rating) <= quickSpan(now.Sub(r.since))
	}, ErrRoomFull)
}

// resume returns p to a seat their key holds while they are disconnected.
// Rooms where it holds none are passed over under the lock alone: every
// login with a key asks every room.
func (r *Room) resume(p Player) (*Client, error) {
	return r.sitIf(p, func() bool { return r.heldByLocked(p.Key) }, ErrNotSeated)
}

// sitIf seats p when ok holds under the room's lock, else returns refusal
// without touching the room (its clock, its state).
func (r *Room) sitIf(p Player, ok func() bool, refusal error) (*Client, error) {
	r.Mu.Lock()
	open := !r.closed && ok()
	r.Mu.Unlock()
	if !open {
		return nil, refusal
	}
	var c *Client
	err := r.Do(func(time.Time) error {
		if !ok() { // changed meanwhile
			return refusal
		}
		var err error
		c, err = r.sitLocked(p, "", false)
		return err
	})
	return c, err
}

// openForQuickLocked reports whether p may take the free seat: a waiting
// quick-match room whose creator is connected and is not p (same key) —
// nobody is paired with themselves — neither has blocked the other, and
// a bot meets a human only if the human asked for bots (seeks.go).
func (r *Room) openForQuickLocked(p Player) bool {
	return r.Opts.Quick && r.waitingForLocked(p) && quickPairable(r.Seats[0].Player, p)
}

// waitingForLocked reports whether the room waits for a second player whom
// p may be: its creator is connected and is not p (same key) — nobody is
// paired with themselves — and neither has blocked the other.
func (r *Room) waitingForLocked(p Player) bool {
	s := r.Seats[0]
	return r.waitingLocked() && (p.Guest() || s.Player.Key != p.Key) && !blocking(s.Player, p)
}

// waitingLocked reports whether the room waits for a second player, its
// creator connected (or, in a correspondence room, away: correspondence.go).
func (r *Room) waitingLocked() bool {
	s := r.Seats[0]
	return !r.closed && !r.Started && !r.moving && s.taken && (s.Client != nil || r.Opts.Correspondence()) && !r.Seats[1].taken
}

// heldByLocked reports whether key holds a seat whose player is
// disconnected (within the grace period).
func (r *Room) heldByLocked(key string) bool {
	for _, s := range r.Seats {
		if key != "" && s.taken && s.Client == nil && s.Player.Key == key {
			return true
		}
	}
	return false
}

// backLocked returns a seat's player to seat i.
func (r *Room) backLocked(i int) *Client {
	c := r.attachLocked(i)
	r.said = Says{say(txtEvBack, "Name", r.Seats[i].Player.Name)}
	return c
}

// sitLocked seats p: back at their own seat when the key or the resume
// token matches one, else at the free seat.
func (r *Room) sitLocked(p Player, token string, create bool) (*Client, error) {
	for i := range r.Seats {
		s := &r.Seats[i]
		if !s.taken {
			continue
		}
		// the same key is the same player: a newer connection replaces
		// the older one; a token only takes back a dropped seat
		if !p.Guest() && s.Player.Key == p.Key {
			r.adoptLocked(i, p)
			return r.backLocked(i), nil
		}
		if token != "" && subtle.ConstantTimeCompare([]byte(normCode(token)), []byte(s.token)) == 1 {
			if s.Client != nil {
				return nil, ErrSeatInUse
			}
			r.adoptLocked(i, p)
			return r.backLocked(i), nil
		}
	}
	i := 1
	if create {
		i = 0
	}
	if r.Seats[i].taken {
		if token != "" {
			return nil, ErrBadToken
		}
		return nil, ErrRoomFull
	}
	r.Seats[i] = seat{Player: p, token: RandomCode(TokenLen), taken: true}
	c := r.attachLocked(i)
	if create {
		r.said = Says{say(txtEvOpened, "Name", p.Name)}
		return c, nil
	}
	r.Started = true
	r.said = Says{say(txtEvJoined, "Name", p.Name, "White", r.Seats[r.White].Player.Name)}
	r.decideRatedLocked(time.Now())
	return c, nil
}

// watch adds p as a spectator.
func (r *Room) watch(p Player) (*Client, error) {
	var c *Client
	err := r.Do(func(time.Time) error {
		c = &Client{room: r, seat: -1, who: p, ch: make(chan *State, stateBuffer)}
		r.spectators[c] = struct{}{}
		return nil
	})
	return c, err
}

func (r *Room) leave(c *Client) {
	_ = r.Do(func(now time.Time) error {
		if c.closed {
			return ErrNotSeated
		}
		c.detachLocked()
		if c.seat < 0 {
			delete(r.spectators, c)
			return nil
		}
		s := &r.Seats[c.seat]
		if s.Client != c {
			return ErrNotSeated
		}
		s.Client = nil
		name := s.Player.Name
		switch {
		case r.Opts.Correspondence() && !r.overLocked():
			r.leftCorrespondenceLocked(c.seat, now)
		case !r.Started || r.overLocked(): // before a join the room then closes (it is empty)
			s.taken = false
			r.said = Says{say(txtEvLeft, "Name", name)}
		default:
			grace := r.hub.grace
			s.graceEnd = now.Add(grace)
			i := c.seat
			s.timer = time.AfterFunc(grace, func() { r.graceOver(i) })
			r.said = Says{say(txtEvDisconnected, "Name", name)}
		}
		return nil
	})
}

// graceOver forfeits seat i if its player has not come back.
func (r *Room) graceOver(i int) {
	_ = r.Do(func(now time.Time) error {
		s := &r.Seats[i]
		if s.Client != nil || s.graceEnd.IsZero() || now.Before(s.graceEnd) || r.keepsSeatLocked(s) {
			return ErrNotSeated // came back meanwhile (or kept for the game); nothing to tell
		}
		s.graceEnd, s.timer, s.taken = time.Time{}, nil, false
		if r.Started && !r.overLocked() {
			c := r.colorOf(i)
			r.endLocked(game.WinFor(c.Other()), say(txtWhyLeftGame, "Name", s.Player.Name))
			return nil
		}
		r.said = Says{say(txtEvNotBack, "Name", s.Player.Name)}
		return nil
	})
}

// emptyLocked reports whether no player holds a seat any more.
func (r *Room) emptyLocked() bool {
	return !r.closed && !r.Seats[0].taken && !r.Seats[1].taken
}

// closeLocked closes the room: a last state with the notice, then every
// client's channel is closed.
func (r *Room) closeLocked(notice Said, now time.Time) {
	if r.abortableLocked() { // a game cut short in its opening counts for nothing
		r.count.Finish(r.hub.Ops, EndAborted)
	}
	r.count.Finish(r.hub.Ops, endInterrupted)
	r.StopClockLocked(now)
	r.closed, r.notice, r.noticeSaid = true, notice.String(), notice
	r.BroadcastLocked(now)
	for i := range r.Seats {
		s := &r.Seats[i]
		if s.timer != nil {
			s.timer.Stop()
		}
		if s.Client != nil {
			s.Client.detachLocked()
		}
	}
	for c := range r.spectators {
		c.detachLocked()
	}
}

// finishedRecordLocked returns the record of the current game, and its
// result, when it has just ended and has not been written yet.
func (r *Room) finishedRecordLocked() (store.FinishedGame, game.Result, bool) {
	res, why := r.resultLocked()
	if r.aborted || res == game.Ongoing || r.saved {
		return store.FinishedGame{}, res, false
	}
	r.saved = true
	return r.recordLocked(res, why), res, true
}

// recordLocked describes the current game for the archive.
func (r *Room) recordLocked(res game.Result, why string) store.FinishedGame {
	white, black := r.Seats[r.White].Player, r.Seats[1-r.White].Player
	event := roomEvent(r.code, r.gameNo)
	if r.Opts.Event > 0 {
		event = tournamentRecordEvent(r.Opts.Event, r.code)
	}
	g := FinishedGame(r.G.Clone(), event, time.Now(),
		store.Seat{Player: white.ID, Name: white.Name}, store.Seat{Player: black.ID, Name: black.Name},
		r.Opts.ClockText(), res, why)
	g.Rated, g.Class, g.Chat, g.Tournament = r.Rated, r.Opts.Class(), r.Chat.gameLines(), r.Opts.Event
	r.addMoveTimesLocked(&g, g.Ended)
	markBots(g.Record, white, black)
	return g
}

// reportSave returns what tells the room's players how the writing of
// game gameNo went, after a failure.
func (r *Room) reportSave(gameNo int) func(error) {
	return func(err error) {
		_ = r.Do(func(time.Time) error {
			note := gameSaveSaid(gameNo, err)
			if err != nil {
				r.storage, r.storageSaid = note.String(), note
				return nil
			}
			// written at last: the warning goes, the news is an event
			r.storage, r.storageSaid, r.said = "", Said{}, Says{note}
			return nil
		})
	}
}

// ratingsSaved returns what tells the room's players their new ratings
// once the store has rated game gameNo; it is made under the room's lock,
// when the game ends, and remembers which seat played White in it.
func (r *Room) ratingsSaved(gameNo int) func(store.Saved) {
	white := r.White
	return func(s store.Saved) {
		if !s.Rated {
			return
		}
		_ = r.Do(func(time.Time) error {
			r.ratings[white], r.ratings[1-white] = ratingNews(s.White), ratingNews(s.Black)
			r.ratingsOf = gameNo
			return nil
		})
	}
}

// ratingNews is a player's new rating and its change, as the room shows
// it: "1512? ±180 (+12)".
func ratingNews(c store.RatingChange) string {
	if c.Held {
		return fmt.Sprintf("%s (unchanged: the opponent is new)", c.After)
	}
	return fmt.Sprintf("%s (%s)", c.After, rating.Change(c.Before, c.After))
}

// shutdown closes the room for a server shutdown, or because the
// operator banned a player of it, and saves a game in progress (with
// result "*"), if any.
func (r *Room) shutdown(notice Said) {
	now := time.Now()
	r.Mu.Lock()
	defer r.unlockEvent()
	if r.closed {
		return
	}
	r.StopClockLocked(now)
	r.shutdownLocked(notice, now)
}

// shutdownLocked is shutdown under the room's lock, the clock stopped.
func (r *Room) shutdownLocked(notice Said, now time.Time) {
	rec, res, ok := r.finishedRecordLocked()
	if !ok && r.Started && !r.saved && !r.overLocked() && !r.abortableLocked() {
		r.saved = true
		rec, res, ok = r.recordLocked(game.Ongoing, "interrupted: "+notice.String()), game.Ongoing, true
	}
	if r.Rated && !r.overLocked() { // an interrupted game is never rated
		r.hub.Fair.release(r.Seats[0].Player, r.Seats[1].Player, r.ratedAt)
	}
	if ok {
		r.count.Finish(r.hub.Ops, EndOf(res))
		rec.Live = r.archivedLiveLocked()
		r.hub.Finished(GameRef{r.code, r.gameNo}, rec, nil, nil) // the room is closing: nobody left to tell
	}
	r.said = Says{notice}
	r.closeLocked(notice, now)
	r.saveLiveLocked(false) // a game kept and not archived (aborted) goes
}

// stateLocked snapshots the room.
func (r *Room) stateLocked(now time.Time) *State {
	r.seq++
	res, why := r.resultLocked()
	st := &State{
		Seq: r.seq, Code: r.code, Options: r.Opts, GameNo: r.gameNo,
		Game:  r.G.Clone(),
		White: r.White, Started: r.Started, Result: res, Reason: why, ReasonSaid: r.resultSaidLocked(),
		Clock: r.Clock, ClockRunning: r.ClockOn, AsOf: now,
		DrawOffer: r.drawOffer, Takeback: r.takeback, Rematch: r.rematch, Spectators: len(r.spectators),
		Said: r.said, Renamed: r.renamed.String(), RenamedSaid: r.renamed, Closed: r.closed, Notice: r.notice, NoticeSaid: r.noticeSaid, Storage: r.storage, StorageSaid: r.storageSaid,
		Chat: r.Chat.Msgs, Ratings: r.ratings, RatingsOf: r.ratingsOf,
		Aborted: r.aborted, Casual: r.Casual, Berserk: r.ev.berserk,
	}
	for i, s := range r.Seats {
		st.CanTakeback[i] = r.Started && !r.overLocked() && r.takebackRefusalLocked(i) == nil
		st.Seats[i] = SeatInfo{Name: s.Player.Name, ID: s.Player.ID, Guest: s.Player.Guest(), Bot: s.Player.Bot, Taken: s.taken,
			Connected: s.Client != nil, GraceEnd: s.graceEnd}
	}
	return st
}

// BroadcastLocked sends the current state to everyone in the room.
func (r *Room) BroadcastLocked(now time.Time) {
	st := r.stateLocked(now)
	for _, s := range r.Seats {
		if s.Client != nil {
			s.Client.push(st)
		}
	}
	for c := range r.spectators {
		c.push(st)
	}
}

// Info summarises the room for the list of live rooms.
func (r *Room) Info() Info {
	r.Mu.Lock()
	defer r.Mu.Unlock()
	return Info{
		Code: r.code, White: r.Seats[r.White].Player.Shown(), Black: r.Seats[1-r.White].Player.Shown(),
		Started: r.Started, Over: r.overLocked(), Ply: r.G.Ply(),
		Spectators: len(r.spectators), Clock: r.Opts.ClockText(), Days: r.Opts.DaysPerMove, Created: r.created,
		Rules: RulesText(r.Opts.Rules), Rated: r.Opts.Rated, Rating: r.rank.R, RatingText: r.rank.Text, Creator: r.Seats[0].Player.Shown(),
		Names: [3]Name{r.Seats[r.White].Player.Named(), r.Seats[1-r.White].Player.Named(), r.Seats[0].Player.Named()},
	}
}

// Info is one line of the list of live rooms.
type Info struct {
	Code         string
	White, Black string
	Started      bool
	Over         bool
	Ply          int
	Spectators   int
	Clock        string
	Days         int // a correspondence game's days per move (Clock in words), else 0
	Created      time.Time
	Rules        string // as rooms show them, "defaults" for none
	Rated        bool
	Rating       int    // the creator's rating as the room opened
	RatingText   string // and as open games show it: "1612", "1530?", "unrated", "guest"
	Creator      string // who opened the room
	// Names are White, Black and Creator with their marks kept apart,
	// for a session to show in its reader's language (WhiteIn…).
	Names [3]Name
	// YourMove, Left and Opponent describe a correspondence game for one
	// of its players (Hub.Correspondence): whether it is their move, the
	// side to move's time left, and who plays them.
	YourMove bool
	Left     time.Duration
	Opponent string
}

// pickWhite decides which seat plays White in the first game.
func pickWhite(c ColorChoice) int {
	switch c {
	case ChooseWhite:
		return 0
	case ChooseBlack:
		return 1
	}
	return rand.IntN(2)
}
