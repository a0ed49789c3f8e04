/**
 * The learned generations on the ladder (issue 49, `training/t1667/generations-ladder.ts`): a
 * pairing is the ladder's own duplicate run (its spec as `tortuga-rules ladder --duplicate` plays it),
 * a pairing of levels gives the committed `bench/ladder` file's totals, a learned entrant plays
 * from its policy's file, one that learned nothing is the medium bot game
 * for game (every mirrored pair even), a value's file is `hard`'s search judged by it (the
 * shipped value's file plays as `hard`), shards merge into the whole, and a damaged file, a bad or
 * stray entrant and an entrant in no pairing are refused by name. The committed generations tables
 * (`bench/ladder/1667-<n>p-generations.md` at 3, 4, 5, 7 and 9 players) are what `rate` gives over
 * their committed pairings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DenseLayer, PolicyValueNetwork } from '../../src/bots/network/dense-network.js';
import { writeNetwork } from '../../src/bots/network/network-file.js';
import { T1667_VALUE_WEIGHTS } from '../../src/bots/network/t1667-value-weights.js';
import { fullLadderSpec, pairingRuns, type LadderFile } from '../../src/cli/ladder.js';
import { playRange } from '../../src/cli/simulation.js';
import { tortuga1667 } from '../../src/index.js';
import { encoding } from '../../src/rl/index.js';
import { ANCHORED_FORMAT } from '../../training/t1667/anchored-policy.js';
import { learnedEntrants, playPairing, rateGenerations } from '../../training/t1667/generations-ladder.js';

const PLAYERS = 4;
const enc = encoding(tortuga1667, { players: PLAYERS } as never);

/** An anchored policy that learned nothing: every action scored alike, the heuristic's first favoured. */
function flatPolicy(): string {
  const [inputs] = enc.observationShape;
  const layer = (ins: number, outs: number): DenseLayer => ({
    inputs: ins,
    outputs: outs,
    weights: new Int8Array(ins * outs).fill(1),
    scales: new Float32Array(outs).fill(0.001),
    bias: new Float32Array(outs).fill(1),
  });
  const network: PolicyValueNetwork = { inputs: inputs!, trunk: [layer(inputs!, 8)], policy: layer(8, enc.numDistinctActions), value: layer(8, 3) };
  const file = {
    format: ANCHORED_FORMAT,
    candidates: 4,
    scale: 10,
    rankBias: [0, -1, -1, -1],
    input: 'observation',
    only: 'attack',
    network: writeNetwork(network, 'flat'),
  };
  return JSON.stringify(file);
}

describe('the learned generations on the ladder (issue 49)', () => {
  it('plays a pairing of levels as the ladder plays it: the same run, the same games', () => {
    const file = playPairing({ players: PLAYERS, games: 8, seed: 'gl', pairing: ['easy', 'medium'], learned: new Map() });
    const run = pairingRuns(fullLadderSpec({ game: '1667', players: PLAYERS, entrants: ['easy', 'medium'], games: 8, seed: 'gl', duplicate: true }))[0]!;
    expect(file.spec).toEqual(run);
    expect(file.spec.seed).toBe('gl/easy~medium');
    expect(file.totals.pairs).toEqual(playRange(run, 0, 8).pairs);
  });

  it('gives the committed ladder’s easy – medium pairing at 4 players game for game (bench/ladder/1667-4p-duplicate.json)', () => {
    const committed = (JSON.parse(readFileSync('bench/ladder/1667-4p-duplicate.json', 'utf8')) as LadderFile).pairings.find(
      (p) => p.spec.bots.join() === 'easy,medium',
    )!;
    const file = playPairing({ players: PLAYERS, games: committed.spec.games, seed: 'ladder', pairing: ['easy', 'medium'], learned: new Map() });
    expect(file.spec).toEqual(committed.spec);
    expect(file.totals).toEqual(committed.totals);
  });

  it('a value file (train-value.py’s format) is hard’s search judged by it: the shipped value’s file plays as hard game for game', () => {
    const shipped = JSON.stringify(T1667_VALUE_WEIGHTS[3]);
    const request = { players: 3, games: 2, seed: 'gv', pairing: ['medium', 'hard'] as const };
    const asLevel = playPairing({ ...request, learned: new Map() });
    const asFile = playPairing({ ...request, learned: new Map([['hard', shipped]]) });
    expect(asFile.totals).toEqual(asLevel.totals); // each game's winners, decisions and turns among them
  });

  it('a learned entrant that learned nothing plays as medium: every mirrored pair even', () => {
    const learned = new Map([['flat', flatPolicy()]]);
    const file = playPairing({ players: PLAYERS, games: 12, seed: 'gl', pairing: ['medium', 'flat'], learned });
    expect(file.totals.pairs).toEqual({ 'flat|medium': { wins: [0, 0], draws: 6 } });
    expect(file.totals.botWins.flat!.seats).toBe(24);
  });

  it('merges the shards of a pairing into the whole and rates it', () => {
    const request = { players: PLAYERS, games: 8, seed: 'gl', pairing: ['easy', 'medium'] as const, learned: new Map<string, string>() };
    const whole = playPairing(request);
    const parts = [1, 2].map((index) => ({ name: `part ${index}`, file: playPairing({ ...request, shard: { index, count: 2 } }) }));
    expect(rateGenerations(['easy', 'medium'], parts)).toBe(rateGenerations(['easy', 'medium'], [{ name: 'whole', file: whole }]));
    expect(() => rateGenerations(['easy', 'medium'], [...parts, { name: 'whole', file: whole }])).toThrow(/also in/);
    expect(() => rateGenerations(['easy', 'medium', 'hard'], parts)).toThrow(/No file holds a pairing of hard/);
  });

  it('refuses a damaged policy file, an unknown bot and a bad entrant name before any game', () => {
    const bad = JSON.stringify({ ...(JSON.parse(flatPolicy()) as object), extra: 1 });
    expect(() => playPairing({ players: PLAYERS, games: 2, seed: 'gl', pairing: ['medium', 'flat'], learned: new Map([['flat', bad]]) })).toThrow(
      /unknown key "extra"/,
    );
    expect(() => playPairing({ players: PLAYERS, games: 2, seed: 'gl', pairing: ['medium', 'nobody'], learned: new Map() })).toThrow(/Unknown bot "nobody"/);
    expect(() => playPairing({ players: PLAYERS, games: 2, seed: 'gl', pairing: ['medium', 'easy'], learned: new Map([['flat', flatPolicy()]]) })).toThrow(
      /"flat" is not in the pairing medium~easy/,
    );
    expect(() => learnedEntrants(['Bad Name=x.json'])).toThrow(/name=file/);
    expect(learnedEntrants(['gen0=a.json'])).toEqual(new Map([['gen0', 'a.json']]));
  });

  /** The committed generations tables: entrants in the order rated, and the levels' own ladder files beside the folder's pairings. */
  const committed: readonly { players: number; entrants: string; levels: readonly string[] }[] = [
    {
      players: 3,
      entrants: 'easy,gen0,medium,attack,search:100,search:120,hard,hard-sp,hard-both,expert',
      levels: ['1667-3p-duplicate', '1667-3p-hard-expert-duplicate'],
    },
    { players: 4, entrants: 'easy,gen0,medium,attack,hd,search:120,hard,expert', levels: ['1667-4p-duplicate', '1667-4p-hard-expert-duplicate'] },
    { players: 5, entrants: 'easy,gen0,medium,attack,search:120,hard,expert', levels: ['1667-5p-duplicate', '1667-5p-hard-expert-duplicate'] },
    { players: 7, entrants: 'easy,gen0,medium,attack,hard,expert', levels: ['1667-7p-duplicate', '1667-7p-hard-expert-duplicate'] },
    { players: 9, entrants: 'easy,gen0,medium,attack,hard,expert', levels: ['1667-9p-medium-hard-duplicate', '1667-9p-hard-expert-duplicate'] },
  ];
  it.each(committed)('the committed generations table at $players players is what rate gives over its files', ({ players, entrants, levels }) => {
    const folder = `bench/ladder/1667-${players}p-generations`;
    const paths = [...levels.map((name) => `bench/ladder/${name}.json`), ...readdirSync(folder).map((name) => `${folder}/${name}`)];
    const files = paths.map((name) => ({ name, file: JSON.parse(readFileSync(name, 'utf8')) as unknown }));
    expect(rateGenerations(entrants.split(','), files).trim()).toBe(readFileSync(`${folder}.md`, 'utf8').trim());
  });
});
