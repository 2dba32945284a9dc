package solvecmd

// about is the description that "bao solve --help" prints.
const about = "Prove the game-theoretic value of a position (Bao has no draw) by depth-first\n" +
	"proof-number search: win or loss for the side to move, the plies to the end\n" +
	"(exact when the shortest-win search finishes), a principal line. Progress goes\n" +
	"to stderr every few seconds. --proof writes the winning strategy as a checkable\n" +
	"tree; --verify checks such a file with the rules engine alone. Ctrl-C (or\n" +
	"SIGTERM) stops the search; with --save the table is written so that --resume\n" +
	"continues the work, and the exit code is 130.\n" +
	"--time bounds the whole run: the proof search and then the shortest-win search,\n" +
	"which is cut (and reported as cut) when the time is up; only writing the proof\n" +
	"and the table may take longer. The files of --save and --proof are checked for\n" +
	"writability before any work, and a failed write never hides the result: it is\n" +
	"printed first, then the error (exit code 1). The proof file must not be the\n" +
	"table of --save or --resume, under any spelling of its name (exit code 2).\n" +
	"With --resume and no --hash, the table has the size the file was saved with;\n" +
	"a --hash too small to keep every entry of the file is refused before any work\n" +
	"(exit code 2), since --save would then write back a table that lost them."

const examples = "  bao solve --variant kujifunza --proof kujifunza.proof\n" +
	"  bao solve --verify kujifunza.proof\n" +
	"  bao solve --variant kete --fen '...' --time 10m --json\n" +
	"  bao solve --variant kiswahili --hash 8192 --save big.table --save-every 15m\n" +
	"  bao solve --variant kiswahili --hash 8192 --resume big.table --save big.table\n"
