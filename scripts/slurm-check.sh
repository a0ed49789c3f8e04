#!/usr/bin/env bash
# Issue 48: studies on a real scheduler. Starts a one-node Slurm cluster on this machine (Debian's
# slurm-wlm and munge, installed when missing; every daemon started here and stopped by its PID:
# no systemd, proctrack/linuxproc, task/none, no cgroup.conf), then runs examples/cluster/study.sbatch
# as `sbatch --array` jobs — a simulation, a ladder and a strength cell — merges each with a
# dependent job, and checks that every merge is byte-identical to the same run on one machine.
# The strength cell has one task cancelled while it plays: merge must name the missing shard, and
# that task rerun alone (sbatch --array=2) must complete the study.
# Needs `npm run build` first (it runs dist/cli.js). Usage: bash scripts/slurm-check.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
SUDO=""; if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
if ! command -v slurmctld >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq slurm-wlm munge >/dev/null
fi
dir="$(mktemp -d /tmp/tortuga-slurm.XXXXXX)"
pids=()
stop() {
  for pid in "${pids[@]}"; do $SUDO kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do while $SUDO kill -0 "$pid" 2>/dev/null; do sleep 0.2; done; done
  if [ "${KEEP_SLURM_DIR:-}" = "" ]; then $SUDO rm -rf "$dir"; fi
}
trap stop EXIT
mkdir -p "$dir/munge" "$dir/state" "$dir/spool" "$dir/log" "$dir/work"
chmod 700 "$dir/munge"
$SUDO mungekey --create --keyfile="$dir/munge/munge.key"
$SUDO munged -F --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/socket" \
  --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" --seed-file="$dir/munge/seed" >"$dir/log/munged.out" 2>&1 &
pids+=($!)
host="$(hostname)"
cat >"$dir/slurm.conf" <<CONF
ClusterName=tortuga-ci
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=26817
SlurmdPort=26818
AuthType=auth/munge
AuthInfo=socket=$dir/munge/socket
CredType=cred/munge
SlurmUser=$(id -un)
SlurmdUser=root
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=ci Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$dir/slurm.conf"
for _ in $(seq 50); do [ -S "$dir/munge/socket" ] && break; sleep 0.1; done
$SUDO env SLURM_CONF="$SLURM_CONF" slurmctld -D -i >"$dir/log/slurmctld.out" 2>&1 &
pids+=($!)
$SUDO env SLURM_CONF="$SLURM_CONF" slurmd -D >"$dir/log/slurmd.out" 2>&1 &
pids+=($!)
for i in $(seq 60); do
  if sinfo -h -o '%t' 2>/dev/null | grep -q idle; then break; fi
  if [ "$i" -eq 60 ]; then echo "Slurm did not come up:"; tail -20 "$dir"/log/*; exit 1; fi
  sleep 1
done
echo "Slurm $(sinfo -V | cut -d' ' -f2): $(sinfo -h -o '%P %t %c CPUs')"

cd "$dir/work"
mkdir -p logs one
cli="node $repo/dist/cli.js"
export TORTUGA_RULES="$cli"
submit() { # submit <name> <tasks> <command …>: the array, as the recipe is submitted; prints the job id
  local name=$1 tasks=$2; shift 2
  sbatch --parsable --array="1-$tasks" --cpus-per-task=1 --export="ALL,TORTUGA_SHARD_COUNT=$tasks" \
    "$repo/examples/cluster/study.sbatch" "$name" "$@"
}
merge_after() { # merge_after <job> <name>: a job that merges the parts once every task succeeded
  sbatch --parsable --wait --dependency="afterok:$1" --output="logs/merge-$2.out" \
    --wrap "$cli merge results/$2-*.json --json $2.json"
}
same() { # same <name>: the merge equals the run on one machine, byte for byte
  cmp "$1.json" "one/$1.json"
  echo "  $1: merged shards = one machine ($(wc -c <"$1.json") bytes)"
}

study=(simulate --game 1667 --players 5 --bots heuristic,random --rotate --seed ci-slurm --games 400)
job=$(submit study 4 "${study[@]}")
$cli "${study[@]}" --json one/study.json >/dev/null 2>&1
merge_after "$job" study >/dev/null
same study

ladder=(ladder --game dice --players 2 --games 24 --bots random,easy,medium --seed ci-slurm-ladder)
job=$(submit ladder 4 "${ladder[@]}")
$cli "${ladder[@]}" --json one/ladder.json >/dev/null 2>&1
merge_after "$job" ladder >/dev/null
same ladder

# A strength cell (the expert against medium bots, as bench/evaluation/strength.sh plays them), one of
# whose tasks is cancelled while it plays.
cell=(simulate --game 1667 --players 3 --bots expert,medium,medium --rotate --seed ci-slurm-strength --games 8)
job=$(submit strength 4 "${cell[@]}")
for i in $(seq 600); do
  state="$(squeue -h -j "${job}_2" -o '%T' 2>/dev/null || true)"
  [ "$state" = RUNNING ] && break
  if [ "$i" -eq 600 ]; then echo "task 2 never ran"; exit 1; fi
  sleep 0.1
done
sleep 1
scancel "${job}_2"
$cli "${cell[@]}" --json one/strength.json >/dev/null 2>&1
while [ -n "$(squeue -h -j "$job" 2>/dev/null)" ]; do sleep 1; done
[ ! -e results/strength-2.json ] || { echo "the cancelled task left a file"; exit 1; }
if $cli merge results/strength-*.json >/dev/null 2>"logs/refused.txt"; then echo "merge took an incomplete study"; exit 1; fi
grep -q 'a shard is missing: shard 2/4' logs/refused.txt
echo "  strength: task 2 cancelled; merge refused: $(cat logs/refused.txt)"
# The killed shard, rerun alone: Slurm says task 2 of an array of one; TORTUGA_SHARD_COUNT keeps it shard 2/4.
sbatch --wait --array=2 --cpus-per-task=1 --export="ALL,TORTUGA_SHARD_COUNT=4" --output="logs/rerun-%A_%a.out" \
  "$repo/examples/cluster/study.sbatch" strength "${cell[@]}" >/dev/null
job=$(submit strength 4 "${cell[@]}") # the whole array again: the finished tasks play nothing
merge_after "$job" strength >/dev/null
grep -l 'nothing played (--resume)' logs/tortuga-study-"$job"_*.out | wc -l | grep -qx 4
same strength
echo "Slurm check passed: simulate, ladder and strength cell as array jobs, merged byte-identical; a cancelled task rerun alone."
