import { coreSay } from '../words/core-words.js';
import { RuleViolation } from './rule-violation.js';

/**
 * Small readers for checking untrusted plain data (a saved state, a game record) field by
 * field. Each reader returns the value with its type when it fits, and otherwise throws a
 * {@link Corrupt} naming the path of the problem; {@link checked} turns that into a
 * `RuleViolation`. Only the declared structure is followed, so a cyclic or hostile object
 * cannot make a check recurse without end.
 */

/** The problem a reader found: where, and what. Thrown inside a check, caught by {@link checked}. */
export class Corrupt extends Error {
  /** Where the problem is, e.g. `seats[3].lostTurns` (empty for the whole value). */
  readonly path: string;

  /**
   * @param path - where the problem is
   * @param message - what is wrong, in words
   */
  constructor(path: string, message: string) {
    super(message);
    this.name = 'Corrupt';
    this.path = path;
  }
}

/** Stops a check: `path` holds something impossible. */
export function corrupt(path: string, message: string): never {
  throw new Corrupt(path, message);
}

/** Joins a path and a key: `seats` + `3` → `seats[3]`, `seats[3]` + `hand` → `seats[3].hand`. */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A plain object with exactly the keys `required` (and any of `optional`), nothing else. */
export function record(value: unknown, path: string, required: readonly string[], optional: readonly string[] = []): Record<string, unknown> {
  if (!isPlainObject(value)) corrupt(path, 'expected an object');
  for (const key of required) if (!Object.prototype.hasOwnProperty.call(value, key)) corrupt(at(path, key), 'is missing');
  for (const key of Object.keys(value)) {
    if (!required.includes(key) && !optional.includes(key)) corrupt(at(path, key), 'is not a field of this object');
  }
  return value;
}

/** A whole number from `min` to `max`. */
export function int(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) corrupt(path, 'expected a whole number');
  if (value < min || value > max) corrupt(path, `expected a number from ${min} to ${max}, found ${value}`);
  return value;
}

/** `true` or `false`. */
export function bool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') corrupt(path, 'expected true or false');
  return value;
}

/** One of the listed values. */
export function literal<T>(value: unknown, path: string, options: readonly T[]): T {
  if (!options.includes(value as T)) corrupt(path, `expected one of ${options.map((o) => JSON.stringify(o)).join(', ')}`);
  return value as T;
}

/** An array of at most `max` items, each read by `item`. */
export function list<T>(value: unknown, path: string, item: (value: unknown, path: string) => T, max = 1_000_000): T[] {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) corrupt(path, 'expected an array');
  if (value.length > max) corrupt(path, `expected at most ${max} items, found ${value.length}`);
  const out: T[] = [];
  for (let i = 0; i < value.length; i++) out.push(item(value[i], at(path, i)));
  return out;
}

/** `null`, or a value read by `item`. */
export function nullable<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T | null {
  return value === null ? null : item(value, path);
}

/** A reader for one seat of a `players`-seat game. */
export function seatReader(players: number): (value: unknown, path: string) => number {
  return (value, path) => int(value, path, 0, players - 1);
}

/** A list of distinct items (compared with `===`). */
export function distinct<T>(items: readonly T[], path: string): T[] {
  const seen = new Set<T>();
  items.forEach((item, i) => {
    if (seen.has(item)) corrupt(at(path, i), `${JSON.stringify(item)} appears twice`);
    seen.add(item);
  });
  return [...items];
}

/** The alea generator state: a carry 0…2091639 and three lags in [0, 1). */
export function generator(value: unknown, path: string): void {
  const rng = record(value, path, ['c', 's0', 's1', 's2']);
  int(rng.c, at(path, 'c'), 0, 2091639);
  for (const key of ['s0', 's1', 's2']) {
    const s = rng[key];
    if (typeof s !== 'number' || !Number.isFinite(s) || s < 0 || s >= 1) corrupt(at(path, key), 'expected a number in [0, 1)');
  }
}

/** Counts of each item of a list. */
export function tally<T>(items: Iterable<T>): Map<T, number> {
  const out = new Map<T, number>();
  for (const item of items) out.set(item, (out.get(item) ?? 0) + 1);
  return out;
}

/** Checks that `found` holds exactly the items of `expected` (as multisets); names the first difference. */
export function sameItems<T>(found: Iterable<T>, expected: Iterable<T>, path: string, what: string): void {
  const have = tally(found);
  const want = tally(expected);
  for (const [item, n] of want) {
    const m = have.get(item) ?? 0;
    if (m !== n) corrupt(path, `${what}: expected ${n} × ${String(item)}, found ${m}`);
  }
  for (const [item, m] of have) if (!want.has(item)) corrupt(path, `${what}: ${m} × ${String(item)} that the game does not have`);
}

/**
 * Runs a check and reports its verdict: null when it passes, otherwise a `RuleViolation` with
 * `code` (`CORRUPT_STATE` or `CORRUPT_RECORD`), the path of the first problem and a message
 * naming it. Anything else the check throws (a hostile getter, a cycle) is reported the same
 * way. Never throws. (The problem itself is described in English: it is for whoever keeps
 * the data, not for players.)
 */
export function checked(code: 'CORRUPT_STATE' | 'CORRUPT_RECORD', check: () => void): RuleViolation | null {
  const what = code === 'CORRUPT_RECORD' ? 'record' : 'state';
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof Corrupt)
      return new RuleViolation(
        code,
        coreSay()('core.corrupt', { what, path: error.path === '' ? 'whole' : error.path, problem: error.message }),
        undefined,
        error.path,
      );
    return new RuleViolation(code, coreSay()('core.unreadable', { what }), undefined, '');
  }
}

/** Reads one field's value (throws a {@link Corrupt} when it does not fit). */
export type Reader = (value: unknown, path: string) => unknown;

/**
 * A reader for a union of plain objects told apart by `type` (log events): each type lists
 * its other fields and their readers; the object must have exactly those fields.
 */
export function unionReader(shapes: Readonly<Record<string, Readonly<Record<string, Reader>>>>, tag = 'type'): Reader {
  const kinds = new Map<string, { keys: string[]; fields: [string, Reader][] }>();
  for (const [kind, fields] of Object.entries(shapes)) kinds.set(kind, { keys: [tag, ...Object.keys(fields)], fields: Object.entries(fields) });
  return (value, path) => {
    if (!isPlainObject(value)) corrupt(path, 'expected an object');
    const kind = value[tag];
    const shape = typeof kind === 'string' ? kinds.get(kind) : undefined;
    if (shape === undefined) corrupt(at(path, tag), `unknown ${tag} ${JSON.stringify(kind)}`);
    const object = record(value, path, shape.keys);
    for (const [name, read] of shape.fields) read(object[name], at(path, name));
    return object;
  };
}

/**
 * Checks a chunked log (see `ChunkedList`): every chunk but the last is full, entries carry
 * the decision count they happened at (never decreasing, never past `decisions`), an
 * optional non-empty list of the seats that may see them, and an event read by `event`.
 */
export function chunkedLog(value: unknown, path: string, chunkSize: number, decisions: number, players: number, event: Reader): void {
  const seat = seatReader(players);
  let last = 0;
  const chunks = list(value, path, (chunk) => chunk, 100_000_000);
  chunks.forEach((chunk, c) => {
    const chunkPath = at(path, c);
    const entries = list(chunk, chunkPath, (entry) => entry, chunkSize);
    if (entries.length === 0 || (c < chunks.length - 1 && entries.length !== chunkSize))
      corrupt(chunkPath, `every chunk but the last holds ${chunkSize} entries`);
    entries.forEach((entry, e) => {
      const entryPath = at(chunkPath, e);
      const fields = record(entry, entryPath, ['at', 'event'], ['to']);
      const when = int(fields.at, at(entryPath, 'at'), last, decisions);
      last = when;
      if (fields.to !== undefined) {
        const to = distinct(list(fields.to, at(entryPath, 'to'), seat, players), at(entryPath, 'to'));
        if (to.length === 0) corrupt(at(entryPath, 'to'), 'a private entry names at least one seat');
      }
      event(fields.event, at(entryPath, 'event'));
    });
  });
}

/** The questions a game's engine answers on a state (see {@link checkAnswers}). */
export interface EngineQuestions<S> {
  toAct(state: S): number[];
  legalActions(state: S, seat: number): unknown[];
  viewFor(state: S, seat: number | null): unknown;
}

/**
 * The last step of a state check: the engine answers `toAct`, `legalActions` and `viewFor`
 * (every seat and a spectator) without failing, and someone can act while the game runs.
 */
export function checkAnswers<S>(state: S, players: number, over: boolean, engine: EngineQuestions<S>): void {
  let acting: number[];
  try {
    acting = engine.toAct(state);
    for (let seat = 0; seat < players; seat++) {
      engine.legalActions(state, seat);
      engine.viewFor(state, seat);
    }
    engine.viewFor(state, null);
  } catch {
    corrupt('', 'the engine cannot read it consistently');
  }
  if (!over && acting.length === 0) corrupt('pending', 'nobody can act, though the game is not over');
}
