package suitecmd

// about is the description that "bao suite --help" prints.
const about = `Measure the engine against the truth: how often it plays a winning move in
positions proven won for the side to move (the built-in suites, built by
"bao datagen suite" from self-play games: every legal move of every position
is proven winning or losing by the proof-number solver, and at most half of
the moves win). Each position is searched with one thread and a cleared
table, so the figures are the same on every machine. By default three
settings are measured: depth 1, depth 3 and 300 nodes; --depth or --nodes
measures one setting instead (both: the search stops at either). 0, their
default, is no limit: --depth 0 with no --nodes (or --nodes 0 with no
--depth) measures the three default settings. The "random" column is the
rate of a player choosing a legal move at random.

A search that claims a proven win with a losing move, or a proven loss in a
won position, contradicts the solver: that is reported and exits 1.

Ctrl-C or SIGTERM stops the measure: the rows printed are complete, the row
being measured is left out, and the exit code is 130.`

const examples = `  bao suite
  bao suite --variant kete --depth 6
  bao suite --nodes 5000 --misses --option QDepth=0
  bao suite --file my.txt --variant kiswahili
`
