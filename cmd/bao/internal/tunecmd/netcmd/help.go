package netcmd

// about is the description that "bao tune net --help" prints.
const about = "Train the small neural evaluation on self-play data. The net sees the\n" +
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

const examples = "  bao tune net --data data/*.bin --out net.bin\n" +
	"  bao tune net --data a.bin --inputs v2 --hidden 32,16 --out net-v2-32x16.bin\n" +
	"  bao tune net --data a.bin --hidden 32,16 --epochs 30 --lr 0.002 --batch 2048\n" +
	"  bao tune net --data a.bin --init net.bin --epochs 5 --lr 0.0003 --out net2.bin\n" +
	"  bao tune net --data a.bin --variant kiswahili --hidden 64 --out kiswahili.bin\n"
