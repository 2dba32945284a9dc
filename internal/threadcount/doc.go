// Package threadcount is the one bound on the number of threads a user
// may ask for, of the searcher (the protocol's Threads option, bao play,
// bao analyze, bao datagen) and of the solver (bao solve) alike: 1..Max.
//
// It owns nothing else and imports only the standard library.
package threadcount
