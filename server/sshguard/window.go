package sshguard

import (
	"errors"

	gossh "golang.org/x/crypto/ssh"
)

// A client may claim any window size (2³¹ columns make bubbletea's renderer
// allocate gigabytes); sizes are clamped where they enter the server, in
// the pty-req and every window-change, so that no model and no renderer
// ever sees more than this.
const (
	// MaxWidth and MaxHeight bound the window size the screens are drawn
	// for. bubbletea v2's renderer keeps a buffer of cells for the whole
	// window, about 100 bytes a cell: 160×50 holds under a megabyte, where
	// 400×200 held 18 MB per session. The screens use at most about 100
	// columns; a bigger terminal shows them in its top left corner.
	MaxWidth  = 160
	MaxHeight = 50
	// maxPixels bounds the pixel sizes of a window (unused, but passed on).
	maxPixels = 1 << 14
	// maxTermLen bounds the TERM name of a pty-req, in bytes.
	maxTermLen = 64
	// UnknownWidth and UnknownHeight stand for a dimension a client gives
	// as zero: RFC 4254 leaves the character size unset then (OpenSSH
	// sends 0×0 when its own input is not a terminal), and a screen
	// drawn on no cells would show nothing at all.
	UnknownWidth  = 80
	UnknownHeight = 24
)

// ptyRequest is the payload of a "pty-req" channel request (RFC 4254 6.2).
type ptyRequest struct {
	Term              string
	Columns, Rows     uint32
	WidthPx, HeightPx uint32
	Modes             string
}

// windowChange is the payload of a "window-change" channel request
// (RFC 4254 6.7).
type windowChange struct {
	Columns, Rows     uint32
	WidthPx, HeightPx uint32
}

var errBadPayload = errors.New("malformed request payload")

// clampPtyRequest returns a pty-req payload with the window clamped to the
// drawable maximum and TERM cut to maxTermLen. A payload that does not
// parse exactly is refused rather than passed on: the library's own,
// laxer parser must never see a size that was not clamped.
func clampPtyRequest(payload []byte) ([]byte, error) {
	var p ptyRequest
	if err := gossh.Unmarshal(payload, &p); err != nil {
		return nil, errBadPayload
	}
	if len(p.Term) > maxTermLen {
		p.Term = p.Term[:maxTermLen]
	}
	clampDims(&p.Columns, &p.Rows, &p.WidthPx, &p.HeightPx)
	return gossh.Marshal(&p), nil
}

// clampWindowChange returns a window-change payload clamped to the
// drawable maximum; a payload that does not parse exactly is refused.
func clampWindowChange(payload []byte) ([]byte, error) {
	var w windowChange
	if err := gossh.Unmarshal(payload, &w); err != nil {
		return nil, errBadPayload
	}
	clampDims(&w.Columns, &w.Rows, &w.WidthPx, &w.HeightPx)
	return gossh.Marshal(&w), nil
}

// ClampWindow bounds a window size that reached a model to what the
// screens can draw (a second line behind clampDims); a dimension of zero
// or less is the unknown one's default.
func ClampWindow(w, h int) (int, int) {
	return clampDim(w, UnknownWidth, MaxWidth), clampDim(h, UnknownHeight, MaxHeight)
}

// clampDims bounds the dimensions of a window request to what is drawn;
// a character dimension of zero is the unknown one's default.
func clampDims(cols, rows, widthPx, heightPx *uint32) {
	*cols, *rows = clampDim(*cols, UnknownWidth, MaxWidth), clampDim(*rows, UnknownHeight, MaxHeight)
	*widthPx, *heightPx = min(*widthPx, maxPixels), min(*heightPx, maxPixels)
}

// clampDim returns d bounded by most, or unknown when d is zero or less.
func clampDim[T int | uint32](d, unknown, most T) T {
	if d <= 0 {
		return unknown
	}
	return min(d, most)
}
