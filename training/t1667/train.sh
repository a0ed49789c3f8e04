#!/usr/bin/env bash
# The Tortuga 1667 network, from nothing, by one command (issue 49): `npm run train:1667`.
# Seeded throughout: the same settings write the same data and, on one machine, the same weights.
#
#   PLAYERS=5 GAMES=2000 SEED=clone-1 npm run train:1667
#
# 1. decisions of the medium bots (generate.ts), 2. a network that learns their choices and
# who won (train.py, PyTorch on the CPU, installed from the wheel on disk when missing), 3. its
# seat against medium bots and its cost (evaluate.ts). Everything goes to training/data/ (ignored
# by git, never in the package). Prints the CPU time of each step.
set -euo pipefail
TIMEFORMAT='   (%U s user, %S s system, %R s)'
cd "$(dirname "$0")/../.."
PLAYERS="${PLAYERS:-5}"
GAMES="${GAMES:-2000}"
SEED="${SEED:-clone-1}"
HIDDEN="${HIDDEN:-128,128}"
EPOCHS="${EPOCHS:-6}"
EVAL_GAMES="${EVAL_GAMES:-400}"
DATA="training/data/${PLAYERS}p-medium-${SEED}"
NET="training/data/${PLAYERS}p-gen0-${SEED}.json"
TORCH="${TORCH:-training/data/torch}"
mkdir -p training/data

if [ ! -d "$TORCH/torch" ]; then
  # The CPU wheel where there is one (find's complaints about unreadable folders are no failure).
  WHEEL="$( (find / -name 'torch-*+cpu-*.whl' 2>/dev/null || true) | head -1)"
  [ -n "$WHEEL" ] || WHEEL="$( (find / -name 'torch-*.whl' 2>/dev/null || true) | head -1)"
  [ -n "$WHEEL" ] || { echo "no PyTorch wheel on this machine (find / -name 'torch-*.whl')" >&2; exit 1; }
  python3 -m pip install --quiet --no-index --no-deps --target "$TORCH" "$WHEEL"
fi

step() {
  echo "== $1"
  shift
  time "$@"
}
step "1/3 decisions of medium bots: $GAMES games at $PLAYERS players" \
  node --import tsx training/t1667/generate.ts --players "$PLAYERS" --games "$GAMES" --seed "$SEED" --bots medium --out "$DATA"
du -ch "$DATA".x "$DATA".legal "$DATA".chosen "$DATA".won | tail -1
step "2/3 the network ($HIDDEN hidden, $EPOCHS epochs)" \
  env PYTHONPATH="$TORCH" python3 training/t1667/train.py "$DATA" --hidden "$HIDDEN" --epochs "$EPOCHS" --seed 1 --out "$NET"
step "3/3 its seat against medium bots ($EVAL_GAMES games)" \
  node --import tsx training/t1667/evaluate.ts "$NET" --players "$PLAYERS" --games "$EVAL_GAMES"
