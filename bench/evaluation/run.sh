#!/bin/sh
# The heuristic's evaluation in docs/bots.md: 2,000 seeded games per row, bots rotating through
# the seats (every bot plays every seat equally often). Each line writes the printed summary
# (.txt) and the mergeable totals (.json). The search's strength is strength.sh's table and
# bench/ladder's. From anywhere, after npm run build:
#   sh bench/evaluation/run.sh        (a few CPU-minutes)
set -e
cd "$(dirname "$0")"
sim() { name=$1; shift; node ../../dist/cli.js simulate --games 2000 --rotate --seed eval "$@" --json "$name.json" > "$name.txt"; }

sim 1667-2p-heuristic-vs-random --game 1667 --players 2 --bots heuristic,random
sim 1667-4p-heuristic-vs-random --game 1667 --players 4 --bots heuristic,random
sim 1667-6p-heuristic-vs-random --game 1667 --players 6 --bots heuristic,random
sim dice-3p-heuristic-vs-random --game dice --players 3 --bots heuristic,random,random
sim dice-4p-heuristic-vs-random --game dice --players 4 --bots heuristic,random
