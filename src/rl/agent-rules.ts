import { DICE_AGENT_RULES } from './agent-rules-dice.js';
import { T1667_AGENT_RULES } from './agent-rules-1667.js';

/** The languages of the agents' rules summaries. */
export type AgentRulesLocale = 'en' | 'de' | 'nl';

/**
 * A game's rules and goal for a language-model agent, in `locale`: a line per topic with the IDs
 * of the rules it sums up (`[T67-VOTE-3]`), and last the legend of the compact history and menu
 * (`compactPrompt`). Give it once, before the first prompt (about 2,500 characters).
 *
 * @example
 * ```ts
 * const system = agentRules('tortuga-1667', 'de');
 * ```
 */
export function agentRules(game: 'tortuga-1667' | 'tortuga-dice', locale: AgentRulesLocale): string {
  const table = game === 'tortuga-1667' ? T1667_AGENT_RULES : DICE_AGENT_RULES;
  if (!Object.hasOwn(table, locale))
    throw new RangeError(`The rules summary is in ${Object.keys(table).join(', ')}; not ${JSON.stringify(locale).slice(0, 20)}.`);
  return table[locale].join('\n');
}
