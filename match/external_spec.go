package match

import (
	"fmt"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
)

// ParseExternal reads an external engine's player spec and starts the
// engine: engine=PATH, then optionally margin=D (how far past the move
// time its bestmove may come; DefaultMargin), timeout=D (the wait for
// uciok and readyok; DefaultTimeout) and
// NAME=VALUE items, each sent as setoption name NAME value VALUE, e.g.
// "engine=/usr/local/bin/sparring,Hash=64". Without a Hash item the
// engine is given hashMiB if it offers Hash; under rules other than the
// default it must offer Rules. The player's name is the engine's (id
// name). The engine is running on return; Player.Close ends it.
func ParseExternal(spec string, moveTime time.Duration, hashMiB int, r game.Rules) (*Player, error) {
	items := strings.Split(spec, ",")
	path := strings.TrimSpace(strings.TrimPrefix(items[0], "engine="))
	if path == "" {
		return nil, badSpec(spec, "engine= wants the engine program's path")
	}
	x := &External{Path: path, MoveTime: moveTime, Rules: r, HashMiB: hashMiB}
	for _, it := range items[1:] {
		name, v, ok := strings.Cut(strings.TrimSpace(it), "=")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, badSpec(spec, "%q: want margin=D, timeout=D or an engine option NAME=VALUE", it)
		}
		switch name {
		case "margin", "timeout":
			d, err := time.ParseDuration(v)
			if err != nil || d <= 0 {
				return nil, badSpec(spec, "%s: want a positive duration such as 50ms, got %q", name, v)
			}
			if name == "margin" {
				x.Margin = d
			} else {
				x.Timeout = d
			}
		default:
			x.Options = append(x.Options, Option{Name: strings.TrimSpace(name), Value: v})
		}
	}
	if err := x.Start(); err != nil {
		return nil, fmt.Errorf("player %q: %w", spec, err)
	}
	return &Player{Name: x.Name(), External: x}, nil
}
