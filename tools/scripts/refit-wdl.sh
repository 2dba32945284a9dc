#!/usr/bin/env bash
# Refit the win probability of a score (eval/wdl.go) to self-play games of the
# engine as it is now: per variant, GAMES games of bao against itself at 0.05 s
# a move (bao match, one game at a time; MoveOverhead 30, since the default
# 50 ms would leave nothing of 50 ms to think), then "bao record calibrate
# --write".
# About 20 minutes for the default 300 games per variant (18 minutes measured
# on a loaded 2-core machine: kiswahili 7.5, kete 8, kujifunza 3).
#
# Usage: tools/scripts/refit-wdl.sh [GAMES] [DIR]
#   GAMES  games per variant (default 300)
#   DIR    where the binary and the records go (default: a new temporary folder);
#          the records stay there for "bao record check" or a later refit.
set -euo pipefail
cd "$(dirname "$0")/../..
games=${1:-300}
dir=${2:-$(mktemp -d -t bao-wdl.XXXXXX)}
mkdir -p "$dir"
rev=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
go build -o "$dir/bao" ./cmd/bao
for v in kiswahili kete kujifunza; do
	echo "== $v: $games self-play games into $dir/wdl-$v.pgn" >&2
	"$dir/bao" match --engine "cmd=$dir/bao name=bao-$rev-a" --engine "cmd=$dir/bao name=bao-$rev-b" \
		--each "st=0.05 timemargin=500 option.MoveOverhead=30" --variant "$v" --games "$games" --concurrency 1 \
		--maxplies 600 --quiet --pgnout "$dir/wdl-$v.pgn"
done
"$dir/bao" record calibrate --write eval/wdl.go \
	--note "Games: tools/scripts/refit-wdl.sh $games (bao match self-play of bao $rev, st=0.05 timemargin=500 MoveOverhead 30, one game at a time, builtin openings)." \
	"$dir"/wdl-kiswahili.pgn "$dir"/wdl-kete.pgn "$dir"/wdl-kujifunza.pgn
