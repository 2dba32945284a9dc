package analysis

// About is the description that "bao analyze --help" prints: it says what
// this package does for the command, so it is kept beside the code it
// describes (cmd/bao adds the flags and the examples).
const About = "Search a position and print a board diagram, then one line per finished\n" +
	"iteration (depth, score, nodes, nps, time, principal variation) and the best\n" +
	"move; with --json, one JSON object per line instead. Scores are in seeds from\n" +
	"the side to move's view (\"win in N moves\"/\"loss in N moves\": a proven result,\n" +
	"N moves of the side to move); the JSON's score is in centi-seeds (263 is 2.63\n" +
	"seeds, a proven result beyond every evaluation) and its win_plies counts plies.\n" +
	"Without a limit the search stops at depth 12. \"win\" is the side to move's chance\n" +
	"to win (eval.WinProbability: a logistic of the score fitted to self-play games).\n" +
	"With --record --each, each move is judged from the position before it, as the\n" +
	"web page's review judges it: \"best\" is the score of the engine's best move\n" +
	"there, \"played\" that of the move played searched alone from the same position\n" +
	"with the same limits (the best move itself: =), \"drop\" the points of win\n" +
	"chance the move cost; a drop of 20 points or more is a blunder (??), of 10 or\n" +
	"more a mistake (?). \"decided: winning\" (or losing) says that the mover's\n" +
	"chance with the best move was already 90% or more (10% or less). --plot draws\n" +
	"South's win chance over the game as an SVG image.\n" +
	"Ctrl-C stops the search and prints the best line found so far (with --each:\n" +
	"the moves analysed so far, and --plot draws them). A finished game is not\n" +
	"searched: analyze says who won and why."
