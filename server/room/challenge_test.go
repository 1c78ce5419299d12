package room

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/server/notify"
)

// TestChallengeAcceptSeatsBoth: a challenge to a watched player is
// pending for both; accepted, it opens a room with the challenger at
// White as asked and the target at Black, the challenger's seat handed
// over once; a declined one tells the challenger; a player not watched
// cannot be challenged; the bounds per challenger hold; the target's
// reminders are told of the challenge.
func TestChallengeAcceptSeatsBoth(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	b := h.Challenges()
	alice := Player{Name: "alice", Key: "SHA256:alice", ID: 1}
	bot := Player{Name: "robo", Key: "SHA256:robo", ID: 2, Bot: true}
	if _, err := b.Offer(alice, bot.ID, bot.Name, true, DefaultOptions()); !errors.Is(err, ErrChallengeAway) {
		t.Fatalf("a challenge to a player not connected: %v", err)
	}
	var told []notify.Event
	var toldMu sync.Mutex
	h.Events = func(e notify.Event) { toldMu.Lock(); told = append(told, e); toldMu.Unlock() }
	wake, stop := b.Watch(bot.ID)
	defer stop()
	aliceWake, aliceStop := b.Watch(alice.ID)
	defer aliceStop()
	opts, _ := ParseTerms([]string{"rated", "5+3", "white"})
	c, err := b.Offer(alice, bot.ID, bot.Name, true, opts)
	if err != nil {
		t.Fatal(err)
	}
	<-wake
	toldMu.Lock()
	if len(told) != 1 || told[0].Kind != notify.Challenge || told[0].To != bot.ID || told[0].Opponent != "alice" || told[0].Clock != "5+3" || !told[0].Rated {
		t.Errorf("the bot's reminders were told %+v", told)
	}
	toldMu.Unlock()
	to, _ := b.Pending(bot)
	_, from := b.Pending(alice)
	if len(to) != 1 || len(from) != 1 || to[0].ID != c.ID || to[0].ToShown() != "robo BOT" {
		t.Fatalf("pending for the bot %+v, from alice %+v", to, from)
	}
	if _, err := b.Accept(c.ID, Player{Name: "eve", Key: "SHA256:eve", ID: 9}); !errors.Is(err, ErrChallengeGone) {
		t.Fatalf("eve accepted a challenge to the bot: %v", err)
	}
	second, err := b.Accept(c.ID, bot)
	if err != nil {
		t.Fatal(err)
	}
	<-aliceWake
	firsts, _ := b.Started(alice.ID)
	if len(firsts) != 1 || firsts[0].Code() != second.Code() {
		t.Fatalf("alice was handed %d seats", len(firsts))
	}
	if again, _ := b.Started(alice.ID); len(again) != 0 {
		t.Fatal("alice's seat was handed twice")
	}
	st := waitFor(t, second, "the game", func(s *State) bool { return s.Started })
	if st.Player(0).Name != "alice" || !st.Options.Rated || st.Options.ClockWord() != "5+3" || st.Player(1).Shown() != "robo BOT" {
		t.Fatalf("the room: white %q, black %q, %s %s", st.Player(0).Name, st.Player(1).Shown(), st.Options.RatedText(), st.Options.ClockWord())
	}
	if _, err := b.Accept(c.ID, bot); !errors.Is(err, ErrChallengeGone) {
		t.Fatalf("accepted twice: %v", err)
	}

	c2, err := b.Offer(alice, bot.ID, bot.Name, true, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Decline(c2.ID, bot); err != nil {
		t.Fatal(err)
	}
	if _, news := b.Started(alice.ID); len(news) != 1 || news[0].String() != "robo BOT declined your challenge" {
		t.Fatalf("alice was told %q", news)
	}
	for i := 0; i < MaxChallengesFrom; i++ {
		if _, err := b.Offer(alice, bot.ID, bot.Name, true, DefaultOptions()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := b.Offer(alice, bot.ID, bot.Name, true, DefaultOptions()); !errors.Is(err, ErrChallengesFrom) {
		t.Fatalf("challenge %d: %v", MaxChallengesFrom+1, err)
	}
	aliceStop() // alice's last session goes: her challenges are withdrawn
	if to, _ := b.Pending(bot); len(to) != 0 {
		t.Fatalf("%d challenges of alice left after she went", len(to))
	}
}

// TestChallengeTimesOut: a challenge not answered in time is withdrawn,
// and its challenger told.
func TestChallengeTimesOut(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	b := h.Challenges()
	b.ttl = 20 * time.Millisecond
	alice := Player{Name: "alice", Key: "SHA256:alice", ID: 1}
	bob := Player{Name: "bob", Key: "SHA256:bob", ID: 2}
	_, stop := b.Watch(bob.ID)
	defer stop()
	wake, aliceStop := b.Watch(alice.ID)
	defer aliceStop()
	c, err := b.Offer(alice, bob.ID, bob.Name, false, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.After(waitTimeout)
	for {
		select {
		case <-wake:
		case <-deadline:
			t.Fatal("the challenge was never withdrawn")
		}
		if to, _ := b.Pending(bob); len(to) == 0 {
			break
		}
	}
	if _, news := b.Started(alice.ID); len(news) != 1 || news[0].String() != "bob did not answer your challenge" {
		t.Fatalf("alice was told %q", news)
	}
	if _, err := b.Accept(c.ID, bob); !errors.Is(err, ErrChallengeGone) {
		t.Fatalf("a withdrawn challenge accepted: %v", err)
	}
}

// TestChallengeSeatNotTakenIsLeft: the challenger's seat in a room an
// accepted challenge opened, when no session of theirs takes it in time,
// is left (kept for the grace period, as for a player who went), and is
// no longer handed over.
func TestChallengeSeatNotTakenIsLeft(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	b := h.Challenges()
	b.takeWithin = 20 * time.Millisecond
	alice := Player{Name: "alice", Key: "SHA256:alice", ID: 1}
	bob := Player{Name: "bob", Key: "SHA256:bob", ID: 2}
	_, stop := b.Watch(bob.ID)
	defer stop()
	_, aliceStop := b.Watch(alice.ID)
	defer aliceStop()
	c, err := b.Offer(alice, bob.ID, bob.Name, false, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	second, err := b.Accept(c.ID, bob)
	if err != nil {
		t.Fatal(err)
	}
	st := waitFor(t, second, "alice's seat left", func(s *State) bool { return s.Started && !s.Seats[0].Connected })
	if !st.Seats[0].Taken || st.Over() {
		t.Fatalf("alice's seat: taken %v, game over %v; want kept, the game on", st.Seats[0].Taken, st.Over())
	}
	if cs, _ := b.Started(alice.ID); len(cs) != 0 {
		t.Fatalf("alice was handed %d seats after they were left", len(cs))
	}
	if back, ok := h.Resume(alice); !ok || back.Code() != second.Code() {
		t.Fatal("alice cannot go back to her seat")
	}
}
