package suitecmd

// about is the description that "bao datagen suite --help" prints.
const about = `Build the test suites of "bao suite": positions proven won for the side to
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

const examples = `  bao datagen suite --dir judge/suite/suites --threads 2
  bao datagen suite --dir /tmp/suites --variant kete --count 50 --solve-nodes 500000
`
