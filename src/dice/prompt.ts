import type { Message, TextParam } from '../core/text.js';
import type { DiceView } from './view.js';

/** A prompt as data: its template's key and parameters. */
const msg = (key: string, params: Record<string, TextParam>): Message => ({ key, params });

/**
 * The prompt of the viewer's decision, in no language: which template, with which parameters
 * (`Words.prompt` says it). Null when the viewer has nothing to decide.
 */
export function promptOf(view: DiceView): Message | null {
  if (view.decision === null || view.player === null) return null;
  const stage = view.stage.pending;
  const only = view.decision.actions.length === 1 ? view.decision.actions[0]! : null;
  const blocked = only !== null && only.type === 'keep' && only.dice.length === 0;
  switch (stage.kind) {
    case 'keep':
      return view.decision.actions[0]?.type === 'advantage' ? msg('prompt.advantage', {}) : msg(blocked ? 'prompt.keepBlocked' : 'prompt.keep', {});
    case 'openKeep':
      return msg(blocked ? 'prompt.openKeepBlocked' : 'prompt.openKeep', {});
    case 'act':
      return msg('prompt.act', { action: stage.action, place: stage.place });
    case 'takeChest':
      return msg('prompt.takeChest', { target: stage.target });
    case 'giveUp':
      return msg('prompt.giveUp', { field: stage.field });
    case 'over':
    case 'tasks':
      return null;
    default:
      return msg(`prompt.${stage.kind}`, {});
  }
}

/** The placeholder a view's decision holds until its prompt is known (never seen: `viewFor` replaces it). */
export const NO_PROMPT: Message = Object.freeze({ key: 'prompt.none', params: {} });
