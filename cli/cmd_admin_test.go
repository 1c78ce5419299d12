package cli

import (
	"context"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/store"
)

// adminOK runs fetaix admin with args on the database of dir and returns
// its output, failing the test unless it succeeds.
func adminOK(t *testing.T, dir string, args ...string) string {
	t.Helper()
	code, out, errOut := runFetaix(append(append([]string{"admin"}, args...), "--data-dir", dir)...)
	if code != 0 {
		t.Fatalf("admin %v: exit %d: %s", args, code, errOut)
	}
	return out
}

// withStore opens the database of dir for f.
func withStore(t *testing.T, dir string, f func(*store.Store)) {
	t.Helper()
	s, err := store.Open(store.DefaultPath(dir), store.Options{MustExist: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	f(s)
}

// TestAdminBanListUnban: a player banned by name for a week with a
// reason, a key and an IPv6 address until lifted, are listed; unban
// lifts each; mutes are apart from bans.
func TestAdminBanListUnban(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	out := adminOK(t, dir, "ban", "ann", "--for", "7d", "--why", "cheating \x1b[31mred")
	if !strings.HasPrefix(out, "banned Ann (player 1, every key of theirs) until ") || !strings.HasSuffix(out, ": cheating [31mred\n") {
		t.Fatalf("ban output %q", out)
	}
	// a key no player has yet; an IPv6 address stands for its /64
	key := "SHA256:" + strings.Repeat("A", 43)
	if out := adminOK(t, dir, "ban", key); out != "banned key "+key+" (no player has it yet) until lifted\n" {
		t.Fatalf("ban key output %q", out)
	}
	if out := adminOK(t, dir, "ban", "2001:db8::1234", "--why", "bots"); out != "banned address 2001:db8::/64 until lifted: bots\n" {
		t.Fatalf("ban address output %q", out)
	}
	adminOK(t, dir, "mute", "Bob", "--for", "90m")
	list := adminOK(t, dir, "list", "bans")
	lines := strings.Split(strings.TrimSpace(list), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "Ann (player 1)  since ") || !strings.Contains(lines[0], "until 20") ||
		!strings.HasPrefix(lines[1], "key "+key) || !strings.HasPrefix(lines[2], "address 2001:db8::/64") ||
		!strings.HasSuffix(lines[2], "until lifted: bots") {
		t.Fatalf("list bans:\n%s", list)
	}
	if mutes := adminOK(t, dir, "list", "mutes"); !strings.HasPrefix(mutes, "Bob (player 2)") || strings.Count(mutes, "\n") != 1 {
		t.Fatalf("list mutes:\n%s", mutes)
	}
	// the ban of a player by one of their keys is the player's ban
	if out := adminOK(t, dir, "unban", "2001:db8::/64"); out != "unbanned address 2001:db8::/64\n" {
		t.Fatalf("unban output %q", out)
	}
	adminOK(t, dir, "unban", "ANN")
	adminOK(t, dir, "unban", key)
	if out := adminOK(t, dir, "list", "bans"); out != "no bans in force\n" {
		t.Fatalf("after unban: %q", out)
	}
	adminOK(t, dir, "unmute", "bob")
	if code, _, errOut := runFetaix("admin", "unmute", "bob", "--data-dir", dir); code != 1 || !strings.Contains(errOut, "Bob (player 2, every key of theirs) has no mute in force") {
		t.Fatalf("unmute twice: exit %d, %q", code, errOut)
	}
}

// TestAdminBadInput: unknown players, bad durations, keys, addresses and
// subcommands get clear errors.
func TestAdminBadInput(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"ban", "nobody"}, 1, `no player named "nobody" (guests are not stored: name their address instead)`},
		{[]string{"ban", "ann", "--for", "3x"}, 2, "want a duration such as 90m, 12h or 7d"},
		{[]string{"ban", "ann", "--for", "-1h"}, 2, "want a duration above 0"},
		{[]string{"mute", "SHA256:abc"}, 1, "is not a key fingerprint"},
		{[]string{"ban", "10.0.0.0/8"}, 1, "an address is one IPv4 address, or an IPv6 address or /64"},
		{[]string{"unban", "ann"}, 1, "has no ban in force"},
		{[]string{"ban"}, 2, "ban: want 1 argument, got 0"},
		{[]string{"rename", "ann"}, 2, "rename: want 2 arguments, got 1"},
		{[]string{"list", "people"}, 2, "list bans, list mutes or list bots"},
		{[]string{"bot"}, 2, "bot: want 1 argument, got 0"},
		{[]string{"bot", "nobody"}, 1, `no player named "nobody"`},
		{[]string{"kick", "ann"}, 2, `unknown subcommand "kick"`},
		{[]string{"rename", "ann", "bob"}, 1, "that name is taken"},
		{[]string{"rename", "ann", "guest"}, 1, "the server shows that name for others"},
		{[]string{"rename", "ann", "Anna\x1b[2J"}, 1, "invisible, control or format characters"},
		{[]string{"reports", "--last", "-1"}, 2, "--last"},
	} {
		code, _, errOut := runFetaix(append(append([]string{"admin"}, tc.args...), "--data-dir", dir)...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("admin %v: exit %d, %q; want exit %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
	if code, _, errOut := runFetaix("admin", "list", "bans", "--data-dir", t.TempDir()); code != 1 || !strings.Contains(errOut, "no database at") {
		t.Errorf("no database: exit %d, %q", code, errOut)
	}
}

// TestAdminRename: rename gives a player a new name through the store's
// name rules (cleaned), found by their name or their label.
func TestAdminRename(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	if out := adminOK(t, dir, "rename", "ANN", "  Anna   Lee "); !strings.HasPrefix(out, "renamed Ann (player 1) to Anna Lee;") {
		t.Fatalf("rename output %q", out)
	}
	var unnamed store.Player
	withStore(t, dir, func(s *store.Store) {
		var err error
		if unnamed, err = s.FindOrCreate(context.Background(), "SHA256:Cyd"); err != nil {
			t.Fatal(err)
		}
		if p, err := s.PlayerByName(context.Background(), "anna lee"); err != nil || p.ID != 1 {
			t.Fatalf("renamed player: %+v, %v", p, err)
		}
	})
	adminOK(t, dir, "rename", unnamed.Label(), "Cyd")
}

// TestAdminBot: bot makes a player a bot account, found by name; list
// bots lists them; making one twice is once.
func TestAdminBot(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	if out := adminOK(t, dir, "list", "bots"); out != "no bot accounts\n" {
		t.Fatalf("list bots before: %q", out)
	}
	if out := adminOK(t, dir, "bot", "ANN"); !strings.HasPrefix(out, "Ann (player 1) is a bot account") {
		t.Fatalf("bot output %q", out)
	}
	adminOK(t, dir, "bot", "ann")
	if out := adminOK(t, dir, "list", "bots"); out != "Ann (player 1)\n" {
		t.Fatalf("list bots: %q", out)
	}
	withStore(t, dir, func(s *store.Store) {
		if bot, err := s.IsBot(context.Background(), 2); err != nil || bot {
			t.Fatalf("player 2 is a bot too: %v, %v", bot, err)
		}
	})
}

// TestAdminReportsLists: reports that players made are listed newest
// first, with who, about whom, the room and the reason; --full adds the
// chat and the game.
func TestAdminReportsLists(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	if out := adminOK(t, dir, "reports"); out != "no reports\n" {
		t.Fatalf("no reports: %q", out)
	}
	withStore(t, dir, func(s *store.Store) {
		for _, reason := range []string{"first one", "insults in the chat"} {
			if _, err := s.AddReport(context.Background(), store.Report{
				By:    store.Reporter{Player: 1, Name: "Ann", Addr: "192.0.2.1"},
				About: store.Reporter{Player: 2, Name: "Bob", Key: "SHA256:Bob", Addr: "192.0.2.2"},
				Room:  "ABCD", GameNo: 2, Reason: reason, PDN: "[White \"Ann\"]\n1. d2-c3 *\n", Chat: "Bob: rude words\n",
			}); err != nil {
				t.Fatal(err)
			}
		}
	})
	out := adminOK(t, dir, "reports", "--last", "1")
	want := []string{"report 2  ", "  room ABCD game 2\n", "  by     Ann (player 1, address 192.0.2.1)\n",
		"  about  Bob (player 2, key SHA256:Bob, address 192.0.2.2)\n", "  why    insults in the chat\n"}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("reports output lacks %q:\n%s", w, out)
		}
	}
	if strings.Contains(out, "first one") || strings.Contains(out, "rude words") {
		t.Errorf("--last 1 printed more, or --full's parts:\n%s", out)
	}
	full := adminOK(t, dir, "reports", "--full")
	if !strings.Contains(full, "first one") || !strings.Contains(full, "  chat:\n    Bob: rude words\n  game:\n    [White \"Ann\"]\n    1. d2-c3 *\n") {
		t.Errorf("reports --full:\n%s", full)
	}
}

// TestAdminTargetKinds: --player, --address and --key say what WHO is;
// a text of another kind is refused rather than read as something else;
// the target understood is printed before the command acts.
func TestAdminTargetKinds(t *testing.T) {
	t.Parallel()
	dir := testDB(t)
	for _, c := range []struct {
		args []string
		err  string
	}{
		{[]string{"ban", "--player", "127.0.0.3"}, `no player named "127.0.0.3"`},
		{[]string{"ban", "--address", "ann"}, `"ann" is not an address`},
		{[]string{"mute", "--key", "ann"}, `"ann" is not a key fingerprint`},
		{[]string{"ban", "--player", "--address", "ann"}, "at most one of --player, --address and --key"},
	} {
		code, out, errOut := runFetaix(append(append([]string{"admin"}, c.args...), "--data-dir", dir)...)
		if code == 0 || !strings.Contains(errOut, c.err) || out != "" {
			t.Errorf("admin %v: exit %d, out %q, err %q; want %q", c.args, code, out, errOut, c.err)
		}
	}
	code, out, errOut := runFetaix("admin", "ban", "127.0.0.3", "--data-dir", dir)
	if code != 0 || out != "banned address 127.0.0.3 until lifted\n" ||
		errOut != "fetaix admin: \"127.0.0.3\" is address 127.0.0.3 (--player, --address or --key name the kind)\n" {
		t.Fatalf("admin ban 127.0.0.3: exit %d, out %q, err %q", code, out, errOut)
	}
	code, out, errOut = runFetaix("admin", "unban", "--player", "ann", "--data-dir", dir)
	if code == 0 || !strings.Contains(errOut, "fetaix admin: \"ann\" is Ann (player 1, every key of theirs)\n") ||
		!strings.Contains(errOut, "has no ban in force") {
		t.Fatalf("admin unban --player ann: exit %d, out %q, err %q", code, out, errOut)
	}
}
