#!/usr/bin/env bash
# Packs what expert-iteration.sh and cells.sh need on a machine without node_modules (a lent GPU
# machine): generate.ts, search-cell.ts and value-data.ts, each bundled into one file, and this
# machine's node, gzipped. The repository's tracked
# files (expert-iteration.sh, train.py) travel beside it. There:
#
#   gunzip -c training/data/device/node.gz > /tmp/node && chmod +x /tmp/node
#   NODE=/tmp/node BUNDLE=training/data/device/generate.mjs DEVICE=cuda PLAYERS="5 3" PROCS=8 \
#     SECONDS_EACH=390 SEED=x1 OUTDIR=/tmp/x1 bash training/t1667/expert-iteration.sh
#
# Generation 1 was made so (training/README.md). Output: training/data/device/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/../.."
DIR="${1:-training/data/device}"
mkdir -p "$DIR"
for script in generate search-cell value-data; do
  npx esbuild "training/t1667/$script.ts" --bundle --platform=node --format=esm --outfile="$DIR/$script.mjs" --log-level=warning
done
gzip -6 -c "$(command -v node)" > "$DIR/node.gz"
du -ch "$DIR"/* | tail -1
