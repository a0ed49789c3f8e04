import type { Message, TextParam } from '../core/words/text.js';
import type { T1667View } from './view-types.js';

/** A prompt as data: its template's key and parameters. */
const msg = (key: string, params: Record<string, TextParam>): Message => ({ key, params });

/**
 * The prompt of the decision of a viewer who has one, in no language: which template, with
 * which parameters (`Words.prompt` says it), from the parts of its view it depends on (`viewFor`
 * asks before it builds the view). Null for a spectator or a game that is over.
 */
export function promptOf(view: Pick<T1667View, 'player' | 'pending' | 'turn' | 'options'>): Message | null {
  if (view.player === null) return null;
  const p = view.pending;
  switch (p.kind) {
    case 'placeChest':
      return msg('prompt.placeChest', { ship: p.ship });
    case 'action':
      if (p.player !== view.player) return msg('prompt.atlantis', {});
      return msg('prompt.action', { two: view.turn.actionsPerTurn === 2, number: view.turn.actionsTaken + 1 });
    case 'vote':
      return p.voters.includes(view.player) ? msg('prompt.vote', { vote: p.vote }) : msg('prompt.joinVote', {});
    case 'forcedPick':
      return msg('prompt.forcedPick', { forcer: p.forcer, slots: [...p.slots] });
    case 'marque':
      return msg('prompt.marque', { early: view.options.rules === 'early' });
    case 'give':
      return msg('prompt.give', { card: p.card });
    case 'escape':
      return msg('prompt.escape', { cause: p.cause });
    case 'crowSearch':
      return msg('prompt.crowSearch', { number: p.picked + 1, count: p.count, target: p.target });
    case 'forcerPick':
      return msg('prompt.forcerPick', { forced: p.forced, slots: [...p.slots] });
    case 'timeoutPeek':
      return msg('prompt.timeoutPeek', { target: p.target });
    case 'over':
      return null;
    default:
      return msg(`prompt.${p.kind}`, {});
  }
}

/** The prompt of a decision no template speaks of (none is known: a test plays every kind of decision). */
export const NO_PROMPT: Message = Object.freeze({ key: 'prompt.none', params: {} });
