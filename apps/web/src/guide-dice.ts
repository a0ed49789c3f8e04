import type { DiceAction, DiceActionKind, DiceConfig, DiceView, Face } from 'tortuga-rules/dice';

/**
 * How many dice the bot rolls after its first roll in round 1, and in its second, third and fourth
 * roll of round 2, as the medium bot keeps them (found by playing the stacked game; the guide's
 * test plays it and fails should the bot keep otherwise).
 */
const BOT_ROUND_1 = 6;
const BOT_ROUND_2 = [3, 2, 1] as const;
import type { Guide, GuideStep } from './guide.js';

/**
 * The guided first game of the dice game: two players, the person (seat 0) against a medium bot,
 * every roll of the first two rounds stacked (`deal.rolls`, in the order dice are rolled: the
 * person's, then the bot's), so that a person who follows the guide carries out all five actions
 * — ship and treasure in the first round, crew, a raid and a board in the second — and meets
 * keeping (TD-DICE-3), rolling again, the advantage token (TD-ADV-1) and the places (TD-ACT-2) on
 * the way. The bot is given crews in the first round and ships and treasures in the second, so it
 * never contends for the person's actions.
 */

/** `count` dice showing `face`. */
const times = (face: Face, count: number): Face[] => Array.from({ length: count }, () => face);

/** Every roll of the first two rounds, in the order the dice are rolled (then the generator takes over). */
export const GUIDE_DICE_ROLLS: readonly Face[] = [
  // Round 1. The person: three ships and a skull to keep, then a treasure; the bot: crews, all it rolls.
  ...(['ship', 'ship', 'ship', 'skull', 'treasure'] as const),
  ...times('crew', 5),
  'treasure',
  ...times('crew', BOT_ROUND_1),
  // Round 2, the bot's round to begin (the start player rolls first, TD-END-1): the bot ships, the
  // person three crews, a raid and a board; then the bot treasures while the person keeps a raid
  // (one die: the crew track allows one) and then a board.
  ...times('ship', 5),
  ...(['crew', 'crew', 'crew', 'raid', 'board'] as const),
  ...times('treasure', BOT_ROUND_2[0]),
  ...(['raid', 'board'] as const),
  ...times('treasure', BOT_ROUND_2[1]),
  'board',
  ...times('treasure', BOT_ROUND_2[2]),
];

const has = (view: DiceView, type: DiceAction['type']): boolean => view.decision?.actions.some((action) => action.type === type) ?? false;

/** The faces of the dice a keep takes, from the viewer's roll. */
function keptFaces(view: DiceView, action: DiceAction): string[] {
  if (action.type !== 'keep') return [];
  return action.dice.map((die) => view.you?.roll?.find((rolled) => rolled.die === die)?.face ?? '');
}

/** Suggests keeping as many dice of `face` as may be kept (with no skull unless `skulls`). */
function keepMost(face: string, skulls = false): GuideStep<DiceView, DiceAction>['suggests'] {
  return (view, action) => {
    const fits = (a: DiceAction): boolean => {
      const faces = keptFaces(view, a);
      return faces.length > 0 && faces.every((f) => f === face || (skulls && f === 'skull')) && faces.includes(face);
    };
    const most = Math.max(0, ...(view.decision?.actions ?? []).filter(fits).map((a) => keptFaces(view, a).length));
    return fits(action) && keptFaces(view, action).length === most;
  };
}

/** The person's decision is to carry out `kind` (1st or 2nd place, TD-ACT-2). */
const acting =
  (kind: DiceActionKind) =>
  (view: DiceView): boolean =>
    has(view, 'perform') || has(view, 'target') ? view.pending.action === kind : false;

const perform: GuideStep<DiceView, DiceAction>['suggests'] = (_view, action) => action.type === 'perform' || action.type === 'target';

/** The dice game's guided first game. */
export const GUIDE_DICE: Guide<DiceConfig, DiceView, DiceAction> = {
  players: 2,
  config: () => ({ players: 2, seed: 'guided-first-game', deal: { rolls: [...GUIDE_DICE_ROLLS] } }),
  steps: [
    { key: 'guide.dice.keep', when: (view) => has(view, 'keep'), suggests: keepMost('ship', true) },
    { key: 'guide.dice.again', when: (view) => has(view, 'keep'), suggests: keepMost('treasure') },
    { key: 'guide.dice.advantage', when: (view) => has(view, 'advantage'), suggests: () => false },
    { key: 'guide.dice.ship', when: acting('ship'), suggests: perform },
    { key: 'guide.dice.treasure', when: acting('treasure'), suggests: perform },
    { key: 'guide.dice.plan', when: (view) => has(view, 'keep') && view.round === 2, suggests: keepMost('crew') },
    { key: 'guide.dice.keepRaid', when: (view) => has(view, 'keep') && view.round === 2, suggests: keepMost('raid') },
    { key: 'guide.dice.keepBoard', when: (view) => has(view, 'keep') && view.round === 2, suggests: keepMost('board') },
    { key: 'guide.dice.crew', when: acting('crew'), suggests: perform },
    { key: 'guide.dice.board', when: acting('board'), suggests: perform },
    { key: 'guide.dice.raid', when: acting('raid'), suggests: perform },
    { key: 'guide.dice.free', when: (view) => view.round >= 3, suggests: () => false },
  ],
};
