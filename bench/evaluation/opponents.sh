#!/bin/sh
# The expert against opponents it was not tuned on (docs/bots.md, "Against other opponents"): one
# expert seat (reproducible, 1,000 sampled worlds a decision) among random or easy bots at 4 players,
# and a medium seat among the same bots on the same seed for comparison; 300 seeded games a row,
# seats rotating. From anywhere, after npm run build:
#   sh bench/evaluation/opponents.sh        (about 10 minutes of both cores: the expert rows 260 and 340 s)
set -e
cd "$(dirname "$0")"
for others in random easy; do
  for level in medium expert; do
    name=1667-4p-$level-vs-$others
    node ../../dist/cli.js simulate --games 300 --rotate --seed robust --game 1667 --players 4 \
      --bots "$level,$others,$others,$others" --json "$name.json" > "$name.txt"
  done
done
