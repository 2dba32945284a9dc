// Package puzzles owns the "find the winning move" puzzles: positions
// from self-play games of the engine's levels, each proven by the solver.
package puzzles
