package matchcmd

// about is the description that "bao match --help" prints.
const about = `Play engine-vs-engine matches with the rules engine as referee: every move is
checked, the game ends by the rules (or a move limit, adjudicated as a draw:
Bao has no draw rule), and an engine that crashes, hangs, loses on time,
plays an illegal or malformed move or prints garbage loses that game only; it
is restarted for the next. Each opening is played twice with colours swapped.
Records are appended to --pgnout as each game ends (a last record cut off by a
killed run is first moved to FILE.cut-DIGITS, with a warning; a file that is
not game records from its first byte is refused, and so is an engine's
program); Ctrl-C prints the summary of the finished games.

Engines (--engine, repeated; --each holds settings shared by all), fields
key=value separated by spaces, quotes as in a shell:
  cmd=PATH            the engine program (it speaks protocol.md)
  args="-a 1"         its arguments (arg=X adds one)      dir=DIR  its folder
  name=NAME           the name in records (default: the program's file name)
  proto=uci|ugi       the handshake (default uci)
  option.NAME=VALUE   a setoption, e.g. option.Hash=16 option.Threads=1; an
                      option the engine does not declare, or one it answers
                      with "info string error", stops the run before a game
  tc=[moves/]time[+inc]  clock in seconds: tc=10+0.1, tc=40/60, tc=1:30+1
  st=SEC              fixed time per move (a warning when it is not above the
                      engine's MoveOverhead)  nodes=N, depth=N  search limits
  timemargin=MS       how far the clock may overrun before the flag falls
                      (default 2000, at most 3600000: a loaded machine stalls
                      processes for a second or more; a move later than this
                      loses on time)
  builtin=random|greedy  a built-in player (random moves; most seeds captured)
Two engines play each other; with more, a round robin, or a gauntlet of the
first against the rest (--gauntlet).

Merge the records of several runs (shards) and report their statistics:
  bao match merge [--pgnout FILE] [--sprt "..."] FILES...`

const examples = `  bao match --engine "cmd=./bao name=new" --engine "cmd=./bao-old name=old" \
      --each "tc=10+0.1 option.Hash=16" --games 200 --concurrency 2 --pgnout games.pgn
  bao match --engine "cmd=./bao depth=4" --engine "builtin=random" --games 100
  bao match --engine "cmd=./bao name=new" --engine "cmd=./bao-old name=old" --each "st=0.1" \
      --games 20000 --sprt "elo0=0 elo1=5 alpha=0.05 beta=0.05" --pgnout sprt.pgn
  bao match --engine "cmd=./a" --engine "cmd=./b" --engine "cmd=./c" --each depth=5 --rounds 4
  bao match ... --seed 7 --shard 3/8 --pgnout shard3.pgn   # one machine's share
  bao match merge shard*.pgn --pgnout all.pgn --sprt "elo0=0 elo1=5"
`
