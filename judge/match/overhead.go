package match

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/baoengine/bao/protocol/client"
)

// engineState is what the players of one engine share across the slots
// of a run.
type engineState struct {
	// started is set once a process of the engine has started and
	// answered its handshake.
	started atomic.Bool
	// overheadChecked makes checkOverhead warn at most once.
	overheadChecked sync.Once
}

// checkOverhead warns on warn, once per engine, when the fixed time per
// move of sp is not above the engine's MoveOverhead: the value its
// specification sets, else the default it declared. Such an engine keeps
// the whole move time back and searches a millisecond per move, which
// makes the match measure something else than the user meant.
func (st *engineState) checkOverhead(sp *EngineSpec, eng *client.Engine, warn io.Writer) {
	if sp.Limits.MoveTime <= 0 {
		return
	}
	st.overheadChecked.Do(func() {
		value, from := "", ""
		for _, o := range eng.Options {
			if strings.EqualFold(o.Name, "MoveOverhead") {
				value, from = o.Default, "its default"
			}
		}
		for _, o := range sp.Options {
			if strings.EqualFold(o.Name, "MoveOverhead") {
				value, from = o.Value, "option.MoveOverhead"
			}
		}
		n, err := strconv.Atoi(value)
		if err != nil {
			return
		}
		overhead := time.Duration(n) * time.Millisecond
		if sp.Limits.MoveTime > overhead {
			return
		}
		fmt.Fprintf(warn, "Warning: engine %s: st=%s is not more than its MoveOverhead of %v (%s): it keeps the whole"+
			" move time back and searches about a millisecond per move. Raise st, or set option.MoveOverhead below it.\n",
			sp.Name, secs(sp.Limits.MoveTime), ms(overhead), from)
	})
}
