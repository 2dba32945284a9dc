package tune

// HandAbout is the description that "bao tune hand --help" prints: it says what
// this package does for the command, so it is kept beside the code it
// describes (cmd/bao adds the flags and the examples).
const HandAbout = "Fit the hand-feature evaluation's weights to self-play data by Texel's method:\n" +
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

// NetAbout is the description that "bao tune net --help" prints: it says what
// this package does for the command, so it is kept beside the code it
// describes (cmd/bao adds the flags and the examples).
const NetAbout = "Train the small neural evaluation on self-play data. The net sees the\n" +
	"position from the side to move: each hole's seeds as one-hot buckets, both\n" +
	"hands, the nyumbas, the takasia hole and the variant (579 inputs, --inputs\n" +
	"v1); --inputs v2 adds the capture threats of both sides (611 inputs: which\n" +
	"front holes each side could capture with the first lap of a move, and the\n" +
	"size of the largest). Then one or two hidden layers of clipped ReLU units\n" +
	"and one output, the win logit; --buckets stage gives the output layer 8\n" +
	"sets of weights, one per stage of the side to move (4 by its hand in the\n" +
	"namua, 4 by the seeds on its side in the mtaji).\n" +
	"K per variant is fitted first (as in tune hand); the loss is the mean\n" +
	"squared error of sigmoid(output) against lambda*result +\n" +
	"(1-lambda)*sigmoid(score/K). Training is mini-batch Adam in float32 with a\n" +
	"cosine learning-rate decay; a progress line every --progress (samples/s,\n" +
	"time left), and each epoch prints the training and validation loss (also\n" +
	"per variant, with the hand evaluation's loss on the same samples for\n" +
	"comparison). The net with the best validation loss is written to --out.\n" +
	"Ctrl-C stops after the current batch and still writes the best net so far.\n" +
	"Load the result with \"setoption name EvalFile value FILE\" and\n" +
	"\"setoption name Eval value net\", or --eval net --evalfile FILE."

// Usage is what "bao tune" and "bao tune --help" print: the two kinds of
// training this package does.
const Usage = `Usage: bao tune hand|net --data FILES... [flags]

Train the evaluation on self-play data (the files of bao datagen):
  hand   fit the hand-feature weights (Texel's method); writes eval/weights.go source
  net    train the small neural net; writes a net file for EvalFile / --evalfile

Run "bao tune hand --help" or "bao tune net --help" for the flags.
`
