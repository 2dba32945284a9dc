package eval

import (
	"strings"
	"testing"

	"github.com/baoengine/bao/engine"
)

// TestInputSetTable checks every entry of the input set table: its name
// parses back, its file id and version are unique to it, its inputs fit
// the index buffer, its SWAR lane bias keeps the most inputs a position
// sets below 65536 per lane, and its listing (InputSet.Active) reaches
// exactly Count and MaxActive.
func TestInputSetTable(t *testing.T) {
	ids := map[uint32]InputSet{}
	ps, rs := fullPositions(50)
	for set := InputsV1; set < numInputSets; set++ {
		d := set.def()
		if got, err := ParseInputSet(set.String()); err != nil || got != set {
			t.Errorf("%v: ParseInputSet(%q) = %v, %v", set, set.String(), got, err)
		}
		if other, dup := ids[d.fileID]; dup {
			t.Errorf("%v and %v share the file id %d", set, other, d.fileID)
		}
		ids[d.fileID] = set
		if got, ok := inputSetOfFileID(d.fileID); !ok || got != set {
			t.Errorf("%v: file id %d reads as %v, %v", set, d.fileID, got, ok)
		}
		if d.fileVersion != netVersion && d.fileVersion != netVersion2 {
			t.Errorf("%v: file version %d", set, d.fileVersion)
		}
		if d.maxActive > MaxActiveInputs || d.count > 1<<16 {
			t.Errorf("%v: %d active inputs of %d, the index buffer holds %d", set, d.maxActive, d.count, MaxActiveInputs)
		}
		if most := d.maxActive * int(2*d.lane-1); most >= 1<<16 {
			t.Errorf("%v: %d inputs of at most %d sum to %d, beyond a 16-bit lane", set, d.maxActive, 2*d.lane-1, most)
		}
		if set.MaxW1() != float32(d.lane-1)/QW1 {
			t.Errorf("%v: MaxW1 %v, want (lane-1)/QW1", set, set.MaxW1())
		}
		// The highest input (the last capture-threat bucket, or the last
		// variant) and the most inputs at once.
		var idx [MaxActiveInputs]uint16
		for i := range ps {
			n := set.Active(&rs[i], &ps[i], &idx)
			if n != d.maxActive {
				t.Fatalf("%v %v: %d inputs, want MaxActive %d", set, &ps[i], n, d.maxActive)
			}
		}
		top := 0
		for v := range engine.Variants {
			r := engine.DefaultRules(engine.Variant(v))
			for i := range ps {
				n := set.Active(&r, &ps[i], &idx)
				top = max(top, int(idx[n-1]))
			}
		}
		if top != d.count-1 {
			t.Errorf("%v: highest input %d, want Count-1 = %d", set, top, d.count-1)
		}
	}
	// The v1 net file format has no input set field: version 1 is v1.
	if InputsV1.def().fileVersion != netVersion {
		t.Errorf("v1 nets are written as version %d, want %d", InputsV1.def().fileVersion, netVersion)
	}
}

// TestUnknownInputSet checks that a set outside the table is nothing: no
// inputs, no bounds, and an error wherever a net is made (a net file
// naming one: TestNetFileRejectsDamage).
func TestUnknownInputSet(t *testing.T) {
	bad := numInputSets
	if bad.Count() != 0 || bad.MaxActive() != 0 || bad.MaxW1() != 0 || bad.lane() != 0 || bad.listsThreats() {
		t.Errorf("%v: count %d, max active %d, MaxW1 %v, lane %d, threats %v: want none",
			bad, bad.Count(), bad.MaxActive(), bad.MaxW1(), bad.lane(), bad.listsThreats())
	}
	if bad.String() != "InputSet(2)" {
		t.Errorf("String %q", bad.String())
	}
	r := engine.DefaultRules(engine.Kiswahili)
	p := engine.StartPosition(engine.Kiswahili)
	var idx [MaxActiveInputs]uint16
	if n := bad.Active(&r, &p, &idx); n != 0 {
		t.Errorf("%v lists %d inputs: %v", bad, n, idx[:n])
	}
	if _, err := NewNetParamsFor(bad, 32, 16); err == nil || !strings.Contains(err.Error(), "unknown InputSet(2)") {
		t.Errorf("NewNetParamsFor: error %v", err)
	}
	if _, err := ParseInputSet("v3"); err == nil || !strings.Contains(err.Error(), "v1, v2") {
		t.Errorf("ParseInputSet(v3): error %v, want one naming v1, v2", err)
	}
}
