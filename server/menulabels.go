package server

import (
	"slices"

	"github.com/fetaix/fetaix/internal/i18n"
)

// localLabels is m as shown in loc's language: each label that ids holds
// (by its English, the label the code keeps) in the catalogs' words,
// ready to show; the others as they are.
func localLabels[S any](m menu[S], loc *i18n.Localizer, ids map[string]i18n.ID) menu[S] {
	m.items = slices.Clone(m.items)
	for i, it := range m.items {
		if id, ok := ids[it.label]; ok {
			m.items[i].label = loc.V(id)
		}
	}
	return m
}
