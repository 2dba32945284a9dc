package shard

import "testing"

func TestParse(t *testing.T) {
	sh, err := Parse("2/8")
	if err != nil || sh != (Shard{2, 8}) {
		t.Errorf("2/8: %v %v", sh, err)
	}
	for _, bad := range []string{"0/2", "3/2", "x", "1/0", "1/2/3", "", "/"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("shard %q accepted", bad)
		}
	}
}

func TestCheck(t *testing.T) {
	for _, good := range []Shard{{}, {1, 1}, {2, 3}, {3, 3}} {
		if err := good.Check(); err != nil {
			t.Errorf("%v: %v", good, err)
		}
	}
	for _, bad := range []Shard{{3, 2}, {0, 2}, {-1, 1}} {
		if err := bad.Check(); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

// TestShardsPartition: the shards of a schedule own every item once,
// Item lists a shard's items in order, and Size counts them.
func TestShardsPartition(t *testing.T) {
	for _, total := range []int{0, 1, 7, 9} {
		for n := 1; n <= 4; n++ {
			owner := make([]int, total)
			for i := 1; i <= n; i++ {
				s := Shard{i, n}
				var owned []int
				for k := 0; k < total; k++ {
					if s.Owns(k) {
						owner[k]++
						owned = append(owned, k)
					}
				}
				if len(owned) != s.Size(total) {
					t.Errorf("%d/%d of %d: owns %d items, Size %d", i, n, total, len(owned), s.Size(total))
				}
				for j, k := range owned {
					if s.Item(j) != k {
						t.Errorf("%d/%d: item %d is %d, owned %d", i, n, j, s.Item(j), k)
					}
				}
			}
			for k, c := range owner {
				if c != 1 {
					t.Errorf("%d shards of %d: item %d owned %d times", n, total, k, c)
				}
			}
		}
	}
	var whole Shard
	if !whole.Owns(5) || whole.Item(5) != 5 || whole.Size(9) != 9 {
		t.Error("the zero shard is not the whole schedule")
	}
}

func TestSuffix(t *testing.T) {
	for _, c := range []struct {
		s    Shard
		want string
	}{{Shard{}, ""}, {Shard{1, 1}, ""}, {Shard{3, 8}, " (shard 3/8)"}} {
		if got := c.s.Suffix(); got != c.want {
			t.Errorf("%v.Suffix() = %q, want %q", c.s, got, c.want)
		}
	}
}
