import { describe, expect, it } from 'vitest';
import type { BaseAction, BaseConfig, PlayerId } from '../../src/core/engine/game.js';
import { nextInt, seedRng, type RngState } from '../../src/core/engine/rng.js';
import { tortugaDice } from '../../src/dice/game.js';
import { encoding, type Encoding } from '../../src/rl/encoding.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import type { ConformanceSubject } from '../support/conformance.js';
import { diceSubject } from '../support/dice-invariants.js';
import { t1667Subject } from '../support/t1667-invariants.js';

type AnyEncoding = Encoding<unknown, BaseAction, unknown>;
type AnySubject = ConformanceSubject<BaseConfig, unknown, BaseAction, unknown, unknown>;

/** The configurations: every player count, and the options that change the actions or the table. */
const CONFIGS: readonly { readonly subject: AnySubject; readonly config: BaseConfig & Record<string, unknown> }[] = [
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((players) => ({ subject: t1667Subject as unknown as AnySubject, config: { players, seed: `rl-${players}` } })),
  ...[
    { stars: 8 },
    { chaos: true },
    { intrigue: true },
    { rules: 'early' },
    { rules: 'early', intrigue: true },
    { timer: true },
    { openLoyalties: 'pair' },
    { shorter: 6 },
  ].map((options, i) => ({ subject: t1667Subject as unknown as AnySubject, config: { players: 3 + (i % 7), seed: `rl-option-${i}`, ...options } })),
  ...[2, 3, 4].map((players) => ({ subject: diceSubject as unknown as AnySubject, config: { players, seed: `rl-dice-${players}` } })),
  { subject: diceSubject as unknown as AnySubject, config: { players: 3, seed: 'rl-dice-long', long: true } },
];

const sortKeys = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

function encodingOf(subject: AnySubject, config: BaseConfig): AnyEncoding {
  return encoding(subject.game as never, config as never) as unknown as AnyEncoding;
}

/** Random games to their end (or a bound), calling `visit` at every decision. */
function walk(subject: AnySubject, config: BaseConfig, games: number, visit: (state: unknown, rng: RngState) => void): void {
  const game = subject.game;
  const rng = seedRng(`walk/${config.seed}`);
  for (let g = 0; g < games; g++) {
    let state = game.setup({ ...config, seed: `${config.seed}/${g}` });
    for (let step = 0; game.outcome(state) === null && step < 3000; step++) {
      visit(state, rng);
      const seats = game.toAct(state);
      const seat = seats[nextInt(rng, seats.length)]!;
      const actions = game.legalActions(state, seat);
      state = game.apply(state, actions[nextInt(rng, actions.length)]!);
    }
    visit(state, rng);
  }
}

describe('tortuga-rules/rl: fixed action ids (OpenSpiel) agree with legalActions exactly', () => {
  for (const { subject, config } of CONFIGS) {
    const name = `${subject.game.name} ${JSON.stringify({ ...config, seed: undefined })}`;
    it(`${name}: every id decodes to an action whose id it is (a bijection)`, () => {
      const enc = encodingOf(subject, config);
      const space = (enc as unknown as { actionBlocks: readonly { offset: number; size: number }[] }).actionBlocks;
      expect(space.reduce((sum, block) => sum + block.size, 0)).toBe(enc.numDistinctActions);
      for (let id = 0; id < enc.numDistinctActions; id++) expect(enc.actionIndex(enc.actionOf(1, id))).toBe(id);
      expect(() => enc.actionOf(0, enc.numDistinctActions)).toThrow(RangeError);
      // Every legal action met in play has an id; ids of distinct actions differ; the id is the state's business not at all.
      const seen = new Map<number, string>();
      walk(subject, config, 2, (state) => {
        for (let seat = 0; seat < config.players; seat++) {
          const legal = subject.game.legalActions(state, seat);
          const ids = legal.map((action) => enc.actionIndex(action));
          expect(new Set(ids).size).toBe(legal.length);
          legal.forEach((action, i) => {
            const { player: _player, ...rest } = action as BaseAction & Record<string, unknown>;
            const key = sortKeys(rest);
            const before = seen.get(ids[i]!);
            if (before !== undefined) expect(before, `id ${ids[i]} means one action only`).toBe(key);
            seen.set(ids[i]!, key);
            expect(ids[i]).toBeGreaterThanOrEqual(0);
            expect(ids[i]).toBeLessThan(enc.numDistinctActions);
            // Decoding the id gives the legal action itself, keys in the same order (the vector environment plays decoded actions).
            expect(JSON.stringify(enc.actionOf(seat, ids[i]!))).toBe(JSON.stringify(action));
          });
        }
      });
      expect(seen.size).toBeGreaterThan(5);
    });

    it(`${name}: masks and actionAt agree with legalActions at every decision, for every seat`, () => {
      const enc = encodingOf(subject, config);
      const mask = new Uint8Array(enc.numDistinctActions);
      let decisions = 0;
      walk(subject, config, 3, (state, rng) => {
        decisions++;
        for (let seat: PlayerId = 0; seat < config.players; seat++) {
          const legal = subject.game.legalActions(state, seat);
          enc.legalMask(state, seat, mask);
          const ids = enc.legalActionIds(state, seat);
          expect(mask.reduce((sum, bit) => sum + bit, 0)).toBe(legal.length);
          for (const id of ids) expect(mask[id]).toBe(1);
          expect(ids.map((id) => sortKeys(enc.actionAt(state, seat, id)))).toEqual(
            [...legal].sort((a, b) => enc.actionIndex(a) - enc.actionIndex(b)).map(sortKeys),
          );
          // An id that is not legal now gives nothing.
          const other = nextInt(rng, enc.numDistinctActions);
          if (mask[other] === 0) expect(enc.actionAt(state, seat, other)).toBeUndefined();
        }
      });
      expect(decisions).toBeGreaterThan(20);
    });
  }

  it('an action of another game, or a field out of range, has no id', () => {
    const enc = encoding(tortuga1667, { players: 4 });
    expect(() => enc.actionIndex({ type: 'keep', player: 0, dice: [] } as never)).toThrow(RangeError);
    expect(() => enc.actionIndex({ type: 'maroon', player: 0, target: 4 } as never)).toThrow(RangeError);
    expect(() => enc.actionIndex({ type: 'peek', player: 0, slots: [3, 1] } as never)).toThrow(RangeError);
    expect(() => encoding(tortugaDice, { players: 5 })).toThrow(RangeError);
  });
});

describe('tortuga-rules/rl: tensors, from a seat view only', () => {
  for (const { subject, config } of CONFIGS.filter((_, i) => i % 2 === 0)) {
    const name = `${subject.game.name} ${JSON.stringify({ ...config, seed: undefined })}`;
    // The information rules the observation keeps, read from the state (observed.ts) as from the view.
    const rules = subject.game.name === 'tortuga-dice' ? 'TD-INFO-1, TD-INFO-2, TD-INFO-4' : 'T67-INFO-1, T67-INFO-2, T67-INFO-3';
    it(`${rules}: ${name}: sizes and ranges as documented; both tensors written from the state as from the view; the same when everything the seat may not know is re-dealt`, () => {
      const enc = encodingOf(subject, config);
      for (const [layout, shape] of [
        [enc.observationLayout, enc.observationShape],
        [enc.informationStateLayout, enc.informationStateShape],
      ] as const) {
        expect(layout.reduce((sum, slice) => sum + slice.size, 0)).toBe(shape[0]);
        layout.forEach((slice, i) => expect(slice.offset).toBe(i === 0 ? 0 : layout[i - 1]!.offset + layout[i - 1]!.size));
      }
      let compared = 0;
      walk(subject, config, 1, (state, rng) => {
        for (let seat = 0; seat < config.players; seat++) {
          const view = subject.game.viewFor(state, seat);
          const obs = enc.observationTensor(view);
          const info = enc.informationStateTensor(view);
          for (const value of [...obs, ...info]) expect(value >= 0 && value <= 1).toBe(true);
          expect([...info.slice(0, obs.length)]).toEqual([...obs]);
          // The observation reads no log (the vector environment builds views without it).
          const bare = subject.game.viewFor(state, seat, { logAfter: (state as { decisions: number }).decisions });
          expect([...enc.observationTensor(bare)]).toEqual([...obs]);
          // Written from the state, without the view: the same numbers.
          expect([...enc.observationTensorOf(state, seat)]).toEqual([...obs]);
          expect([...enc.informationStateTensorOf(state, seat)]).toEqual([...info]);
          if (rng.c % 3 !== 0) continue;
          const other = subject.perturb(state, seat, rng);
          const otherView = subject.game.viewFor(other, seat);
          expect([...enc.observationTensor(otherView)]).toEqual([...obs]);
          expect([...enc.observationTensorOf(other, seat)]).toEqual([...obs]);
          expect([...enc.informationStateTensor(otherView)]).toEqual([...info]);
          expect([...enc.informationStateTensorOf(other, seat)]).toEqual([...info]);
          compared++;
        }
      });
      expect(compared).toBeGreaterThan(10);
      // A seat the table does not have is refused by name, not read past the seats.
      const first = subject.game.setup(config);
      for (const bad of [-1, config.players, 0.5, Number.NaN]) {
        expect(() => enc.observationTensorOf(first, bad)).toThrow(/observationTensorOf takes a seat/);
        expect(() => enc.informationStateTensorOf(first, bad)).toThrow(/informationStateTensorOf takes a seat/);
      }
    });
  }

  it('returns: the winners 1 and the others −1 (1667), first place 1 (dice); zeros while the game runs', () => {
    for (const { subject, config } of [CONFIGS[3]!, CONFIGS[CONFIGS.length - 2]!]) {
      const enc = encodingOf(subject, config);
      walk(subject, config, 3, (state) => {
        const outcome = subject.game.outcome(state) as { winners: number[]; winner?: string } | null;
        const returns = enc.returns(state);
        expect(returns).toHaveLength(config.players);
        if (outcome === null) expect(returns.every((r) => r === 0)).toBe(true);
        else if (subject.game.name === 'tortuga-dice') expect(returns).toEqual(returns.map((_, seat) => (outcome.winners.includes(seat) ? 1 : 0)));
        else expect(returns).toEqual(returns.map((_, seat) => (outcome.winner === 'draw' ? 0 : outcome.winners.includes(seat) ? 1 : -1)));
      });
    }
  });
});
