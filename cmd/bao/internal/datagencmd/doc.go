// Package datagencmd is "bao datagen": self-play training data (package
// datagen's RunFile). It owns the command's flags, its help and
// examples, the parsing of its text settings (the variants, the random
// plies, the shard), the wording of the errors that name its flags
// (datagen.Config.Check names its fields) and the run; its subcommands
// are packages of their own below it ("datagen suite": suitecmd,
// "datagen info": infocmd). It imports cli, datagen, internal/shard and
// its subcommands' packages, and no other command's package.
package datagencmd
