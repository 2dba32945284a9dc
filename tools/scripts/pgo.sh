#!/usr/bin/env bash
# Rebuild cmd/bao/default.pgo, the CPU profile that "go build ./cmd/bao"
# (and go run, go install) uses for profile-guided optimisation: the
# compiler inlines and lays out the hot paths the profile shows. The
# profile is of this workload, each part with bao's own --cpuprofile:
#
#   bao bench                          the search with the default net
#   bao bench --eval hand              the search with the hand-feature evaluation
#   bao perft --depth 13               Kiswahili move generation
#   bao perft --depth 11 (kujifunza)   long sowings
#   bao solve --nodes 3000000          the proof-number solver
#
# It takes about half a minute (10 s of it profiled). Run it after a
# change to a hot path (move generation, sowing, the search, the
# evaluation, the solver), then measure with tools/speedratio. A stale
# profile costs only speed, never correctness: the compiler takes
# decisions from it (what to inline, how to lay out branches), not
# meaning.
#
# Usage: tools/scripts/pgo.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=$(mktemp -d -t bao-pgo.XXXXXX)
trap 'rm -rf "$dir"' EXIT
# Profile a binary built without a profile, so that the new profile does
# not inherit the old one's decisions.
go build -pgo=off -o "$dir/bao" ./cmd/bao
run() {
	local name=$1
	shift
	echo "== $name: bao $*" >&2
	"$dir/bao" "$@" --cpuprofile "$dir/$name.prof" >/dev/null
}
run bench-net bench
run bench-hand bench --eval hand
run perft-kiswahili perft --depth 13
run perft-kujifunza perft --depth 11 --variant kujifunza
run solve solve --nodes 3000000 --progress 0
go tool pprof -proto "$dir"/*.prof >cmd/bao/default.pgo
echo "wrote cmd/bao/default.pgo ($(wc -c <cmd/bao/default.pgo) bytes)" >&2
