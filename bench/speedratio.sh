#!/usr/bin/env bash
# speedratio.sh measures this tree's bao against the engine of an older
# commit (default cc6dabb, the start of issue 12) and prints the median
# speed ratios of issue 12's acceptance:
#
#   perft moves/s      Kiswahili start, depth 11            target >= 1.5
#   perft moves/s      Kujifunza start, depth 9             target >= 2
#   solver nodes/s     200,000 nodes of the Kiswahili start target >= 3
#   solver nodes/s     the ten endgames of each variant     target >= 3
#   bench nodes/s      bao bench (hand-feature evaluation)  target >= 1.3
#
# Each measurement runs both binaries back to back, alternating which goes
# first, REPS times (default 5); the ratio of each pair is new/base, and the
# median of those ratios is printed with the median rates. The machine may
# be shared: interleaving puts the load on both alike, and the ratio is
# what counts. The solver runs with its default table (--hash 256), as a
# user runs it, and again with --hash 16, where the first touch of the
# table's memory weighs little (doc.go of solve, "Speed", explains the
# difference). The rates are the programs' own: perft's and bench's
# "nps", solve's "nps" of --json (nodes over the proof search's time).
#
# On a loaded machine a run of a second or less is mostly waiting for a
# processor, so the wall-clock ratios scatter. The last column gives the
# median ratio of nodes per second of processor time (user + system, of
# the whole process, from the shell's time), which the load disturbs much
# less; it counts what the process did, not when it was let run. The
# first touch of memory in a virtual machine can cost the host's time and
# count in neither, so for the solver the wall-clock ratio is the one
# that shows the table fix.
#
# Usage:
#   bench/speedratio.sh                      # build both, compare
#   bench/speedratio.sh /path/to/bao-base    # a prebuilt baseline binary
#   bench/speedratio.sh BASE NEW             # two prebuilt binaries
#   REPS=3 BASE_COMMIT=abc1234 bench/speedratio.sh
#   ONLY=bench bench/speedratio.sh BASE NEW   # only the measurements whose name matches
#
# Without a baseline binary it builds one from "git archive BASE_COMMIT"
# in a temporary directory; without NEW it builds this tree's ./cmd/bao.
# It takes several minutes (most of it the baseline's endgame solves).
set -euo pipefail

root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
reps=${REPS:-5}
base_commit=${BASE_COMMIT:-cc6dabb}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

base=${1:-}
if [ -z "$base" ]; then
	echo "building the baseline from git archive $base_commit" >&2
	mkdir "$tmp/src"
	git -C "$root" archive "$base_commit" | tar -x -C "$tmp/src"
	(cd "$tmp/src" && go build -o "$tmp/bao-base" ./cmd/bao)
	base=$tmp/bao-base
fi
new=${2:-}
if [ -z "$new" ]; then
	echo "building this tree's bao" >&2
	(cd "$root" && go build -o "$tmp/bao-new" ./cmd/bao)
	new=$tmp/bao-new
fi

# The endgames: variant and BFEN, from the solver's test table.
awk '/engine.Kiswahili: \{/ {v = "kiswahili"} /engine.Kete: \{/ {v = "kete"}
	/engine.Kujifunza: \{/ {v = "kujifunza"}
	/^\t\t\{"/ { match($0, /"[^"]*"/); print v "\t" substr($0, RSTART + 1, RLENGTH - 2) }' \
	"$root/solve/endgames_test.go" >"$tmp/endgames"
if [ "$(wc -l <"$tmp/endgames")" -ne 30 ]; then
	echo "speedratio: expected 30 endgames in solve/endgames_test.go" >&2
	exit 1
fi

# Each rate function prints, for the binary $1, the program's rate and the
# nodes it counted (two numbers; anything else is a failure).
perft_kiswahili() { "$1" perft --depth 11 | awk '/ nps$/ {print $3, $1}'; }
perft_kujifunza() { "$1" perft --depth 9 --variant kujifunza | awk '/ nps$/ {print $3, $1}'; }
# bench_nps runs bao bench with the hand-feature evaluation: a binary
# whose bench has --eval (the net is the default since round 2) is asked
# for it; older ones have only the hand-feature evaluation.
bench_nps() {
	local eval=()
	if "$1" bench --help 2>&1 | grep -q -- '--eval'; then
		eval=(--eval hand)
	fi
	"$1" bench "${eval[@]}" | awk -F: '/^Nodes searched/ {n = $2} /^Nodes\/second/ {r = $2} END {print r + 0, n + 0}'
}
# json_field KEY: the first number under KEY (solve's --json has a nested
# "shortest" object with its own "nodes" after the top-level one).
json_field() { grep -o "\"$1\":[0-9]*" | head -n 1 | cut -d: -f2; }
solve_start() {
	local out
	out=$("$1" solve --nodes 200000 --progress 0 --exact-nodes 0 --json --hash "$2")
	echo "$(json_field nps <<<"$out") $(json_field nodes <<<"$out")"
}
# solve_endgames BIN VARIANT HASH: all the variant's endgames, total nodes
# over total time (each solve's time recovered as nodes/nps).
solve_endgames() {
	local bin=$1 variant=$2 hash=$3 v fen out nodes nps
	local total=0 secs=0
	while IFS=$'\t' read -r v fen; do
		[ "$v" = "$variant" ] || continue
		out=$("$bin" solve --variant "$v" --fen "$fen" --progress 0 --exact-nodes 0 --json --hash "$hash")
		nodes=$(json_field nodes <<<"$out")
		nps=$(json_field nps <<<"$out")
		total=$((total + nodes))
		secs=$(awk -v a="$secs" -v n="$nodes" -v r="$nps" 'BEGIN {printf "%.9f", a + n / r}')
	done <"$tmp/endgames"
	awk -v n="$total" -v s="$secs" 'BEGIN {printf "%.0f %d\n", n / s, n}'
}

median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

measurements=(
	"perft Kiswahili depth 11|1.5|perft_kiswahili"
	"perft Kujifunza depth 9|2|perft_kujifunza"
	"solve 200k Kiswahili start|3|solve_start @ 256"
	"solve 10 Kiswahili endgames|3|solve_endgames @ kiswahili 256"
	"solve 10 Kete endgames|3|solve_endgames @ kete 256"
	"solve 10 Kujifunza endgames|3|solve_endgames @ kujifunza 256"
	"solve 200k Kiswahili, hash 16|-|solve_start @ 16"
	"solve 10 Kiswahili endg., hash 16|-|solve_endgames @ kiswahili 16"
	"solve 10 Kete endg., hash 16|-|solve_endgames @ kete 16"
	"solve 10 Kujifunza endg., hash 16|-|solve_endgames @ kujifunza 16"
	"bench (hand-feature eval)|1.3|bench_nps"
)

# run FUNCTION-AND-ARGS BIN: the words of the spec with @ replaced by BIN
# (appended when there is no @); prints the rate and the nodes per second
# of processor time.
run() {
	local spec=$1 bin=$2 words=() rate nodes cpu TIMEFORMAT='%U %S'
	for w in $spec; do
		[ "$w" = "@" ] && w=$bin
		words+=("$w")
	done
	if [ "${words[*]}" = "$spec" ]; then
		words+=("$bin")
	fi
	{ time "${words[@]}" >"$tmp/out"; } 2>"$tmp/time"
	read -r rate nodes <"$tmp/out"
	cpu=$(tail -n 1 "$tmp/time" | awk '{print $1 + $2}')
	awk -v r="$rate" -v n="$nodes" -v c="$cpu" 'BEGIN {if (r > 0 && n > 0 && c > 0) printf "%d %.0f\n", r, n / c}'
}

echo "baseline: $base ($("$base" version | head -1))"
echo "new:      $new ($("$new" version | head -1))"
echo "$reps repetitions, interleaved; ratio = new / base"
printf '\n%-34s %13s %13s %7s %6s  %-32s %s\n' measurement "base median/s" "new median/s" ratio target "ratios" "CPU-time ratio"
for m in "${measurements[@]}"; do
	IFS='|' read -r name target spec <<<"$m"
	if [ -n "${ONLY:-}" ] && ! grep -qi -- "$ONLY" <<<"$name"; then
		continue
	fi
	: >"$tmp/b"
	: >"$tmp/n"
	: >"$tmp/r"
	: >"$tmp/c"
	for i in $(seq "$reps"); do
		if [ $((i % 2)) -eq 1 ]; then
			b=$(run "$spec" "$base")
			n=$(run "$spec" "$new")
		else
			n=$(run "$spec" "$new")
			b=$(run "$spec" "$base")
		fi
		if [ -z "$b" ] || [ -z "$n" ]; then
			echo "speedratio: $name: no rate (base '$b', new '$n')" >&2
			exit 1
		fi
		read -r br bc <<<"$b"
		read -r nr nc <<<"$n"
		echo "$br" >>"$tmp/b"
		echo "$nr" >>"$tmp/n"
		awk -v n="$nr" -v b="$br" 'BEGIN {printf "%.3f\n", n / b}' >>"$tmp/r"
		awk -v n="$nc" -v b="$bc" 'BEGIN {printf "%.3f\n", n / b}' >>"$tmp/c"
		echo "  $name: rep $i base $br/s (CPU $bc/s) new $nr/s (CPU $nc/s)" >&2
	done
	printf '%-34s %13.0f %13.0f %7.2f %6s  %-32s %.2f\n' "$name" "$(median <"$tmp/b")" "$(median <"$tmp/n")" \
		"$(median <"$tmp/r")" "$target" "$(tr '\n' ' ' <"$tmp/r")" "$(median <"$tmp/c")"
done
