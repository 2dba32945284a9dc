// Package atomicfile writes the files a command replaces so that a reader,
// a crash or a failed write never sees a half-written file, and refuses an
// output that is one of the command's inputs.
//
// # What it owns and what it must not import
//
// atomicfile owns the rule every command follows for its outputs: a file a
// user hands to a command is never destroyed. An output is written to a
// temporary file in the same folder (so that the final rename stays on one
// file system), synced to disk, and renamed over the target only when the
// whole content was written; on any error the target is left as it was.
// A target that is a symbolic link is followed (links.go): the file it
// points to is replaced and the link kept, as an editor saving through a
// link does.
// An output that is the same file as an input (by os.SameFile, so that a
// link or another spelling of the path counts) is refused before anything
// is written. CheckWritable tells up front whether an output can be
// written that way, for a command whose result comes at the end of a long
// run. CheckKind refuses an output that would replace an existing file
// of another kind (a game record named as the proof to write, say). It
// imports only the standard library, so that every command may
// use it.
package atomicfile
