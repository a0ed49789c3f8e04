/**
 * The stable codes a {@link RuleViolation} can carry.
 *
 * - `MALFORMED_ACTION`: the input is not an action of this game (wrong shape or types).
 * - `NOT_YOUR_DECISION`: the named seat has nothing to decide now, or does not exist.
 * - `ILLEGAL_ACTION`: a well-formed action the rules forbid at this moment.
 * - `STALE_ACTION`: the action names (in its optional `at` field) a state the game has
 *   moved on from, or one it has not reached.
 * - `GAME_OVER`: the game has ended; nothing more can be applied.
 * - `INVALID_CONFIG`: `setup` was given options it cannot honour.
 * - `CORRUPT_STATE`: a state from outside fails `checkState` (its `path` names the first problem).
 * - `CORRUPT_RECORD`: a game record from outside is not a record of this game, or its final
 *   state does not match the hash it carries.
 * - `NO_SUCH_SEAT`: `viewFor` or `logFor` was asked for a seat the game does not have (a
 *   spectator is `null`).
 */
export type RuleViolationCode =
  | 'MALFORMED_ACTION'
  | 'NOT_YOUR_DECISION'
  | 'ILLEGAL_ACTION'
  | 'STALE_ACTION'
  | 'GAME_OVER'
  | 'INVALID_CONFIG'
  | 'CORRUPT_STATE'
  | 'CORRUPT_RECORD'
  | 'NO_SUCH_SEAT';

import type { Text, TextParam } from '../words/text.js';

/**
 * The error every game raises for bad input. `validate` returns it, `apply` and `setup`
 * throw it. It never describes another seat's secrets. Its `message` is English; its `key`
 * and `params` let `words.violation(problem)` say it in any language (or an app's own i18n
 * library say it its own way). In a production build (`process.env.NODE_ENV` is
 * `'production'`, as bundlers set it for an app's release, or as a server runs) the English
 * templates are left out and `message` is the key and its parameters
 * (`violation.keepSome`, `core.stale.past {"at":3,"now":5}`): say it to players with `Words`.
 *
 * @example
 * ```ts
 * const problem = tortuga1667.validate(state, { type: 'reveal', player: 3, slot: 9 });
 * if (problem) console.log(problem.code, problem.rule, problem.message);
 * ```
 */
export class RuleViolation extends Error {
  /** A stable, machine-readable reason. */
  readonly code: RuleViolationCode;
  /** The rule ID broken (for example `T67-ACT-PEEK`), where one applies. */
  readonly rule: string | undefined;
  /**
   * Where the problem is, for a state or record from outside: a path such as
   * `seats[3].lostTurns` or `actions[17]`; undefined otherwise.
   */
  readonly path: string | undefined;
  /** The key of the message's template (stable, e.g. `t1667.violation.shipFull`). */
  readonly key: string;
  /** The parameters of the message's template. */
  readonly params: Readonly<Record<string, TextParam>>;

  /**
   * @param code - the stable reason
   * @param text - the message a player understands: a `Text` (key, parameters and English
   *   words), or plain words (then the key is `core.message`)
   * @param rule - the rule ID broken, if any
   * @param path - where in a checked state or record the problem is, if anywhere
   */
  constructor(code: RuleViolationCode, text: Text | string, rule?: string, path?: string) {
    super(typeof text === 'string' ? text : text.text);
    this.name = 'RuleViolation';
    this.code = code;
    this.rule = rule;
    this.path = path;
    this.key = typeof text === 'string' ? 'core.message' : text.key;
    this.params = typeof text === 'string' ? { message: text } : text.params;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/** Returns true when `value` is a {@link RuleViolation} (also across bundle copies). */
export function isRuleViolation(value: unknown): value is RuleViolation {
  return value instanceof RuleViolation || (value instanceof Error && value.name === 'RuleViolation' && 'code' in value);
}
