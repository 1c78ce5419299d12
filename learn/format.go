package learn

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// A lesson file is lines of "key: value"; blank lines and lines starting
// with # are skipped. The lesson's keys come first:
//
//	title: The board        (shown)
//	intro: Twenty-five …    (shown before the first stage)
//	practice: yes           (optional: an endgame practice)
//
// then each stage starts with its name and gives:
//
//	stage: diagonal                 (the name, unique in the lesson)
//	position: 5/5/2w2/5/5 w         (position text; the side to move learns)
//	rules: majority                 (optional: rule option text)
//	say: Step the man to d4.        (the instruction)
//	goal: reach d4                  (see parseGoal)
//	solution: c3-d4                 (the learner's moves of the intended solution)
//	wrong: c3-c2                    (a move that fails the stage)
//	par: 1                          (optional: default the solution's length)
//	max: 3                          (optional: default par+4, 1 for one-move goals)
//	opponent: waits                 (optional: the opponent does not move)
//	line: d2-c3 b4xd2               (GoalWatch: the moves shown)
//	topic: capture compulsory       (optional: the rules the stage teaches)

// parseLesson reads the lesson named id from its file's text.
func parseLesson(id, text string) (Lesson, error) {
	l := Lesson{ID: id}
	var st *Stage
	var fields map[string]string
	names := map[string]bool{}
	finish := func() error {
		if st == nil {
			return nil
		}
		if err := st.fill(fields); err != nil {
			return fmt.Errorf("stage %s: %w", st.ID, err)
		}
		l.Stages = append(l.Stages, *st)
		return nil
	}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			return l, fmt.Errorf("%s line %d: want key: value", id, n+1)
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch {
		case k == "stage":
			if err := finish(); err != nil {
				return l, fmt.Errorf("%s: %w", id, err)
			}
			if v == "" || names[v] {
				return l, fmt.Errorf("%s line %d: stage name %q empty or used twice", id, n+1, v)
			}
			names[v] = true
			st, fields = &Stage{ID: id + "/" + v}, map[string]string{}
		case st == nil:
			if err := l.set(k, v); err != nil {
				return l, fmt.Errorf("%s line %d: %w", id, n+1, err)
			}
		default:
			if _, dup := fields[k]; dup {
				return l, fmt.Errorf("%s line %d: %s given twice", id, n+1, k)
			}
			fields[k] = v
		}
	}
	if err := finish(); err != nil {
		return l, fmt.Errorf("%s: %w", id, err)
	}
	if l.Title == "" || len(l.Stages) == 0 {
		return l, fmt.Errorf("%s: no title or no stage", id)
	}
	return l, nil
}

// set sets one of the lesson's own keys.
func (l *Lesson) set(k, v string) error {
	switch k {
	case "title":
		l.Title = v
	case "intro":
		l.Intro = v
	case "practice":
		l.Practice = v == "yes"
	default:
		return fmt.Errorf("unknown lesson key %q", k)
	}
	return nil
}

// fill sets the stage from its fields and checks it.
func (s *Stage) fill(f map[string]string) error {
	for k := range f {
		switch k {
		case "position", "rules", "say", "goal", "solution", "wrong", "par", "max", "opponent", "line", "topic":
		default:
			return fmt.Errorf("unknown key %q", k)
		}
	}
	var err error
	if s.Start, err = game.ParsePosition(f["position"]); err != nil {
		return err
	}
	if s.Rules, err = game.ParseRules(f["rules"]); err != nil {
		return err
	}
	if s.Say = f["say"]; s.Say == "" {
		return fmt.Errorf("no say")
	}
	if s.Goal, err = parseGoal(f["goal"]); err != nil {
		return err
	}
	s.Solution, s.Wrong = strings.Fields(f["solution"]), f["wrong"]
	s.Topics = strings.Fields(f["topic"])
	switch o := f["opponent"]; o {
	case "", "plays":
	case "waits":
		if s.Goal.needsOpponent() {
			return fmt.Errorf("goal %q needs the opponent to play", f["goal"])
		}
		s.Waits = true
	default:
		return fmt.Errorf("opponent %q: want plays or waits", o)
	}
	if err := s.fillLine(f["line"]); err != nil {
		return err
	}
	return s.fillCounts(f["par"], f["max"])
}

// fillLine reads a watched line: legal moves from the start.
func (s *Stage) fillLine(text string) error {
	if (text != "") != (s.Goal.Kind == GoalWatch) {
		return fmt.Errorf("a line goes with goal watch, and only there")
	}
	g := game.NewGame(s.Rules, s.Start)
	for _, t := range strings.Fields(text) {
		m, err := g.PlayText(t)
		if err != nil {
			return fmt.Errorf("line: %w", err)
		}
		s.Line = append(s.Line, m)
	}
	return nil
}

// fillCounts sets Par and Max.
func (s *Stage) fillCounts(par, most string) error {
	s.Par = len(s.Solution)
	if s.Goal.Kind == GoalWatch {
		s.Par = 0
	}
	if par != "" {
		n, err := strconv.Atoi(par)
		if err != nil || n < 1 {
			return fmt.Errorf("par %q: want a number of moves", par)
		}
		s.Par = n
	}
	s.Max = s.Par + 4
	if s.Goal.Kind == GoalKeep {
		s.Max = 0
	}
	if s.Goal.oneMove() {
		s.Max = 1
	}
	if most != "" {
		n, err := strconv.Atoi(most)
		if err != nil || n < s.Par {
			return fmt.Errorf("max %q: want a number of moves, at least par", most)
		}
		s.Max = n
	}
	return nil
}
