import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bradleyTerry } from '../../src/cli/bradley-terry.js';
import { ladder, mergeLadders, renderLadder } from '../../src/cli/ladder.js';
import { pairingScore } from '../../src/cli/pairing-score.js';
import { checkSimulationFile } from '../../src/cli/results.js';
import { simulate } from '../../src/cli/simulate.js';
import { botFor } from '../../src/cli/simulation.js';
import { tempDir } from '../support/temp-dir.js';

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

  it("takes its intervals from the results' own spread: draws narrow them, where half a win and half a loss would not", () => {
    // hard against expert at 3 players, 300 mirrored pairs: 44 - 77 - 179 even (bench/ladder/1667-3p-hard-expert-duplicate.md).
    const [hard, expert] = bradleyTerry(['hard', 'expert'], [{ a: 'hard', b: 'expert', winsA: 44, winsB: 77, draws: 179 }]);
    const split = bradleyTerry(['hard', 'expert'], [{ a: 'hard', b: 'expert', winsA: 44 + 89.5, winsB: 77 + 89.5, draws: 0 }]);
    expect(hard!.rating).toBeCloseTo(split[0]!.rating, 6); // the same fit: a draw counts half to each
    expect(hard!.high).toBeLessThan(expert!.low); // told apart, as the pairs' score is (44.5% [41.0–48.1])
    expect(split[0]!.high).toBeGreaterThan(split[1]!.low); // counted as halves, they would not be
    expect(hard!.high - hard!.low).toBeLessThan(0.7 * (split[0]!.high - split[0]!.low));
    // Without draws the spread is what the model expects: the intervals are the usual ones (within the added games).
    const decisive = bradleyTerry(['a', 'b'], [{ a: 'a', b: 'b', winsA: 3000, winsB: 1000, draws: 0 }])[0]!;
    const margin = (1.96 * (400 / Math.LN10) * Math.sqrt(1 / (4000 * 0.75 * 0.25))) / 2; // a centred rating carries half the difference
    expect((decisive.high - decisive.low) / 2).toBeCloseTo(margin, 0);
    // All draws still leave an interval of some width.
    const even = bradleyTerry(['a', 'b'], [{ a: 'a', b: 'b', winsA: 0, winsB: 0, draws: 10 }])[0]!;
    expect(even.high - even.low).toBeGreaterThan(50);
  });
});

describe("a pairing's score with its 95% interval", () => {
  it("comes from the matches' own spread: even matches narrow it, where counting them half won and half lost would not", () => {
    // hard against expert at 3 players, 300 mirrored pairs (bench/ladder/1667-3p-hard-expert-duplicate.md).
    const paired = pairingScore(44, 77, 179);
    expect(paired.score).toBeCloseTo(0.445, 6);
    expect(paired.high).toBeLessThan(0.5); // the second is stronger
    const halves = pairingScore(44 + 89, 77 + 90, 0); // the same points as decided matches
    expect(halves.high - halves.low).toBeGreaterThan(1.5 * (paired.high - paired.low));
    expect(pairingScore(53, 47, 0)).toMatchObject({ matches: 100 });
    expect(pairingScore(53, 47, 0).low).toBeLessThan(0.5); // 100 games of 53 – 47 tell nothing
    // No matches, or one kind of result only: an interval of some width, inside [0, 1].
    expect(pairingScore(0, 0, 0)).toMatchObject({ matches: 0, score: 0.5 });
    const sweep = pairingScore(20, 0, 0);
    expect(sweep.score).toBe(1);
    expect(sweep.low).toBeGreaterThan(0.5);
    expect(sweep.high).toBeLessThanOrEqual(1);
    expect(pairingScore(0, 0, 30).low).toBeLessThan(0.5);
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

  it('a duplicate ladder plays each deal twice with the seats swapped and rates the mirrored pairs', async () => {
    const duplicate = { ...spec, entrants: ['random', 'heuristic'], games: 12, duplicate: true };
    const whole = await ladder(duplicate, { workers: 1 });
    const [pairing] = whole.pairings;
    expect(pairing!.spec).toMatchObject({ duplicate: true });
    expect(pairing!.spec.alternate).toBeUndefined();
    // Game 2k + 1 seats the bots of game 2k swapped; over a pair each bot has every seat of the deal once.
    for (let k = 0; k < 6; k++) {
      for (let seat = 0; seat < 3; seat++) {
        const first = botFor(pairing!.spec, seat, 2 * k);
        expect(botFor(pairing!.spec, seat, 2 * k + 1)).toBe(first === 'random' ? 'heuristic' : 'random');
      }
    }
    expect(pairing!.totals.botWins['random']!.seats).toBe(18);
    expect(pairing!.totals.botWins['heuristic']!.seats).toBe(18);
    const pairs = pairing!.totals.pairs!['heuristic|random']!;
    expect(pairs.wins[0] + pairs.wins[1] + pairs.draws).toBe(6);
    expect(pairs.wins[0]).toBeGreaterThan(pairs.wins[1]); // the heuristic beats random
    expect(whole.ratings[0]!.games).toBe(6); // rated by pairs
    expect(renderLadder(whole)).toMatch(
      /in 6 mirrored pairs rated as matches[\s\S]*\| random – heuristic \| \d+ \| \d+ \| \d+ \| \d+ \| \d+ \| \d+ \| [\d.]+% \[[\d.]+%–[\d.]+%\]: (heuristic is stronger|not told apart) \|/,
    );
    // The same on two workers, and from three shards of whole pairs.
    expect(await ladder(duplicate, { workers: 2 })).toEqual(whole);
    const parts = await Promise.all([1, 2, 3].map((index) => ladder({ ...duplicate, games: 12 }, { workers: 1, shard: { index, count: 3 } })));
    expect(parts.map((p) => p.pairings[0]!.ranges)).toEqual([[[0, 4]], [[4, 8]], [[8, 12]]]);
    expect(mergeLadders(parts.map((file, i) => ({ name: `part-${i}`, file })))).toEqual(whole);
    await expect(ladder({ ...duplicate, games: 7 }, { workers: 1 })).rejects.toThrow(/games must be even, not 7/);
  });

  it("two bots that play alike share every mirrored pair: the deal and the bots' seeds are the same for both games", async () => {
    // medium is the heuristic bot: with the seats swapped on the same deal, each game is the other's mirror.
    const file = await simulate(
      { game: 'dice', players: 2, bots: ['heuristic', 'medium'], seed: 'mirror', games: 10, rotate: true, duplicate: true },
      { workers: 1 },
    );
    expect(file.totals.pairs).toEqual({ 'heuristic|medium': { wins: [0, 0], draws: 5 } });
    const games = file.totals.headToHead['heuristic|medium']!;
    expect(games.wins[0]).toBe(games.wins[1]); // each game's winner is the other bot in its mirror
    expect(games.wins[0]).toBeGreaterThan(0);
    // A shard that holds no pair still says so, and merges.
    const one = { game: 'dice' as const, players: 2, bots: ['random', 'medium'], seed: 'x', games: 2, duplicate: true };
    const empty = await simulate(one, { workers: 1, shard: { index: 1, count: 2 } });
    expect(empty.ranges).toEqual([[0, 0]]);
    expect(checkSimulationFile(JSON.parse(JSON.stringify(empty)), 'empty.json').totals.pairs).toEqual({ 'medium|random': { wins: [0, 0], draws: 0 } });
    const full = await simulate(one, { workers: 1, shard: { index: 2, count: 2 } });
    expect(full.totals.games).toBe(2);
    await expect(simulate({ game: 'dice', players: 3, bots: ['a', 'b', 'c'], seed: 'x', games: 2, duplicate: true })).rejects.toThrow(/name exactly two/);
    await expect(simulate({ game: 'dice', players: 3, bots: ['random', 'medium'], seed: 'x', games: 2, duplicate: true, alternate: true })).rejects.toThrow(
      /takes the place of alternate/,
    );
    await expect(simulate({ game: 'dice', players: 2, bots: ['random', 'medium'], seed: 'x', games: 3, duplicate: true })).rejects.toThrow(
      /must be even, not 3/,
    );
    // A file's pairs are checked against its games; a run that is not duplicate holds none.
    expect(() => checkSimulationFile({ ...file, totals: { ...file.totals, pairs: { 'heuristic|medium': { wins: [0, 0], draws: 4 } } } }, 'f.json')).toThrow(
      /f\.json: its "pairs" do not count its 5 mirrored pairs of heuristic\|medium/,
    );
    expect(() =>
      checkSimulationFile(
        {
          ...file,
          ranges: [
            [0, 3],
            [3, 10],
          ],
        },
        'g.json',
      ),
    ).toThrow(/split a mirrored pair/);
    const { duplicate: _ignored, ...plain } = file.spec;
    expect(() => checkSimulationFile({ ...file, spec: plain }, 'h.json')).toThrow(/h\.json: its totals hold "pairs", but the run is not a duplicate run/);
  });

  it('the command prints the table, writes JSON and Markdown, and merges shards', () => {
    const dir = tempDir('ladder-');
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
