package playcmd

// about is the description that "bao play --help" prints.
const about = "Play a game against the engine in the terminal. The board is shown after every\n" +
	"move; type a move token (A6L, a5R, A1L+ for safari) or a command:\n" +
	"  moves    list your legal moves        hint     ask the engine for a move\n" +
	"  undo     take back your last move     save F   append the game record to F\n" +
	"  board    show the board again         quit     leave (the record is kept with --save)\n" +
	"Ctrl-C also leaves, even while the engine thinks; with --save the game so far is\n" +
	"written first. A game without a move is not saved, and a game already saved to\n" +
	"a file as it stands (save F, then quit with --save F) is written there once."

const examples = "  bao play\n  bao play --level beginner\n  bao play --side north --movetime 2000\n  bao play --variant kujifunza --depth 6 --save game.pgn\n" +
	"  bao play --eval net --evalfile net.bin\n"
