package record

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// ErrStopGames, returned by the function given to EachGame, ends EachGame
// early without an error.
var ErrStopGames = errors.New("stop")

// FileGame is one game of a file as EachGame hands it over: its number in
// the file, the line it began on, and the game or the error that made it
// unreadable.
type FileGame struct {
	File   string // the file's name as given ("-": standard input)
	Format Format // the format the file was read in
	N      int    // the game's number in the file, from 1, bad games counted
	Line   int    // the line the game began on
	Game   *Game  // the game, nil when Err is set
	Err    error  // why the game could not be read, nil for a good game
}

// Problem describes a bad game as "FILE:LINE: game N (from line L):
// reason", LINE being the line at fault, and unwraps to Err; it is nil
// for a good game.
func (v *FileGame) Problem() error {
	if v.Err == nil {
		return nil
	}
	return &fileGameError{v}
}

// fileGameError is a bad game's error, naming its file and lines.
type fileGameError struct{ v *FileGame }

func (e *fileGameError) Error() string {
	line, reason := errorLine(e.v.Err)
	if line == 0 {
		line = e.v.Line
	}
	return fmt.Sprintf("%s:%d: game %d (from line %d): %s", e.v.File, line, e.v.N, e.v.Line, reason)
}

func (e *fileGameError) Unwrap() error { return e.v.Err }

// errorLine splits a record error into its line and its reason without
// the "record: line N: " prefix.
func errorLine(err error) (int, string) {
	var re *Error
	if errors.As(err, &re) {
		c := *re
		c.Line = 0
		return re.Line, strings.TrimPrefix(c.Error(), "record: ")
	}
	return 0, err.Error()
}

// EachGame reads the games of the file path ("-": stdin) in either format
// and calls fn for each, good or bad, until fn returns an error
// (ErrStopGames stops quietly). It returns the format of the file.
func EachGame(path string, stdin io.Reader, fn func(v *FileGame) error) (Format, error) {
	in := stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return FormatPGN, err
		}
		defer f.Close()
		in = f
	}
	rd, format := NewAnyReader(in)
	for n := 1; ; n++ {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return format, nil
		}
		v := &FileGame{File: path, Format: format, N: n, Line: rd.GameLine(), Game: g, Err: err}
		if err := fn(v); err != nil {
			if errors.Is(err, ErrStopGames) {
				return format, nil
			}
			return format, err
		}
	}
}
