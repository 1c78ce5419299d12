package mdterm

import (
	"charm.land/glamour/v2/ansi"
	"charm.land/glamour/v2/styles"
)

// styleConfig returns glamour's style for s. The coloured styles are
// glamour's dark and light ones without the "## " before the headings
// (the colour and weight mark them) and without highlighting in code
// blocks. The plain one is glamour's ASCII
// style with every mark of Markdown taken out: headings, emphasis and
// inline code bare, tables as columns set apart by spaces.
func styleConfig(s Style) ansi.StyleConfig {
	var c ansi.StyleConfig
	switch s {
	case Dark:
		c = styles.DarkStyleConfig
	case Light:
		c = styles.LightStyleConfig
	default:
		return plainConfig()
	}
	for _, h := range []*ansi.StyleBlock{&c.H2, &c.H3, &c.H4, &c.H5, &c.H6} {
		h.Prefix = ""
	}
	// code blocks in the block's colour, not highlighted: the docs' blocks
	// are pictures and command lines, and finding a highlighter for a
	// block that names no language took half the page's time (chroma
	// tries every lexer's file patterns)
	c.CodeBlock.Theme, c.CodeBlock.Chroma = "", nil
	return c
}

// plainConfig is the plain style: text only.
func plainConfig() ansi.StyleConfig {
	c := styles.ASCIIStyleConfig
	noMargin := uint(0)
	c.Document.Margin = &noMargin
	for _, h := range []*ansi.StyleBlock{&c.H1, &c.H2, &c.H3, &c.H4, &c.H5, &c.H6} {
		h.Prefix = ""
	}
	bare := ansi.StylePrimitive{}
	c.Emph, c.Strong, c.Strikethrough = bare, bare, bare
	c.Code = ansi.StyleBlock{}
	space, dash := " ", "-"
	c.Table = ansi.StyleTable{CenterSeparator: &space, ColumnSeparator: &space, RowSeparator: &dash}
	c.BlockQuote.IndentToken = &space
	return c
}
