import { CHEST_COLOURS, DICE_ACTIONS, FACES } from '../dice/data.js';
import type { ChestColour, DiceLogEntry } from '../dice/types.js';
import type { DiceObserved } from '../dice/observed.js';
import type { DiceView } from '../dice/view.js';
import { historySlice, indexMask, scaled, seatHot, tensorLayout, type SliceSpec, type TensorLayout } from './tensor-layout.js';

/**
 * The dice game's observation and information-state tensors for a table of `players` seats,
 * written from one seat's view only (the observation from the parts `DiceObserved` names, which
 * `observedBy` reads straight from the state). Seats are absolute (seat 0 first).
 */

const PENDING_KINDS = ['keep', 'skullAction', 'openKeep', 'act', 'takeChest', 'islandChest', 'chooseToken', 'giveUp', 'tasks', 'over'] as const;
/** The numbers each seat has in the observation (see `seats`). */
const SEAT_FEATURES = 2 + 4 * CHEST_COLOURS.length + 1 + 3 * DICE_ACTIONS.length + 5;

/** Counts of each colour in a list of chests, /max (1 at most), written from `at`. */
function colours(out: Float32Array, at: number, chests: readonly ChestColour[], max: number): void {
  // An indexed loop and indexOf over the five colours: on the state's frozen lists these are the fast paths.
  for (let k = 0; k < chests.length; k++) {
    const i = at + CHEST_COLOURS.indexOf(chests[k]!);
    const value = out[i]! + 1 / max;
    out[i] = value > 1 ? 1 : value;
  }
}

/** One action's three numbers of a seat (advantage token, dice placed, total); the next index. */
function perAction(out: Float32Array, at: number, advantage: number, placed: number, total: number | null): number {
  out[at] = scaled(advantage, 2);
  out[at + 1] = scaled(placed, 5);
  out[at + 2] = scaled(total ?? 0, 30);
  return at + 3;
}

function observationSlices(players: number): SliceSpec<DiceObserved>[] {
  const c = CHEST_COLOURS.length;
  const a = DICE_ACTIONS.length;
  return [
    seatHot<DiceObserved>('observer', players, 'the seat whose view this is', (view) => view.player),
    seatHot<DiceObserved>('startPlayer', players, 'the start player', (view) => view.startPlayer),
    {
      name: 'table',
      size: 4 + c,
      meaning: `round /20; chests in the bag /40; treasure tokens in the supply /30; advantage tokens on the island /20; the central island's chests per colour (${CHEST_COLOURS.join(', ')})`,
      range: '0–1',
      write: (view, out, at) => {
        out[at] = scaled(view.round, 20);
        out[at + 1] = scaled(view.bagSize, 40);
        out[at + 2] = scaled(view.supplySize, 30);
        out[at + 3] = scaled(view.advantageSupply, 20);
        colours(out, at + 4, view.centralIsland, 1);
      },
    },
    {
      name: 'seats',
      size: players * SEAT_FEATURES,
      meaning: `per seat (${SEAT_FEATURES} each, seat 0 first): ship field /8, pirate field /8; chests per colour on the ship fields /4, the crew fields /4, the island field /2, in Tortuga /8 (${4 * c}); treasure tokens /10; per action (${DICE_ACTIONS.join(', ')}): advantage token /2, dice placed /5, total /30 (${3 * a}); dice in hand /5; has chosen in the secret keep; waits to re-roll; lone skulls /5; in toAct`,
      range: '0–1',
      write: (view, out, at) => {
        for (const seat of view.seats) {
          const base = at + seat.player * SEAT_FEATURES;
          out[base] = scaled(seat.ship, 8);
          out[base + 1] = scaled(seat.pirate, 8);
          colours(out, base + 2, seat.shipFields, 4);
          colours(out, base + 2 + c, seat.crewFields, 4);
          colours(out, base + 2 + 2 * c, seat.island, 2);
          colours(out, base + 2 + 3 * c, seat.tortuga, 8);
          let i = base + 2 + 4 * c;
          out[i++] = scaled(seat.tokenCount, 10);
          // The five actions written out: a loop over their names reads each record by a variable key, several times slower.
          const { advantage, placed, totals } = seat;
          i = perAction(out, i, advantage.ship, placed.ship.length, totals.ship);
          i = perAction(out, i, advantage.crew, placed.crew.length, totals.crew);
          i = perAction(out, i, advantage.treasure, placed.treasure.length, totals.treasure);
          i = perAction(out, i, advantage.board, placed.board.length, totals.board);
          i = perAction(out, i, advantage.raid, placed.raid.length, totals.raid);
          out[i++] = scaled(seat.diceInHand, 5);
          out[i++] = seat.hasChosen ? 1 : 0;
          out[i++] = seat.waitsToReroll ? 1 : 0;
          out[i++] = scaled(seat.loneSkulls.length, 5);
          out[i] = view.toAct.includes(seat.player) ? 1 : 0;
        }
      },
    },
    {
      name: 'pending',
      size: PENDING_KINDS.length + a,
      meaning: `the stage the game is in, one-hot (${PENDING_KINDS.join(', ')}); the action being carried out, one-hot over the five actions`,
      range: '0–1',
      write: (view, out, at) => {
        const i = (PENDING_KINDS as readonly string[]).indexOf(view.stage.pending.kind);
        if (i >= 0) out[at + i] = 1;
        if (view.pending.action !== null) out[at + PENDING_KINDS.length + DICE_ACTIONS.indexOf(view.pending.action)] = 1;
      },
    },
    seatHot<DiceObserved>('namedBoard', players, 'the seat 1st place named in board this round', (view) => view.stage.named.board),
    seatHot<DiceObserved>('namedRaid', players, 'the seat 1st place named in raid this round', (view) => view.stage.named.raid),
    {
      name: 'yourRoll',
      size: 5 * (1 + FACES.length),
      meaning: `the observer's roll behind its screen, per die A–E (${1 + FACES.length} each): not in this roll; its face one-hot (${FACES.join(', ')})`,
      range: '0–1',
      write: (view, out, at) => {
        const width = 1 + FACES.length;
        for (let die = 0; die < 5; die++) out[at + die * width] = 1;
        for (const rolled of view.you?.roll ?? []) {
          out[at + rolled.die * width] = 0;
          out[at + rolled.die * width + 1 + FACES.indexOf(rolled.face)] = 1;
        }
      },
    },
    {
      name: 'yourKeep',
      size: 5,
      meaning: 'the dice the observer has kept behind its screen, per die A–E',
      range: '0–1',
      write: (view, out, at) => {
        for (const die of view.you?.kept ?? []) out[at + die] = 1;
      },
    },
    {
      name: 'yourTokens',
      size: 5,
      meaning: "the observer's treasure tokens worth 1, 2, 3 coins /10 each; the two tokens it is looking at, value /3",
      range: '0–1',
      write: (view, out, at) => {
        for (const value of view.you?.tokens ?? []) out[at + value - 1] = Math.min(1, out[at + value - 1]! + 0.1);
        (view.you?.lookingAt ?? []).slice(0, 2).forEach((value, i) => (out[at + 3 + i] = scaled(value, 3)));
      },
    },
    indexMask<DiceObserved>('outcome', players, 'once the game is over: the winners', (view) => view.outcome?.winners ?? []),
  ];
}

const HISTORY = ['performed', 'declined', 'boarded', 'raided', 'wasBoarded', 'wasRaided', 'tookChest', 'lostChest'] as const;

function historySlices(players: number): SliceSpec<DiceObserved & Pick<DiceView, 'log'>>[] {
  return [
    historySlice<DiceObserved & Pick<DiceView, 'log'>, DiceLogEntry['event'], (typeof HISTORY)[number]>(players, HISTORY, (event, count) => {
      switch (event.type) {
        case 'marker':
          if (event.reason === 'ship' || event.reason === 'crew') count(event.player, 'performed');
          break;
        case 'declined':
          count(event.player, 'declined');
          break;
        case 'targeted':
          count(event.player, event.action === 'board' ? 'boarded' : 'raided');
          count(event.target, event.action === 'board' ? 'wasBoarded' : 'wasRaided');
          break;
        case 'chestStolen':
          count(event.player, 'tookChest');
          count(event.target, 'lostChest');
          break;
      }
    }),
  ];
}

/** The dice game's two tensor layouts for a table. */
export function diceTensors(players: number): {
  observation: TensorLayout<DiceObserved>;
  informationState: TensorLayout<DiceObserved & Pick<DiceView, 'log'>>;
} {
  const observation = observationSlices(players);
  return { observation: tensorLayout(observation), informationState: tensorLayout([...observation, ...historySlices(players)]) };
}
