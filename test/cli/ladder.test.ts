import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bradleyTerry } from '../../src/cli/bradley-terry.js';
import { ladder, mergeLadders } from '../../src/cli/ladder.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'src', 'cli', 'main.ts');
const run = (args: readonly string[]) => spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: root, encoding: 'utf8', timeout: 240_000 });

describe('Bradley–Terry ratings', () => {
  it('on the Elo scale: 3 to 1 is about 190 points, centred on 1500, with intervals that narrow with games', () => {
    const few = bradleyTerry(['a', 'b'], [{ a: 'a', b: 'b', winsA: 30, winsB: 10, draws: 0 }]);
    const many = bradleyTerry(['a', 'b'], [{ a: 'a', b: 'b', winsA: 3000, winsB: 1000, draws: 0 }]);
    expect(many[0]!.rating - many[1]!.rating).toBeCloseTo(400 * Math.log10(3), 0);
    expect((many[0]!.rating + many[1]!.rating) / 2).toBeCloseTo(1500, 6);
    expect(few[0]!.rating - few[1]!.rating).toBeLessThan(400 * Math.log10(3)); // the prior's pull with few games
    for (const r of [...few, ...many]) {
      expect(r.low).toBeLessThan(r.rating);
      expect(r.high).toBeGreaterThan(r.rating);
    }
    expect(many[0]!.high - many[0]!.low).toBeLessThan((few[0]!.high - few[0]!.low) / 5);
    // Draws count half to each; an unbeaten entrant stays finite.
    const even = bradleyTerry(['a', 'b'], [{ a: 'a', b: 'b', winsA: 0, winsB: 0, draws: 10 }]);
    expect(even[0]!.rating).toBeCloseTo(1500, 6);
    expect(Number.isFinite(bradleyTerry(['a', 'b'], [{ a: 'a', b: 'b', winsA: 10, winsB: 0, draws: 0 }])[0]!.rating)).toBe(true);
  });
});

describe('tortuga-rules ladder', () => {
  const spec = { game: 'dice' as const, players: 3, entrants: ['random', 'heuristic', 'easy'], games: 12, seed: 'ladder-test' };

  it('rates every pairing; the same spec gives the same ladder, and shards merge into it', async () => {
    const whole = await ladder(spec, { workers: 1 });
    expect(whole.pairings.map((p) => p.spec.bots)).toEqual([
      ['random', 'heuristic'],
      ['random', 'easy'],
      ['heuristic', 'easy'],
    ]);
    for (const pairing of whole.pairings) {
      const h = Object.values(pairing.totals.headToHead);
      expect(h).toHaveLength(1);
      expect(h[0]!.wins[0] + h[0]!.wins[1] + h[0]!.draws).toBe(12);
      // Three seats, two bots: they take the extra seat in turn, so each sits 18 times in 12 games, every seat 6 times.
      const [a, b] = pairing.spec.bots as [string, string];
      expect(pairing.spec.alternate).toBe(true);
      expect(pairing.totals.botWins[a]!.seats).toBe(18);
      expect(pairing.totals.botWins[b]!.seats).toBe(18);
    }
    expect(whole.ratings[whole.ratings.length - 1]!.name).toBe('random');
    expect(await ladder(spec, { workers: 2 })).toEqual(whole);
    const parts = await Promise.all([1, 2].map((index) => ladder(spec, { workers: 1, shard: { index, count: 2 } })));
    expect(mergeLadders(parts.map((file, i) => ({ name: `part-${i}`, file })))).toEqual(whole);
    expect(() => mergeLadders([{ name: 'half', file: parts[0] }])).toThrow(/a shard is missing: shard 2\/2/);
  });

  it('the adjacent schedule plays each entrant against the next only, the same games as in the round robin', async () => {
    const chain = await ladder({ ...spec, schedule: 'adjacent' }, { workers: 1 });
    expect(chain.pairings.map((p) => p.spec.bots)).toEqual([
      ['random', 'heuristic'],
      ['heuristic', 'easy'],
    ]);
    const whole = await ladder(spec, { workers: 1 });
    expect(chain.pairings).toEqual([whole.pairings[0], whole.pairings[2]]);
    expect(chain.ratings.map((r) => r.name).sort()).toEqual(['easy', 'heuristic', 'random']);
    const parts = await Promise.all([1, 2].map((index) => ladder({ ...spec, schedule: 'adjacent' }, { workers: 1, shard: { index, count: 2 } })));
    expect(mergeLadders(parts.map((file, i) => ({ name: `part-${i}`, file })))).toEqual(chain);
    expect(() =>
      mergeLadders([
        { name: 'all', file: whole },
        { name: 'chain', file: chain },
      ]),
    ).toThrow(/different ladder/);
    expect(() => mergeLadders([{ name: 'odd.json', file: { ...chain, spec: { ...chain.spec, schedule: 'swiss' } } }])).toThrow(
      /odd\.json: unknown ladder schedule "swiss"/,
    );
    await expect(ladder({ ...spec, schedule: 'swiss' as 'all' }, { workers: 1 })).rejects.toThrow(/Unknown ladder schedule "swiss"/);
    const even = await ladder({ ...spec, players: 2, games: 4, schedule: 'adjacent' }, { workers: 1 });
    expect(even.pairings.every((p) => p.spec.alternate === undefined)).toBe(true);
  });

  it('the command prints the table, writes JSON and Markdown, and merges shards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ladder-'));
    const args = ['ladder', '--game', 'dice', '--players', '2', '--games', '4', '--bots', 'random,medium', '--workers', '1', '--seed', 'cli-ladder'];
    const whole = run([...args, '--json', join(dir, 'whole.json'), '--markdown', join(dir, 'whole.md')]);
    expect(whole.status, whole.stderr).toBe(0);
    expect(whole.stdout).toMatch(/\| rank \| bot \| rating \| 95% interval \| score \| games \|/);
    expect(readFileSync(join(dir, 'whole.md'), 'utf8')).toBe(`${whole.stdout.trimEnd()}\n`);
    for (const i of [1, 2]) expect(run([...args, '--shard', `${i}/2`, '--json', join(dir, `part-${i}.json`)]).status).toBe(0);
    const merged = run(['merge', join(dir, 'part-1.json'), join(dir, 'part-2.json'), '--json', join(dir, 'merged.json')]);
    expect(merged.status, merged.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8'))).toEqual(JSON.parse(readFileSync(join(dir, 'whole.json'), 'utf8')));
    const bad = run(['ladder', '--game', 'dice', '--players', '2', '--bots', 'random,wizard', '--games', '2']);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/Unknown bot "wizard"/);
    const badSchedule = run(['ladder', '--game', 'dice', '--players', '2', '--schedule', 'swiss', '--games', '2']);
    expect(badSchedule.status).not.toBe(0);
    expect(badSchedule.stderr).toMatch(/unknown schedule "swiss"/);
  });
});
