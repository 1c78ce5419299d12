// Package learn holds the lessons that teach Fetaix and the practices that
// train its endgames, and judges a learner's moves in them.
//
// A lesson is a sequence of small stages, read from one embedded file per
// lesson (lessons/*.txt, the format in format.go): a position, one
// sentence of instruction, a goal and the intended solution. A stage is
// played through a Run, which applies the learner's moves by the rules
// engine, has the opponent answer (from the endgame tables where they
// reach, else by a fixed choice), and judges each move against the goal
// by the rules and by proven values only: the endgame tables and the
// proofs' book, through an explore.Explorer. A practice is a stage whose
// goal is to keep a proven value to the end of the game against perfect
// play.
//
// Every text a learner sees is in the lesson files or in text.go.
package learn
