import { expect } from 'vitest';
import { isRuleViolation } from '../../src/core/engine/rule-violation.js';

/** A configuration `setup` must refuse, the rule it names (if any) and the English message a player reads. */
export interface Refusal {
  readonly config: unknown;
  readonly rule: string | undefined;
  readonly message: string;
}

/** Asserts that `setup` refuses each configuration with INVALID_CONFIG, the rule and the exact message. */
export function expectRefusals(setup: (config: never) => unknown, refusals: readonly Refusal[]): void {
  for (const { config, rule, message } of refusals) {
    let error: unknown;
    try {
      setup(config as never);
    } catch (e) {
      error = e;
    }
    const label = JSON.stringify(config);
    expect(isRuleViolation(error), label).toBe(true);
    expect({ code: (error as { code: string }).code, rule: (error as { rule?: string }).rule, message: (error as Error).message }, label).toEqual({
      code: 'INVALID_CONFIG',
      rule,
      message,
    });
  }
}
