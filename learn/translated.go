package learn

import (
	"fmt"
	"path"
	"slices"
	"sync"

	"github.com/fetaix/fetaix/internal/i18n"
)

// A lesson in another language is its file in lessons/LANG/, under the
// English file's name: the same file with its prose (title, intro and
// each stage's say) translated. Only the prose is taken from it: the
// stages, their positions and goals are the English file's
// (TestLessonsTranslated checks that the two files agree on them).

// translations are each language's lessons (In), made once.
var translations sync.Map // i18n.Lang → func() []Lesson

// In returns All with the lessons' prose in lang: each lesson, or stage,
// that lessons/LANG/ does not hold keeps its English text.
func In(lang i18n.Lang) []Lesson {
	if lang == i18n.English || lang == "" {
		return All()
	}
	f, _ := translations.LoadOrStore(lang, sync.OnceValue(func() []Lesson { return translate(All(), lang) }))
	return f.(func() []Lesson)()
}

// translate returns a copy of ls with the prose of lessons/LANG/.
func translate(ls []Lesson, lang i18n.Lang) []Lesson {
	out := slices.Clone(ls)
	for i := range out {
		t, err := readTranslated(out[i], lang)
		if err != nil {
			continue // checked by the tests: the lesson stays English
		}
		out[i] = withProse(out[i], t)
	}
	return out
}

// readTranslated reads lesson l's file in lang.
func readTranslated(l Lesson, lang i18n.Lang) (Lesson, error) {
	b, err := files.ReadFile(path.Join("lessons", string(lang), l.file))
	if err != nil {
		return Lesson{}, err
	}
	t, err := parseLesson(l.ID, string(b))
	if err != nil {
		return Lesson{}, fmt.Errorf("lessons/%s: %w", lang, err)
	}
	return t, nil
}

// withProse returns l with t's title, intro and stages' says, each stage
// matched by its ID.
func withProse(l, t Lesson) Lesson {
	l.Title, l.Intro = t.Title, t.Intro
	says := map[string]string{}
	for _, st := range t.Stages {
		says[st.ID] = st.Say
	}
	l.Stages = slices.Clone(l.Stages)
	for i := range l.Stages {
		if s, ok := says[l.Stages[i].ID]; ok {
			l.Stages[i].Say = s
		}
	}
	return l
}
