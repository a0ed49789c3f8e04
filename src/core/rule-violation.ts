/**
 * The stable codes a {@link RuleViolation} can carry.
 *
 * - `MALFORMED_ACTION`: the input is not an action of this game (wrong shape or types).
 * - `NOT_YOUR_DECISION`: the named seat has nothing to decide now, or does not exist.
 * - `ILLEGAL_ACTION`: a well-formed action the rules forbid at this moment.
 * - `GAME_OVER`: the game has ended; nothing more can be applied.
 * - `INVALID_CONFIG`: `setup` was given options it cannot honour.
 */
export type RuleViolationCode =
  | 'MALFORMED_ACTION'
  | 'NOT_YOUR_DECISION'
  | 'ILLEGAL_ACTION'
  | 'GAME_OVER'
  | 'INVALID_CONFIG';

/**
 * The error every game raises for bad input. `validate` returns it, `apply` and `setup`
 * throw it. It never describes another seat's secrets.
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
   * @param code - the stable reason
   * @param message - a sentence a player understands
   * @param rule - the rule ID broken, if any
   */
  constructor(code: RuleViolationCode, message: string, rule?: string) {
    super(message);
    this.name = 'RuleViolation';
    this.code = code;
    this.rule = rule;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/** Returns true when `value` is a {@link RuleViolation} (also across bundle copies). */
export function isRuleViolation(value: unknown): value is RuleViolation {
  return value instanceof RuleViolation || (value instanceof Error && value.name === 'RuleViolation' && 'code' in value);
}
