package search

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/baoengine/bao/eval"
)

// Options are the searcher's settings. Every heuristic beyond plain
// alpha-beta with a transposition table has its own switch (Switches), so
// each can be measured and the equivalence test can turn them all off.
type Options struct {
	HashMiB      int           // transposition table size in MiB, used exactly (1..MaxHashMiB)
	Threads      int           // search threads (Lazy SMP), at least 1
	MultiPV      int           // principal variations to report, at least 1
	MoveOverhead time.Duration // time kept back per move for communication and scheduling (timeman.go)
	Algorithm    string        // "pvs" (aspiration + principal variation search) or "mtdf" (MultiPV > 1 always uses pvs)

	Aspiration bool // aspiration windows around the previous score (PVS driver)
	Killers    bool // killer moves in move ordering
	History    bool // history heuristic in move ordering
	// EvalOrderDepth orders the children of nodes with at least this depth
	// left by their static evaluation (after the table move, captures and
	// killers); 0 or less = everywhere, a large value = never.
	EvalOrderDepth int
	TTCutoffs      bool // use stored bounds to cut (off: the table only orders moves)
	// LazyDepth: nodes with at most this depth left sow their candidate
	// moves one at a time (engine.PlayCandidate) instead of generating
	// every child; deeper nodes generate all children, whose exact
	// captured seeds order the moves better. 0 = never.
	LazyDepth  int
	TTMinDepth int  // probe and store only nodes with at least this depth left
	NullMove   bool // null-move pruning (off by default: Bao is zugzwang-prone)
	LMR        bool // late move reductions for quiet (takata) moves
	// QDepth extends the search beyond the horizon by up to this many
	// plies through positions whose mover must capture; 0 = off
	// (DefaultOptions: 2, with QWidth 1).
	QDepth    int
	QStandPat bool // a capture-extension node may stand on its static value
	// QWidth bounds the capture extension beyond its first ply: there a
	// node may stand on its static value and searches only its QWidth
	// biggest captures (move ordering puts the biggest first). The first
	// ply, the reply to the last full-width move, searches every capture:
	// captures are compulsory, so the mover cannot decline them. 0 = no
	// bound.
	QWidth int
	// RFPMargin enables reverse futility pruning at non-PV nodes with at
	// most RFPDepth plies left: the static value minus RFPMargin per ply
	// left at or above beta cuts the node; 0 = off (the default: 60 and 2
	// won at 50 ms a move and not at 200 ms, docs/ledger.md, section 1).
	RFPMargin int
	RFPDepth  int
	// Tempo is added to every static value, from the side to move's
	// view. The leaves of an iteration are all at its depth's parity, so
	// the side that chose the last move is over-valued (it picked the
	// best of noisy values) and the score swings between odd and even
	// depths; a tempo of half that swing makes consecutive iterations'
	// scores comparable, which the aspiration window and MTD(f)'s first
	// guess start from.
	Tempo int
	// SingleReply extends by one ply the move of a node that has only
	// one move.
	SingleReply bool
	// TwoReplies extends by half a ply the moves of a node that has
	// exactly two: every second such node on a line searches its moves
	// one ply deeper.
	TwoReplies bool
	// SingularDepth extends by one ply the table's move of a node with at
	// least this depth left when it is singular: the table holds a lower
	// bound for it from a search at most 3 plies shallower, and every
	// other move, searched to half the depth, fails below that bound less
	// SingularMargin per ply left. 0 = off.
	SingularDepth  int
	SingularMargin int // centi-seeds per ply left below the table's bound
	// SingularMultiCut cuts a non-PV node whose table move is not
	// singular because another move, searched to half the depth, reaches
	// the singular bound and that bound beats beta: two moves beat beta.
	SingularMultiCut bool
	// SingularNegative searches the table's move one ply shallower at a
	// non-PV node where it is not singular and its table bound beats
	// beta: other moves are good too, so the cut need not come from it.
	SingularNegative bool
	// IIRDepth searches a node with at least this depth left one ply
	// shallower when the table holds no move for it (internal iterative
	// reduction). 0 = off.
	IIRDepth int
	// ProbCutDepth tries, at a non-PV node with at least this depth left,
	// to cut on a shallower search: its first ProbCutMoves moves in order
	// are searched 4 plies shallower with a null window at beta plus
	// ProbCutMargin, and one that reaches it cuts the node (ProbCut,
	// Buro 1995). 0 = off.
	ProbCutDepth int
	// ProbCutMargin is ProbCut's margin above beta, in centi-seeds.
	ProbCutMargin int
	// ProbCutMoves is how many moves ProbCut tries.
	ProbCutMoves int
	// Eval is the static evaluation (hand-feature weights or a net),
	// shared read-only by the threads. DefaultOptions sets the embedded
	// net (eval.Default); nil is the hand-feature evaluation with the
	// default weights.
	Eval *eval.Evaluator
	// EvalCache is the size in MiB of each thread's cache of static
	// evaluations (allocated at Prepare; 0 = off). It never changes a
	// search's result, only its speed: worth it for an evaluation that
	// costs more than a cache miss (the net).
	EvalCache int

	// fullEval turns off the incremental evaluation of leaves (tests
	// compare the two).
	fullEval bool
}

// DefaultOptions returns the options a new Searcher starts with.
func DefaultOptions() Options {
	return Options{
		Eval:             eval.Default(),
		HashMiB:          16,
		Threads:          1,
		MultiPV:          1,
		MoveOverhead:     50 * time.Millisecond,
		Algorithm:        "pvs",
		Aspiration:       true,
		Killers:          true,
		History:          false,
		TTCutoffs:        true,
		TTMinDepth:       2,
		LazyDepth:        1,
		EvalOrderDepth:   1000,
		NullMove:         false,
		LMR:              false,
		SingleReply:      true,
		TwoReplies:       true,
		SingularDepth:    6,
		SingularMargin:   8,
		SingularMultiCut: true,
		SingularNegative: true,
		IIRDepth:         6,
		ProbCutMargin:    150,
		ProbCutMoves:     3,
		QDepth:           2,
		QWidth:           1,
	}
}

// DepthAsGiven turns off the depth changes that the table guides: the
// singular extension (with its multi-cut and negative extension),
// internal iterative reduction and ProbCut; and reverse futility pruning,
// which cuts a node near the horizon on its static value alone. A search
// that must see as deep as its depth says, no deeper and no shallower
// (the app's levels and a puzzle's difficulty, measured without them),
// calls it.
func (o *Options) DepthAsGiven() {
	o.SingularDepth = 0
	o.IIRDepth = 0
	o.ProbCutDepth = 0
	o.RFPMargin = 0
}

// SwitchKind is the kind of value a search switch takes.
type SwitchKind uint8

// The kinds of search switch.
const (
	BoolSwitch   SwitchKind = iota // true or false
	NumberSwitch                   // a whole number from Min to Max
	ChoiceSwitch                   // one of the named Values
)

// Switch describes one search switch: an option that only switches or
// sizes a heuristic of the search, for experiments (protocol.md section
// 8). The protocol declares one option per entry of Switches, with its
// name, kind, bounds and default (the DefaultOptions field's value), sets
// the field through it, and the command line's --option flags of bao
// bench and bao suite do the same; the docs' test holds protocol.md's row
// of each switch to its Help.
type Switch struct {
	Name     string     // the option's name, e.g. "QDepth"
	Kind     SwitchKind // boolean, number or one of named values
	Min, Max int        // the bounds of a number
	Values   []string   // the values of a choice
	Help     string     // one line: what the switch does (protocol.md's table)
	field    switchField
}

// switchField reads and writes one field of Options as text: "true" or
// "false" for a boolean, the number, the value of a choice.
type switchField struct {
	get func(o *Options) string
	set func(o *Options, v string)
}

// boolSwitch is the accessor of a boolean switch's field.
func boolSwitch(f func(o *Options) *bool) switchField {
	return switchField{
		get: func(o *Options) string { return strconv.FormatBool(*f(o)) },
		set: func(o *Options, v string) { *f(o) = v == "true" },
	}
}

// numberSwitch is the accessor of a number switch's field.
func numberSwitch(f func(o *Options) *int) switchField {
	return switchField{
		get: func(o *Options) string { return strconv.Itoa(*f(o)) },
		set: func(o *Options, v string) { *f(o), _ = strconv.Atoi(v) },
	}
}

// choiceSwitch is the accessor of a choice switch's field.
func choiceSwitch(f func(o *Options) *string) switchField {
	return switchField{
		get: func(o *Options) string { return *f(o) },
		set: func(o *Options, v string) { *f(o) = v },
	}
}

// Switches is the table of the search switches, in the order the protocol
// declares them. A new switch is a field of Options, its default in
// DefaultOptions, an entry here and its row in protocol.md's options
// table.
var Switches = []Switch{
	{Name: "SearchAlgorithm", Kind: ChoiceSwitch, Values: []string{"pvs", "mtdf"},
		Help:  "the driver: pvs (aspiration windows and principal variation search) or mtdf (MTD(f)); MultiPV above 1 always uses pvs",
		field: choiceSwitch(func(o *Options) *string { return &o.Algorithm })},
	{Name: "Aspiration", Kind: BoolSwitch, Help: "aspiration windows",
		field: boolSwitch(func(o *Options) *bool { return &o.Aspiration })},
	{Name: "Killers", Kind: BoolSwitch, Help: "killer moves",
		field: boolSwitch(func(o *Options) *bool { return &o.Killers })},
	{Name: "History", Kind: BoolSwitch, Help: "history heuristic",
		field: boolSwitch(func(o *Options) *bool { return &o.History })},
	{Name: "TTCutoffs", Kind: BoolSwitch, Help: "cut on stored bounds",
		field: boolSwitch(func(o *Options) *bool { return &o.TTCutoffs })},
	{Name: "TTMinDepth", Kind: NumberSwitch, Min: 0, Max: 1000, Help: "probe the table from this depth left",
		field: numberSwitch(func(o *Options) *int { return &o.TTMinDepth })},
	{Name: "LazyDepth", Kind: NumberSwitch, Min: 0, Max: 1000, Help: "sow moves one at a time at this depth left or less",
		field: numberSwitch(func(o *Options) *int { return &o.LazyDepth })},
	{Name: "EvalOrderDepth", Kind: NumberSwitch, Min: 0, Max: 1000, Help: "order moves by evaluation from this depth left",
		field: numberSwitch(func(o *Options) *int { return &o.EvalOrderDepth })},
	{Name: "NullMove", Kind: BoolSwitch, Help: "null-move pruning",
		field: boolSwitch(func(o *Options) *bool { return &o.NullMove })},
	{Name: "LMR", Kind: BoolSwitch, Help: "late move reductions",
		field: boolSwitch(func(o *Options) *bool { return &o.LMR })},
	{Name: "SingleReply", Kind: BoolSwitch, Help: "a node with one move searches it one ply deeper",
		field: boolSwitch(func(o *Options) *bool { return &o.SingleReply })},
	{Name: "TwoReplies", Kind: BoolSwitch, Help: "a node with exactly two moves extends them by half a ply: every second such node on a line searches its moves one ply deeper",
		field: boolSwitch(func(o *Options) *bool { return &o.TwoReplies })},
	{Name: "SingularDepth", Kind: NumberSwitch, Min: 0, Max: 64, Help: "singular extension: a node with at least this depth left searches the table's move one ply deeper when every other move, searched to half the depth, fails below the table's bound less SingularMargin per ply (0 = off)",
		field: numberSwitch(func(o *Options) *int { return &o.SingularDepth })},
	{Name: "SingularMargin", Kind: NumberSwitch, Min: 0, Max: 10000, Help: "the singular extension's margin, centi-seeds per ply left",
		field: numberSwitch(func(o *Options) *int { return &o.SingularMargin })},
	{Name: "SingularMultiCut", Kind: BoolSwitch, Help: "a non-PV node cuts when a move other than the table's, searched for the singular extension, reaches the singular bound and that bound beats beta",
		field: boolSwitch(func(o *Options) *bool { return &o.SingularMultiCut })},
	{Name: "SingularNegative", Kind: BoolSwitch, Help: "a non-PV node searches the table's move one ply shallower when it is not singular and its table bound beats beta",
		field: boolSwitch(func(o *Options) *bool { return &o.SingularNegative })},
	{Name: "IIRDepth", Kind: NumberSwitch, Min: 0, Max: 64, Help: "internal iterative reduction: a node with at least this depth left and no move in the table is searched one ply shallower (0 = off)",
		field: numberSwitch(func(o *Options) *int { return &o.IIRDepth })},
	{Name: "ProbCutDepth", Kind: NumberSwitch, Min: 0, Max: 64, Help: "ProbCut: a non-PV node with at least this depth left cuts when one of its first ProbCutMoves moves, searched 4 plies shallower, beats beta by ProbCutMargin (0 = off)",
		field: numberSwitch(func(o *Options) *int { return &o.ProbCutDepth })},
	{Name: "ProbCutMargin", Kind: NumberSwitch, Min: 0, Max: 10000, Help: "ProbCut's margin above beta, centi-seeds",
		field: numberSwitch(func(o *Options) *int { return &o.ProbCutMargin })},
	{Name: "ProbCutMoves", Kind: NumberSwitch, Min: 1, Max: 64, Help: "how many moves ProbCut tries, in the node's order",
		field: numberSwitch(func(o *Options) *int { return &o.ProbCutMoves })},
	{Name: "QDepth", Kind: NumberSwitch, Min: 0, Max: 64, Help: "capture extension: plies searched beyond the horizon through positions whose mover must capture (0 = off)",
		field: numberSwitch(func(o *Options) *int { return &o.QDepth })},
	{Name: "QStandPat", Kind: BoolSwitch, Help: "a capture-extension node may stand on its static value",
		field: boolSwitch(func(o *Options) *bool { return &o.QStandPat })},
	{Name: "QWidth", Kind: NumberSwitch, Min: 0, Max: 64, Help: "beyond the extension's first ply, a node stands on its static value and searches only its this many biggest captures (0 = no bound)",
		field: numberSwitch(func(o *Options) *int { return &o.QWidth })},
	{Name: "RFPMargin", Kind: NumberSwitch, Min: 0, Max: 10000, Help: "reverse futility pruning margin per ply left, centi-seeds (0 = off)",
		field: numberSwitch(func(o *Options) *int { return &o.RFPMargin })},
	{Name: "RFPDepth", Kind: NumberSwitch, Min: 0, Max: 64, Help: "reverse futility pruning applies with at most this many plies left",
		field: numberSwitch(func(o *Options) *int { return &o.RFPDepth })},
	{Name: "Tempo", Kind: NumberSwitch, Min: -1000, Max: 1000, Help: "centi-seeds added to every static value for the side to move: half the swing of the score between odd and even depths makes consecutive iterations comparable",
		field: numberSwitch(func(o *Options) *int { return &o.Tempo })},
}

// SetSwitch sets the switch named name (matched without regard to case)
// of o to value, as Switch.Set does; a name that is no switch is an
// error naming it, and o is left alone.
func SetSwitch(o *Options, name, value string) error {
	for i := range Switches {
		if strings.EqualFold(Switches[i].Name, name) {
			return Switches[i].Set(o, value)
		}
	}
	return fmt.Errorf("search switch %q: no such switch", name)
}

// Default returns the switch's value in DefaultOptions, as text.
func (sw *Switch) Default() string {
	d := DefaultOptions()
	return sw.field.get(&d)
}

// Get returns the switch's value in o, as text (as Set takes it).
func (sw *Switch) Get(o *Options) string { return sw.field.get(o) }

// Set sets the switch's field of o to v: "true" or "false" for a
// boolean, a whole number from Min to Max, or one of Values (as Values
// spell it). Any other value is an error naming the switch and the value,
// and o is left alone.
func (sw *Switch) Set(o *Options, v string) error {
	switch sw.Kind {
	case BoolSwitch:
		if v != "true" && v != "false" {
			return fmt.Errorf("search switch %s: value %q: want true or false", sw.Name, v)
		}
	case NumberSwitch:
		n, err := strconv.Atoi(v)
		if err != nil || n < sw.Min || n > sw.Max {
			return fmt.Errorf("search switch %s: value %q: want a whole number from %d to %d", sw.Name, v, sw.Min, sw.Max)
		}
	case ChoiceSwitch:
		if !slices.Contains(sw.Values, v) {
			return fmt.Errorf("search switch %s: value %q: want one of %s", sw.Name, v, strings.Join(sw.Values, ", "))
		}
	}
	sw.field.set(o, v)
	return nil
}
