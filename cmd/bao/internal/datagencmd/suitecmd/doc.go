// Package suitecmd is "bao datagen suite": the build of the
// solver-proven test suites (package judge/suite's BuildFiles), one file
// per variant. It owns the command's flags, its help, the header lines
// that name the command line that built a file, the report of the build
// and the wording of the errors that name its flags; it imports cli,
// datagen, engine, internal/threadcount and judge/suite, and no other
// command's package.
package suitecmd
