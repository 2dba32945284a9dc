package protocol

import (
	"bufio"
	"io"
	"os"
	"regexp"
	"strconv"
	"testing"
	"time"
)

// largestThreads reads the largest Threads the session declares.
func largestThreads(t testing.TB, h *harness) int {
	t.Helper()
	h.send("uci")
	re := regexp.MustCompile(`^option name Threads type spin .* max (\d+)$`)
	for _, l := range h.until("uciok", 10*time.Second) {
		if m := re.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[1])
			return n
		}
	}
	t.Fatal("uci declares no Threads option")
	return 0
}

// threadsLatencies sets the largest Threads and returns how long isready
// took to bring readyok after it and after ucinewgame, then runs go
// infinite rounds times and returns how long stop took to bring bestmove,
// and isready readyok after it, and how long quit took to end the session
// while a search ran.
func threadsLatencies(t *testing.T, rounds int) (stops, readies []time.Duration, quit time.Duration) {
	h := startSessionOSPipes(t)
	n := largestThreads(t, h)
	h.send("setoption name Threads value " + strconv.Itoa(n))
	start := time.Now()
	h.sync() // allocates the threads
	readies = append(readies, time.Since(start))
	h.send("ucinewgame")
	start = time.Now()
	h.sync() // clears what every thread learnt
	readies = append(readies, time.Since(start))
	for range rounds {
		h.send("position startpos", "go infinite")
		h.until("info depth 3 ", 30*time.Second) // every thread has started
		start = time.Now()
		h.send("stop")
		h.until("bestmove", 60*time.Second)
		stops = append(stops, time.Since(start))
		start = time.Now()
		h.sync()
		readies = append(readies, time.Since(start))
	}
	h.send("position startpos", "go infinite")
	h.until("info depth 3 ", 30*time.Second)
	start = time.Now()
	h.send("quit")
	select {
	case <-h.done:
	case <-time.After(60 * time.Second):
		t.Fatal("no end within 60 s of quit")
	}
	quit = time.Since(start)
	h.done <- nil // for the harness's cleanup
	return stops, readies, quit
}

// TestLargestThreadsAnswerPromptly: at Threads 256 on a 2-core machine
// stop took 2.5 to 3.2 s to bring bestmove, isready 1.5 to 3.4 s and quit
// 2 s: the 256 searching goroutines took turns on the cores, the reader
// and the main thread waiting for theirs (search/threadturns.go); isready
// after setting Threads allocated 180 MB of stacks, and after ucinewgame
// touched them (search/thread.go). The margin here is generous (a
// loaded machine, the race detector); go test -v -run LargestThreads
// ./protocol prints the times.
func TestLargestThreadsAnswerPromptly(t *testing.T) {
	stops, readies, quit := threadsLatencies(t, 3)
	t.Logf("stop %v, isready %v, quit %v", stops, readies, quit)
	const margin = 1500 * time.Millisecond
	for i, d := range stops {
		if d > margin {
			t.Errorf("search %d: stop took %v (at most %v)", i+1, d, margin)
		}
	}
	for i, d := range readies {
		if d > margin {
			t.Errorf("isready %d took %v (at most %v)", i+1, d, margin)
		}
	}
	if quit > margin {
		t.Errorf("quit took %v (at most %v)", quit, margin)
	}
}

// startSessionOSPipes is startSession with operating-system pipes for the
// session's input and output, as a GUI runs the engine: a line that
// arrives wakes the session's reader through the runtime's poller, not by
// a goroutine handing it over as io.Pipe does.
func startSessionOSPipes(t *testing.T) *harness {
	t.Helper()
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	pr, pw := io.Pipe()
	h := &harness{t: t, in: pw, lines: make(chan string, 10000), done: make(chan error, 1)}
	go func() {
		_, err := io.Copy(inW, pr)
		inW.Close()
		pr.CloseWithError(err)
	}()
	s := NewSession(Config{Name: "Bao", Version: "test", Author: "the Bao authors"}, outW)
	go func() {
		err := s.Run(inR)
		outW.Close()
		inR.Close()
		h.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			h.lines <- sc.Text()
		}
		outR.Close()
		close(h.lines)
	}()
	t.Cleanup(func() {
		pw.Close()
		select {
		case <-h.done:
		case <-time.After(10 * time.Second):
			t.Error("session did not end after its input closed")
		}
	})
	return h
}
