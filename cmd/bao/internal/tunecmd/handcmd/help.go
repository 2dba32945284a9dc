package handcmd

// about is the description that "bao tune hand --help" prints.
const about = "Fit the hand-feature evaluation's weights to self-play data by Texel's method:\n" +
	"per variant, first the logistic scale K (centi-seeds per unit of win logit)\n" +
	"that best maps the search scores to the game results, then the weights\n" +
	"that minimise the mean squared error of sigmoid(eval/K) against\n" +
	"lambda*result + (1-lambda)*sigmoid(score/K), by mini-batch Adam starting\n" +
	"from the current weights. Prints the fitted K per variant and the\n" +
	"validation loss before and after, then writes the Go source of\n" +
	"eval/weights.go (to --out, or to standard output). Variants with too few\n" +
	"samples keep their weights. Ctrl-C stops after the current epoch and\n" +
	"still writes the weights. Try new weights in games (bao match, SPRT)\n" +
	"before they replace eval/weights.go."

const examples = "  bao tune hand --data data/*.bin\n" +
	"  bao tune hand --data a.bin,b.bin --lambda 0.7 --epochs 50 --out eval/weights.go\n" +
	"  bao tune hand --data games.bin --variant kete --skip-captures --grain 1\n"
