package datagencmd

import (
	"slices"
	"strings"
	"testing"

	"github.com/baoengine/bao/datagen"
	"github.com/baoengine/bao/engine"
)

func TestParseSettings(t *testing.T) {
	c := datagen.DefaultConfig()
	if err := parseSettings(&c, "kete", "2-5", "3/4"); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(c.Variants, []engine.Variant{engine.Kete}) || c.RandomMin != 2 || c.RandomMax != 5 || c.Shard.Index != 3 || c.Shard.Count != 4 {
		t.Errorf("settings: %v %d-%d %+v", c.Variants, c.RandomMin, c.RandomMax, c.Shard)
	}
	if err := parseSettings(&c, "all", "7", ""); err != nil || c.Shard.Count != 4 || c.RandomMin != 7 || len(c.Variants) != len(engine.Variants) {
		t.Errorf("no shard given: %v %+v", err, c)
	}
	for _, bad := range []struct{ variants, plies, shard, want string }{
		{"chess", "x", "0/1", "--variant: "},
		{"kete", "x", "0/1", "--random-plies: "},
		{"kete", "1", "0/1", "--shard: "},
	} {
		if err := parseSettings(&c, bad.variants, bad.plies, bad.shard); err == nil || !strings.HasPrefix(err.Error(), bad.want) {
			t.Errorf("%+v: %v", bad, err)
		}
	}
}
