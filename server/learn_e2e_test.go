package server

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"

	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/server/room"
	"github.com/fetaix/fetaix/server/screentext"
	"github.com/fetaix/fetaix/ui"
)

// stageIDs returns the IDs of the first n stages of the lessons.
func stageIDs(t *testing.T, n int) []string {
	t.Helper()
	ids := learn.StageIDs()
	if len(ids) < n {
		t.Fatalf("the lessons have %d stages, the test needs %d", len(ids), n)
	}
	return ids[:n]
}

// learnSpy is told the options of the lessons' screens the sessions open
// (Config.learnOpened), by connection: its Save is what the screen calls
// as a stage is met.
type learnSpy struct {
	mu   sync.Mutex
	opts map[string]ui.LearnOptions // the latest, by the client's address and port
}

func (spy *learnSpy) tweak(c *Config) {
	spy.opts = map[string]ui.LearnOptions{}
	c.learnOpened = func(p room.Player, o ui.LearnOptions) {
		spy.mu.Lock()
		defer spy.mu.Unlock()
		spy.opts[p.Conn] = o
	}
}

// save calls the Save of the lessons' screen tm's session opened last.
func (spy *learnSpy) save(t *testing.T, tm *term, p learn.Progress) {
	t.Helper()
	spy.mu.Lock()
	o, ok := spy.opts[tm.client.LocalAddr().String()]
	spy.mu.Unlock()
	if !ok || o.Save == nil {
		t.Fatalf("the session opened no lessons' screen with a Save")
	}
	if err := o.Save(p); err != nil {
		t.Fatalf("save: %v", err)
	}
}

// lessonRow is the row of the first lesson on the lessons' screen showing
// progress p, as the screen draws it.
func lessonRow(t *testing.T, p learn.Progress) string {
	t.Helper()
	title := learn.All()[0].Title
	m := ui.NewLearn(ui.LearnOptions{Options: ui.Options{NoColor: true}, Progress: p})
	for _, ln := range strings.Split(ansi.Strip(m.Content()), "\n") {
		if strings.Contains(ln, title) {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(ln), ">"))
		}
	}
	t.Fatalf("the lessons' screen has no row for %q", title)
	return ""
}

// someStars is a progress with stars in the first lesson: three in its
// first stage, two in its second (if it has one).
func someStars(t *testing.T) learn.Progress {
	t.Helper()
	p := learn.Progress{}
	for i, st := range learn.All()[0].Stages {
		if i < 2 {
			p[st.ID] = 3 - i
		}
	}
	return p
}

// TestE2ELearnOfferedOnceAndProgressKept: a new key's first lobby offers
// the lessons; another key puts the offer away; "l" opens them, the list
// of lessons; the stars the screen saves are stored for the key, and
// shown when it connects again — when the lobby no longer offers them.
func TestE2ELearnOfferedOnceAndProgressKept(t *testing.T) {
	t.Parallel()
	spy := &learnSpy{}
	srv, addr, _ := startServer(t, spy.tweak)
	key := newKey(t)
	alice := openTerm(t, addr, "alice", key, "", 80, 24)
	alice.waitText(0, screentext.LearnOffer())
	mk := alice.mark()
	alice.send("\x1b[B") // down: the offer goes
	alice.waitText(mk, "> p  Puzzles")
	if strings.Contains(alice.screenText(0), "New here?") {
		t.Fatalf("a key put the offer away, yet it is still shown:\n%s", alice.screenText(0))
	}
	mk = alice.mark()
	alice.send(screentext.LearnKey)
	empty := lessonRow(t, learn.Progress{})
	alice.waitText(mk, empty)
	alice.waitText(mk, learn.All()[1].Title) // a list: the second lesson too

	stars := someStars(t)
	spy.save(t, alice, stars)
	sp, err := srv.store.PlayerByKey(context.Background(), gossh.FingerprintSHA256(key.PublicKey()))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := srv.store.LessonProgress(context.Background(), sp.ID); got != stars.String() || err != nil {
		t.Fatalf("the stored progress is %q (%v), want %q", got, err, stars.String())
	}
	mk = alice.mark()
	alice.send("q")
	alice.waitText(mk, lobbyText)
	alice.close()

	again := openTerm(t, addr, "alice", key, "", 80, 24)
	again.waitShowing(lobbyText)
	if strings.Contains(again.screenText(0), "New here?") {
		t.Fatalf("the lessons are offered again on the key's second connection:\n%s", again.screenText(0))
	}
	want := lessonRow(t, stars)
	if want == empty {
		t.Fatalf("the stars do not show on the lesson's row: %q either way", want)
	}
	mk = again.mark()
	again.send(screentext.LearnKey)
	again.waitText(mk, want)
}

// TestE2ELearnGuest: a guest is offered the lessons too, opens them with
// "l", and is told their stars last the session: they are there when the
// lessons open again in the session, and gone in the next one.
func TestE2ELearnGuest(t *testing.T) {
	t.Parallel()
	spy := &learnSpy{}
	_, addr, _ := startServer(t, spy.tweak)
	zed := openTerm(t, addr, "zed", nil, "", 80, 24)
	zed.waitText(0, screentext.LearnOffer())
	mk := zed.mark()
	zed.send(screentext.LearnKey)
	empty := lessonRow(t, learn.Progress{})
	zed.waitText(mk, empty)
	zed.waitText(mk, learnGuestNote)

	stars := someStars(t)
	spy.save(t, zed, stars)
	mk = zed.mark()
	zed.send("q")
	zed.waitText(mk, lobbyText)
	mk = zed.mark()
	zed.send(screentext.LearnKey)
	zed.waitText(mk, lessonRow(t, stars))
	zed.close()

	next := openTerm(t, addr, "zed", nil, "", 80, 24)
	next.waitText(0, screentext.LearnOffer())
	mk = next.mark()
	next.send(screentext.LearnKey)
	next.waitText(mk, learnGuestNote)
	if strings.Contains(next.screenText(mk), lessonRow(t, stars)) {
		t.Fatalf("a guest's stars outlived the session:\n%s", next.screenText(mk))
	}
}

// TestE2ELearnWaitingStarsWrittenOnLeaving: stars met within the gap
// after a write wait; they are written as the player leaves the lessons,
// and, if the connection drops instead, as the session ends.
func TestE2ELearnWaitingStarsWrittenOnLeaving(t *testing.T) {
	t.Parallel()
	spy := &learnSpy{}
	srv, addr, _ := startServer(t, func(c *Config) { spy.tweak(c); c.learnGap = time.Hour })
	ctx := context.Background()
	ids := stageIDs(t, 3)
	for user, leave := range map[string]string{"ann": "quit", "bea": "drop"} {
		key := newKey(t)
		tm := openTerm(t, addr, user, key, "", 80, 24)
		tm.waitText(0, lobbyText)
		mk := tm.mark()
		tm.send(screentext.LearnKey)
		tm.waitText(mk, learn.All()[0].Title)
		sp, err := srv.store.PlayerByKey(ctx, gossh.FingerprintSHA256(key.PublicKey()))
		if err != nil {
			t.Fatal(err)
		}
		stored := func() string {
			got, err := srv.store.LessonProgress(ctx, sp.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		first, later := learn.Progress{ids[0]: 2}, learn.Progress{ids[0]: 3, ids[2]: 1}
		spy.save(t, tm, first)
		spy.save(t, tm, later)
		if got := stored(); got != first.String() {
			t.Fatalf("%s: within the gap the store holds %q, want the first write only, %q", leave, got, first.String())
		}
		if leave == "quit" {
			mk = tm.mark()
			tm.send("q")
			tm.waitText(mk, lobbyText)
			if got := stored(); got != later.String() {
				t.Fatalf("after leaving the lessons the store holds %q, want %q", got, later.String())
			}
			continue
		}
		tm.close()
		waitUntil(t, "the waiting stars written as the session ended", func() bool { return stored() == later.String() })
	}
}
