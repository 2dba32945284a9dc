// Package shard owns the arithmetic of splitting a schedule among runs:
// the "I/N" setting, which items of a schedule a shard owns, and how many.
// The match runner deals game pairs to shards with it and datagen its
// self-play games, so the same --shard flag means the same thing in both.
//
// It imports only the standard library: datagen links it without linking
// the match runner.
package shard
