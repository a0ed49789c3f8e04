/**
 * The simulations guide's cluster recipes, run as far as this machine allows: the Kubernetes
 * Indexed Job's and the AWS Batch job definition's container command, as written in
 * `examples/cluster/`, run by `sh -c` with the variables each system sets for every task (the
 * study made small: fewer games and tasks), then merged — byte-identical to one machine. The Slurm
 * batch script runs on a real Slurm cluster in CI (`scripts/slurm-check.sh`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const recipes = join(root, 'examples', 'cluster');
const cli = `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(join(root, 'src', 'cli', 'main.ts'))}`;

/** The recipe's command for this machine: the local command for `npx`, a small study, a temporary folder for /results. */
function local(command: string, results: string, tasks: number): string {
  expect(command).toContain('npx --yes tortuga-rules simulate');
  expect(command).toContain('--games 1000000');
  return command
    .replace('npx --yes tortuga-rules', cli)
    .replace('--games 1000000', `--games ${tasks * 5}`)
    .replaceAll('/results/', `${results}/`);
}

function sh(command: string, env: Record<string, string>): void {
  const result = spawnSync('sh', ['-c', command], { cwd: root, encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } });
  expect(result.status, result.stderr).toBe(0);
}

/** Runs every task, merges the parts and compares with the same study on one machine. */
function study(command: string, dir: string, env: (task: number) => Record<string, string>, tasks: number): void {
  for (const task of [2, 0, 3, 1].slice(0, tasks)) sh(command, env(task));
  const whole = command.replace(/--shard auto --resume\s+--json \S+/, `--json ${dir}/one.json`);
  sh(whole, {});
  const parts = Array.from({ length: tasks }, (_, task) => `${dir}/study-1-${task}.json`);
  sh(`${cli} merge ${parts.join(' ')} --json ${dir}/merged.json`, {});
  expect(readFileSync(`${dir}/merged.json`, 'utf8')).toBe(readFileSync(`${dir}/one.json`, 'utf8'));
}

describe('cluster recipes (examples/cluster)', () => {
  it('the Kubernetes Indexed Job: JOB_COMPLETION_INDEX and the manifest’s TORTUGA_SHARD_COUNT (= completions)', () => {
    const job = parse(readFileSync(join(recipes, 'kubernetes-indexed-job.yaml'), 'utf8')) as {
      spec: {
        completionMode: string;
        completions: number;
        template: { spec: { containers: { command: string[]; args: string[]; env: { name: string; value: string }[] }[] } };
      };
    };
    expect(job.spec.completionMode).toBe('Indexed');
    const container = job.spec.template.spec.containers[0]!;
    expect(container.command).toEqual(['sh', '-c']);
    const count = container.env.find((e) => e.name === 'TORTUGA_SHARD_COUNT')?.value;
    expect(count).toBe(String(job.spec.completions));
    const dir = mkdtempSync(join(tmpdir(), 'tortuga-k8s-'));
    try {
      study(local(container.args[0]!, dir, 4), dir, (task) => ({ JOB_COMPLETION_INDEX: String(task), TORTUGA_SHARD_COUNT: '4' }), 4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the AWS Batch job definition: AWS_BATCH_JOB_ARRAY_INDEX and AWS_BATCH_JOB_ARRAY_SIZE, a retried child keeps its index', () => {
    const definition = JSON.parse(readFileSync(join(recipes, 'aws-batch-job-definition.json'), 'utf8')) as {
      containerProperties: { command: string[] };
      retryStrategy: { attempts: number };
    };
    const [shell, flag, command] = definition.containerProperties.command;
    expect([shell, flag]).toEqual(['sh', '-c']);
    expect(definition.retryStrategy.attempts).toBeGreaterThan(1);
    const dir = mkdtempSync(join(tmpdir(), 'tortuga-batch-'));
    try {
      const env = (task: number) => ({ AWS_BATCH_JOB_ARRAY_INDEX: String(task), AWS_BATCH_JOB_ARRAY_SIZE: '4', AWS_BATCH_JOB_ATTEMPT: '1' });
      const small = local(command!, dir, 4);
      study(small, dir, env, 4);
      // A retry of child 2 (attempt 2) after it finished finds its part and plays nothing.
      const retry = spawnSync('sh', ['-c', small], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env(2), AWS_BATCH_JOB_ATTEMPT: '2' } });
      expect(retry.stderr).toMatch(/already holds shard 3\/4: nothing played \(--resume\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
