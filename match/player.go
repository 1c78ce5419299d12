package match

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// Player is a player of a match with its display name: the ai package's
// engine, or an engine in another process (External).
type Player struct {
	ai.Player
	Name string
	// External, when set, plays instead of ai.Player.
	External *External
	// ownTables: the spec named the player's tables (tables=DIR)
	ownTables bool
}

// DefaultTables gives set (nil: none) to a built-in player whose spec
// named no tables of its own (tables=DIR): the match's endgame tables.
func (p *Player) DefaultTables(set *tables.Set) {
	if p.External == nil && !p.ownTables {
		p.Engine.SetTables(set)
	}
}

// LoadTables reads the whole of a built-in player's endgame tables
// (tables.Set.Load), so that its searches in the match never wait for a
// table's file; nothing for an external engine or a player without
// tables.
func (p *Player) LoadTables() error {
	if p.External != nil {
		return nil
	}
	if set := p.Engine.Tables(); set != nil {
		return set.Load()
	}
	return nil
}

// ParsePlayer reads a player spec: a comma-separated list of a level
// 1-6, depth=N, nodes=N or movetime, optionally followed by threads=N
// (search threads, 1..ai.MaxThreads), tables=DIR (the endgame tables of
// rules r under DIR, as fetaix tables build makes them), bookmargin=N
// (ai.Engine.SetBookMargin: the top level's score from which it plays for
// the win rather than a non-loss proof's move) and evaluation
// weight overrides FEATURE=V (e.g. "depth=6,mullas=250" or
// "movetime,threads=2,tables=/tmp/tb"); or engine=PATH, an external
// engine (see ParseExternal), already started: the caller closes it.
func ParsePlayer(spec string, moveTime time.Duration, hashMiB int, r game.Rules) (*Player, error) {
	if strings.HasPrefix(spec, "engine=") {
		return ParseExternal(spec, moveTime, hashMiB, r)
	}
	e := ai.New(hashMiB)
	e.SetPlayTime(moveTime)
	p := &Player{Player: ai.Player{Engine: e}, Name: spec}
	items := strings.Split(spec, ",")
	bad := badSpec(spec, "want a level 1-6, depth=N (N ≤ 100), nodes=N or movetime, then optional threads=N, tables=DIR and weights FEATURE=V")
	key, value, hasValue := strings.Cut(strings.TrimSpace(items[0]), "=")
	if !hasValue {
		key, value = "level", key
	}
	n, err := strconv.ParseInt(value, 10, 64)
	switch {
	case key == "level" && value == "movetime":
		p.Limits.MoveTime = moveTime
	case err != nil || n < 1:
		return nil, bad
	case key == "level" && n <= levels.Max:
		p.Level = int(n)
		p.Name = fmt.Sprintf("level %d (%s)", n, levels.All()[n-1].Name)
	case key == "depth" && n <= 100:
		p.Limits.Depth = int(n)
	case key == "nodes":
		p.Limits.Nodes = n
	default:
		return nil, bad
	}
	if len(items) > 1 {
		w := ai.DefaultWeights
		weights := false
		for _, it := range items[1:] {
			name, v, ok := strings.Cut(strings.TrimSpace(it), "=")
			if ok && name == "tables" {
				set, err := tables.Open(v, r)
				if err != nil {
					return nil, fmt.Errorf("bad player %q: tables: %w", spec, err)
				}
				e.SetTables(set)
				p.ownTables = true
				continue
			}
			x, err := strconv.ParseInt(v, 10, 32)
			switch {
			case !ok || err != nil:
				return nil, badSpec(spec, "%q: want threads=N, tables=DIR, bookmargin=N or FEATURE=integer", it)
			case name == "bookmargin":
				e.SetBookMargin(int(x))
			case name == "threads":
				if x < 1 || x > ai.MaxThreads {
					return nil, badSpec(spec, "threads: want 1..%d, got %d", ai.MaxThreads, x)
				}
				e.SetThreads(int(x))
			default:
				if err := w.Set(name, int32(x)); err != nil {
					return nil, badSpec(spec, "%v", err)
				}
				weights = true
			}
		}
		if weights {
			e.SetWeights(w)
		}
		p.Name = spec
	}
	return p, nil
}
