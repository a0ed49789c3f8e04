#!/usr/bin/env bash
# Search cells side by side on a machine with many cores (issue 49): each variant (one line of
# VARIANTS: a name, then search-cell.ts' arguments) is played over the same seeded games, split
# into SHARDS shards, every shard of every variant a process of its own, for at most SECONDS_EACH
# seconds each; then cells-summary.py compares the variants on the games all of them played.
#
#   VARIANTS=$'chests\t--players 5\nvalue\t--players 5 --value v.json --value-input state' \
#     SHARDS=8 GAMES=1000 SECONDS_EACH=400 OUTDIR=/tmp/cells bash training/t1667/cells.sh
#
# NODE names the node program; BUNDLE a bundled search-cell.mjs where no node_modules is
# (bundle.sh makes one).
set -euo pipefail
cd "$(dirname "$0")/../.."
SHARDS="${SHARDS:-$(nproc)}"
GAMES="${GAMES:-300}"
SECONDS_EACH="${SECONDS_EACH:-600}"
OUTDIR="${OUTDIR:-training/data/cells}"
PYTHON="${PYTHON:-python3}"
if [ -n "${BUNDLE:-}" ]; then CELL=("${NODE:-node}" "$BUNDLE"); else CELL=("${NODE:-node}" --import tsx training/t1667/search-cell.ts); fi
mkdir -p "$OUTDIR"
while IFS=$'\t' read -r name args; do
  [ -z "$name" ] && continue
  for k in $(seq 1 "$SHARDS"); do
    # shellcheck disable=SC2086 # the variant's arguments, one word each
    "${CELL[@]}" $args --games "$GAMES" --shard "$k/$SHARDS" --seconds "$SECONDS_EACH" > "$OUTDIR/$name-$k.json" 2> "$OUTDIR/$name-$k.log" &
  done
done <<< "$VARIANTS"
wait
"$PYTHON" training/t1667/cells-summary.py "$OUTDIR"
