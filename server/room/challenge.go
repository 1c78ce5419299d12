package room

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/fetaix/fetaix/server/notify"
	"github.com/fetaix/fetaix/store"
)

// Challenges: a key holder asks another, by name, for a game with given
// options; the other accepts (a room opens with both seated) or declines,
// and an unanswered challenge is withdrawn after ChallengeTTL. Only a
// player connected now (a lobby or a bot session watching, Watch) may be
// challenged. Sessions learn of changes by a signal on the channel Watch
// gives them and read the book again (Pending, Started): nothing a slow
// session does can block the book or a room.

// Bounds of challenges: pending per challenger and per target, and new
// ones per challenger per hour.
const (
	MaxChallengesFrom = 3
	MaxChallengesTo   = 10
	ChallengesPerHour = 30
	ChallengeTTL      = 2 * time.Minute
	// ChallengeTakeWithin is how long the seat an accepted challenge
	// opened for its challenger waits for a session of theirs to take it
	// (a lobby reads it each second, a bot session at once) before the
	// challenger is taken to have left it.
	ChallengeTakeWithin  = 10 * time.Second
	challengeQuotaWindow = time.Hour
)

// Refusals of challenges; their text is shown to the player as is.
var (
	ErrChallengeGone    = errors.New("that challenge is no longer pending")
	ErrChallengeGuest   = errors.New("challenges are for players with an SSH key")
	ErrChallengeSelf    = errors.New("you cannot challenge yourself")
	ErrChallengeAway    = errors.New("that player is not connected now")
	ErrChallengeBlocked = errors.New("you cannot challenge that player")
	ErrChallengesFrom   = fmt.Errorf("you have %d challenges pending, the most one may: wait for their answers", MaxChallengesFrom)
	ErrChallengesTo     = errors.New("that player has too many challenges pending; try again later")
	ErrChallengeRate    = fmt.Errorf("you have made %d challenges in the last hour, the most one may", ChallengesPerHour)
)

// Challenge is one pending challenge.
type Challenge struct {
	ID      string
	From    Player // the challenger, seat 0 of the room it opens
	To      store.PlayerID
	ToName  string
	ToBot   bool
	Opts    Options
	Expires time.Time
}

// FromShown is the challenger's name as screens show it.
func (c Challenge) FromShown() string { return c.From.Shown() }

// ToShown is the challenged player's name as screens show it.
func (c Challenge) ToShown() string { return ShownName(c.ToName, c.ToBot) }

// Challenges is the hub's book of challenges.
type Challenges struct {
	hub   *Hub
	quota *WindowQuota
	ttl   time.Duration // ChallengeTTL, or a test's
	// takeWithin is ChallengeTakeWithin, or a test's
	takeWithin time.Duration

	mu       sync.Mutex
	pending  map[string]*pendingChallenge
	watchers map[store.PlayerID]map[chan struct{}]struct{}
	started  map[store.PlayerID][]*Client // challengers' seats in rooms opened by an accept, not yet taken
	declined map[store.PlayerID]Says      // what became of challengers' challenges, not yet read
}

type pendingChallenge struct {
	Challenge
	timer *time.Timer
}

// challengeBook makes the hub's book on first use.
type challengeBook struct {
	once sync.Once
	b    *Challenges
}

// Challenges returns the hub's book of challenges.
func (h *Hub) Challenges() *Challenges {
	h.challenges.once.Do(func() {
		h.challenges.b = &Challenges{hub: h, quota: NewWindowQuota(challengeQuotaWindow), ttl: ChallengeTTL, takeWithin: ChallengeTakeWithin,
			pending: map[string]*pendingChallenge{}, watchers: map[store.PlayerID]map[chan struct{}]struct{}{},
			started: map[store.PlayerID][]*Client{}, declined: map[store.PlayerID]Says{}}
	})
	return h.challenges.b
}

// Watch signals, on the channel it returns, every change to the
// challenges from or to player id, and makes id challengeable while
// watched; stop ends it. The channel holds one signal: a session reads the
// book again when it wakes.
func (b *Challenges) Watch(id store.PlayerID) (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	b.mu.Lock()
	if b.watchers[id] == nil {
		b.watchers[id] = map[chan struct{}]struct{}{}
	}
	b.watchers[id][ch] = struct{}{}
	b.mu.Unlock()
	return ch, func() {
		b.mu.Lock()
		delete(b.watchers[id], ch)
		last := len(b.watchers[id]) == 0
		if last {
			delete(b.watchers, id)
		}
		b.mu.Unlock()
		if last {
			b.Forget(id)
		}
	}
}

// signalLocked wakes the watchers of the players given.
func (b *Challenges) signalLocked(ids ...store.PlayerID) {
	for _, id := range ids {
		for ch := range b.watchers[id] {
			select {
			case ch <- struct{}{}:
			default:
			}
		}
	}
}

// Offer makes a challenge from from to player to (named toName), with
// opts, unless a bound or a block refuses it.
func (b *Challenges) Offer(from Player, to store.PlayerID, toName string, toBot bool, opts Options) (Challenge, error) {
	switch {
	case from.ID == 0:
		return Challenge{}, ErrChallengeGuest
	case from.ID == to:
		return Challenge{}, ErrChallengeSelf
	case from.Blocks.Has(Player{ID: to}):
		return Challenge{}, ErrChallengeBlocked
	}
	opts.Quick, opts.Open = false, false
	if err := opts.Validate(); err != nil {
		return Challenge{}, err
	}
	c, err := b.offer(from, to, toName, toBot, opts)
	if err == nil && b.hub.Events != nil { // the target's reminders (server/notify), outside the book's lock
		b.hub.Events(notify.Event{Kind: notify.Challenge, To: to, Opponent: from.Name, Clock: opts.ClockText(), Rated: opts.Rated})
	}
	return c, err
}

// offer records a challenge that Offer has checked, within the bounds.
func (b *Challenges) offer(from Player, to store.PlayerID, toName string, toBot bool, opts Options) (Challenge, error) {
	now := time.Now()
	b.mu.Lock()
	defer b.mu.Unlock()
	byFrom, byTo := 0, 0
	for _, p := range b.pending {
		if p.From.ID == from.ID {
			byFrom++
		}
		if p.To == to {
			byTo++
		}
	}
	switch {
	case len(b.watchers[to]) == 0:
		return Challenge{}, ErrChallengeAway
	case byFrom >= MaxChallengesFrom:
		return Challenge{}, ErrChallengesFrom
	case byTo >= MaxChallengesTo:
		return Challenge{}, ErrChallengesTo
	case !b.quota.Take(now, QuotaKey{fmt.Sprint(from.ID), ChallengesPerHour}):
		return Challenge{}, ErrChallengeRate
	}
	id := RandomCode(CodeLen + 2)
	for b.pending[id] != nil {
		id = RandomCode(CodeLen + 2)
	}
	c := &pendingChallenge{Challenge: Challenge{ID: id, From: from, To: to, ToName: toName, ToBot: toBot, Opts: opts,
		Expires: now.Add(b.ttl)}}
	c.timer = time.AfterFunc(b.ttl, func() { b.end(id, say(txtChNoAnswer, "Name", toName)) })
	b.pending[id] = c
	b.signalLocked(from.ID, to)
	return c.Challenge, nil
}

// end withdraws challenge id, if still pending, telling the challenger
// why (news) when it is not the zero Said.
func (b *Challenges) end(id string, news Said) (Challenge, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	c := b.pending[id]
	if c == nil {
		return Challenge{}, false
	}
	c.timer.Stop()
	delete(b.pending, id)
	if news.ID != "" {
		b.declined[c.From.ID] = append(b.declined[c.From.ID], news)[max(0, len(b.declined[c.From.ID])+1-MaxChallengesFrom):]
	}
	b.signalLocked(c.From.ID, c.To)
	return c.Challenge, true
}

// Pending lists the challenges to p (but those from players p blocked)
// and from p, oldest first.
func (b *Challenges) Pending(p Player) (to, from []Challenge) {
	b.mu.Lock()
	for _, c := range b.pending {
		switch {
		case c.From.ID == p.ID:
			from = append(from, c.Challenge)
		case c.To == p.ID && !blocking(c.From, p):
			to = append(to, c.Challenge)
		}
	}
	b.mu.Unlock()
	byAge := func(cs []Challenge) {
		sort.Slice(cs, func(i, j int) bool { return cs[i].Expires.Before(cs[j].Expires) })
	}
	byAge(to)
	byAge(from)
	return to, from
}

// Decline withdraws challenge id: its target declines it, or its
// challenger takes it back.
func (b *Challenges) Decline(id string, p Player) error {
	b.mu.Lock()
	c := b.pending[normCode(id)]
	mine := c != nil && (c.To == p.ID || c.From.ID == p.ID)
	b.mu.Unlock()
	if !mine {
		return ErrChallengeGone
	}
	news := say(txtChDeclined, "Name", p.Named())
	if c.From.ID == p.ID {
		news = Said{}
	}
	if _, ok := b.end(c.ID, news); !ok {
		return ErrChallengeGone
	}
	return nil
}

// Accept takes challenge id for its target p: a room opens with the
// challenger at seat 0 and p at seat 1 (colours as the challenge asked),
// and p's client is returned; the challenger's is kept for them
// (Started).
func (b *Challenges) Accept(id string, p Player) (*Client, error) {
	b.mu.Lock()
	pc := b.pending[normCode(id)]
	ok := pc != nil && pc.To == p.ID
	b.mu.Unlock()
	if !ok {
		return nil, ErrChallengeGone
	}
	if blocking(pc.From, p) {
		return nil, ErrChallengeBlocked
	}
	done, err := b.hub.admitCorrespondence(nil, pc.Opts, p) // p's bound of correspondence games, as for a join
	if err != nil {
		return nil, err
	}
	done() // (Create takes the bound's lock for the challenger)
	c, ok := b.end(pc.ID, Said{})
	if !ok {
		return nil, ErrChallengeGone
	}
	first, err := b.hub.Create(c.From, c.Opts)
	if err != nil {
		return nil, fmt.Errorf("%s cannot open the room: %w", c.FromShown(), err)
	}
	second, err := first.room.sit(p, "")
	if err != nil {
		first.Leave()
		return nil, err
	}
	b.mu.Lock()
	b.started[c.From.ID] = append(b.started[c.From.ID], first)
	b.signalLocked(c.From.ID)
	b.mu.Unlock()
	time.AfterFunc(b.takeWithin, func() { b.dropUntaken(c.From.ID, first) })
	return second, nil
}

// dropUntaken leaves the challenger's seat first if no session of theirs
// has taken it (Started): like a player who left, they keep it for the
// grace period and find it again from the lobby.
func (b *Challenges) dropUntaken(id store.PlayerID, first *Client) {
	b.mu.Lock()
	cs := b.started[id]
	i := slices.Index(cs, first)
	if i >= 0 {
		b.started[id] = slices.Delete(cs, i, i+1)
		if len(b.started[id]) == 0 {
			delete(b.started, id)
		}
	}
	b.mu.Unlock()
	if i >= 0 {
		first.Leave()
	}
}

// Started hands player id the seats of the rooms their accepted
// challenges opened, and what became of the others (declined, not
// answered), each once.
func (b *Challenges) Started(id store.PlayerID) ([]*Client, Says) {
	b.mu.Lock()
	defer b.mu.Unlock()
	cs, news := b.started[id], b.declined[id]
	delete(b.started, id)
	delete(b.declined, id)
	return cs, news
}

// Forget withdraws player id's challenges and leaves the rooms opened for
// them that they did not take: their last session has gone.
func (b *Challenges) Forget(id store.PlayerID) {
	b.mu.Lock()
	var gone []string
	for cid, c := range b.pending {
		if c.From.ID == id {
			gone = append(gone, cid)
		}
	}
	cs := b.started[id]
	delete(b.started, id)
	delete(b.declined, id)
	b.mu.Unlock()
	for _, cid := range gone {
		b.end(cid, Said{})
	}
	for _, c := range cs {
		c.Leave()
	}
}
