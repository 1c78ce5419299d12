package cli

import (
	"fmt"

	"github.com/fetaix/fetaix/learn"
	"github.com/fetaix/fetaix/prefs"
	"github.com/fetaix/fetaix/ui"
)

// lessonsOptions returns the learner's progress at the lessons, kept in
// the lessons file of the config directory (prefs.LessonsPath), and the
// Save that keeps it there, for the lessons' screen (fetaix learn, and
// the game's Learn key). A file that cannot be read as progress is never
// written over: the screen says so as it opens, and each Save says so
// again, so that nothing the learner won is lost.
func lessonsOptions() ui.LearnOptions {
	path, err := prefs.LessonsPath()
	if err != nil {
		return lessonsNotKept(err)
	}
	text, err := prefs.ReadLessons(path)
	var p learn.Progress
	if err == nil {
		p, err = learn.ParseProgress(text)
	}
	if err != nil {
		return lessonsNotKept(fmt.Errorf("%s cannot be read (%w): fix or remove it to keep your stars", path, err))
	}
	return ui.LearnOptions{Progress: p, Save: func(p learn.Progress) error { return prefs.WriteLessons(path, p.String()) }}
}

// lessonsNotKept is the lessons' options when the progress cannot be
// kept, why: none to start from, and a Save that says why.
func lessonsNotKept(why error) ui.LearnOptions {
	return ui.LearnOptions{Progress: learn.Progress{}, Save: func(learn.Progress) error { return why },
		Notice: "lessons: " + why.Error()}
}
