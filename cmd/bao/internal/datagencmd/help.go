package datagencmd

// about is the description that "bao datagen --help" prints.
const about = `Make training data for the evaluation by self-play: the engine plays itself
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

const examples = `  bao datagen --out data.bin --games 1000 --threads 2
  bao datagen --out kete.bin --variant kete --positions 1000000 --nodes 10000
  bao datagen --out d6.bin --depth 6 --random-plies 8-16 --games 500
  bao datagen --out shard3.bin --games 100000 --seed 7 --shard 3/8 --threads 2   # one machine's share
  cat shard*.bin > all.bin && bao datagen info all.bin
`
