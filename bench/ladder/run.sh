#!/bin/sh
# The rated ladders of the README and docs/bots.md: the four levels of botFor (playing
# reproducibly: fixed iterations) head to head in seeded games, Bradley–Terry ratings with 95%
# intervals: every pairing at two counts, each level against the next at the others (enough to
# see whether each beats the one below). Writes <name>.json (mergeable) and <name>.md. From anywhere:
#   sh bench/ladder/run.sh [name ...]   (after npm run build; a few CPU-hours in all)
# A long ladder in parts, on one machine after another or at once on several:
#   SHARD=2/4 sh bench/ladder/run.sh name   plays shard 2 of 4 into name.part-2-4.json (not committed)
#   MERGE=1 sh bench/ladder/run.sh name     merges every name.part-*.json into name.json and name.md
# 1667-4p-generations.md, 1667-5p-generations.md and their folders are not made here: the learned generations' pairings
# need their trained policies (training/t1667/generations-ladder.ts, commands in training/README.md).
set -e
cd "$(dirname "$0")"
cli() { node ../../dist/cli.js "$@"; }
ladder() {
  name=$1; shift
  if [ -n "${SHARD:-}" ]; then
    cli ladder --seed "$seed" "$@" --shard "$SHARD" --json "$name.part-$(echo "$SHARD" | tr / -).json" > /dev/null
  elif [ -n "${MERGE:-}" ]; then
    cli merge "$name".part-*.json --json "$name.json" > /dev/null
    # --resume checks that the merged file holds this very ladder, and writes its table.
    cli ladder --seed "$seed" "$@" --resume --json "$name.json" --markdown "$name.md" > /dev/null
  else
    cli ladder --seed "$seed" "$@" --json "$name.json" --markdown "$name.md" > /dev/null
  fi
}
run() {
  seed=ladder  # a ladder of deals of its own sets another below
  case $1 in
    1667-4p) ladder 1667-4p --game 1667 --players 4 --games 40 ;;
    dice-3p) ladder dice-3p --game dice --players 3 --games 40 ;;
    1667-3p) ladder 1667-3p --game 1667 --players 3 --games 40 --schedule adjacent ;;
    # At 5–9 players a seat wins with its team and both bots sit on both teams: 40 games tell little.
    1667-5p|1667-7p|1667-9p) p=${1#1667-}; ladder "$1" --game 1667 --players "${p%p}" --games 120 --schedule adjacent ;;
    # hard against expert alone, 100 games (the same games as that pairing of a full ladder).
    1667-3p-hard-expert|1667-4p-hard-expert) p=${1#1667-}; ladder "$1" --game 1667 --players "${p%%p-*}" --games 100 --bots hard,expert ;;
    # hard against expert in mirrored pairs (each deal twice, the seats swapped): 300 pairs (200 at 5 players).
    1667-3p-hard-expert-duplicate|1667-4p-hard-expert-duplicate) p=${1#1667-}; ladder "$1" --game 1667 --players "${p%%p-*}" --games 600 --bots hard,expert --duplicate ;;
    1667-5p-hard-expert-duplicate) ladder "$1" --game 1667 --players 5 --games 400 --bots hard,expert --duplicate ;;
    # hard against expert in mirrored pairs at 7 and 9 players: 200 pairs.
    1667-7p-hard-expert-duplicate|1667-9p-hard-expert-duplicate) p=${1#1667-}; ladder "$1" --game 1667 --players "${p%%p-*}" --games 400 --bots hard,expert --duplicate ;;
    # The levels below the expert, each against the next, in mirrored pairs: 300 pairs a pairing.
    1667-2p-duplicate|1667-3p-duplicate|1667-4p-duplicate|1667-5p-duplicate|1667-6p-duplicate|1667-7p-duplicate|1667-8p-duplicate|1667-9p-duplicate) p=${1#1667-}; ladder "$1" --game 1667 --players "${p%%p-*}" --games 600 --bots easy,medium,hard --schedule adjacent --duplicate ;;
    # hard against expert in mirrored pairs at 2, 6 and 8 players (2026-12-05): 300 pairs at 2, 200 at 6 and 8.
    1667-2p-hard-expert-duplicate) ladder "$1" --game 1667 --players 2 --games 600 --bots hard,expert --duplicate ;;
    1667-6p-hard-expert-duplicate|1667-8p-hard-expert-duplicate) p=${1#1667-}; ladder "$1" --game 1667 --players "${p%%p-*}" --games 400 --bots hard,expert --duplicate ;;
    # medium against hard at 9 players, where 300 pairs left them untold apart: 600 pairs.
    1667-9p-medium-hard-duplicate) ladder "$1" --game 1667 --players 9 --games 1200 --bots medium,hard --duplicate ;;
    # hard against expert at 9 players, 200 more mirrored pairs on deals of their own (seed "ladder-b").
    1667-9p-hard-expert-duplicate-b) seed=ladder-b; ladder "$1" --game 1667 --players 9 --games 400 --bots hard,expert --duplicate ;;
    # hard against expert at 8 players, 200 more mirrored pairs on deals of their own (2026-12-05; the first 200 left them untold apart).
    1667-8p-hard-expert-duplicate-b) seed=ladder-b; ladder "$1" --game 1667 --players 8 --games 400 --bots hard,expert --duplicate ;;
    # hard against expert at 8 players, a confirmation decided on before it was played (2026-12-05, later): 400 fresh pairs (seed "ladder-c").
    1667-8p-hard-expert-duplicate-c) seed=ladder-c; ladder "$1" --game 1667 --players 8 --games 800 --bots hard,expert --duplicate ;;
    dice-3p-hard-expert-duplicate|dice-4p-hard-expert-duplicate) p=${1#dice-}; ladder "$1" --game dice --players "${p%%p-*}" --games 600 --bots hard,expert --duplicate ;;
    dice-2p|dice-4p) p=${1#dice-}; ladder "$1" --game dice --players "${p%p}" --games 40 --schedule adjacent ;;
    *) echo "unknown ladder $1" >&2; exit 2 ;;
  esac
}
if [ $# -eq 0 ]; then set -- 1667-4p dice-3p dice-2p 1667-3p 1667-5p dice-4p 1667-7p 1667-9p; fi
for l in "$@"; do run "$l"; done
