package match

import "testing"

func TestParseOptionalSPRT(t *testing.T) {
	if sp, err := ParseOptionalSPRT(""); sp != nil || err != nil {
		t.Errorf("none: %v %v", sp, err)
	}
	if sp, err := ParseOptionalSPRT("elo0=0 elo1=5"); err != nil || sp == nil || sp.Elo1 != 5 || sp.Alpha != 0.05 {
		t.Errorf("elo0=0 elo1=5: %+v %v", sp, err)
	}
	if _, err := ParseOptionalSPRT("elo0=1"); err == nil {
		t.Error("elo1 missing: no error")
	}
}
