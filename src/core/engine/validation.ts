import { deepEqual } from './deep-equal.js';
import type { BaseAction, PlayerId } from './game.js';
import { RuleViolation } from './rule-violation.js';
import type { Say } from '../words/say.js';
import type { TextParam } from '../words/text.js';

/** A check of one field of an untrusted action. */
export type FieldCheck = (value: unknown) => boolean;

/** For each action type, the fields it carries besides `type` and `player`, and their checks. */
export type ActionShapes = Readonly<Record<string, Readonly<Record<string, FieldCheck>>>>;

/** A whole number in a small range: seats, slots, card and die numbers. */
export function isSmallInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1000;
}

/** A check that accepts exactly the listed values. */
export function oneOf(...values: readonly unknown[]): FieldCheck {
  return (value) => values.includes(value);
}

/** A check for an array of small whole numbers, of a length within bounds. */
export function intList(min: number, max: number): FieldCheck {
  return (value) => Array.isArray(value) && value.length >= min && value.length <= max && value.every(isSmallInt);
}

/**
 * The optional field of every action that names the state it answers: the `decisions` count
 * of the view the client decided on (see {@link ValidationRules.decisionWindow}).
 */
export const AT_FIELD = 'at';

/** An untrusted value read as an action: a fresh plain copy without `at`, its type's field names, and `at`. */
interface Shape {
  readonly action: Record<string, unknown>;
  readonly fields: readonly string[];
  readonly at: number | null;
}

function malformed(say: Say, key: string, params: Readonly<Record<string, TextParam>> = {}): RuleViolation {
  return new RuleViolation('MALFORMED_ACTION', say(key, params));
}

/**
 * Checks the shape of an untrusted value: an object (not an array) with own `type` and
 * `player` fields, a known type, exactly that type's fields (and optionally `at`), each
 * passing its check. Returns the action without `at` as a fresh plain object, or the problem.
 */
function readShape(action: unknown, shapes: ActionShapes, say: Say): Shape | RuleViolation {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return malformed(say, 'core.malformed.notObject');
  const record = action as Record<string, unknown>;
  const type = record.type;
  if (!Object.hasOwn(record, 'type') || typeof type !== 'string' || !Object.hasOwn(shapes, type)) return malformed(say, 'core.malformed.unknownType');
  const player = record.player;
  if (!Object.hasOwn(record, 'player') || !Number.isInteger(player)) return malformed(say, 'core.malformed.player');
  const checks = shapes[type]!;
  const fields = Object.keys(checks);
  const hasAt = Object.hasOwn(record, AT_FIELD);
  if (Object.keys(record).length !== fields.length + 2 + (hasAt ? 1 : 0)) {
    return malformed(say, 'core.malformed.fields', { type, fields: ['type', 'player', ...fields] });
  }
  const copy: Record<string, unknown> = { type, player };
  for (const name of fields) {
    const value = Object.hasOwn(record, name) ? record[name] : undefined;
    if (!Object.hasOwn(record, name) || !checks[name]!(value)) return malformed(say, 'core.malformed.field', { type, field: name });
    copy[name] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  let at: number | null = null;
  if (hasAt) {
    const value = record[AT_FIELD];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return malformed(say, 'core.malformed.at');
    at = value;
  }
  return { action: copy, fields, at };
}

/**
 * Whether a legal action is the one an input was read as: the same type, player and value of
 * each of the type's fields: only the fields the type has are compared, with no key lists
 * built, which matters since `apply` compares an input with up to every legal action.
 */
function isSameAction(candidate: BaseAction, shape: Shape): boolean {
  const input = shape.action;
  if (candidate.type !== input.type || candidate.player !== input.player) return false;
  const fields = candidate as unknown as Record<string, unknown>;
  for (const name of shape.fields) {
    const mine = fields[name];
    const theirs = input[name];
    if (mine !== theirs && !deepEqual(mine, theirs)) return false;
  }
  return true;
}

/** What the shared validation needs from a game. */
export interface ValidationRules<State, Action extends BaseAction> {
  readonly shapes: ActionShapes;
  players(state: State): number;
  isOver(state: State): boolean;
  /**
   * The decision counts an action's `at` may name: from the count at which the current
   * decision opened (the start of a simultaneous vote or roll, otherwise the current count)
   * to the current count.
   */
  decisionWindow(state: State): readonly [number, number];
  legalActions(state: State, player: PlayerId): Action[];
  /**
   * The legal action of `player` equal to `input` (a well-formed fresh copy), or null: what
   * `legalActions(state, player).find(same)` gives, found without building every legal action
   * where the game can check an action's type directly.
   */
  findLegal(state: State, player: PlayerId, input: Action, same: (candidate: Action) => boolean): Action | null;
  /** Who the game waits for, and whether for a vote (public information only). */
  waitingFor(state: State): { readonly seats: readonly PlayerId[]; readonly vote: boolean };
  /** Why a well-formed action that is not legal is refused. */
  explain(state: State, action: Action, legal: readonly Action[]): RuleViolation;
  /** Says the game's refusals in English (its `RuleViolation` messages; they name seats by number, never by character). */
  say(): Say;
}

/** The legal action an input matched, or why it matched none. */
export type Match<Action> = { readonly action: Action; readonly problem: null } | { readonly action: null; readonly problem: RuleViolation };

/**
 * The one validation path both games share: shape, game over, staleness (when the action
 * names the state it answers), seat, then membership in `legalActions` (deep equality),
 * asked of the game's `findLegal`, which checks the common actions directly; the whole legal
 * list is built only to explain a refusal.
 * Returns the matched legal action itself — the engine's own object, never the caller's —
 * so `apply` acts on exactly what was validated. Never throws; messages speak only of public
 * facts and the acting seat's own secrets.
 */
export function matchAction<State, Action extends BaseAction>(rules: ValidationRules<State, Action>, state: State, input: unknown): Match<Action> {
  const refuse = (problem: RuleViolation): Match<Action> => ({ action: null, problem });
  // The English words are looked up only when a refusal needs them: accepting costs no words.
  const say: Say = (key, params) => rules.say()(key, params);
  try {
    const shape = readShape(input, rules.shapes, say);
    if (shape instanceof RuleViolation) return refuse(shape);
    const typed = shape.action as unknown as Action;
    if (rules.isOver(state)) return refuse(new RuleViolation('GAME_OVER', say('core.gameOver')));
    if (shape.at !== null) {
      const [from, now] = rules.decisionWindow(state);
      if (shape.at < from || shape.at > now)
        return refuse(new RuleViolation('STALE_ACTION', say(shape.at > now ? 'core.stale.future' : 'core.stale.past', { at: shape.at, now })));
    }
    if (typed.player < 0 || typed.player >= rules.players(state))
      return refuse(new RuleViolation('NOT_YOUR_DECISION', say('core.noSeat', { player: typed.player })));
    const found = rules.findLegal(state, typed.player, typed, (candidate) => isSameAction(candidate, shape));
    if (found !== null) return { action: found, problem: null };
    const legal = rules.legalActions(state, typed.player);
    if (legal.length === 0) {
      const waiting = rules.waitingFor(state);
      return refuse(new RuleViolation('NOT_YOUR_DECISION', rules.say()('core.nothingToDecide', { waiting: [...waiting.seats], vote: waiting.vote })));
    }
    return refuse(rules.explain(state, typed, legal));
  } catch {
    return refuse(new RuleViolation('MALFORMED_ACTION', say('core.malformed.unreadable')));
  }
}

/** `matchAction`'s verdict alone: null exactly when the input is one of the legal actions. */
export function validateAction<State, Action extends BaseAction>(rules: ValidationRules<State, Action>, state: State, input: unknown): RuleViolation | null {
  return matchAction(rules, state, input).problem;
}
