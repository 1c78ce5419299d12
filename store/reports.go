package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
	"unicode/utf8"

	"github.com/fetaix/fetaix/internal/textsafe"
)

// Reports are what players tell the operator about another player, from a
// room: stored with the room's game as it was, for fetaix admin reports.

// Bounds on reports: ReportsPerHour from one reporter (a player; a guest
// by address) in any hour, at most MaxReportPDN bytes of the game kept.
const (
	ReportsPerHour = 10
	MaxReportPDN   = 64 << 10
	maxReportChat  = 32 << 10
)

// ErrTooManyReports refuses a report beyond ReportsPerHour.
var ErrTooManyReports = errors.New("you have sent as many reports as one may in an hour; try again later")

// Reporter is one side of a report: a player (ID 0 for a guest), by the
// name shown, with their key and address.
type Reporter struct {
	Player PlayerID
	Name   string
	Key    string // the fingerprint; "" for a guest
	Addr   string // an IP address, or an IPv6 /64
}

// Report is one player's report about another.
type Report struct {
	ID     int64
	At     time.Time
	By     Reporter // who reported (By.Key is not stored)
	About  Reporter // whom
	Room   string   // the room's code
	GameNo int      // the room's game
	Reason string
	PDN    string // the game as it was when reported
	Chat   string // the room's chat held then, a line a message
}

// AddReport stores a report, its reason cleaned (textsafe.Line, at most
// textsafe.MaxChat characters), and returns its ID; a reporter over
// ReportsPerHour is refused with ErrTooManyReports.
func (s *Store) AddReport(ctx context.Context, r Report) (int64, error) {
	now := s.now()
	r.Reason = textsafe.Line(r.Reason, textsafe.MaxChat)
	r.PDN, r.Chat = cut(r.PDN, MaxReportPDN), cut(r.Chat, maxReportChat)
	var id int64
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		since := unix(now.Add(-time.Hour))
		q := `SELECT count(*) FROM reports WHERE by_id = ? AND at > ?`
		var who any = r.By.Player
		if r.By.Player == 0 {
			q, who = `SELECT count(*) FROM reports WHERE by_id IS NULL AND by_addr = ? AND at > ?`, r.By.Addr
		}
		if err := tx.QueryRowContext(ctx, q, who, since).Scan(&n); err != nil {
			return err
		}
		if n >= ReportsPerHour {
			return ErrTooManyReports
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO reports (at, by_id, by_name, by_addr, about_id, about_name, about_key,
			about_addr, room, game_no, reason, pdn, chat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			unix(now), nullID(r.By.Player), r.By.Name, r.By.Addr, nullID(r.About.Player), r.About.Name, r.About.Key,
			r.About.Addr, r.Room, r.GameNo, r.Reason, r.PDN, r.Chat)
		if err != nil {
			return err
		}
		id, err = res.LastInsertId()
		return err
	})
	return id, err
}

// cut keeps the first n bytes of s, whole characters only.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Reports returns the latest n reports (all when n ≤ 0), newest first.
func (s *Store) Reports(ctx context.Context, n int) ([]Report, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, at, coalesce(by_id, 0), by_name, by_addr, coalesce(about_id, 0),
		about_name, about_key, about_addr, room, game_no, reason, pdn, chat FROM reports ORDER BY id DESC LIMIT ?`, limit(n))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Report
	for rows.Next() {
		var r Report
		var at int64
		if err := rows.Scan(&r.ID, &at, &r.By.Player, &r.By.Name, &r.By.Addr, &r.About.Player, &r.About.Name,
			&r.About.Key, &r.About.Addr, &r.Room, &r.GameNo, &r.Reason, &r.PDN, &r.Chat); err != nil {
			return nil, err
		}
		r.At = fromUnix(at)
		out = append(out, r)
	}
	return out, rows.Err()
}
