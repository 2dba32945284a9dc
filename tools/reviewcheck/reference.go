package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/baoengine/bao/analysis"
	"hash/fnv"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/baoengine/bao/engine"
	"github.com/baoengine/bao/internal/atomicfile"
	"github.com/baoengine/bao/score"
	"github.com/baoengine/bao/search"
)

// refEntry is one search of the reference: a position searched whole
// (its best move and score) or one move of it alone (its score).
type refEntry struct {
	Best  string      `json:"best,omitempty"` // the whole search's move
	Score score.Score `json:"score"`          // the side to move's score
	Nodes uint64      `json:"nodes"`
}

// refFile is the reference cache on disk: the searches of one engine
// (its fingerprint) at one depth and table size, by position and move.
type refFile struct {
	Engine  string              `json:"engine"`
	Depth   int                 `json:"depth"`
	HashMiB int                 `json:"hash_mib"`
	Entries map[string]refEntry `json:"entries"`
}

// saveEvery is how many new searches the reference makes before it
// writes its cache file again (and at the end of a run).
const saveEvery = 10

// reference is the deep searches the review is measured against: each
// search from a cleared table, one thread, to a fixed depth, so that an
// entry depends only on the position, its history and the move; the
// entries are kept in a cache file.
type reference struct {
	path    string // the cache file; "" = none
	file    refFile
	s       *search.Searcher
	unsaved int
	log     io.Writer
	made    int // searches made by this run (not found in the cache)
}

// openReference opens the reference of depth and table size hashMiB for
// the engine with fingerprint engineID, its cache in dir ("": no cache
// file): the file's name carries the fingerprint, the depth and the
// table size, so another engine or setting never reads it.
func openReference(dir, engineID string, depth, hashMiB int, log io.Writer) (*reference, error) {
	o, err := reviewOptions(referencePlan(), hashMiB)
	if err != nil {
		return nil, err
	}
	ref := &reference{file: refFile{Engine: engineID, Depth: depth, HashMiB: hashMiB, Entries: map[string]refEntry{}},
		s: search.New(o), log: log}
	if dir == "" {
		return ref, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("reference cache: %w", err)
	}
	ref.path = filepath.Join(dir, fmt.Sprintf("ref-%s-d%d-h%d.json", engineID, depth, hashMiB))
	data, err := os.ReadFile(ref.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return ref, nil
	case err != nil:
		return nil, fmt.Errorf("reference cache: %w", err)
	}
	var f refFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("reference cache %s: %w", ref.path, err)
	}
	if f.Engine != engineID || f.Depth != depth || f.HashMiB != hashMiB {
		return nil, fmt.Errorf("reference cache %s: engine %s depth %d hash %d, want %s, %d, %d", ref.path,
			f.Engine, f.Depth, f.HashMiB, engineID, depth, hashMiB)
	}
	if f.Entries != nil {
		ref.file.Entries = f.Entries
	}
	fmt.Fprintf(log, "reference: %d searches cached in %s\n", len(ref.file.Entries), ref.path)
	return ref, nil
}

// save writes the cache file, atomically.
func (ref *reference) save() error {
	if ref.path == "" || ref.unsaved == 0 {
		return nil
	}
	data, err := json.Marshal(ref.file)
	if err != nil {
		return fmt.Errorf("reference cache: %w", err)
	}
	if err := atomicfile.WriteFile(ref.path, data); err != nil {
		return fmt.Errorf("reference cache: %w", err)
	}
	ref.unsaved = 0
	return nil
}

// key names the search of position i of g, whole (m = NoMove) or of m
// alone: the variant, the position, its history and the move.
func key(g *game, i int, m engine.Move) string {
	h := fnv.New64a()
	var b [8]byte
	for _, k := range g.history(i) {
		for j := range b {
			b[j] = byte(k >> (8 * j))
		}
		h.Write(b[:])
	}
	mv := "*"
	if m != engine.NoMove {
		mv = m.String()
	}
	return fmt.Sprintf("%v|%s|%016x|%s", g.variant, g.positions[i].String(), h.Sum64(), mv)
}

// lookup returns the search of position i of g, whole or of m alone,
// from the cache or searched now.
func (ref *reference) lookup(g *game, i int, m engine.Move) (refEntry, error) {
	k := key(g, i, m)
	if e, ok := ref.file.Entries[k]; ok {
		return e, nil
	}
	r := g.rules()
	lim := search.Limits{Depth: ref.file.Depth}
	if m != engine.NoMove {
		lim.SearchMoves = []engine.Move{m}
	}
	ref.s.Clear()
	start := time.Now()
	res := ref.s.Search(&r, g.positions[i], g.history(i), lim, nil)
	e := refEntry{Score: res.Score, Nodes: res.Nodes}
	if m == engine.NoMove {
		e.Best = res.Best.String()
	}
	ref.file.Entries[k] = e
	ref.made++
	ref.unsaved++
	fmt.Fprintf(ref.log, "reference: game %d ply %d %s: %s %s, %d nodes, %.1fs\n", g.index+1, i+1,
		map[bool]string{true: "whole", false: "move " + m.String()}[m == engine.NoMove], e.Best, e.Score.Text(), e.Nodes, time.Since(start).Seconds())
	if ref.unsaved >= saveEvery {
		if err := ref.save(); err != nil {
			return e, err
		}
	}
	return e, nil
}

// whole returns the reference's search of position i of g, every move.
func (ref *reference) whole(g *game, i int) (refEntry, error) {
	return ref.lookup(g, i, engine.NoMove)
}

// move returns the reference's score of move m at position i of g (the
// side to move's): the whole search's when m is its best move, else the
// search of m alone.
func (ref *reference) move(g *game, i int, m engine.Move) (score.Score, error) {
	w, err := ref.whole(g, i)
	if err != nil {
		return 0, err
	}
	if w.Best == m.String() {
		return w.Score, nil
	}
	e, err := ref.lookup(g, i, m)
	return e.Score, err
}

// reviewOptions are the options of a review's searches by plan p (its
// switches set): one thread, a table of hashMiB.
func reviewOptions(p analysis.ReviewPlan, hashMiB int) (search.Options, error) {
	o := search.DefaultOptions()
	o.Threads, o.HashMiB = 1, hashMiB
	if err := p.Apply(&o); err != nil {
		return search.Options{}, err
	}
	return o, nil
}

// referencePlan holds the reference's search switches: the search the
// review's plan was first measured with, the singular extension and
// internal iterative reduction off (their values when the reference's
// first cache was made). They are the reference's own, not the plan's,
// so that a plan that changes its switches is measured against the same
// yardstick and its cache.
func referencePlan() analysis.ReviewPlan {
	return analysis.ReviewPlan{Switches: map[string]string{"SingularDepth": "0", "IIRDepth": "0"}}
}

// fingerprint names the engine's search as the reference searches (the
// reference's switches set): a hash of the nodes and scores of a
// depth-9 search of each variant's start from a cleared table, so that a
// change of the evaluation or the search names a new reference.
func fingerprint() (string, error) {
	o, err := reviewOptions(referencePlan(), search.DefaultOptions().HashMiB)
	if err != nil {
		return "", err
	}
	s := search.New(o)
	h := fnv.New64a()
	for _, v := range engine.Variants {
		r := engine.DefaultRules(v)
		s.Clear()
		res := s.Search(&r, engine.StartPosition(v), nil, search.Limits{Depth: 9}, nil)
		fmt.Fprintf(h, "%v %d %d %v;", v, res.Nodes, res.Score, res.Best)
	}
	return fmt.Sprintf("%016x", h.Sum64())[:12], nil
}
