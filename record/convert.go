package record

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/baoengine/bao/internal/atomicfile"
)

// ConvertOptions says how Convert writes.
type ConvertOptions struct {
	// To is the output format, "json" or "pgn"; empty: the other format
	// than the first file's (the first game decides for every file).
	To string
	// Positions adds, in JSON, the BFEN after every move.
	Positions bool
	// Output is the file that receives the games, replaced only once
	// every input was read and never one of the inputs (standard input
	// included, when it is a file); empty or "-": the games go to
	// Convert's writer.
	Output string
	// Stdin is read for the file "-".
	Stdin io.Reader
	// LeftOut, when set, is told of each bad game (a cut-off last game,
	// an illegal move) left out, as FileGame.Problem describes it.
	LeftOut func(problem error)
}

// Convert writes the games of files in the format opts.To to w or, with
// opts.Output, to that file. Bad games are left out and the others are
// converted; the error says how many were left out. A file that cannot
// be read is an error, and so is ctx's end (checked before each game,
// the error wraps ctx.Err()); then an output file is left as it was, and
// no temporary file stays behind.
func Convert(ctx context.Context, w io.Writer, files []string, opts ConvertOptions) error {
	if opts.To != "" && opts.To != "json" && opts.To != "pgn" {
		return fmt.Errorf("format %q: want json or pgn", opts.To)
	}
	var games, bad int
	if opts.Output == "-" {
		opts.Output = ""
	}
	if opts.Output == "" {
		var err error
		if games, bad, err = convertGames(ctx, w, files, opts); err != nil {
			return err
		}
	} else {
		if err := atomicfile.CheckNotInput(opts.Output, files...); err != nil {
			return err
		}
		if err := checkNotStdin(opts.Output, files, opts.Stdin); err != nil {
			return err
		}
		if err := atomicfile.Write(opts.Output, func(w io.Writer) (err error) {
			games, bad, err = convertGames(ctx, w, files, opts)
			return err
		}); err != nil {
			return err
		}
	}
	if bad > 0 {
		return fmt.Errorf("%d game(s) converted, %d bad game(s) left out", games, bad)
	}
	return nil
}

// convertGames writes the games of files to w and counts the good and the
// bad games, until ctx ends.
func convertGames(ctx context.Context, w io.Writer, files []string, opts ConvertOptions) (games, bad int, err error) {
	bw := bufio.NewWriter(w)
	to := opts.To
	for _, path := range files {
		_, err := EachGame(path, opts.Stdin, func(v *FileGame) error {
			if err := ctx.Err(); err != nil {
				return fmt.Errorf("after %d game(s): %w", games+bad, err)
			}
			if to == "" {
				// The first game decides for every file.
				to = "json"
				if v.Format == FormatJSON {
					to = "pgn"
				}
			}
			if v.Err != nil {
				bad++
				if opts.LeftOut != nil {
					opts.LeftOut(v.Problem())
				}
				return nil
			}
			games++
			if to == "json" {
				return WriteJSON(bw, v.Game, JSONOptions{Positions: opts.Positions})
			}
			return Write(bw, v.Game)
		})
		if err != nil {
			return games, bad, fmt.Errorf("%s: %w", path, err)
		}
	}
	if err := bw.Flush(); err != nil {
		return games, bad, fmt.Errorf("write: %w", err)
	}
	return games, bad, nil
}

// checkNotStdin refuses an output that is the file standard input reads
// ("bao record convert - -o g.pgn < g.pgn") when "-" is one of files.
func checkNotStdin(output string, files []string, stdin io.Reader) error {
	f, ok := stdin.(*os.File)
	if !ok || !slices.Contains(files, "-") {
		return nil
	}
	in, err := f.Stat()
	if err != nil || !in.Mode().IsRegular() {
		return nil
	}
	if out, err := os.Stat(output); err == nil && os.SameFile(in, out) {
		return fmt.Errorf("%s: %w (standard input reads it); write to another file", output, atomicfile.ErrOutputIsInput)
	}
	return nil
}
