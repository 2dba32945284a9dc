package eval

import (
	"fmt"
	"strings"
)

// InputSet is a layout of the net's inputs. Every input is 0 or 1 and
// seen from the side to move: "own" is the side to move, "opp" the other
// side. The zero value is InputsV1, the layout of every version-1 net
// file. What tells the sets apart is in one table (inputSets); a value
// outside it is an unknown set, which has no inputs and which no net
// file, NetParams or Net accepts.
type InputSet uint8

// The input sets.
const (
	// InputsV1 (579 inputs): each hole's seeds as one-hot buckets, both
	// hands, the nyumbas, the takasia hole and the variant.
	InputsV1 InputSet = iota
	// InputsV2 (611 inputs): InputsV1 and the first-lap capture threats
	// of both sides (engine.Position.CaptureTargets): which opponent
	// front holes the side to move could capture next move (8), which of
	// its own front holes the opponent could capture (8), and the size of
	// the largest hole each side could capture, in 8 buckets each.
	InputsV2
	numInputSets
)

// inputSetDef is what one input set is: its names, its size, how its
// inputs are listed and the packing of its first layer.
type inputSetDef struct {
	name string // what String, ParseInputSet and bao tune net --inputs call it
	// fileVersion is the net file version a net of the set is written
	// in; fileID is the number a version-2 file's "input set" field
	// gives it.
	fileVersion, fileID uint32
	count               int  // the number of inputs
	maxActive           int  // the most inputs one position sets
	threats             bool // the capture-threat inputs follow those of InputsV1 (extras)
	// lane is the bias of a first-layer weight in its 16-bit SWAR lane:
	// a weight is at most lane-1 in magnitude (quantised), so a lane
	// holds 1..2*lane-1 per input, and maxActive of them must sum below
	// 65536 so that no lane carries into the next (TestInputSetTable).
	lane int32
}

// The first-layer lane biases (inputSetDef.lane): 38*1719 = 65322 and
// 56*1169 = 65464, both below 65536.
const (
	w1LaneV1 = 860
	w1LaneV2 = 585
)

// inputSets is the table of the input sets, indexed by InputSet. It is
// never written.
var inputSets = [numInputSets]inputSetDef{
	InputsV1: {name: "v1", fileVersion: netVersion, fileID: 1, count: NetInputs, maxActive: maxActiveV1,
		lane: w1LaneV1},
	InputsV2: {name: "v2", fileVersion: netVersion2, fileID: 2, count: NetInputsV2, maxActive: maxActiveV2,
		threats: true, lane: w1LaneV2},
}

// def returns the table entry of s, or nil for an unknown set.
func (s InputSet) def() *inputSetDef {
	if s >= numInputSets {
		return nil
	}
	return &inputSets[s]
}

// known reports whether s is an input set of the table.
func (s InputSet) known() bool { return s < numInputSets }

// checkKnown returns an error naming s when it is not an input set of
// the table.
func (s InputSet) checkKnown() error {
	if !s.known() {
		return fmt.Errorf("net: unknown %v: this program knows %s", s, knownInputSets())
	}
	return nil
}

// knownInputSets lists the input sets' names, "v1, v2".
func knownInputSets() string {
	names := make([]string, 0, numInputSets)
	for s := range inputSets {
		names = append(names, inputSets[s].name)
	}
	return strings.Join(names, ", ")
}

// knownFileIDs lists the input sets a version-2 net file can name, "1
// (v1), 2 (v2)".
func knownFileIDs() string {
	ids := make([]string, 0, numInputSets)
	for s := range inputSets {
		ids = append(ids, fmt.Sprintf("%d (%s)", inputSets[s].fileID, inputSets[s].name))
	}
	return strings.Join(ids, ", ")
}

// inputSetOfFileID returns the input set a version-2 net file's "input
// set" field id names.
func inputSetOfFileID(id uint32) (InputSet, bool) {
	for s := range inputSets {
		if inputSets[s].fileID == id {
			return InputSet(s), true
		}
	}
	return 0, false
}

// Count returns the number of inputs of the set (0 for an unknown set).
func (s InputSet) Count() int {
	if d := s.def(); d != nil {
		return d.count
	}
	return 0
}

// MaxActive returns the most inputs of the set one position can set (0
// for an unknown set).
func (s InputSet) MaxActive() int {
	if d := s.def(); d != nil {
		return d.maxActive
	}
	return 0
}

// listsThreats reports whether the set's inputs include the capture
// threats (false for an unknown set).
func (s InputSet) listsThreats() bool { return s.known() && inputSets[s].threats }

// lane returns the bias of a first-layer weight in its SWAR lane (0 for
// an unknown set).
func (s InputSet) lane() int32 {
	if d := s.def(); d != nil {
		return d.lane
	}
	return 0
}

// MaxW1 returns the bound of the first-layer weights of a net with input
// set s, (lane-1)/QW1: the 16-bit lanes of the integer inference hold the
// sum of up to s.MaxActive() weights. It is 0 for an unknown set.
func (s InputSet) MaxW1() float32 {
	if !s.known() {
		return 0
	}
	return float32(s.lane()-1) / QW1
}

// String returns the set's name ("v1", "v2"), or "InputSet(n)" for an
// unknown set.
func (s InputSet) String() string {
	if d := s.def(); d != nil {
		return d.name
	}
	return fmt.Sprintf("InputSet(%d)", int(s))
}

// ParseInputSet returns the input set named name ("v1", "v2").
func ParseInputSet(name string) (InputSet, error) {
	for s := range inputSets {
		if inputSets[s].name == name {
			return InputSet(s), nil
		}
	}
	return 0, fmt.Errorf("input set %q: want one of %s", name, knownInputSets())
}
