// Package practice is what a player practises alone, kept by the server:
// the people's ratings of the committed puzzles (Ratings), and the
// lessons' progress saver (LearnSaver). It knows nothing of terminals or
// SSH: the server's sessions use it.
package practice
