package analyzecmd

// about is the description that "bao analyze --help" prints.
const about = "Search a position and print a board diagram, then one line per finished\n" +
	"iteration (depth, score, nodes, nps, time, principal variation) and the best\n" +
	"move; with --json, one JSON object per line instead. Scores are in seeds from\n" +
	"the side to move's view (\"win in N moves\"/\"loss in N moves\": a proven result,\n" +
	"N moves of the side to move); the JSON's score is in centi-seeds (263 is 2.63\n" +
	"seeds, a proven result beyond every evaluation) and its win_plies counts plies.\n" +
	"A score marked >= or <= is a bound (JSON: \"bound\"): the last line gives a lower\n" +
	"bound, at the depth of the unfinished iteration, when a limit stopped the search\n" +
	"after that iteration had found a better move than the last complete one.\n" +
	"Without a limit the search stops at depth 12. \"win\" is the side to move's chance\n" +
	"to win (eval.WinProbability: a logistic of the score fitted to self-play games).\n" +
	"With --record --each, a move that drops the mover's win chance by 20 points or\n" +
	"more against the engine's best move is a blunder (??), by 10 or more a mistake\n" +
	"(?); --plot draws South's win chance over the game as an SVG image. \"best\" is\n" +
	"the score of the search before the move, \"played\" that of the search of the\n" +
	"position after it (one ply further on), so the two differ a little even when the\n" +
	"move played is the best one (=).\n" +
	"Ctrl-C stops the search and prints the best line found so far (with --each:\n" +
	"the moves analysed so far, and --plot draws them). A finished game is not\n" +
	"searched: analyze says who won and why."

const examples = "  bao analyze --depth 14\n  bao analyze --moves \"A6L a5R\" --movetime 2000 --multipv 3\n" +
	"  bao analyze --variant kujifunza --nodes 1000000 --json\n" +
	"  bao analyze --record game.pgn --each --movetime 500\n" +
	"  bao analyze --record game.pgn --each --depth 10 --plot game.svg\n" +
	"  bao analyze --depth 12 --eval net --evalfile net.bin\n"
