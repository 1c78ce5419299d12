package room

import (
	"testing"
	"time"
)

// TestQuickMatchKeepsBotsFromHumans: a bot waiting in quick match is not
// paired with a human however long they wait, nor is a human's room taken
// by a bot; a second bot meets the first, and a human who asked for bots
// meets a bot. Rooms show the bot's name with its mark.
func TestQuickMatchKeepsBotsFromHumans(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	start := time.Now()
	var ahead time.Duration
	h.SeekClock = func() time.Time { return start.Add(ahead) }
	bot := Player{Name: "robo", Key: "SHA256:robo", ID: 1, Bot: true}
	bot2 := Player{Name: "tin", Key: "SHA256:tin", ID: 2, Bot: true}
	alice := Player{Name: "alice", Key: "SHA256:alice", ID: 3}
	bob := Player{Name: "bob", Key: "SHA256:bob", ID: 4, BotsOK: true}

	b, err := h.QuickMatchRanked(bot, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	ahead = time.Hour // any rating range
	a, err := h.QuickMatchRanked(alice, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	if a.Code() == b.Code() {
		t.Fatal("quick match paired alice with a bot she did not ask for")
	}
	if c := h.Requick(a); c != nil {
		t.Fatalf("alice moved to the bot's room %s", c.Code())
	}
	if info := b.Room().Info(); info.Creator != "robo BOT" {
		t.Errorf("the bot's room shows its creator as %q, want robo BOT", info.Creator)
	}
	t2, err := h.QuickMatchRanked(bot2, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	if t2.Code() != b.Code() {
		t.Fatalf("the second bot went to room %s, not to the first bot's %s", t2.Code(), b.Code())
	}
	st := waitFor(t, t2, "the bots' game", func(s *State) bool { return s.Started })
	if st.Seats[0].Shown() != "robo BOT" || st.Seats[1].Shown() != "tin BOT" {
		t.Errorf("seats shown as %q and %q", st.Seats[0].Shown(), st.Seats[1].Shown())
	}
	b3, err := h.QuickMatchRanked(Player{Name: "zap", Key: "SHA256:zap", ID: 5, Bot: true}, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	if b3.Code() == a.Code() {
		t.Fatal("a bot took alice's quick-match room")
	}
	a.Leave() // only the bot zap waits now
	c, err := h.QuickMatchRanked(bob, SeekRank{R: 1500})
	if err != nil {
		t.Fatal(err)
	}
	if c.Code() != b3.Code() {
		t.Fatalf("bob, who asked for bots, went to room %s", c.Code())
	}
}

// TestBotGamesAreTagged: the record of a game a bot played says which
// side was a program (WhiteType or BlackType), and nothing of the human's.
func TestBotGamesAreTagged(t *testing.T) {
	t.Parallel()
	h := newTestHub(t, time.Minute)
	a, err := h.Create(Player{Name: "robo", Key: "SHA256:robo", Bot: true}, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	b, err := h.Join(a.Code(), Player{Name: "bob", Key: "SHA256:bob"}, "")
	if err != nil {
		t.Fatal(err)
	}
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	if err := b.Resign(); err != nil {
		t.Fatal(err)
	}
	recs := archivedRecords(t, h)
	if len(recs) != 1 {
		t.Fatalf("%d records", len(recs))
	}
	botSide, humanSide := "WhiteType", "BlackType"
	if white == b {
		botSide, humanSide = humanSide, botSide
	}
	if recs[0].Tag(botSide) != "program" || recs[0].Tag(humanSide) != "" {
		t.Fatalf("%s %q, %s %q", botSide, recs[0].Tag(botSide), humanSide, recs[0].Tag(humanSide))
	}
}

// TestBotKeptAcrossARestart: a game in progress kept at a shutdown comes
// back with the bot still a bot: BOT beside its name.
func TestBotKeptAcrossARestart(t *testing.T) {
	t.Parallel()
	dir := dataDir(t)
	h, stop := hubOn(t, dir, time.Minute)
	a, err := h.Create(Player{Name: "robo", Key: "SHA256:robo", Bot: true}, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	b, err := h.Join(a.Code(), Player{Name: "bob", Key: "SHA256:bob"}, "")
	if err != nil {
		t.Fatal(err)
	}
	white, black := seatColors(t, a, b)
	playOpening(t, white, black)
	code := a.Code()
	stop()
	h2, _ := hubOn(t, dir, time.Minute)
	r, err := h2.Find(code)
	if err != nil {
		t.Fatal(err)
	}
	if info := r.Info(); info.White != "robo BOT" && info.Black != "robo BOT" {
		t.Fatalf("the room came back with %q and %q", info.White, info.Black)
	}
}
