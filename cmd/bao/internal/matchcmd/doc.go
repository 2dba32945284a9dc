// Package matchcmd is "bao match": engine-vs-engine matches refereed by
// package judge/match. It owns the command's flags, its help and
// examples, the parsing of its text settings into a match.Config (setup:
// --engine, --each, --openings, --resign, --sprt, --shard) with the
// errors that name its flags, the names that the run's notes, warnings
// and errors give its settings (match.Config.Names), and the run; its
// subcommand "match merge" is a package of its own below it (mergecmd).
// It imports cli, engine, internal/shard, judge/match, openings and
// mergecmd, and no other command's package.
package matchcmd
