package rulesapi

// MaxBody bounds a question's JSON body: a long game record fits many
// times over.
const MaxBody = 1 << 20

// maxGameMoves bounds the moves of a game sent by the page; real games are
// a few hundred plies at most.
const maxGameMoves = 5000
