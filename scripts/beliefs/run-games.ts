/**
 * `npm run beliefs:games [-- <set> <games>]`: plays a set's games (default: 420 training and 420
 * evaluation games) in one process a core, each a range of game numbers (`games.ts`).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const sets = process.argv[2] !== undefined ? [process.argv[2]] : ['train', 'eval'];
const games = Number(process.argv[3] ?? 420);
const cores = availableParallelism();
const run = (set: string, from: number, to: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, join(import.meta.dirname, 'games.ts'), set, String(from), String(to)], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`games.ts ${set} ${from} ${to} failed (${code})`))));
  });
for (const set of sets) {
  const size = Math.ceil(games / cores);
  await Promise.all(Array.from({ length: cores }, (_, i) => run(set, i * size, Math.min(games, (i + 1) * size))));
}
