package match

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/atomicfile"
	"github.com/fetaix/fetaix/internal/plural"
	"github.com/fetaix/fetaix/solve"
	"github.com/fetaix/fetaix/tables"
)

// A start's proven value sharpens what a conversion match measures: a
// defender who escapes from a proven win has beaten a mistake, and a
// better side that fails to win a proven draw has made none. The values
// come from the proof search (package solve) over endgame tables, and
// each comes with its certificate, which anyone can check (fetaix solve
// verify).

// Prover proves the values of starts, keeping each proof's certificate
// in Dir as N.proof.gz, N the start's number in its set (from 1). A start
// whose certificate is already there takes its value from it, checked
// again, so that a run stopped half-way goes on where it was.
type Prover struct {
	Rules     game.Rules
	Tables    *tables.Set   // the search's leaves; the check of a certificate found re-probes them
	Dir       string        // where the certificates are
	Time      time.Duration // per start: a start not proven by then stays Unproven
	MemoryMiB int           // the search's table
}

// Proved is what Prove found for one start.
type Proved struct {
	Value     Value  // for the better side; Unproven when the search ran out of time
	Kept      bool   // taken from a certificate already in Dir
	File      string // the certificate's path
	Nodes     uint64 // the search's nodes (0 when Kept)
	Elapsed   time.Duration
	SideValue string // the value for the side to move, as the proof states it
}

// certificateFile is the path of start n's certificate.
func (p Prover) certificateFile(n int) string {
	return filepath.Join(p.Dir, fmt.Sprintf("%d.proof.gz", n))
}

// Prove proves start n (from 1) s's value, or takes it from its
// certificate in Dir. A certificate there that is not a full proof of s's
// position under p.Rules is an error, as is ctx ending.
func (p Prover) Prove(ctx context.Context, n int, s Start) (Proved, error) {
	began := time.Now()
	out := Proved{File: p.certificateFile(n)}
	data, err := os.ReadFile(out.File)
	switch {
	case err == nil:
		out.Kept = true
		if out.SideValue, err = p.check(data, s.Position); err != nil {
			return out, fmt.Errorf("%s: %w", out.File, err)
		}
	case errors.Is(err, fs.ErrNotExist):
		if err := p.search(ctx, s.Position, &out); err != nil {
			return out, err
		}
	default:
		return out, err
	}
	out.Value = betterValue(out.SideValue, s.Position.SideToMove() == s.Better)
	out.Elapsed = time.Since(began)
	return out, nil
}

// search runs the proof search on pos for p.Time and, when it proves the
// value, writes the certificate to out.File and sets out.SideValue; out's
// value stays unproven when the time runs out first.
func (p Prover) search(ctx context.Context, pos game.Position, out *Proved) error {
	sctx, cancel := context.WithTimeout(ctx, p.Time)
	defer cancel()
	res, err := solve.Solve(sctx, pos, solve.Options{Rules: p.Rules, Tables: p.Tables, MemoryMiB: p.MemoryMiB, Evaluate: ai.Evaluate})
	out.Nodes = res.Nodes
	switch {
	case err != nil:
		return err
	case ctx.Err() != nil:
		return ctx.Err()
	case res.Certificate == nil:
		return nil
	}
	data, err := solve.Encode(out.File, res.Certificate.Write)
	if err == nil {
		err = atomicfile.WriteFile(out.File, data, 0o644)
	}
	if err == nil {
		out.SideValue = string(res.Value)
	}
	return err
}

// check verifies a certificate (its file's bytes) as a full proof of
// pos's value under p.Rules and returns that value for the side to move.
func (p Prover) check(data []byte, pos game.Position) (string, error) {
	c, err := solve.ReadCertificate(bytes.NewReader(data))
	if err != nil {
		return "", err
	}
	rules, err := game.ParseRules(c.Rules)
	if err != nil {
		return "", err
	}
	if rules != p.Rules {
		return "", fmt.Errorf("a proof under rules %q, want %q", rulesText(rules), rulesText(p.Rules))
	}
	if want := solve.Key(pos); c.Root != want {
		return "", fmt.Errorf("a proof about %s, not the start %s", c.Root, want)
	}
	rep, err := solve.Verify(c, p.Tables)
	if err != nil {
		return "", err
	}
	if _, ok := valueOfSide[rep.Value]; !ok {
		return "", fmt.Errorf("proves only that %s, not the position's value", rep.Value)
	}
	return rep.Value, nil
}

// rulesText is r's text, "default" for the defaults.
func rulesText(r game.Rules) string {
	return cmp.Or(r.String(), "default")
}

// valueOfSide maps a value for the side to move to the start's value when
// the side to move is the better side.
var valueOfSide = map[string]Value{"win": Won, "draw": Drawn, "loss": Lost}

// betterValue is the start's value for the better side, from the value
// for the side to move (ours: the side to move is the better side).
func betterValue(side string, ours bool) Value {
	v, ok := valueOfSide[side]
	switch {
	case !ok:
		return Unproven
	case !ours && v != Drawn:
		return Won + Lost - v
	}
	return v
}

// provenHeader opens the comment that says, in a positions file, where
// its proven values come from.
const provenHeader = "# proven: "

// WithValues returns the positions file text with its start lines
// replaced by starts (the same starts, in order, now with their values)
// and, before the first start, a comment (each line starting with
// "# proven: ") saying how the values were proven, in place of any such
// comment the text had. Other lines are kept as they were.
func WithValues(text []byte, starts []Start, how []string) ([]byte, error) {
	var b bytes.Buffer
	k := 0
	for _, line := range strings.SplitAfter(string(text), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trimmed, strings.TrimSpace(provenHeader)):
			continue
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
			b.WriteString(line)
			continue
		case k >= len(starts):
			return nil, fmt.Errorf("more starts in the text than the %d given", len(starts))
		}
		if k == 0 {
			for _, h := range how {
				b.WriteString(provenHeader + h + "\n")
			}
		}
		s, err := parseStart(trimmed)
		if err != nil || s.Position != starts[k].Position || s.Better != starts[k].Better {
			return nil, fmt.Errorf("start %d of the text is not the start given (%s)", k+1, starts[k])
		}
		b.WriteString(starts[k].String() + "\n")
		k++
	}
	if k != len(starts) {
		return nil, fmt.Errorf("%s in the text, %d given", plural.Count(k, "start", "starts"), len(starts))
	}
	return b.Bytes(), nil
}
