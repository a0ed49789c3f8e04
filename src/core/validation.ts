import { deepEqual } from './deep-equal.js';
import type { BaseAction, PlayerId } from './game.js';
import { RuleViolation } from './rule-violation.js';

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

const malformed = (message: string): RuleViolation => new RuleViolation('MALFORMED_ACTION', message);

/**
 * Checks the shape of an untrusted value: an object (not an array) with own `type` and
 * `player` fields, a known type, exactly that type's fields, each passing its check.
 */
function checkShape(action: unknown, shapes: ActionShapes): RuleViolation | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return malformed('An action must be an object with a type and a player.');
  const record = action as Record<string, unknown>;
  const has = (key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);
  if (!has('type') || typeof record.type !== 'string' || !Object.prototype.hasOwnProperty.call(shapes, record.type)) return malformed('Unknown action type.');
  if (!has('player') || !Number.isInteger(record.player)) return malformed('An action must name its player as a seat number.');
  const fields = shapes[record.type]!;
  const names = Object.keys(fields);
  if (Object.keys(record).length !== names.length + 2) return malformed(`A "${record.type}" action has exactly the fields type, player${names.map((f) => ', ' + f).join('')}.`);
  for (const name of names) {
    if (!has(name) || !fields[name]!(record[name])) return malformed(`The field "${name}" of a "${record.type}" action is missing or has the wrong form.`);
  }
  return null;
}

/** What the shared validation needs from a game. */
export interface ValidationRules<State, Action extends BaseAction> {
  readonly shapes: ActionShapes;
  players(state: State): number;
  isOver(state: State): boolean;
  legalActions(state: State, player: PlayerId): Action[];
  /** A sentence naming what the game waits for (public information only). */
  waitingFor(state: State): string;
  /** Why a well-formed action that is not legal is refused. */
  explain(state: State, action: Action, legal: readonly Action[]): RuleViolation;
}

/**
 * The one validation path both games share: shape, game over, seat, then membership in
 * `legalActions` (deep equality). Never throws; messages speak only of public facts and the
 * acting seat's own secrets.
 */
export function validateAction<State, Action extends BaseAction>(rules: ValidationRules<State, Action>, state: State, action: unknown): RuleViolation | null {
  try {
    const shape = checkShape(action, rules.shapes);
    if (shape) return shape;
    const typed = action as Action;
    if (rules.isOver(state)) return new RuleViolation('GAME_OVER', 'The game is over.');
    if (typed.player < 0 || typed.player >= rules.players(state)) return new RuleViolation('NOT_YOUR_DECISION', `There is no seat ${typed.player} in this game.`);
    const legal = rules.legalActions(state, typed.player);
    if (legal.length === 0) return new RuleViolation('NOT_YOUR_DECISION', `Seat ${typed.player} has nothing to decide now: ${rules.waitingFor(state)}.`);
    for (const candidate of legal) if (deepEqual(candidate, typed)) return null;
    return rules.explain(state, typed, legal);
  } catch {
    return malformed('The action could not be read.');
  }
}
