/**
 * `simulate --shard auto`: which part of a run this job is, read from the array-job variables
 * of the scheduler it runs under. Shards are numbered from 1 (`--shard i/n`); schedulers
 * number their tasks from 0 (Kubernetes, AWS Batch) or from the array's first index (Slurm).
 */
export interface Shard {
  /** Which slice, 1 ≤ index ≤ count. */
  readonly index: number;
  /** Into how many slices the run is cut. */
  readonly count: number;
}

/** Kubernetes Indexed Jobs set JOB_COMPLETION_INDEX; the Job's `completions` are not in the environment, so the manifest passes them as TORTUGA_SHARD_COUNT. */
function kubernetes(env: NodeJS.ProcessEnv): { index: number; count: string | undefined } | null {
  const index = env.JOB_COMPLETION_INDEX;
  return index === undefined ? null : { index: whole(index, 'JOB_COMPLETION_INDEX'), count: env.TORTUGA_SHARD_COUNT };
}

/**
 * Slurm job arrays. With TORTUGA_SHARD_COUNT set (the batch script exports it), SLURM_ARRAY_TASK_ID
 * is the shard's own number, counted from TORTUGA_SHARD_BASE (default 1, as in `--array=1-N`): a
 * shard rerun alone (`sbatch --array=7 study.sh`) is still shard 7 of N. Without it, the task is
 * counted from SLURM_ARRAY_TASK_MIN among SLURM_ARRAY_TASK_COUNT — right for a whole array only, so
 * an array of one task (what a rerun of one shard looks like) is refused rather than read as 1/1.
 */
function slurm(env: NodeJS.ProcessEnv): { index: number; count: string | undefined } | null {
  const id = env.SLURM_ARRAY_TASK_ID;
  if (id === undefined) return null;
  if (env.TORTUGA_SHARD_COUNT !== undefined) {
    const base = env.TORTUGA_SHARD_BASE === undefined ? 1 : whole(env.TORTUGA_SHARD_BASE, 'TORTUGA_SHARD_BASE');
    return { index: whole(id, 'SLURM_ARRAY_TASK_ID') - base, count: env.TORTUGA_SHARD_COUNT };
  }
  if (env.SLURM_ARRAY_TASK_COUNT === '1')
    throw new Error(
      '--shard auto: this Slurm array has one task; if it reruns one shard of a larger array, export TORTUGA_SHARD_COUNT (and TORTUGA_SHARD_BASE when the array does not start at 1) in the batch script.',
    );
  const min = env.SLURM_ARRAY_TASK_MIN === undefined ? 0 : whole(env.SLURM_ARRAY_TASK_MIN, 'SLURM_ARRAY_TASK_MIN');
  return { index: whole(id, 'SLURM_ARRAY_TASK_ID') - min, count: env.SLURM_ARRAY_TASK_COUNT };
}

/** AWS Batch array jobs: AWS_BATCH_JOB_ARRAY_INDEX from 0, AWS_BATCH_JOB_ARRAY_SIZE children. */
function awsBatch(env: NodeJS.ProcessEnv): { index: number; count: string | undefined } | null {
  const index = env.AWS_BATCH_JOB_ARRAY_INDEX;
  return index === undefined ? null : { index: whole(index, 'AWS_BATCH_JOB_ARRAY_INDEX'), count: env.AWS_BATCH_JOB_ARRAY_SIZE ?? env.TORTUGA_SHARD_COUNT };
}

function whole(text: string, name: string): number {
  if (!/^\d+$/.test(text.trim())) throw new Error(`--shard auto: ${name} is "${text}", not a whole number.`);
  return Number(text);
}

/**
 * The shard this job runs, from the environment: Kubernetes Indexed Jobs, Slurm job arrays
 * or AWS Batch array jobs. Throws a one-line error when none of them is found or the
 * numbers do not fit.
 */
export function autoShard(env: NodeJS.ProcessEnv): Shard {
  const found = kubernetes(env) ?? slurm(env) ?? awsBatch(env);
  if (found === null) {
    throw new Error(
      '--shard auto found no array job: it reads JOB_COMPLETION_INDEX (Kubernetes Indexed Job, with TORTUGA_SHARD_COUNT), SLURM_ARRAY_TASK_ID (Slurm) or AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch).',
    );
  }
  if (found.count === undefined)
    throw new Error('--shard auto: the number of shards is not in the environment; set TORTUGA_SHARD_COUNT to the number of array tasks.');
  const count = whole(found.count, 'the shard count');
  if (count < 1 || found.index < 0 || found.index >= count) throw new Error(`--shard auto: task ${found.index} does not fit an array of ${count}.`);
  return { index: found.index + 1, count };
}
