// Package mergecmd is "bao match merge": the record files of several
// runs of one match (its shards) merged, replayed and counted (package
// judge/match's MergeReport). It owns the command's flags, help and the
// wording of the errors that name them; it imports cli and judge/match,
// and no other command's package.
package mergecmd
