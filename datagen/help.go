package datagen

// About is the description that "bao datagen --help" prints: it says what
// this package does for the command, so it is kept beside the code it
// describes (cmd/bao adds the flags and the examples).
const About = `Make training data for the evaluation by self-play: the engine plays itself
from varied starts (a built-in opening or the variant's start, then random
legal moves), searching every position with a fixed budget, and appends one
48-byte record per searched position to --out: the position (with its ply),
the search's score and best move, and the game's result from the side to
move's view (+1 won, -1 lost, 0 drawn by the move limit). Every variant plays
by its default rules. The random moves are not written; neither is the final
position of a game. datagen/doc.go describes the format and the choices.

Games are a pure function of --seed and their number: the same command gives
the same file, whatever --threads (games are written in order, a whole game
at a time). --shard I/N plays every N-th game of the schedule from game I, so
N machines with the same flags and seed share the work; join their files
with cat. Progress goes to stderr. Ctrl-C stops the searches, writes every
finished game and prints the summary; run the command again with another
--seed to add more games to the same file.

Other subcommands:
  bao datagen suite ...   build the solver-proven test suites (bao datagen suite --help)
  bao datagen info FILE   count the samples of data files by variant and result`
