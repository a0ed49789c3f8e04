#!/bin/sh
# The bot evaluation of the README: 2,000 seeded games per row, bots rotating through the
# seats (every bot plays every seat equally often). Each line writes the printed summary
# (.txt) and the mergeable totals (.json). From anywhere:
#   sh bench/evaluation/run.sh        (about three CPU hours; the rows are independent)
set -e
cd "$(dirname "$0")"
sim() { name=$1; shift; node --import tsx ../../src/cli/main.ts simulate --games 2000 --rotate --seed eval "$@" --json "$name.json" > "$name.txt"; }

sim 1667-2p-heuristic-vs-random --game 1667 --players 2 --bots heuristic,random
sim 1667-4p-heuristic-vs-random --game 1667 --players 4 --bots heuristic,random
sim 1667-6p-heuristic-vs-random --game 1667 --players 6 --bots heuristic,random
sim dice-3p-heuristic-vs-random --game dice --players 3 --bots heuristic,random,random
sim dice-4p-heuristic-vs-random --game dice --players 4 --bots heuristic,random

sim 1667-2p-search-vs-heuristic --game 1667 --players 2 --bots search,heuristic
sim 1667-4p-search-vs-heuristic --game 1667 --players 4 --bots search,heuristic,heuristic,heuristic
sim 1667-6p-search-vs-heuristic --game 1667 --players 6 --bots search,heuristic,heuristic,heuristic,heuristic,heuristic
sim dice-3p-search-vs-heuristic --game dice --players 3 --bots search:50,heuristic,heuristic
sim dice-4p-search-vs-heuristic --game dice --players 4 --bots search:50,heuristic,heuristic,heuristic
