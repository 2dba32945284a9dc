package engine

import (
	"strconv"
	"strings"
)

// EventKind names one step of a sowing trace.
type EventKind uint8

// The steps a move is made of, in the order they happen.
const (
	EventHand        EventKind = iota + 1 // a seed from hand enters Hole (Count = its new count)
	EventLift                             // Count seeds are lifted from Hole to be sown
	EventSow                              // one seed dropped in Hole (Count = its new count)
	EventCapture                          // Count seeds captured from the opponent's Hole
	EventRelay                            // the lap ended in an occupied Hole; its Count seeds are lifted
	EventEnd                              // the lap ended in the empty Hole: the move ends
	EventStopNyumba                       // the move stops in the functional nyumba Hole
	EventSafari                           // the mover continues from the nyumba Hole (safari)
	EventStopTakasia                      // the move stops in the takasia-blocked Hole
	EventGameOver                         // the opponent's front row is empty; Count captured seeds laid out from kichwa Hole
)

var eventNames = [...]string{"", "hand", "lift", "sow", "capture", "relay", "end", "stop-nyumba", "safari", "stop-takasia", "game-over"}

// String returns the event kind's name, as used in JSON and debugging.
func (k EventKind) String() string {
	if int(k) < len(eventNames) {
		return eventNames[k]
	}
	return "event(" + strconv.Itoa(int(k)) + ")"
}

// Event is one step of a move: what happened, at which hole, and a count
// whose meaning depends on the kind.
type Event struct {
	Kind  EventKind
	Hole  Pit
	Count uint8
}

// String returns the event as "kind hole count", e.g. "sow A4 3".
func (e Event) String() string {
	return e.Kind.String() + " " + e.Hole.String() + " " + strconv.Itoa(int(e.Count))
}

// Trace is the sowing trace of one move: every hole touched in order with
// its count, each capture, stop and relay. The web page animates it; it
// also helps debugging. Traces are made only on request (Rules.Trace), so
// the normal move path never pays for them.
type Trace struct {
	Move   Move
	Events []Event
}

func (t *Trace) add(k EventKind, h Pit, c uint8) {
	t.Events = append(t.Events, Event{Kind: k, Hole: h, Count: c})
}

// String returns one event per line.
func (t *Trace) String() string {
	var b strings.Builder
	for _, e := range t.Events {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}
