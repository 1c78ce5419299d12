package learn

import (
	"embed"
	"fmt"
	"path"
	"regexp"
	"sort"
	"sync"
)

// files are the lessons, one file each, "NN-id.txt", in the order taught;
// lessons/LANG/ holds each lesson in another language, the same file but
// its prose (title, intro, say) translated (translated.go).
//
//go:embed lessons/*.txt lessons/fr/*.txt lessons/ar/*.txt
var files embed.FS

// lessonName is a lesson file's name: its order and its ID.
var lessonName = regexp.MustCompile(`^([0-9]{2})-([a-z0-9-]+)\.txt$`)

var (
	loadOnce sync.Once
	loaded   []Lesson
	loadErr  error
)

// Load reads every embedded lesson, in order: the lessons, then the
// practices.
func Load() ([]Lesson, error) {
	loadOnce.Do(func() { loaded, loadErr = load() })
	return loaded, loadErr
}

// All returns every lesson, in order; it panics if one cannot be read
// (they are part of the program: TestLessonsRead reads them).
func All() []Lesson {
	ls, err := Load()
	if err != nil {
		panic(err)
	}
	return ls
}

// load reads the lesson files.
func load() ([]Lesson, error) {
	ents, err := files.ReadDir("lessons")
	if err != nil {
		return nil, err
	}
	var out []Lesson
	ids := map[string]bool{}
	for _, e := range ents {
		if e.IsDir() { // a language's lessons (translated.go)
			continue
		}
		sm := lessonName.FindStringSubmatch(e.Name())
		if sm == nil {
			return nil, fmt.Errorf("lessons/%s: want NN-name.txt", e.Name())
		}
		b, err := files.ReadFile(path.Join("lessons", e.Name()))
		if err != nil {
			return nil, err
		}
		l, err := parseLesson(sm[2], string(b))
		if err != nil {
			return nil, err
		}
		l.file = e.Name()
		if ids[l.ID] {
			return nil, fmt.Errorf("lessons/%s: lesson %s twice", e.Name(), l.ID)
		}
		ids[l.ID] = true
		out = append(out, l)
	}
	sort.SliceStable(out, func(i, j int) bool { return !out[i].Practice && out[j].Practice })
	return out, nil
}

// Lessons returns the lessons that teach, in order.
func Lessons() []Lesson { return filter(All(), false) }

// Practices returns the endgame practices.
func Practices() []Lesson { return filter(All(), true) }

func filter(ls []Lesson, practice bool) []Lesson {
	var out []Lesson
	for _, l := range ls {
		if l.Practice == practice {
			out = append(out, l)
		}
	}
	return out
}

// StageIDs returns the IDs of every stage of All, in order.
func StageIDs() []string {
	var ids []string
	for _, l := range All() {
		for _, st := range l.Stages {
			ids = append(ids, st.ID)
		}
	}
	return ids
}
