package ui

import "sync/atomic"

// GlyphFit fits the board's glyphs to one terminal: where ambiguous-width
// characters are drawn wide (WideAmbiguous), the board's Unicode pieces
// and lines would take two cells each and the board would fall apart, so
// every board is drawn with the ASCII glyphs, and the first game screen
// says so once (WideGlyphsNote). One GlyphFit serves one terminal: a
// program run locally, or an SSH session. Its methods are safe for
// concurrent use; a nil GlyphFit changes nothing.
type GlyphFit struct {
	wide  bool
	noted atomic.Bool
}

// NewGlyphFit reads the terminal's width of ambiguous characters from
// the environment getenv reads (os.Getenv locally; EnvLookup of the
// session's environment over SSH).
func NewGlyphFit(getenv func(string) string) *GlyphFit {
	return &GlyphFit{wide: WideAmbiguous(getenv)}
}

// Wide reports whether the terminal draws ambiguous-width characters wide.
func (f *GlyphFit) Wide() bool { return f != nil && f.wide }

// Apply returns o fitted to the terminal: when it is wide, ASCII glyphs,
// and the note for the game screen (New) that shows it first. Options
// that already ask for ASCII get no note.
func (f *GlyphFit) Apply(o Options) Options {
	if !f.Wide() || o.ASCII {
		return o
	}
	o.ASCII = true
	o.glyphFit = f
	return o
}

// takeNote reports whether the note is still to be shown, and marks it
// shown.
func (f *GlyphFit) takeNote() bool {
	return f != nil && f.noted.CompareAndSwap(false, true)
}

// sayGlyphNote puts the wide-glyph note on the status line, if the model
// has it to say (New).
func (m *Model) sayGlyphNote() {
	if m.glyphNote {
		m.setStatus(statusInfo, "%s", m.tr(txtWideGlyphs))
	}
}
