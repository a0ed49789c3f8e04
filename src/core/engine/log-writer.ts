import { appendChunked, CHUNK_SIZE, type ChunkedList } from './chunked-list.js';
import type { Patch } from './patch.js';
import { cloneState, freezeState } from './plain-data.js';

/** A state with a chunked log, as both games' states have. */
export interface Logged {
  readonly log: ChunkedList<object>;
}

/**
 * The entries written while `apply` or `applyWithPatches` runs a step, or null outside them.
 * The log is kept out of the step's working state and immer's draft: appending there would
 * copy and walk the log's last chunk on every decision.
 */
let collecting: object[] | null = null;

/** Whether the entries set aside are copied (a step under immer's draft: an entry may hold draft values). */
let copyEntries = false;

/**
 * Appends one entry to a state's log. Under `apply` the entry is set aside (under immer's
 * draft, a plain copy, so it holds no draft) and added to the new state when the step is
 * done; elsewhere (the simulator, `setup`) it is appended in place.
 */
export function appendLogEntry<Entry extends object>(state: { log: ChunkedList<Entry> }, entry: Entry): void {
  if (collecting === null) {
    if (!dropping) appendChunked(state.log, entry);
  } else collecting.push(copyEntries ? cloneState(entry) : entry);
}

/** True while a step of a simulator that keeps no log runs (see {@link stepDroppingLog}). */
let dropping = false;

/**
 * Runs a step in place with every log entry it writes dropped: a simulator that keeps no log
 * (no rule reads the log; only views, records and checks do). Its entries die young, instead
 * of living as long as the game and costing the garbage collector a copy into the old space.
 */
export function stepDroppingLog<State, Action>(step: (state: State, action: Action) => void, state: State, action: Action): void {
  dropping = true;
  try {
    step(state, action);
  } finally {
    dropping = false;
  }
}

/**
 * Runs `run` and returns the log entries it wrote, in order, instead of appending them;
 * `copy` when `run` steps immer's draft (each entry is then copied as it is written).
 */
export function collectLogEntries(run: () => void, copy: boolean): object[] {
  const [outer, outerCopy] = [collecting, copyEntries];
  const entries: object[] = [];
  collecting = entries;
  copyEntries = copy;
  try {
    run();
  } finally {
    collecting = outer;
    copyEntries = outerCopy;
  }
  return entries;
}

/**
 * `state` with `entries` appended to its log (see {@link appendToLog}): a new root, not yet
 * frozen (the runner marks it as the engine's, then freezes it). Adds to
 * `patches`/`inversePatches`, when given, the changes to the log.
 */
export function withLogEntries<State extends Logged>(state: State, entries: readonly object[], patches?: Patch[], inversePatches?: Patch[]): State {
  if (entries.length === 0) return state;
  return { ...state, log: appendToLog(state.log, entries, patches, inversePatches) };
}

/**
 * A deep-frozen log (`log` with `entries` appended): full chunks stay shared, the last chunk
 * is copied once with the new entries, and only the new objects are frozen. Adds to
 * `patches`/`inversePatches`, when given, the changes to the log.
 */
export function appendToLog(old: ChunkedList<object>, entries: readonly object[], patches?: Patch[], inversePatches?: Patch[]): ChunkedList<object> {
  const log: object[][] = [...old]; // spread: `slice` on a frozen array takes a slow path in V8
  const undo: Patch[] = []; // the inverse patches, in order, when patches are asked for
  const startNew = (): object[] => {
    const chunk: object[] = [];
    if (patches) {
      patches.push({ op: 'add', path: ['log', log.length], value: chunk });
      undo.push({ op: 'remove', path: ['log', log.length] });
    }
    log.push(chunk);
    return chunk;
  };
  const last = log.length - 1;
  let chunk = last >= 0 && log[last]!.length < CHUNK_SIZE ? (log[last] = [...log[last]!]) : startNew();
  for (const entry of entries) {
    freezeState(entry);
    if (chunk.length >= CHUNK_SIZE) chunk = startNew();
    if (patches && log.length <= old.length) {
      // An entry added to a chunk the old state has: its own patch (a new chunk's patch holds its entries).
      patches.push({ op: 'add', path: ['log', last, chunk.length], value: entry });
      undo.push({ op: 'remove', path: ['log', last, chunk.length] });
    }
    chunk.push(entry);
  }
  for (let i = Math.max(last, 0); i < log.length; i++) Object.freeze(log[i]); // the copied last chunk and the new ones
  inversePatches?.push(...undo.reverse());
  Object.freeze(log);
  return log;
}
