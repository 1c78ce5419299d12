package ui

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/cellwidth"
	"github.com/fetaix/fetaix/internal/i18n"
)

// tr is the text id of the catalogs in the model's language (Options.Lang),
// in logical order: the status and title lines order each line they show.
func (m *Model) tr(id i18n.ID, args ...any) string { return m.opts.Lang.T(id, args...) }

// side is a side's name in the model's language: "White", "Blancs".
func (m *Model) side(c game.Color) string {
	if c == game.White {
		return m.tr(txtWhite)
	}
	return m.tr(txtBlack)
}

// sideLower is side as inside a sentence: "white", "blancs".
func (m *Model) sideLower(c game.Color) string {
	if c == game.White {
		return m.tr(txtWhiteInSentence)
	}
	return m.tr(txtBlackInSentence)
}

// plies counts plies in the model's language: "1 ply", "3 demi-coups".
func (m *Model) plies(n int) string { return m.opts.Lang.N(txtPlies, n) }

// LocalizedKeyMap is DefaultKeyMap with the keys' descriptions in l's
// language, ready to show (l's bidi mode applied); nil l: DefaultKeyMap.
func LocalizedKeyMap(l *i18n.Localizer) KeyMap {
	return localizeKeys(DefaultKeyMap(), l)
}

// localizeKeys is k with the descriptions the catalogs hold in l's
// language; a binding whose description is not DefaultKeyMap's (an
// embedder's own) keeps it.
func localizeKeys(k KeyMap, l *i18n.Localizer) KeyMap {
	if l.Lang() == i18n.English {
		return k
	}
	def := DefaultKeyMap()
	defDescs := append(keyDescs(&def), moreKeyDescs(&def)...)
	for i, d := range append(keyDescs(&k), moreKeyDescs(&k)...) {
		h := d.b.Help()
		if h.Desc == defDescs[i].b.Help().Desc {
			d.b.SetHelp(h.Key, l.V(d.id))
		}
	}
	return k
}

// localKeyMaps are the key maps LocalizedKeys made, by the embedder's
// map, the language and the bidi mode; at most maxKeySets of them.
var (
	localKeyMaps     sync.Map
	localKeyMapsMade atomic.Int32
)

// LocalizedKeys is the embedder's key map k (Options.Keys) with the
// descriptions of DefaultKeyMap's bindings in l's language, made once
// per map, language and bidi mode and shared, as Options.Keys asks: k
// itself for English (or nil l).
func LocalizedKeys(k *KeyMap, l *i18n.Localizer) *KeyMap {
	if k == nil || l.Lang() == i18n.English {
		return k
	}
	type at struct {
		k *KeyMap
		l i18n.Lang
		b i18n.Bidi
	}
	key := at{k, l.Lang(), l.Bidi()}
	if km, ok := localKeyMaps.Load(key); ok {
		return km.(*KeyMap)
	}
	km := localizeKeys(*k, l)
	if localKeyMapsMade.Load() >= maxKeySets {
		return &km
	}
	old, loaded := localKeyMaps.LoadOrStore(key, &km)
	if !loaded {
		localKeyMapsMade.Add(1)
	}
	return old.(*KeyMap)
}

// langKeySets are the key sets of LocalizedKeyMap, one a language and
// bidi mode (a bounded few: len(i18n.Langs) × 2).
var langKeySets sync.Map

// keySetFor is keySetOf(k) for a model given no KeyMap in language l:
// the shared key set of l's LocalizedKeyMap.
func keySetFor(k *KeyMap, l *i18n.Localizer) *keySet {
	if k != nil || l.Lang() == i18n.English {
		return keySetOf(k)
	}
	type langBidi struct {
		l i18n.Lang
		b i18n.Bidi
	}
	at := langBidi{l.Lang(), l.Bidi()}
	if ks, ok := langKeySets.Load(at); ok {
		return ks.(*keySet)
	}
	km := LocalizedKeyMap(l)
	ks, _ := langKeySets.LoadOrStore(at, newKeySet(&km))
	return ks.(*keySet)
}

// padCells is s with spaces after it up to w cells (as %-5s pads a word
// of one-cell letters).
func padCells(s string, w int) string {
	return s + strings.Repeat(" ", max(w-cellwidth.Width(s), 0))
}

// squares is squareList in the model's language: "b2, d2 or e3",
// "b2, d2 ou e3".
func (m *Model) squares(b uint32) string { return pointsIn(m.opts.Lang, b) }

// sideIn is a side's name inside a sentence in l's language: "white",
// "blancs".
func sideIn(l *i18n.Localizer, c game.Color) string {
	if c == game.White {
		return l.T(txtWhiteInSentence)
	}
	return l.T(txtBlackInSentence)
}

// pointsIn is squareList in l's language.
func pointsIn(l *i18n.Localizer, b uint32) string {
	if l.Lang() == i18n.English {
		return squareList(b)
	}
	return pointList(b, l.T(txtOr))
}
