// Package practice is what a player practises alone, kept by the server:
// the people's ratings of the committed puzzles (Ratings), and the
// lessons' progress: a key holder's saver (LearnSaver), a guest's stars
// for the session (GuestStars). It knows nothing of terminals or
// SSH: the server's sessions use it.
package practice
