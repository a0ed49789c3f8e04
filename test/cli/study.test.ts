/**
 * A long study cut into array jobs: `--shard auto` under each scheduler's variables (those the
 * guide's recipes set), a killed shard rerun alone (`--resume`, `sbatch --array=k`), and `merge`
 * naming the shard that is missing, doubled or from another study. The real Slurm cluster runs
 * the same commands in `scripts/slurm-check.sh` (CI).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mergeFiles, type SimulationFile } from '../../src/cli/results.js';
import { simulate } from '../../src/cli/simulate.js';
import { autoShard } from '../../src/cli/shard.js';
import type { SimulationSpec } from '../../src/cli/simulation.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'src', 'cli', 'main.ts');

function run(args: readonly string[], env: Readonly<Record<string, string>> = {}): { stdout: string; stderr: string; status: number | null } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env },
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

const study = ['simulate', '--game', 'dice', '--players', '2', '--games', '24', '--bots', 'heuristic,random', '--rotate', '--seed', 'study', '--workers', '1'];

describe('--shard auto, as each scheduler sets it', () => {
  it('Slurm: with TORTUGA_SHARD_COUNT the task id is the shard number, so a shard rerun alone (--array=3) is still 3 of 4', () => {
    const slurm = (id: number, min: number, count: number, extra: Record<string, string> = {}) => ({
      SLURM_ARRAY_TASK_ID: String(id),
      SLURM_ARRAY_TASK_MIN: String(min),
      SLURM_ARRAY_TASK_COUNT: String(count),
      ...extra,
    });
    // The whole array (--array=1-4), with and without the study's count exported.
    expect(autoShard(slurm(3, 1, 4))).toEqual({ index: 3, count: 4 });
    expect(autoShard(slurm(3, 1, 4, { TORTUGA_SHARD_COUNT: '4' }))).toEqual({ index: 3, count: 4 });
    // One task again (sbatch --array=3): Slurm says min 3, count 1.
    expect(autoShard(slurm(3, 3, 1, { TORTUGA_SHARD_COUNT: '4' }))).toEqual({ index: 3, count: 4 });
    expect(() => autoShard(slurm(3, 3, 1))).toThrow(/one task; if it reruns one shard .* export TORTUGA_SHARD_COUNT/);
    // An array counted from 0 says so.
    expect(autoShard(slurm(0, 0, 4, { TORTUGA_SHARD_COUNT: '4', TORTUGA_SHARD_BASE: '0' }))).toEqual({ index: 1, count: 4 });
    expect(() => autoShard(slurm(0, 0, 4, { TORTUGA_SHARD_COUNT: '4' }))).toThrow(/task -1 does not fit an array of 4/);
    expect(() => autoShard(slurm(5, 1, 4, { TORTUGA_SHARD_COUNT: '4' }))).toThrow(/task 4 does not fit an array of 4/);
  });

  it('Kubernetes Indexed Job and AWS Batch: the variables their recipes set (a retried index keeps its number)', () => {
    expect(autoShard({ JOB_COMPLETION_INDEX: '99', TORTUGA_SHARD_COUNT: '100' })).toEqual({ index: 100, count: 100 });
    expect(autoShard({ AWS_BATCH_JOB_ARRAY_INDEX: '0', AWS_BATCH_JOB_ARRAY_SIZE: '100' })).toEqual({ index: 1, count: 100 });
    expect(() => autoShard({ AWS_BATCH_JOB_ARRAY_INDEX: 'x', AWS_BATCH_JOB_ARRAY_SIZE: '100' })).toThrow(/AWS_BATCH_JOB_ARRAY_INDEX is "x"/);
  });
});

describe('a study survives its jobs', () => {
  it('a killed shard is rerun alone: --resume keeps finished shards, plays the missing one, and the merge equals one machine', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tortuga-study-'));
    try {
      expect(run([...study, '--json', join(dir, 'whole.json')]).status).toBe(0);
      const task = (k: number) =>
        run([...study, '--shard', 'auto', '--resume', '--json', join(dir, `part-${k}.json`)], { SLURM_ARRAY_TASK_ID: String(k), TORTUGA_SHARD_COUNT: '4' });
      for (const k of [1, 2, 4]) expect(task(k).status).toBe(0); // task 3 was killed before it wrote
      const before = readFileSync(join(dir, 'part-1.json'), 'utf8');
      const gap = run(['merge', ...[1, 2, 4].map((k) => join(dir, `part-${k}.json`))]);
      expect(gap.status).toBe(1);
      expect(gap.stderr).toMatch(/a shard is missing: shard 3\/4 \(games 12–17\); add the missing shards/);
      // The array submitted again: finished tasks play nothing, the missing one plays.
      for (const k of [1, 2, 3, 4]) {
        const again = task(k);
        expect(again.status, again.stderr).toBe(0);
        expect(again.stderr).toMatch(k === 3 ? /games in/ : /already holds shard \d\/4: nothing played \(--resume\)/);
      }
      expect(readFileSync(join(dir, 'part-1.json'), 'utf8')).toBe(before);
      expect(readdirSync(dir).filter((name) => name.includes('.partial'))).toEqual([]); // written whole, by rename
      const merged = run(['merge', ...[4, 1, 3, 2].map((k) => join(dir, `part-${k}.json`)), '--json', join(dir, 'merged.json')]);
      expect(merged.status, merged.stderr).toBe(0);
      expect(readFileSync(join(dir, 'merged.json'), 'utf8')).toBe(readFileSync(join(dir, 'whole.json'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--resume never overwrites what is not its shard: another study, another shard, a damaged file, no --json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tortuga-resume-'));
    try {
      const file = join(dir, 'part.json');
      expect(run([...study, '--shard', '1/4', '--json', file]).status).toBe(0);
      const kept = readFileSync(file, 'utf8');
      const refused = [
        [
          run([...study.map((a) => (a === 'study' ? 'other' : a)), '--shard', '1/4', '--resume', '--json', file]).stderr,
          /part\.json: holds the games of another run/,
        ],
        [run([...study, '--shard', '2/4', '--resume', '--json', file]).stderr, /part\.json: holds other games of this run than shard 2\/4/],
        [run([...study, '--resume', '--json', file]).stderr, /part\.json: holds other games of this run than the whole run/],
        [run([...study, '--shard', '1/4', '--resume']).stderr, /--resume needs --json <file>/],
      ] as const;
      for (const [stderr, message] of refused) expect(stderr).toMatch(message);
      expect(readFileSync(file, 'utf8')).toBe(kept);
      writeFileSync(file, kept.slice(0, 200));
      expect(run([...study, '--shard', '1/4', '--resume', '--json', file]).stderr).toMatch(/part\.json: is not JSON/);
      expect(existsSync(file)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a ladder resumes by shard too, and its merge equals the unsharded ladder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tortuga-ladder-study-'));
    try {
      const args = ['ladder', '--game', 'dice', '--players', '2', '--games', '6', '--bots', 'random,easy,medium', '--seed', 'ls', '--workers', '1'];
      expect(run([...args, '--json', join(dir, 'whole.json')]).status).toBe(0);
      // A file from before schedules and duplicate ladders (neither in its spec) still resumes as the ladder it is.
      const old = JSON.parse(readFileSync(join(dir, 'whole.json'), 'utf8')) as { spec: Record<string, unknown> };
      delete old.spec['schedule'];
      delete old.spec['duplicate'];
      writeFileSync(join(dir, 'old.json'), JSON.stringify(old));
      expect(run([...args, '--resume', '--json', join(dir, 'old.json')]).stderr).toMatch(/old\.json already holds this ladder: nothing played/);
      expect(run([...args, '--shard', '1/2', '--json', join(dir, 'l1.json')]).status).toBe(0);
      const again = run([...args, '--shard', '1/2', '--resume', '--json', join(dir, 'l1.json')]);
      expect(again.stderr).toMatch(/already holds shard 1\/2: nothing played/);
      expect(again.stdout).toMatch(/\| rank \| bot \|/);
      expect(run([...args, '--shard', '2/2', '--resume', '--json', join(dir, 'l1.json')]).stderr).toMatch(/holds other games of this run than shard 2\/2/);
      expect(run([...args, '--shard', '2/2', '--resume', '--json', join(dir, 'l2.json')]).status).toBe(0);
      const lonely = run(['merge', join(dir, 'l1.json')]);
      expect(lonely.stderr).toMatch(/a shard is missing: shard 2\/2 \(games 3–5\)/);
      expect(run(['merge', join(dir, 'l2.json'), join(dir, 'l1.json'), '--json', join(dir, 'merged.json')]).status).toBe(0);
      expect(readFileSync(join(dir, 'merged.json'), 'utf8')).toBe(readFileSync(join(dir, 'whole.json'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('merge names what does not fit', () => {
  const spec: SimulationSpec = { game: 'dice', players: 2, bots: ['random'], seed: 'm', games: 40, rotate: false };
  const files = new Map<string, SimulationFile>();
  /** Shard `index` of `count` of a real run (40 random dice games), as a file named for it. */
  const part = async (index: number, count: number, of: SimulationSpec = spec): Promise<{ name: string; file: unknown }> => {
    const key = `${of.seed}:${index}/${count}`;
    if (!files.has(key)) files.set(key, await simulate(of, { workers: 1, shard: { index, count } }));
    return { name: `part-${index}.json`, file: JSON.parse(JSON.stringify(files.get(key))) as unknown };
  };

  it('the same shard twice, by both names', async () => {
    const twice = { ...(await part(2, 4)), name: 'part-2-again.json' };
    const all = await Promise.all([1, 2, 3, 4].map((k) => part(k, 4)));
    expect(() => mergeFiles([all[0]!, all[1]!, twice, all[2]!, all[3]!])).toThrow(
      /part-2-again\.json: holds shard 2\/4 \(games 10–19\) again \(so does part-2\.json\); merge each shard once/,
    );
  });

  it('shards of another study, by name', async () => {
    const [first, other] = [await part(1, 2), { ...(await part(2, 2, { ...spec, seed: 'n' })), name: 'other.json' }];
    expect(() => mergeFiles([first, other])).toThrow(/other\.json: comes from a different run than part-1\.json/);
  });

  it('every missing shard, by number; a file whose shard does not match its games is refused', async () => {
    const some = [await part(1, 5), await part(4, 5)];
    expect(() => mergeFiles(some)).toThrow(/3 shards are missing: shard 2\/5 \(games 8–15\), shard 3\/5 \(games 16–23\), shard 5\/5 \(games 32–39\)/);
    const wrong = await part(1, 4);
    (wrong.file as { shard: { index: number } }).shard.index = 2;
    expect(() => mergeFiles([wrong])).toThrow(/part-1\.json: its games are not those of shard 2\/4 of the run/);
  });
});
