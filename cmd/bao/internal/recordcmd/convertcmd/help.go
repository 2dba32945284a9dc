package convertcmd

// about is the description that "bao record convert --help" prints: what
// the conversion does, and the JSON form of a game.
const about = `Convert files of games between the record text (protocol.md 10, "pgn") and JSON
Lines ("json": one JSON object per game, one game per line), for scripts. By
default each file goes to the other format; --to chooses. Every game is replayed
with the rules engine; a bad game (a cut-off last game, an illegal move) is
reported on stderr as FILE:LINE and left out, the others are converted, and the
exit code is 1. Output goes to stdout or to -o FILE; Ctrl-C leaves FILE as it
was (exit code 130).

The JSON object of a game (keys in this order; "termination" and "comment" are
left out when empty):

  {"tags": {"Event": "bao match", "Site": "?", ..., "PlyCount": "87"},
   "variant": "kiswahili",
   "start": "<BFEN of the start position>",
   "result": "1-0",                  (1-0 South wins, 0-1 North wins, 1/2-1/2, *)
   "termination": "North cannot move",
   "comment": "<comment before the first move>",
   "moves": [{"move": "A7L", "comment": "+0.12/14 0.51s", "side": "S",
              "score": 12, "depth": 14, "fen": "<BFEN after the move>"}, ...]}

"tags" holds every tag in the record's order. Per move: "move" is the token,
"comment" the comment; "side" is the mover (S or N); "score" (centi-seeds from
the mover's view), "mate" (+N wins, -N loses, in moves of the mover) and
"depth" come from an engine comment such as "+0.12/14 0.51s"; "fen" (the
position after the move) only with --fens.

Reading JSON, only tags, variant, start, result, termination, comment and each
move's "move" and "comment" count (the rest is derived); a move may be a bare
string: {"variant": "kujifunza", "moves": ["A3R", "a6R"]} is a game. "variant"
and "start" stand in for missing Variant and FEN tags.
Usage: bao record convert [flags] FILES...`

const examples = "  bao record convert games.pgn > games.jsonl\n" +
	"  bao record convert --fens games.pgn -o games.jsonl\n" +
	"  bao record convert games.jsonl -o games.pgn\n" +
	"  bao record convert --to json shard*.pgn | jq -r '.tags.Result'\n"
