import fc from 'fast-check';
import alea from 'seedrandom/lib/alea.js';
import { describe, expect, it, vi } from 'vitest';
import { randomSeed } from '../../src/core/engine/random-seed.js';
import { appendChunked, CHUNK_SIZE, chunkedFrom, chunkedLength, flattenChunked, visibleEntries } from '../../src/core/engine/chunked-list.js';
import { deepEqual } from '../../src/core/engine/deep-equal.js';
import { sayer } from '../../src/core/words/say.js';
import { isRuleViolation, RuleViolation } from '../../src/core/engine/rule-violation.js';
import { nextFloat, nextInt, seedRng, shuffleInPlace } from '../../src/core/engine/rng.js';
import { applyStep, cloneState, createSimulator, own, type RuleSteps } from '../../src/core/engine/runner.js';
import { freeze } from 'immer';
import { edit } from '../../src/core/engine/edit.js';
import { isMade, markMade } from '../../src/core/engine/engine-mark.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import { tortugaDice } from '../../src/dice/game.js';

describe('core: the seeded generator', () => {
  it('steps exactly like seedrandom’s alea, from the same seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const reference = alea(seed, { state: true });
        const rng = seedRng(seed);
        for (let i = 0; i < 50; i++) expect(nextFloat(rng)).toBe(reference());
        expect(rng).toEqual(reference.state());
      }),
    );
  });

  it('keeps its state as four plain numbers that survive JSON', () => {
    const rng = seedRng('json');
    nextFloat(rng);
    const copy = JSON.parse(JSON.stringify(rng)) as typeof rng;
    expect(nextFloat(copy)).toBe(nextFloat(rng));
    expect(Object.keys(rng).sort()).toEqual(['c', 's0', 's1', 's2']);
  });

  it('draws whole numbers in range and shuffles to a permutation', () => {
    const rng = seedRng('ints');
    for (let i = 0; i < 1000; i++) {
      const n = nextInt(rng, 7);
      expect(n >= 0 && n < 7 && Number.isInteger(n)).toBe(true);
    }
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    shuffleInPlace(rng, items);
    expect([...items].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('core: helpers', () => {
  it('deepEqual compares own keys and values only', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1], { 0: 1, length: 1 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual(Object.create({ a: 1 }) as object, {})).toBe(true);
  });

  it('a template without placeholders is said as written, a sentence capitalized, whatever the parameters', () => {
    const say = sayer({ plain: 'keep at least one die.', upper: 'Already upper.', filled: '{n} dice' }, 'en', {});
    expect(say('plain', { ignored: 1 }).text).toBe('Keep at least one die.');
    expect(say('upper').text).toBe('Already upper.');
    expect(say('filled', { n: 3 }).text).toBe('3 dice');
    expect(sayer({ plain: 'keep' }, 'en', {}, false)('plain').text).toBe('keep');
  });

  it('the chunked list appends in chunks and flattens in order', () => {
    const list: number[][] = [];
    for (let i = 0; i < CHUNK_SIZE * 2 + 5; i++) appendChunked(list, i);
    expect(list).toHaveLength(3);
    expect(chunkedLength(list)).toBe(CHUNK_SIZE * 2 + 5);
    expect(flattenChunked(list)).toEqual(Array.from({ length: CHUNK_SIZE * 2 + 5 }, (_, i) => i));
  });

  it('T67-INFO-2, TD-INFO-1: a private log entry reaches only the seats it names, never a spectator — from cached full chunks and the open last chunk, from any point', () => {
    const entries = Array.from({ length: CHUNK_SIZE * 3 + 20 }, (_, i) => ({
      id: i,
      at: Math.floor(i / 3),
      ...(i % 4 === 0 ? {} : { to: i % 4 === 3 ? [0, 2] : [i % 4] }),
    }));
    const log = chunkedFrom(entries);
    for (const chunk of log) for (const entry of chunk) Object.freeze(entry);
    log.forEach((chunk, c) => c < log.length - 1 && Object.freeze(chunk)); // as a state holds them: full chunks frozen
    const expected = (seat: number | null, after: number) =>
      entries.filter((e) => e.at > after && (e.to === undefined || (seat !== null && e.to.includes(seat))));
    for (const after of [-1, 0, 30, 70, 200])
      for (const seat of [0, 1, 2, 3, null]) {
        const first = visibleEntries(log, seat, after);
        expect(first).toEqual(expected(seat, after));
        first.push(entries[0]!); // a caller's copy: changing it changes nothing the next reader gets
        expect(visibleEntries(log, seat, after)).toEqual(expected(seat, after));
      }
  });

  it('RuleViolation carries a stable code, a rule ID and a message', () => {
    const error = new RuleViolation('ILLEGAL_ACTION', 'No.', 'T67-ACT-PEEK');
    expect(error).toBeInstanceOf(Error);
    expect(isRuleViolation(error)).toBe(true);
    expect(error).toMatchObject({ name: 'RuleViolation', code: 'ILLEGAL_ACTION', rule: 'T67-ACT-PEEK', message: 'No.' });
    expect(isRuleViolation(new Error('x'))).toBe(false);
  });
});

describe('core: the two-speed runner', () => {
  interface Counter {
    n: number;
    list: number[];
    other?: { deep: number[] };
  }
  type Add = { type: 'add'; player: number; by: number };
  const rules: RuleSteps<Counter, Add> = {
    match: (_state, input) => {
      const by = (input as Add).by;
      return by > 0
        ? { action: { type: 'add', player: 0, by }, problem: null }
        : { action: null, problem: new RuleViolation('ILLEGAL_ACTION', 'Add a positive number.') };
    },
    step: (state, action) => {
      state.n += action.by;
      edit(state, 'list').push(action.by);
    },
  };

  it('apply returns a new frozen state and leaves the old one untouched; bad input throws', () => {
    const start = freeze({ n: 0, list: [] as number[] }, true);
    const next = applyStep(rules, start, { type: 'add', player: 0, by: 2 });
    expect(next).toEqual({ n: 2, list: [2] });
    expect(start).toEqual({ n: 0, list: [] });
    expect(Object.isFrozen(next.list)).toBe(true);
    expect(() => applyStep(rules, start, { type: 'add', player: 0, by: -1 })).toThrow(RuleViolation);
  });

  it('apply copies only what the step takes with edit: every other branch is the old state’s own object', () => {
    const start = freeze(own({ n: 0, list: [1], other: { deep: [5] } }), true); // a state the engine made: not copied first
    const next = applyStep(rules, start, { type: 'add', player: 0, by: 2 });
    expect(next.other).toBe(start.other);
    expect(next.list).not.toBe(start.list);
    expect(next).toEqual({ n: 2, list: [1, 2], other: { deep: [5] } });
    expect(Object.isFrozen(next) && Object.isFrozen(next.list)).toBe(true);
  });

  it('a step may add and delete top-level keys: the new state has exactly the keys the step left', () => {
    const reshape: RuleSteps<Counter, Add> = {
      match: rules.match,
      step: (state, action) => {
        if (state.other === undefined) state.other = { deep: [action.by] };
        else delete state.other;
      },
    };
    const start = freeze(own<Counter>({ n: 0, list: [1] }), true);
    const added = applyStep(reshape, start, { type: 'add', player: 0, by: 2 });
    expect(added).toEqual({ n: 0, list: [1], other: { deep: [2] } });
    expect(Object.isFrozen(added.other!.deep)).toBe(true);
    const removed = applyStep(reshape, added, { type: 'add', player: 0, by: 3 });
    expect(Object.keys(removed)).toEqual(['n', 'list']);
    expect(removed.list).toBe(start.list);
    // One key deleted and another added in the same step.
    const swap: RuleSteps<Counter & { extra?: number }, Add> = { match: rules.match, step: (state) => void ((state.extra = 1), delete state.other) };
    expect(applyStep(swap, added, { type: 'add', player: 0, by: 1 })).toEqual({ n: 0, list: [1], extra: 1 });
  });

  it('a step that changes a branch without edit throws under apply, and the old state stays as it was', () => {
    const careless: RuleSteps<Counter, Add> = { match: rules.match, step: (state, action) => void state.list.push(action.by) };
    const start = freeze(own({ n: 0, list: [1] }), true);
    expect(() => applyStep(careless, start, { type: 'add', player: 0, by: 2 })).toThrow(TypeError);
    expect(start).toEqual({ n: 0, list: [1] });
  });

  it('the engine builds on the states it made and copies any other: no copy or look-alike of its state carries its mark', () => {
    const made = freeze(own({ n: 1, list: [1] }), true);
    expect(isMade(made)).toBe(true);
    expect(markMade(made)).toBe(made); // marking again changes nothing
    const lookAlikes = [
      { ...made },
      structuredClone(made),
      JSON.parse(JSON.stringify(made)) as Counter,
      { n: 1, list: made.list },
      new Proxy(made, {}),
      Object.create(made) as Counter,
    ];
    for (const copy of lookAlikes) expect(isMade(copy)).toBe(false);
    for (const other of [null, undefined, 3, 'state', [made]]) expect(isMade(other)).toBe(false);
    const next = applyStep(rules, made, { type: 'add', player: 0, by: 2 });
    expect(isMade(next) && Object.isFrozen(next)).toBe(true);
    // A caller's copy is copied before the step: it is never frozen or changed.
    const copy = { ...made, list: [1] };
    expect(applyStep(rules, copy, { type: 'add', player: 0, by: 2 })).toEqual(next);
    expect(Object.isFrozen(copy) || Object.isFrozen(copy.list) || isMade(copy)).toBe(false);
    expect(copy).toEqual({ n: 1, list: [1] });
  });

  it('the simulator works on a private copy, and its snapshots are frozen copies', () => {
    const start = freeze({ n: 0, list: [] as number[] }, true);
    const sim = createSimulator(rules, cloneState(start)); // a simulator owns the state it is given
    sim.apply({ type: 'add', player: 0, by: 3 });
    sim.applyTrusted({ type: 'add', player: 0, by: 4 });
    expect(sim.state).toEqual({ n: 7, list: [3, 4] });
    expect(start).toEqual({ n: 0, list: [] });
    const snap = sim.snapshot();
    expect(Object.isFrozen(snap)).toBe(true);
    sim.apply({ type: 'add', player: 0, by: 1 });
    expect(snap.n).toBe(7);
    expect(() => sim.apply({ type: 'add', player: 0, by: 0 })).toThrow(RuleViolation);
  });
});

describe('core: set-up reads the configuration once', () => {
  it('a configuration made by spreading or with getters gives the same game as a literal one; inherited fields are no options, and "__proto__" is a key the check refuses, so no JSON can switch on T67-OPT-TIMER through a prototype (issue 43 L1)', () => {
    const options = { stars: 8 };
    const literal = tortuga1667.setup({ stars: 8, players: 5, seed: 'fields' });
    expect(tortuga1667.setup({ ...options, players: 5, seed: 'fields' })).toEqual(literal);
    // Own keys only: an inherited field is not read (from JSON or a polluted prototype it would be an option nobody named).
    expect(tortuga1667.setup(Object.assign(Object.create(options) as object, { players: 5, seed: 'fields' }) as never)).toEqual(
      tortuga1667.setup({ players: 5, seed: 'fields' }),
    );
    expect(() => tortuga1667.setup(JSON.parse('{"players":5,"seed":"fields","__proto__":{"timer":true}}') as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG', message: expect.stringContaining('"__proto__"') }),
    );
    let reads = 0;
    const counted = {
      players: 3,
      get seed(): string {
        reads++;
        return 'fields';
      },
    };
    expect(tortugaDice.startSimulator(counted).state).toEqual(tortugaDice.setup({ players: 3, seed: 'fields' }));
    expect(reads).toBe(1);
    expect(() => tortugaDice.setup(null as never)).toThrow(RuleViolation);
    expect(() => tortuga1667.setup([] as never)).toThrow(RuleViolation);
  });
});

describe('core: randomSeed', () => {
  it('gives 128 bits of the platform’s cryptographic randomness as 32 hex digits, never the same twice', () => {
    const seeds = new Set(Array.from({ length: 200 }, () => randomSeed()));
    expect(seeds.size).toBe(200);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('draws from globalThis.crypto.getRandomValues', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    randomSeed();
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
