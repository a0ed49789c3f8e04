#!/bin/sh
# Issue 34's strength table: one expert seat (botFor 'expert', reproducible: 1,000 sampled worlds a
# decision) against medium (heuristic) bots, seats rotating, 1,000 seeded games a cell, and the
# all-heuristic baseline (`baseline`). Each cell runs in shards (strength/<cell>-<i>.json; four, or as many
# as the cell names: the 7- and 9-player cells were played in 40 and 80 on a lent 16-core machine),
# so a cell can be played over several sittings and machines; `merge` joins them. From anywhere,
# after npm run build:
#   [JOBS=2] sh bench/evaluation/strength.sh [cell ...]     (about 50 CPU-minutes a 1667 cell)
set -e
cd "$(dirname "$0")"
mkdir -p strength
# JOBS=n plays up to n of a cell's shards at once (default 1); a shard's file is written when it ends.
# cell <name> <shards> <simulate's options>
cell() {
  name=$1; shards=$2; shift 2
  pids=""
  for i in $(seq 1 "$shards"); do
    out="strength/$name-$i.json"
    [ -f "$out" ] && continue
    node ../../dist/cli.js simulate --games 1000 --rotate --seed strength --shard "$i/$shards" "$@" --json "$out" > /dev/null &
    pids="$pids $!"
    if [ "$(echo $pids | wc -w)" -ge "${JOBS:-1}" ]; then
      for pid in $pids; do wait "$pid"; done
      pids=""
    fi
  done
  for pid in $pids; do wait "$pid"; done
  node ../../dist/cli.js merge $(for i in $(seq 1 "$shards"); do echo "strength/$name-$i.json"; done) --json "$name.json" > "$name.txt"
}
# The baseline: every seat medium (the heuristic), 1,000 games a count.
baseline() { node ../../dist/cli.js simulate --games 1000 --rotate --seed strength --bots medium "$@" --json "$name.json" > "$name.txt"; }
run() {
  case $1 in
    baseline)
      for p in 3 4 5 7 9; do name=1667-${p}p-all-medium baseline --game 1667 --players $p; done
      for p in 2 3 4; do name=dice-${p}p-all-medium baseline --game dice --players $p; done ;;
    1667-3p) cell 1667-3p-expert-vs-medium 4 --game 1667 --players 3 --bots expert,medium,medium ;;
    1667-4p) cell 1667-4p-expert-vs-medium 4 --game 1667 --players 4 --bots expert,medium,medium,medium ;;
    1667-5p) cell 1667-5p-expert-vs-medium 4 --game 1667 --players 5 --bots expert,medium,medium,medium,medium ;;
    1667-7p) cell 1667-7p-expert-vs-medium 40 --game 1667 --players 7 --bots expert,medium,medium,medium,medium,medium,medium ;;
    1667-9p) cell 1667-9p-expert-vs-medium 80 --game 1667 --players 9 --bots expert,medium,medium,medium,medium,medium,medium,medium,medium ;;
    dice-2p) cell dice-2p-expert-vs-medium 4 --game dice --players 2 --bots expert,medium ;;
    dice-3p) cell dice-3p-expert-vs-medium 4 --game dice --players 3 --bots expert,medium,medium ;;
    dice-4p) cell dice-4p-expert-vs-medium 4 --game dice --players 4 --bots expert,medium,medium,medium ;;
  esac
}
if [ $# -eq 0 ]; then set -- baseline 1667-3p 1667-4p 1667-5p 1667-7p 1667-9p dice-2p dice-3p dice-4p; fi
for c in "$@"; do run "$c"; done
