package protocol

import (
	"fmt"
	"strconv"

	"github.com/baoengine/bao/eval"
)

// emptyString is how UCI writes an empty string option's value.
const emptyString = "<empty>"

// The values of the Eval option.
const (
	evalHand = "hand"
	evalNet  = "net"
)

// evalState is the session's choice of evaluation: Eval (hand or net) and
// the net EvalFile names, loaded once (nil until needed; the embedded net
// for an empty EvalFile).
type evalState struct {
	kind   string
	file   string
	net    *eval.Net
	source string
}

// loadedNet returns the net of EvalFile, loading the embedded net the
// first time when EvalFile is empty.
func (st *evalState) loadedNet() (*eval.Net, string, error) {
	if st.net == nil {
		n, err := eval.DefaultNet()
		if err != nil {
			return nil, "", err
		}
		st.net, st.source = n, "embedded"
	}
	return st.net, st.source, nil
}

// apply puts the chosen evaluation into the search options.
func (st *evalState) apply(s *Session) error {
	if st.kind != evalNet {
		s.searchOpts.Eval = nil
		return nil
	}
	n, src, err := st.loadedNet()
	if err != nil {
		return err
	}
	s.searchOpts.Eval = eval.NewNetEvaluator(n, src)
	return nil
}

// evalOptions returns the options Eval (the hand-feature evaluation or
// the net), EvalFile (a net file; empty = the net built into the
// program) and EvalCache (MiB of evaluation cache per search thread,
// refused when the table and the caches of all threads would exceed
// search.MaxHashMiB together). A file that fails to load is reported and
// the previous net kept.
func evalOptions() []*option {
	return []*option{
		{name: "Eval", kind: comboOption, def: evalNet, vars: []string{evalHand, evalNet},
			set: func(s *Session, v string) error {
				old := s.evalSt.kind
				s.evalSt.kind = v
				if err := s.evalSt.apply(s); err != nil {
					s.evalSt.kind = old
					return fmt.Errorf("option Eval: %w", err)
				}
				return nil
			}},
		{name: "EvalFile", kind: stringOption, def: "",
			set: func(s *Session, v string) error {
				var n *eval.Net
				src := "embedded"
				var err error
				if v == "" || v == emptyString {
					v = ""
					n, err = eval.DefaultNet()
				} else {
					n, err = eval.LoadNet(v)
					src = v
				}
				if err != nil {
					return fmt.Errorf("option EvalFile: %w (keeping the previous net)", err)
				}
				s.evalSt.file, s.evalSt.net, s.evalSt.source = v, n, src
				return s.evalSt.apply(s)
			}},
		{name: "EvalCache", kind: spinOption, def: "0", min: 0, max: 1024,
			set: func(s *Session, v string) error {
				n, err := strconv.Atoi(v)
				if err != nil {
					return fmt.Errorf("option EvalCache: %w", err)
				}
				o := s.searchOpts
				o.EvalCache = n
				return s.setSizes("EvalCache", v, o)
			}},
	}
}

// evalNetLine returns the line the eval command adds after the hand
// evaluation's trace: the net's value of the position (or why there is
// none), and which of the two the search uses.
func (s *Session) evalNetLine() string {
	use := "hand"
	if s.evalSt.kind == evalNet {
		use = "net"
	}
	n, src, err := s.evalSt.loadedNet()
	if err != nil {
		return fmt.Sprintf("Net evaluation: none (%v); the search uses: %s", err, use)
	}
	return fmt.Sprintf("Net evaluation: %d (side to move; net %s, %s); the search uses: %s",
		n.Evaluate(&s.rules, &s.pos), n.Arch(), src, use)
}
