import type { PlayerId } from '../core/engine/game.js';
import { capacity, DICE_ACTIONS, TRACK_MAX } from '../dice/data.js';
import type { ChestColour, DiceActionKind, DiceAction } from '../dice/types.js';
import type { DiceSeatView, DiceView } from '../dice/view.js';
import { valueBot, type RankingBot } from './bot.js';
import { logistic } from './logistic.js';

/** The three colours that make a set (TD-SCORE-2). */
const SET_COLOURS: readonly ChestColour[] = ['red', 'blue', 'yellow'];

/** What keeping one more die costs: dice held back keep later rolls flexible. */
const DIE_COST = 0.35;

/** How far opponents' dice still in hand may raise their totals, per die. */
const HAND_THREAT = 0.9;

/** Chests on a seat's ship and crew fields, the loot of `board` and `raid`. */
function chestsOn(seat: DiceSeatView, action: 'board' | 'raid'): number {
  return action === 'board' ? seat.shipFields.length : seat.crewFields.length;
}

/** How much a chest of `colour` adds to this seat's sets (TD-SCORE-2). */
function colourValue(me: DiceSeatView, colour: ChestColour): number {
  if (!SET_COLOURS.includes(colour)) return 0;
  const all = [...me.shipFields, ...me.crewFields, ...me.island, ...me.tortuga];
  const count = (c: ChestColour): number => all.filter((chest) => chest === c).length;
  const fewest = Math.min(...SET_COLOURS.map(count));
  return count(colour) === fewest ? 1.5 : 0.3;
}

/**
 * What 1st and 2nd place on an action are worth to this seat now, in points: track moves
 * (TD-SCORE-3 and more room, TD-TRACK-2), a chest and a token (TD-ACT-TREASURE), a stolen
 * chest and an opponent set back (TD-ACT-BOARD, TD-ACT-RAID).
 */
function placeValues(view: DiceView, me: DiceSeatView, action: DiceActionKind): [number, number] {
  const others = view.seats.filter((seat) => seat.player !== me.player);
  switch (action) {
    case 'ship':
    case 'crew': {
      const field = action === 'ship' ? me.ship : me.pirate;
      const room = TRACK_MAX - field;
      const growth = capacity(Math.min(TRACK_MAX, field + 2)) - capacity(field);
      return [Math.min(2, room) * 1.2 + growth, Math.min(1, room) * 1.2 + growth * 0.5];
    }
    case 'treasure':
      return [view.bagSize > 0 ? 4.5 : 1.5, 1.5];
    case 'board':
    case 'raid': {
      const loot = Math.max(0, ...others.map((seat) => chestsOn(seat, action)));
      return [1 + (loot > 0 ? 3 : 0), 1 + (view.centralIsland.length > 0 ? 2 : 0)];
    }
  }
}

/** The expected value of finishing an action with `total` against what the others show and may still add. */
function standing(view: DiceView, me: DiceSeatView, action: DiceActionKind, total: number | null): number {
  if (total === null) return 0;
  const rivals = view.seats
    .filter((seat) => seat.player !== me.player)
    .map((seat) => (seat.totals[action] ?? 0) + seat.diceInHand * HAND_THREAT)
    .sort((a, b) => b - a);
  const [first, second] = placeValues(view, me, action);
  const pFirst = logistic((total - (rivals[0] ?? 0) + 0.5) * 1.2);
  const pSecond = view.players > 2 ? (1 - pFirst) * logistic((total - (rivals[1] ?? 0) + 0.5) * 1.2) : 0;
  return pFirst * first + pSecond * second;
}

/** The value of keeping `dice` from this seat's roll: the gain on the action they go to, less their cost. */
function keepValue(view: DiceView, me: DiceSeatView, dice: readonly number[]): number {
  const roll = view.you?.roll ?? [];
  const faceOf = (die: number) => roll.find((entry) => entry.die === die)?.face ?? 'skull';
  const action = dice.map(faceOf).find((face): face is DiceActionKind => face !== 'skull') ?? null;
  if (action === null) return bestSkullGain(view, me, dice.length) * 0.8 - DIE_COST * dice.length;
  const before = me.totals[action];
  const added = dice.reduce((total, die) => total + view.faces[die]![action], 0);
  const after = (before ?? me.advantage[action]) + added;
  return standing(view, me, action, after) - standing(view, me, action, before) - DIE_COST * dice.length;
}

/** The best gain from turning `count` average skulls to one action (TD-DICE-4). */
function bestSkullGain(view: DiceView, me: DiceSeatView, count: number): number {
  return Math.max(...DICE_ACTIONS.map((action) => skullGain(view, me, action, count * 3)));
}

function skullGain(view: DiceView, me: DiceSeatView, action: DiceActionKind, added: number): number {
  const before = me.totals[action];
  return standing(view, me, action, (before ?? me.advantage[action]) + added) - standing(view, me, action, before);
}

/** The value of naming `target` for board or raid: the chests to take, less the cost of a marker moving back. */
function targetValue(view: DiceView, action: 'board' | 'raid', target: PlayerId): number {
  const seat = view.seats[target]!;
  const leader = Math.max(...view.seats.map((s) => s.tortuga.length));
  const hasDie = seat.placed[action].length > 0 ? -1.5 : 0; // the namer's own marker moves back too
  return chestsOn(seat, action) * 1.5 + (seat.tortuga.length === leader ? 1 : 0) + hasDie;
}

function actionValue(view: DiceView, me: DiceSeatView, action: DiceAction): number {
  const stage = view.stage.pending;
  switch (action.type) {
    case 'keep':
      return keepValue(view, me, action.dice);
    case 'advantage': {
      const total = me.totals[action.action];
      return total === null
        ? 0.1 * placeValues(view, me, action.action)[0]
        : standing(view, me, action.action, total + 1) - standing(view, me, action.action, total);
    }
    case 'skullAction': {
      const dice = me.loneSkulls.reduce((sum, die) => sum + view.faces[die]![action.action], 0);
      return skullGain(view, me, action.action, dice);
    }
    case 'perform':
      return 1;
    case 'decline': {
      // TD-ACT-4: decline a raid or board that would only set this seat's marker back.
      if (stage.kind !== 'act' || (stage.action !== 'board' && stage.action !== 'raid')) return -1;
      const targets = view.seats.filter((seat) => seat.player !== me.player);
      return targets.every((seat) => seat.placed[stage.action].length > 0 && chestsOn(seat, stage.action as 'board' | 'raid') === 0) ? 2 : 0;
    }
    case 'target':
      return stage.kind === 'act' && (stage.action === 'board' || stage.action === 'raid') ? targetValue(view, stage.action, action.target) : 0;
    case 'chest':
      return stage.kind === 'giveUp' ? -colourValue(me, action.colour) : colourValue(me, action.colour);
    case 'token': {
      const tokens = view.you?.lookingAt ?? [];
      return tokens[action.index] ?? 0;
    }
  }
}

/**
 * A heuristic bot for the dice game, from its view alone: it values track positions (points
 * and room, TD-TRACK-2), chests and sets, tokens, and raids on rich opponents; it keeps the
 * dice that best raise its chances of 1st or 2nd place against what the others show and may
 * still roll, places advantage tokens where they swing a ranking, names the target with the
 * most to lose (and avoids those whose own die would set it back), and gives up the chests
 * that matter least. Exact ties go to its own generator.
 *
 * @example
 * ```ts
 * const bots = [diceHeuristicBot(), randomBot(), randomBot()];
 * const game = playBots(tortugaDice, { players: 3, seed: 'match' }, bots, 'run-1');
 * ```
 */
export function diceHeuristicBot(): RankingBot<DiceView, DiceAction> {
  return valueBot<DiceView, DiceAction>('heuristic', (view) => {
    const me = view.seats[view.player ?? 0]!;
    return (action) => actionValue(view, me, action);
  });
}
