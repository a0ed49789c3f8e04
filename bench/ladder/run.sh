#!/bin/sh
# The rated ladders of the README and docs/bots.md: the four levels of botFor (playing
# reproducibly: fixed iterations) head to head, every pairing in seeded games, Bradley–Terry
# ratings with 95% intervals. Writes <name>.json (mergeable) and <name>.md. From anywhere:
#   sh bench/ladder/run.sh      (after npm run build; about twenty minutes on two cores)
set -e
cd "$(dirname "$0")"
ladder() { name=$1; shift; node ../../dist/cli.js ladder --seed ladder "$@" --json "$name.json" --markdown "$name.md" > /dev/null; }

ladder 1667-4p --game 1667 --players 4 --games 40
ladder dice-3p --game dice --players 3 --games 40
