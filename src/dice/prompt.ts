import type { Message, TextParam } from '../core/words/text.js';
import type { DiceAction } from './types.js';
import type { DiceView } from './view-types.js';

/** A prompt as data: its template's key and parameters. */
const msg = (key: string, params: Record<string, TextParam>): Message => ({ key, params });

/**
 * The prompt of the decision of a viewer who has one (its legal `actions`), in no language:
 * which template, with which parameters (`Words.prompt` says it), from the parts of its view it
 * depends on (`viewFor` asks before it builds the view). Null for a spectator, or when the game
 * waits for no one's choice.
 */
export function promptOf(view: Pick<DiceView, 'player' | 'stage'>, actions: readonly DiceAction[]): Message | null {
  if (view.player === null || actions.length === 0) return null;
  const stage = view.stage.pending;
  const only = actions.length === 1 ? actions[0]! : null;
  const blocked = only !== null && only.type === 'keep' && only.dice.length === 0;
  switch (stage.kind) {
    case 'keep':
      return actions[0]?.type === 'advantage' ? msg('prompt.advantage', {}) : msg(blocked ? 'prompt.keepBlocked' : 'prompt.keep', {});
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

/** The prompt of a decision no template speaks of (none is known: a test plays every kind of decision). */
export const NO_PROMPT: Message = Object.freeze({ key: 'prompt.none', params: {} });
