package learn

import (
	"reflect"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/internal/i18n"
)

// TestLessonsTranslated checks that every lesson is in every language,
// the same lesson but its prose: the stages, positions, rules, goals and
// solutions of lessons/LANG/ are the English file's, its title, intro
// and instructions its own; and that lessons/LANG/ holds no other file.
func TestLessonsTranslated(t *testing.T) {
	all := All()
	for _, lang := range i18n.Langs {
		if lang == i18n.English {
			continue
		}
		names := map[string]bool{}
		for _, l := range all {
			names[l.file] = true
			tr, err := readTranslated(l, lang)
			if err != nil {
				t.Errorf("%s: %s: %v", lang, l.file, err)
				continue
			}
			if tr.Title == l.Title || (l.Intro != "" && tr.Intro == l.Intro) {
				t.Errorf("%s: %s: title or intro not translated", lang, l.file)
			}
			for i := range min(len(tr.Stages), len(l.Stages)) {
				if tr.Stages[i].Say == l.Stages[i].Say {
					t.Errorf("%s: %s: stage %s's say not translated", lang, l.file, l.Stages[i].ID)
				}
			}
			if a, b := withoutProse(l), withoutProse(tr); !reflect.DeepEqual(a, b) {
				t.Errorf("%s: %s: not the English lesson but its prose", lang, l.file)
			}
		}
		ents, err := files.ReadDir("lessons/" + string(lang))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if !names[e.Name()] {
				t.Errorf("lessons/%s/%s: no English lesson of that name", lang, e.Name())
			}
		}
	}
}

// withoutProse is l without its title, intro, says and file name.
func withoutProse(l Lesson) Lesson {
	l.Title, l.Intro, l.file = "", "", ""
	st := make([]Stage, len(l.Stages))
	copy(st, l.Stages)
	for i := range st {
		st[i].Say = ""
	}
	l.Stages = st
	return l
}

// TestInLanguage checks that In gives the lessons in the language asked,
// the same stages in the same order, and English for English.
func TestInLanguage(t *testing.T) {
	en := In(i18n.English)
	if !reflect.DeepEqual(en, All()) {
		t.Fatal("In(English) is not All")
	}
	fr, ar := In(i18n.French), In(i18n.Arabic)
	if len(fr) != len(en) || len(ar) != len(en) {
		t.Fatalf("lessons: %d English, %d French, %d Arabic", len(en), len(fr), len(ar))
	}
	if fr[0].Title != "Le plateau" || !strings.Contains(fr[0].Stages[0].Say, "pion") {
		t.Errorf("French first lesson: %q, %q", fr[0].Title, fr[0].Stages[0].Say)
	}
	if ar[0].Title != "الرقعة" || !strings.Contains(ar[0].Stages[0].Say, "بيدق") {
		t.Errorf("Arabic first lesson: %q, %q", ar[0].Title, ar[0].Stages[0].Say)
	}
	for i := range en {
		if fr[i].ID != en[i].ID || len(fr[i].Stages) != len(en[i].Stages) || fr[i].Stages[0].ID != en[i].Stages[0].ID {
			t.Errorf("French lesson %d: %s, English %s", i, fr[i].ID, en[i].ID)
		}
	}
	if All()[0].Title != "The board" {
		t.Error("translating changed the English lessons")
	}
}

// TestRunSpeaksTheLanguage checks that a Run's outcomes are in the
// language of its Sources, and English without one.
func TestRunSpeaksTheLanguage(t *testing.T) {
	l, err := parseLesson("t", "title: T\nstage: s\nposition: 5/5/2w2/5/5 w\nsay: Go.\ngoal: reach c5\nopponent: waits\nsolution: c3-c4 c4-c5\nmax: 2\n")
	if err != nil {
		t.Fatal(err)
	}
	s := &l.Stages[0]
	for _, c := range []struct {
		loc        *i18n.Localizer
		fail, done string
	}{
		{nil, "not yet: a piece of yours must stand on c5", "well done: goal met (★★★)"},
		{i18n.New(i18n.French, i18n.BidiTerminal), "pas encore : une de vos pièces doit être sur c5", "bravo : objectif atteint (★★★)"},
		{i18n.New(i18n.Arabic, i18n.BidiTerminal), "ليس بعد: يجب أن تقف إحدى قطعك على", "أحسنت: تحقق الهدف"},
	} {
		r := s.Begin(Sources{Lang: c.loc}, 0)
		_, _ = r.PlayText("c3-c4")
		if o, _ := r.PlayText("c4-d4"); o.Status != Failed || !strings.Contains(o.Say, c.fail) {
			t.Errorf("%s: failed: %v %q", c.loc.Lang(), o.Status, o.Say)
		}
		r = s.Begin(Sources{Lang: c.loc}, 0)
		_, _ = r.PlayText("c3-c4")
		if o, _ := r.PlayText("c4-c5"); o.Status != Met || !strings.Contains(o.Say, c.done) {
			t.Errorf("%s: met: %v %q", c.loc.Lang(), o.Status, o.Say)
		}
	}
}
