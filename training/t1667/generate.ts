/**
 * Training data for the Tortuga 1667 network (issue 49), from games of the library's bots: at
 * every decision with more than one legal action, the deciding seat's information-state tensor
 * (`tortuga-rules/rl`, every entry in 0–1, stored as a byte), its legal action ids (a bit mask),
 * the id the bot chose, and which team won the game in the end (the value's target). Seeded:
 * the same arguments write the same files.
 *
 *   node --import tsx training/t1667/generate.ts --players 5 --games 2000 --seed gen-1 --bots medium --out training/data/5p-medium
 *
 * Writes `<out>.json` (the sizes and what made them) and `<out>.x` (n × inputs bytes), `<out>.legal`
 * (n × ⌈actions / 8⌉ bytes), `<out>.chosen` (n little-endian uint16), `<out>.won` (n × 3 bytes: the
 * British, the French, the Dutch player won). The data stays out of the package (`training/data/` is ignored).
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { botFor, nextInt, seedRng, tortuga1667, type BotLevel } from '../../src/index.js';
import { encoding } from '../../src/rl/index.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '5' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: 'gen' },
    bots: { type: 'string', default: 'medium' },
    out: { type: 'string' },
  },
  strict: true,
});
if (values.out === undefined) throw new Error('--out <path> is where the files go.');
const players = Number(values.players);
const games = Number(values.games);
const level = values.bots as BotLevel;
const enc = encoding(tortuga1667, { players } as never);
const [inputs] = enc.informationStateShape;
const actions = enc.numDistinctActions;
const maskBytes = Math.ceil(actions / 8);
const TEAMS = ['british', 'french', 'dutch'] as const;

const files = {
  x: openSync(`${values.out}.x`, 'w'),
  legal: openSync(`${values.out}.legal`, 'w'),
  chosen: openSync(`${values.out}.chosen`, 'w'),
  won: openSync(`${values.out}.won`, 'w'),
};
let samples = 0;
const tensor = new Float32Array(inputs);
for (let g = 0; g < games; g++) {
  const seed = `${values.seed}/${g}`;
  const bots = Array.from({ length: players }, () => botFor(tortuga1667, level));
  const rng = seedRng(`${seed}/bots`);
  let state = tortuga1667.setup({ players, seed });
  const rows: { x: Uint8Array; legal: Uint8Array; chosen: number }[] = [];
  while (tortuga1667.outcome(state) === null) {
    const seats = tortuga1667.toAct(state);
    const seat = seats[nextInt(rng, seats.length)]!;
    const view = tortuga1667.viewFor(state, seat);
    const action = bots[seat]!.choose(view as never, rng);
    const legal = enc.legalActionIds(state, seat);
    if (legal.length > 1) {
      enc.informationStateTensor(view, tensor);
      const mask = new Uint8Array(maskBytes);
      for (const id of legal) mask[id >> 3]! |= 1 << (id & 7);
      rows.push({ x: Uint8Array.from(tensor, (v) => Math.round(v * 255)), legal: mask, chosen: enc.actionIndex(action) });
    }
    state = tortuga1667.apply(state, action);
  }
  const winner = tortuga1667.outcome(state)!.winner;
  const won = Uint8Array.from(TEAMS, (team) => (team === winner ? 1 : 0));
  for (const r of rows) {
    writeSync(files.x, r.x);
    writeSync(files.legal, r.legal);
    writeSync(files.chosen, new Uint8Array(Uint16Array.of(r.chosen).buffer));
    writeSync(files.won, won);
  }
  samples += rows.length;
}
for (const fd of Object.values(files)) closeSync(fd);
writeFileSync(
  `${values.out}.json`,
  `${JSON.stringify({ game: 'tortuga-1667', players, games, seed: values.seed, bots: level, samples, inputs, actions, teams: TEAMS }, null, 2)}\n`,
);
console.log(`${samples} decisions from ${games} games (${players} players, ${level} bots): ${values.out}.*`);
