#!/usr/bin/env bash
# levels-ladder.sh measures the levels for people (package level): each
# level plays the one below it, colour-swapped pairs from the built-in
# Kiswahili openings, and bao match prints the score and the Elo
# difference with its 95% interval. docs/levels.md has the table.
#
# Usage: tools/scripts/levels-ladder.sh BAO GAMES [PAIRS...]
#   BAO    a built bao binary (go build -o bao ./cmd/bao)
#   GAMES  games per pair of levels (400 gives about +-40 Elo)
#   PAIRS  the lower level of each pair to play (default: every pair)
# Each level is chosen by UCI_LimitStrength with UCI_Elo set to the level's
# own Elo from the binary's table; the capped levels get 5 s a move (their
# depth ends the search long before), full strength 0.1 s (MoveOverhead 30).
set -euo pipefail
bao=${1:?usage: levels-ladder.sh BAO GAMES [PAIRS...]}
games=${2:?usage: levels-ladder.sh BAO GAMES [PAIRS...]}
shift 2
# The levels' Elo as level.All() has them (docs/levels_test.go keeps this
# line equal to the table).
elos=(0 110 164 341 541 817 1060 1227 1370 1610 1883)
n=${#elos[@]}
pairs=("$@")
if [ ${#pairs[@]} -eq 0 ]; then pairs=($(seq 1 $((n - 1)))); fi
for i in "${pairs[@]}"; do
	j=$((i + 1))
	limit=""
	if [ "$j" -eq "$n" ]; then limit="st=0.1 option.MoveOverhead=30"; fi
	"$bao" match \
		--engine "cmd=$bao name=L$j option.UCI_LimitStrength=true option.UCI_Elo=${elos[$((j - 1))]} $limit" \
		--engine "cmd=$bao name=L$i option.UCI_LimitStrength=true option.UCI_Elo=${elos[$((i - 1))]}" \
		--each "st=5 option.Hash=16" --games "$games" --concurrency 2 --quiet --pgnout "ladder-$i-$j.pgn"
done
