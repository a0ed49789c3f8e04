import type { PlayerId } from '../core/engine/game.js';
import type { Loyalty } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';
import { beliefsFrom, loyaltyBeliefs, type LoyaltyBeliefs } from './t1667-beliefs.js';
import { evidenceOf, type Evidence } from './t1667-evidence.js';

/** How many distinct seats-and-cards one decision's table keeps (a seat's own card and the open ones: a handful a seat). */
const MAX_ENTRIES = 256;

/**
 * The loyalty beliefs the seats of a search's sampled worlds hold at the root: for a view with
 * no log (a playout's, `determinize(…, { log: false })`), what the root view's log tells that
 * view's seat (`evidenceOf(root, seat)`), given the cards that seat knows in its world; for a
 * view with a log, its own beliefs (`loyaltyBeliefs`). Playouts thus play their bots as they
 * would stand at the table now rather than as at a table with no history — at the cost of one
 * belief filter per seat and card, not one per playout decision. Read from the root view only.
 *
 * @example
 * ```ts
 * const search = ismctsBot(tortuga1667, T1667_SCORING, {
 *   prior: t1667HeuristicBot(),
 *   playoutBotFor: (root) => t1667HeuristicBot({ beliefs: rootBeliefs(root) }),
 * });
 * ```
 */
export function rootBeliefs(root: T1667View): (view: T1667View) => LoyaltyBeliefs {
  const evidence = new Map<PlayerId, Evidence[]>();
  const table = new Map<string, LoyaltyBeliefs>();
  return (view) => {
    if (view.log.length > 0 || view.player === null || view.players !== root.players) return loyaltyBeliefs(view);
    const known: (Loyalty | null)[] = view.seats.map((seat) => seat.loyalty);
    const key = `${view.player}:${known.join()}`;
    let made = table.get(key);
    if (made === undefined) {
      let read = evidence.get(view.player);
      if (read === undefined) evidence.set(view.player, (read = evidenceOf(root, view.player)));
      if (table.size >= MAX_ENTRIES) table.clear();
      table.set(key, (made = beliefsFrom(view.players, read, known)));
    }
    return made;
  };
}
