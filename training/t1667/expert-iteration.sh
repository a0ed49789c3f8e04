#!/usr/bin/env bash
# Expert iteration's first step for Tortuga 1667 (issue 49) on a machine with many cores: every
# seat of seeded games searches (`generate.ts --teacher search`), one process per core for a
# fixed time, then two networks are trained on what the search chose (its visit shares) and who
# won — the policy over the information state, the value over the observation (what the search can
# read at a playout's cut-off, where sampled worlds keep no log). Generation 1 was made so on a
# lent 16-core machine (training/README.md).
#
#   PLAYERS="5 3" PROCS=8 SECONDS_EACH=390 SEED=x1 DEVICE=cuda bash training/t1667/expert-iteration.sh
#
# Data and networks go to training/data/ (ignored by git, never in the package). NODE and PYTHON
# name the programs (a bundled generate.mjs runs where no node_modules is: BUNDLE=path).
set -euo pipefail
cd "$(dirname "$0")/../.."
PLAYERS="${PLAYERS:-5}"
PROCS="${PROCS:-$(nproc)}"
SECONDS_EACH="${SECONDS_EACH:-300}"
SEED="${SEED:-x1}"
WORLDS="${WORLDS:-100}"
EPOCHS="${EPOCHS:-8}"
HIDDEN="${HIDDEN:-128,128}"
DEVICE="${DEVICE:-cpu}"
OUTDIR="${OUTDIR:-training/data/$SEED}"
PYTHON="${PYTHON:-python3}"
if [ -n "${BUNDLE:-}" ]; then GENERATE=("${NODE:-node}" "$BUNDLE"); else GENERATE=("${NODE:-node}" --import tsx training/t1667/generate.ts); fi
mkdir -p "$OUTDIR"
started=$(date +%s)
for P in $PLAYERS; do
  for k in $(seq 1 "$PROCS"); do
    "${GENERATE[@]}" --players "$P" --games 1000000 --teacher search --worlds "$WORLDS" --seed "$SEED-${P}p" \
      --shard "$k/$PROCS" --seconds "$SECONDS_EACH" --out "$OUTDIR/${P}p-$k" > "$OUTDIR/${P}p-$k.log" 2>&1 &
  done
done
wait
echo "== data: $(( $(date +%s) - started )) s"
grep -h "decisions from" "$OUTDIR"/*.log
for P in $PLAYERS; do
  shards=$(ls "$OUTDIR/${P}p-"*.json | sed 's/\.json$//')
  # shellcheck disable=SC2086 # one argument per shard
  "$PYTHON" training/t1667/train.py $shards --input x --target visits --hidden "$HIDDEN" --epochs "$EPOCHS" --device "$DEVICE" --hold-last --out "$OUTDIR/${P}p-policy.json"
  # shellcheck disable=SC2086
  "$PYTHON" training/t1667/train.py $shards --input obs --target visits --hidden "$HIDDEN" --epochs "$EPOCHS" --device "$DEVICE" --hold-last --out "$OUTDIR/${P}p-value.json"
done
echo "== all: $(( $(date +%s) - started )) s"
