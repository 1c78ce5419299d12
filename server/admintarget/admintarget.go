// Package admintarget reads whom fetaix admin acts on, as the operator
// names it: an SSH key's fingerprint, an address (IPv6: its /64) or a
// player, looked up in the store.
package admintarget

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/server/sshguard"
	"github.com/fetaix/fetaix/store"
)

// TargetKind is the kind of target an operator names explicitly
// (fetaix admin's --player, --address, --key), or TargetAny to let the
// text say.
type TargetKind int

// The kinds of target.
const (
	TargetAny TargetKind = iota
	TargetPlayer
	TargetAddress
	TargetKey
)

// ResolveTarget reads whom an operator's ban or mute is for:
//
//   - an SSH key's fingerprint as ssh-keygen -lf and the server's log
//     print it, "SHA256:" and 43 base64 characters: the key's player
//     (every key of theirs) when the key is known, else the key alone;
//   - an IP address, which for IPv6 stands for its /64 ("2001:db8::/64"
//     may be given too), as the per-address limits count clients;
//   - else a player's name, whatever its case, or "player N" for a player
//     who has not chosen one.
//
// It returns the target and how to name it to the operator. Text that
// reads as a key or an address while a player has it as their name (a
// name given before the name rules refused such names) is refused: the
// operator says which with ResolveTargetAs.
func ResolveTarget(ctx context.Context, st *store.Store, text string) (store.Target, string, error) {
	return ResolveTargetAs(ctx, st, text, TargetAny)
}

// ResolveTargetAs is ResolveTarget for a target of kind: a player's name,
// an address or a key's fingerprint, whatever else the text could read
// as; TargetAny lets the text say.
func ResolveTargetAs(ctx context.Context, st *store.Store, text string, kind TargetKind) (store.Target, string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return store.Target{}, "", errors.New("name a key (SHA256:…), an address or a player")
	}
	isKey := strings.HasPrefix(strings.ToUpper(text), "SHA256:")
	_, isAddr, _ := ParseAddress(text)
	switch kind {
	case TargetPlayer:
		p, err := PlayerNamed(ctx, st, text)
		if err != nil {
			return store.Target{}, "", err
		}
		return playerTarget(p)
	case TargetAddress:
		addr, ok, err := ParseAddress(text)
		if !ok && err == nil {
			err = fmt.Errorf("%q is not an address: want an IPv4 address, or an IPv6 address or /64", text)
		}
		if err != nil {
			return store.Target{}, "", err
		}
		return store.Target{Addr: addr}, "address " + addr, nil
	case TargetKey:
		if !isKey {
			_, err := ParseFingerprint(text)
			return store.Target{}, "", err
		}
	default:
		if isKey || isAddr {
			if p, err := st.PlayerByName(ctx, text); err == nil {
				kindText := "an address"
				if isKey {
					kindText = "a key's fingerprint"
				}
				return store.Target{}, "", fmt.Errorf("%q reads as %s and is also the name of %s (player %d): say which with --player, --address or --key",
					text, kindText, p.Label(), p.ID)
			}
		}
	}
	if isKey {
		fp, err := ParseFingerprint(text)
		if err != nil {
			return store.Target{}, "", err
		}
		p, err := st.PlayerByKey(ctx, fp)
		switch {
		case errors.Is(err, store.ErrNotFound):
			return store.Target{Key: fp}, "key " + fp + " (no player has it yet)", nil
		case err != nil:
			return store.Target{}, "", err
		}
		return playerTarget(p)
	}
	if addr, ok, err := ParseAddress(text); ok || err != nil {
		return store.Target{Addr: addr}, "address " + addr, err
	}
	p, err := PlayerNamed(ctx, st, text)
	if err != nil {
		return store.Target{}, "", err
	}
	return playerTarget(p)
}

func playerTarget(p store.Player) (store.Target, string, error) {
	return store.Target{Player: p.ID}, fmt.Sprintf("%s (player %d, every key of theirs)", p.Label(), p.ID), nil
}

// PlayerNamed returns the player with this name (whatever its case), or
// with this label ("player N") when they have no name.
func PlayerNamed(ctx context.Context, st *store.Store, name string) (store.Player, error) {
	p, err := st.PlayerByName(ctx, name)
	if !errors.Is(err, store.ErrNotFound) {
		return p, err
	}
	if n, ok := strings.CutPrefix(strings.ToLower(strings.TrimSpace(name)), "player "); ok {
		if id, err := strconv.ParseInt(strings.TrimSpace(n), 10, 64); err == nil && id > 0 {
			if p, err := st.PlayerByID(ctx, store.PlayerID(id)); err == nil && p.Name == "" {
				return p, nil
			}
		}
	}
	return store.Player{}, fmt.Errorf("no player named %q (guests are not stored: name their address instead)", name)
}

// ParseFingerprint checks a SHA256 key fingerprint ("SHA256:" and 43
// base64 characters) and returns it as the server stores it.
func ParseFingerprint(text string) (string, error) {
	text = strings.TrimSpace(text)
	if len(text) < len("SHA256:") || !strings.EqualFold(text[:len("SHA256:")], "SHA256:") {
		return "", fmt.Errorf("%q is not a key fingerprint: want SHA256: and 43 base64 characters, as ssh-keygen -lf prints it", text)
	}
	b64 := text[len("SHA256:"):]
	if b, err := base64.RawStdEncoding.DecodeString(b64); err != nil || len(b) != 32 {
		return "", fmt.Errorf("%q is not a key fingerprint: want SHA256: and 43 base64 characters, as ssh-keygen -lf prints it", text)
	}
	return "SHA256:" + b64, nil
}

// ParseAddress reads an IP address (IPv6: its /64) or an IPv6 /64; ok is
// false for text that is neither an address nor a prefix.
func ParseAddress(text string) (addr string, ok bool, err error) {
	if ip := net.ParseIP(text); ip != nil {
		if v4 := ip.To4(); v4 != nil {
			return v4.String(), true, nil
		}
		return sshguard.IPv6Key(ip), true, nil
	}
	ip, ipnet, err := net.ParseCIDR(text)
	if err != nil {
		return "", false, nil
	}
	if ones, bits := ipnet.Mask.Size(); ip.To4() != nil || ones != 64 || bits != 128 {
		return "", true, fmt.Errorf("%q: an address is one IPv4 address, or an IPv6 address or /64 (as the per-address limits count)", text)
	}
	return sshguard.IPv6Key(ip), true, nil
}
