#!/usr/bin/env bash
# The learned value the levels ship (issue 49), from nothing, by one command: `npm run train:1667:value`.
# Seeded throughout: the same settings write the same data and, on one machine, the same weights.
#
#   GAMES=20000 EVERY=0.2 PLAYERS="2 3 4 5 6 7 8 9" npm run train:1667:value
#
# 1. games of the medium bots at each player count, a share of their states' features and who won
# (value-data.ts, one process per count, as many at once as there are cores); 2. a network per
# count that learns each team's chance from the features (train-value.py, PyTorch on one CPU
# thread); 3. the networks checked and written into src/bots/network/t1667-value-weights.ts
# (ship-weights.ts). Data goes to training/data/value/ (ignored by git, never in the package).
set -euo pipefail
TIMEFORMAT='   (%U s user, %S s system, %R s)'
cd "$(dirname "$0")/../.."
PLAYERS="${PLAYERS:-2 3 4 5 6 7 8 9}"
GAMES="${GAMES:-20000}"
EVERY="${EVERY:-0.2}"
HIDDEN="${HIDDEN:-64,32}"
EPOCHS="${EPOCHS:-6}"
PROCS="${PROCS:-$(nproc)}"
DIR="${DIR:-training/data/value}"
TORCH="${TORCH:-training/data/torch}"
mkdir -p "$DIR"
[ -d "$TORCH/torch" ] || { echo "PyTorch is not in $TORCH: npm run train:1667 installs it from the wheel on disk" >&2; exit 1; }
echo "1. data: $GAMES games a count, a state in $(python3 -c "print(round(1 / $EVERY))") kept"
time (printf '%s\n' $PLAYERS | xargs -P "$PROCS" -I{} sh -c \
  "node --import tsx training/t1667/value-data.ts --players {} --games $GAMES --every $EVERY --seed value-{} --out $DIR/{}p > $DIR/{}p.log 2>&1 && tail -1 $DIR/{}p.log")
echo "2. one network a count"
for P in $PLAYERS; do
  (cd training/t1667 && PYTHONPATH="$OLDPWD/$TORCH" python3 train-value.py "$OLDPWD/$DIR/${P}p" --hidden "$HIDDEN" --epochs "$EPOCHS" --out "$OLDPWD/$DIR/${P}p-value.json" | sed -n "1p;/^epoch $EPOCHS:/p;\$p")
done
echo "3. into the library"
node --import tsx training/t1667/ship-weights.ts "$DIR"
