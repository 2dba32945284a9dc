package calibratecmd

// about is the description that "bao record calibrate --help" prints.
const about = `Fit the win probability of a score to games: for every variant, the scale s of
P(the side to move wins) = 1 / (1 + exp(-score / s)), which UCI_ShowWDL, bao
analyze and the web page show (eval.WinProbability). The data are the moves of
the records whose comment holds the engine's score ("+0.12/14 0.51s", as bao
match writes it: centi-seeds from the mover's view; proven results and book
moves are left out) with the game's result. Games without a decisive result
(draws, unfinished) and games lost by an engine failure (time forfeit, rules
infraction, abandoned) are left out; resignations count.

The fit maximises the likelihood (Newton's method; the log-likelihood is concave
in 1/s). The standard error is clustered by game, since the moves of one game
share its result. The calibration table compares, per score bucket, the
observed win rate of the movers with the mean prediction of the fitted scale
and of the scale in use now; the log loss (0.693 is a coin) sums it up.

--write FILE rewrites the block between "// BEGIN calibrated" and
"// END calibrated" of FILE (eval/wdl.go) with the fitted scales and a note of
the data; variants without data (or too little) keep their scale, and their
line says the games it was fitted on and the day. To refit after the
evaluation changed, see the README ("Win probability"): self-play games per
variant, then this command.
Usage: bao record calibrate [flags] FILES...`

const examples = "  bao record calibrate wdl-kiswahili.pgn wdl-kete.pgn wdl-kujifunza.pgn\n" +
	"  bao record calibrate --write eval/wdl.go wdl-*.pgn\n"
