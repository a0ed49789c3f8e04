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
#
# At the counts in LOOP (none unless told; research, not what the levels ship), one step of expert
# iteration between 2 and 3: games in which every seat is `hard`'s search judged by the network
# of step 2 are played (value-data.ts --all hard --value; three seeded runs, the games a first run
# played in the time it had, about 1.5 hours of one core at 3 players), and <p>p-value-both.json
# learns from the medium games and those together (the second run held out to score it); step 3
# ships <p>p-value.json, the medium games' network, as before. HARD_GAMES="a b c" sets the three
# runs' game counts; SHIP=0 leaves the library's weights alone (with PLAYERS a subset, step 3 would
# write only those counts). `LOOP=3 PLAYERS=3 SHIP=0` makes docs/lab/learned-networks.md's `hard-both`.
set -euo pipefail
TIMEFORMAT='   (%U s user, %S s system, %R s)'
cd "$(dirname "$0")/../.."
PLAYERS="${PLAYERS:-2 3 4 5 6 7 8 9}"
GAMES="${GAMES:-20000}"
EVERY="${EVERY:-0.2}"
HIDDEN="${HIDDEN:-64,32}"
EPOCHS="${EPOCHS:-6}"
PROCS="${PROCS:-$(nproc)}"
LOOP="${LOOP:-}"
# The loop's three runs of games (the first run's counts: a shard of 1,654, a shard of 1,224, 344).
read -r HARD1 HARD2 HARDB <<< "${HARD_GAMES:-1654 1224 344}"
SHIP="${SHIP:-1}"
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
for P in $LOOP; do
  case " $PLAYERS " in *" $P "*) ;; *) continue ;; esac
  echo "2b. $P players: games of hard seats judged by that network, and a network from both"
  searching() { node --import tsx training/t1667/value-data.ts --players "$P" --every 1 --all hard --value "$DIR/${P}p-value.json" "$@"; }
  time (searching --seed "vh$P" --games "$HARD1" --shard 1/2 --out "$DIR/${P}p-hard-1" > "$DIR/${P}p-hard-1.log" 2>&1 & one=$!
    searching --seed "vh$P" --games "$HARD2" --shard 2/2 --out "$DIR/${P}p-hard-2" > "$DIR/${P}p-hard-2.log" 2>&1 & two=$!
    searching --seed "vh${P}b" --games "$HARDB" --out "$DIR/${P}p-hard-b" > "$DIR/${P}p-hard-b.log" 2>&1 & three=$!
    wait "$one" && wait "$two" && wait "$three")
  (cd training/t1667 && PYTHONPATH="$OLDPWD/$TORCH" python3 train-value.py "$OLDPWD/$DIR/${P}p" "$OLDPWD/$DIR/${P}p-hard-1" "$OLDPWD/$DIR/${P}p-hard-b" \
    --test "$OLDPWD/$DIR/${P}p-hard-2" --hidden "$HIDDEN" --epochs "$EPOCHS" --out "$OLDPWD/$DIR/${P}p-value-both.json" | sed -n "1p;/^epoch $EPOCHS:/p;\$p")
done
[ "$SHIP" = 1 ] || exit 0   # SHIP=0: the networks stay in $DIR
echo "3. into the library"
node --import tsx training/t1667/ship-weights.ts "$DIR"
