package store

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"
)

// TestSanctionsExpireReplaceAndLift: a timed ban is in force until it
// expires; a new ban of the same target replaces the old; a player's ban
// carries their keys; Lift of what is not in force is ErrNotFound.
func TestSanctionsExpireReplaceAndLift(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:ann", "Ann")
	if _, err := s.Sanction(ctx, Ban, Target{Player: ann.ID}, "one", time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Sanction(ctx, Ban, Target{Player: ann.ID}, "two", 2*time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Sanction(ctx, Mute, Target{Addr: "192.0.2.1"}, "", 0); err != nil {
		t.Fatal(err)
	}
	bans, err := s.Sanctions(ctx, Ban)
	if err != nil || len(bans) != 1 || bans[0].Reason != "two" || bans[0].Name != "Ann" ||
		len(bans[0].Keys) != 1 || bans[0].Keys[0] != "SHA256:ann" || !bans[0].Expires.Equal(c.Now().Add(2*time.Hour).Truncate(time.Second)) {
		t.Fatalf("bans: %+v, %v", bans, err)
	}
	c.Advance(2*time.Hour + time.Second)
	if bans, err := s.Sanctions(ctx, ""); err != nil || len(bans) != 1 || bans[0].Kind != Mute {
		t.Fatalf("after the ban expired: %+v, %v", bans, err)
	}
	if err := s.Lift(ctx, Ban, Target{Player: ann.ID}); !errors.Is(err, ErrNotFound) {
		t.Fatalf("lifting an expired ban: %v", err)
	}
	if err := s.Lift(ctx, Mute, Target{Addr: "192.0.2.1"}); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []Target{{}, {Player: ann.ID, Addr: "192.0.2.1"}} {
		if _, err := s.Sanction(ctx, Ban, bad, "", 0); !errors.Is(err, ErrBadTarget) {
			t.Errorf("target %+v: %v", bad, err)
		}
	}
	if _, err := s.Sanction(ctx, Ban, Target{Player: 999}, "", 0); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown player: %v", err)
	}
}

// TestReportsAreBoundedPerReporter: a reporter gets ReportsPerHour
// reports an hour (a guest by address), others are not held by it, and
// an hour later there are more.
func TestReportsAreBoundedPerReporter(t *testing.T) {
	c := newClock()
	s := openTemp(t, c)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:ann", "Ann")
	add := func(by Reporter) error {
		_, err := s.AddReport(ctx, Report{By: by, About: Reporter{Name: "x", Addr: "192.0.2.9"}, Room: "ABCD", Reason: "why"})
		return err
	}
	for _, by := range []Reporter{{Player: ann.ID, Name: "Ann", Addr: "192.0.2.1"}, {Name: "guest", Addr: "192.0.2.2"}} {
		for i := range ReportsPerHour {
			if err := add(by); err != nil {
				t.Fatalf("%s's report %d: %v", by.Name, i+1, err)
			}
		}
		if err := add(by); !errors.Is(err, ErrTooManyReports) {
			t.Fatalf("%s's report beyond the bound: %v", by.Name, err)
		}
	}
	if err := add(Reporter{Name: "guest", Addr: "192.0.2.3"}); err != nil {
		t.Fatalf("another address: %v", err)
	}
	c.Advance(time.Hour)
	if err := add(Reporter{Player: ann.ID, Name: "Ann", Addr: "192.0.2.1"}); err != nil {
		t.Fatalf("an hour later: %v", err)
	}
	if reps, err := s.Reports(ctx, 0); err != nil || len(reps) != 2*ReportsPerHour+2 {
		t.Fatalf("%d reports, %v", len(reps), err)
	}
}

// TestBlocksAreBounded: blocks are stored once each, at most MaxBlocks a
// player, never of oneself, and can be lifted.
func TestBlocksAreBounded(t *testing.T) {
	s := openTemp(t, nil)
	ctx := context.Background()
	ann := keyHolder(t, s, "SHA256:ann", "Ann")
	if err := s.Block(ctx, ann.ID, ann.ID); !errors.Is(err, ErrBlockSelf) {
		t.Fatalf("self block: %v", err)
	}
	// MaxBlocks players, blocked at once; the last is blocked again
	var last PlayerID
	if err := s.inTx(ctx, func(tx *sql.Tx) error {
		for range MaxBlocks {
			res, err := tx.Exec(`INSERT INTO players (created) VALUES (0)`)
			if err != nil {
				return err
			}
			id, _ := res.LastInsertId()
			last = PlayerID(id)
			if _, err := tx.Exec(`INSERT INTO blocks (player_id, blocked_id, added) VALUES (?, ?, 0)`, ann.ID, id); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := s.Block(ctx, ann.ID, last); err != nil {
		t.Fatalf("blocking again at the bound: %v", err)
	}
	more, err := s.FindOrCreate(ctx, "SHA256:more")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Block(ctx, ann.ID, more.ID); !errors.Is(err, ErrTooManyBlocks) {
		t.Fatalf("block beyond the bound: %v", err)
	}
	if err := s.Unblock(ctx, ann.ID, last); err != nil {
		t.Fatal(err)
	}
	if err := s.Block(ctx, ann.ID, more.ID); err != nil {
		t.Fatal(err)
	}
	if ids, err := s.Blocked(ctx, ann.ID); err != nil || len(ids) != MaxBlocks || ids[len(ids)-1] != more.ID {
		t.Fatalf("%d blocked, %v", len(ids), err)
	}
}
