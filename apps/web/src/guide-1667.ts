import type { T1667Action, T1667Config, T1667View } from 'tortuga-rules/1667';
import type { Guide } from './guide.js';

/**
 * The guided first game of Tortuga 1667: five players, so one loyalty card is Dutch (T67-SETUP-1);
 * the person (seat 0) is British and Captain of the Flying Dutchman (T67-SETUP-4 stacked), against
 * medium bots. The seed is one under which a person who follows the guide meets every kind of
 * decision: the starting chest (T67-SETUP-5), an attack and its vote (T67-ACT-ATTACK, T67-VOTE-3),
 * a revealed event and what it asks (T67-ACT-REVEAL, §8), a brawl on Tortuga and its vote
 * (T67-ACT-BRAWL, T67-VOTE-5), a rowboat (T67-ACT-ROW) and a mutiny (T67-ACT-MUTINY, T67-VOTE-4);
 * `apps/web/test/unit/guide-1667.test.ts` plays it as the page does and fails should it not.
 */

const has = (view: T1667View, type: T1667Action['type']): boolean => view.decision?.actions.some((action) => action.type === type) ?? false;

/** The person's own turn (one action, T67-TURN-1). */
const turn = (view: T1667View): boolean => view.pending.kind === 'action' && view.decision !== null;

/** A vote of a kind the person takes part in. */
const voting =
  (vote: 'attack' | 'mutiny' | 'brawl') =>
  (view: T1667View): boolean =>
    has(view, 'vote') && view.pending.kind === 'vote' && view.pending.vote === vote;

/** What an event card asks of its revealer (§8): everything the person decides that is not a turn, a vote, a chest or a forced pick. */
const EVENT_DECISIONS: ReadonlySet<string> = new Set(['marque', 'pistol', 'give', 'powder', 'fever', 'crow', 'crowSearch']);

/** The seed of the guided game (see above). */
export const GUIDE_1667_SEED = 'guided-10';

export const GUIDE_1667: Guide<T1667Config, T1667View, T1667Action> = {
  players: 5,
  config: () => ({
    players: 5,
    seed: GUIDE_1667_SEED,
    deal: { loyalties: ['british', 'french', 'dutch', 'french', 'british'], pawnOrder: [0, 1, 2, 3, 4] },
  }),
  steps: [
    {
      key: 'guide.1667.chest',
      when: (view) => has(view, 'placeChest'),
      suggests: (_view, action) => action.type === 'placeChest' && action.hold === 'british',
    },
    { key: 'guide.1667.attack', when: (view) => turn(view) && has(view, 'attack'), suggests: (_view, action) => action.type === 'attack' },
    {
      key: 'guide.1667.vote',
      when: voting('attack'),
      suggests: (view, action) =>
        action.type === 'vote' && action.cards.some((card) => (view.voteCards[card]?.cannon ?? 0) + (view.voteCards[card]?.torch ?? 0) > 0),
    },
    { key: 'guide.1667.loot', when: (view) => has(view, 'takeChest'), suggests: (_view, action) => action.type === 'takeChest' && action.into === 'british' },
    { key: 'guide.1667.reveal', when: (view) => turn(view) && has(view, 'reveal'), suggests: (_view, action) => action.type === 'reveal' },
    { key: 'guide.1667.event', when: (view) => view.decision !== null && EVENT_DECISIONS.has(view.pending.kind), suggests: () => false },
    { key: 'guide.1667.brawl', when: (view) => turn(view) && has(view, 'brawl'), suggests: (_view, action) => action.type === 'brawl' },
    { key: 'guide.1667.brawlVote', when: voting('brawl'), suggests: () => false },
    { key: 'guide.1667.row', when: (view) => turn(view) && has(view, 'row'), suggests: (_view, action) => action.type === 'row' },
    { key: 'guide.1667.dutch', when: (view) => turn(view) && has(view, 'peek'), suggests: (_view, action) => action.type === 'peek' },
    { key: 'guide.1667.mutiny', when: (view) => turn(view) && has(view, 'mutiny'), suggests: (_view, action) => action.type === 'mutiny' },
    { key: 'guide.1667.mutinyVote', when: voting('mutiny'), suggests: () => false },
    { key: 'guide.1667.free', when: () => true, suggests: () => false, final: true },
  ],
};
