package suite

// About is the description that "bao suite --help" prints: it says what
// this package does for the command, so it is kept beside the code it
// describes (cmd/bao adds the flags and the examples).
const About = `Measure the engine against the truth: how often it plays a winning move in
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

// BuildAbout is the description that "bao datagen suite --help" prints: it says what
// this package does for the command, so it is kept beside the code it
// describes (cmd/bao adds the flags and the examples).
const BuildAbout = `Build the test suites of "bao suite": positions proven won for the side to
move, with every legal move labelled winning or losing by the proof-number
solver. The positions come from self-play games (as bao datagen plays them),
--plies-to-end plies before the game's end. A candidate is kept when the
solver proves it won and then proves every child (a move wins iff its child is
lost for the opponent), each within --solve-nodes; it is dropped when any
proof fails, when it is lost, and when more than --max-win-share of its moves
win (the suite must tell good moves from bad ones). The same flags give the
same files. Each variant's suite is written to DIR/<variant>.txt (replaced),
with this command in its header; the built-in suites are
judge/suite/suites/*.txt. DIR is made when missing and checked before the
build starts (a folder where every file can be written). Progress goes to
stderr. Ctrl-C (or SIGTERM) stops the build: a variant that finished has been
written; one cut short writes the positions it kept only when they are more
than its file holds (a new file included), and otherwise leaves the file as it
was, so an interrupted build never makes a suite smaller or empty.`
