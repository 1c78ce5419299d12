package room

import "errors"

// ErrNoSeatKept is the answer to going back to a game whose seat is no
// longer kept (or never was).
var ErrNoSeatKept = errors.New("you have no game in progress to go back to; to join a room: join CODE")

// KeptSeat is a seat in a game in progress its player may go back to: the
// room's code and, for a guest, the seat's resume token (a key holder is
// known by the key).
type KeptSeat struct{ Code, Token string }

// keptForLocked reports whether the room keeps a seat for p, whose
// connection to it dropped or who left it, in a game in progress: by p's
// key, or for a guest by token.
func (r *Room) keptForLocked(p Player, token string) bool {
	if r.closed || !r.Started || r.overLocked() || r.Opts.Correspondence() { // (the lobby lists those: Hub.Correspondence)
		return false
	}
	if !p.Guest() {
		return r.heldByLocked(p.Key)
	}
	for _, s := range r.Seats {
		if token != "" && s.taken && s.Client == nil && s.token == token {
			return true
		}
	}
	return false
}

// Kept returns the seat kept for p in a game in progress, if any: by
// key, or for a guest the seat left in this session (left). The seat is
// opaque to its holder, who only hands it back (GoBack).
func (h *Hub) Kept(p Player, left KeptSeat) (KeptSeat, bool) {
	rooms := h.snapshot()
	if p.Guest() {
		rooms = rooms[:0]
		if r, err := h.Find(left.Code); err == nil {
			rooms = append(rooms, r)
		}
	}
	for _, r := range rooms {
		r.Mu.Lock()
		kept := r.keptForLocked(p, left.Token)
		r.Mu.Unlock()
		if kept {
			return KeptSeat{Code: r.code, Token: left.Token}, true
		}
	}
	return KeptSeat{}, false
}

// GoBack returns p to the seat kept for them (Kept), or else to the
// correspondence game waiting for their move with the least time left.
func (h *Hub) GoBack(p Player, left KeptSeat) (*Client, error) {
	s, ok := h.Kept(p, left)
	if !ok {
		return h.nextCorrespondenceMove(p)
	}
	if p.Guest() {
		return h.Join(s.Code, p, s.Token)
	}
	r, err := h.Find(s.Code)
	if err != nil {
		return nil, ErrNoSeatKept
	}
	c, err := r.resume(p)
	if err != nil {
		return nil, ErrNoSeatKept
	}
	return c, nil
}
