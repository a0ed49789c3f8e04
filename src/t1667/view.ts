import { viewerSeat } from '../core/engine/seat-of.js';
import { logForViewer, visibleEntries } from '../core/engine/chunked-list.js';
import type { PlayerId, ViewOptions } from '../core/engine/game.js';
import { rolesOf } from './actions.js';
import { placeOf } from './board.js';
import { DEFAULT_VOTE_CARDS, voteCardsOf } from './cards.js';
import { usableLetters } from './events.js';
import { legalActions, toAct } from './legal.js';
import { NO_PROMPT, promptOf } from './prompt.js';
import { actionsPerTurn } from './turns.js';
import type { LogEntry, Place, T1667Options, T1667State, VoteCard } from './types.js';

export type { RowSlotView, SeatView, PendingView, T1667OptionsView, HandCardView, T1667View } from './view-types.js';
import type { SeatView, PendingView, T1667OptionsView, HandCardView, T1667View } from './view-types.js';

/** T67-INFO-3: the options as a seat sees them — random star cards only counted. */
export function optionsView(options: T1667Options): T1667OptionsView {
  // Field by field: rest and spread of an object are a slow path in V8, and every view has this.
  const { rules, chaos, timer, openLoyalties, intrigue, shorter, maxDecisions, stars, namedStars } = options;
  return { rules, chaos, timer, openLoyalties, intrigue, shorter, maxDecisions, namedStars, stars: namedStars ? [...stars] : null, starCount: stars.length };
}

/** Vote cards as a seat sees them, lowest number first. */
function cardViews(state: T1667State, cards: readonly number[]): HandCardView[] {
  const table = voteCardsOf(state);
  return [...cards].sort((a, b) => a - b).map((card) => ({ card, face: copyCard(table[card] as VoteCard) }));
}

/** A copy of a vote card's face, field by field (spreading frozen objects is slow in V8). */
function copyCard({ cannon, torch, water, british, french, skull, wheel }: VoteCard): VoteCard {
  return { cannon, torch, water, british, french, skull, wheel };
}

/** A pawn's position in its line; null in a rowboat or still in the bag (T67-OPT-INTRIGUE). */
function positionOf(state: T1667State, seat: PlayerId, place: Place): number | null {
  const index = (place === 'fd' || place === 'jr' ? state.ships[place].crew : state.tortuga.line).indexOf(seat); // -1 in a rowboat or the bag
  return index < 0 ? null : index;
}

/** A seat as `viewer` sees it: everything public, the loyalty only where it may know it. */
export function seatView(state: T1667State, seat: PlayerId, viewer: PlayerId | null): SeatView {
  const s = state.seats[seat]!;
  const place = placeOf(state, seat);
  return {
    player: seat,
    character: state.characters[seat]!,
    place,
    position: positionOf(state, seat, place),
    roles: rolesOf(state, seat),
    handSize: s.hand.length,
    albatross: s.albatross,
    letters: { kept: s.letters.length, usable: usableLetters(state, seat) },
    treasures: { atlantis: s.atlantis, eldorado: s.eldorado, fountain: s.fountain },
    lostTurns: s.lostTurns,
    pirateCode: s.pirateCode,
    loyalty: seat === viewer || s.loyaltyOpen || state.outcome !== null ? s.loyalty : null, // T67-INFO-2, T67-OPT-OPEN, T67-INFO-4
  };
}

/** The pending decision as everyone sees it (a vote's choices only as who has chosen). */
export function pendingView(state: T1667State): PendingView {
  const p = state.pending;
  switch (p.kind) {
    case 'vote':
      return {
        kind: 'vote',
        vote: p.vote,
        caller: p.caller,
        openedAt: p.openedAt,
        ship: p.ship,
        voters: [...p.voters],
        committed: p.voters.filter((_, index) => p.choices[index] !== null),
      };
    case 'action':
      return { kind: 'action', player: p.player, atlantisWindow: state.turn.actionsTaken === 0 };
    case 'forcedPick':
      return { kind: 'forcedPick', player: p.player, forcer: p.forcer, slots: [p.slots[0], p.slots[1]] };
    case 'placeChest':
      return { kind: 'placeChest', player: p.player, ship: p.ship };
    case 'loot':
      return { kind: 'loot', player: p.player, ship: p.ship };
    case 'give':
      return { kind: 'give', player: p.player, card: p.card };
    case 'escape':
      return { kind: 'escape', player: p.player, cause: p.cause };
    case 'marque':
    case 'pistol':
    case 'powder':
    case 'fever':
    case 'crow':
    case 'returnCard':
    case 'loseCard':
      return { kind: p.kind, player: p.player };
    case 'crowSearch':
      return { kind: 'crowSearch', player: p.player, target: p.target, count: p.count, picked: p.picked.length };
    case 'placePawn':
      return { kind: 'placePawn', player: p.player, unplaced: [...p.bag].sort((a, b) => a - b) }; // T67-INFO-3
    case 'forcerPick':
      return { kind: 'forcerPick', player: p.player, forced: p.forced, slots: [p.slots[0], p.slots[1]] };
    case 'timeoutPeek':
      return { kind: 'timeoutPeek', player: p.player, target: p.target };
    case 'over':
      return { kind: 'over' };
  }
}

/**
 * What `viewer` may know (§11), built field by field from an allow-list: public facts
 * (T67-INFO-1), the viewer's own secrets (T67-INFO-2), never anything of T67-INFO-3.
 * At the end every loyalty card is shown (T67-INFO-4).
 */
export function viewFor(state: T1667State, viewer: PlayerId | null, options: ViewOptions = {}): T1667View {
  const seat = viewerSeat(viewer, state.players);
  const own = seat === null ? null : state.seats[seat]!;
  const pending = state.pending;
  // The viewer's own committed vote (a spectator or non-voter has none: choices[-1] is undefined).
  const choice = pending.kind === 'vote' && seat !== null ? pending.choices[pending.voters.indexOf(seat)] : null;
  const committedVote = choice ? [...choice] : null;
  const actions = legalActions(state, seat ?? -1); // none for a spectator
  // The prompt reads these parts of the view: they are made first, and the view is built once, whole.
  const pendingNow = pendingView(state);
  const turn = { player: state.turn.player, number: state.turn.number, actionsTaken: state.turn.actionsTaken, actionsPerTurn: actionsPerTurn(state) };
  const optionsNow = optionsView(state.options);
  const prompt = actions.length > 0 ? (promptOf({ player: seat, pending: pendingNow, turn, options: optionsNow }) ?? NO_PROMPT) : null;
  return {
    player: seat,
    players: state.players,
    decisions: state.decisions,
    board: {
      galleon: state.galleon,
      ships: {
        fd: { crew: [...state.ships.fd.crew], british: state.ships.fd.british, french: state.ships.fd.french },
        jr: { crew: [...state.ships.jr.crew], british: state.ships.jr.british, french: state.ships.jr.french },
      },
      tortuga: { line: [...state.tortuga.line], british: state.tortuga.british, french: state.tortuga.french, unassigned: state.tortuga.unassigned },
      rowboats: { fdBoat: state.rowboats.fdBoat, jrBoat: state.rowboats.jrBoat },
    },
    row: state.row.map((card, slot) => ({ slot, faceDown: card !== null, known: own?.peeks[slot] ?? null })),
    eventDeckSize: state.eventDeck.length,
    voteDeckSize: state.voteDeck.length,
    discard: [...state.discard],
    seats: state.seats.map((_, index) => seatView(state, index, seat)),
    you:
      own === null
        ? null
        : {
            loyalty: own.loyalty,
            hand: cardViews(state, own.hand),
            committedVote,
            knownHand: own.knownHand === null ? null : { target: own.knownHand.target, cards: [...own.knownHand.cards] },
            crowSearch:
              pending.kind === 'crowSearch' && pending.player === seat
                ? { target: pending.target, deck: cardViews(state, state.voteDeck), picked: [...pending.picked], count: pending.count }
                : null,
          },
    options: optionsNow,
    voteCards: state.voteCards === null ? DEFAULT_VOTE_CARDS : state.voteCards.map((card) => ({ ...card })),
    explodedBoats: [...state.explodedBoats],
    startSlots: state.startSlots === null ? null : { fd: [...state.startSlots.fd], jr: [...state.startSlots.jr], tortuga: [...state.startSlots.tortuga] },
    turn,
    tiebreak: state.tiebreak,
    pending: pendingNow,
    afterAction: { refillSlot: state.afterAction.refillSlot, drawing: [...state.afterAction.drawing] },
    toAct: toAct(state),
    decision: prompt === null ? null : { prompt, actions },
    log: visibleEntries(state.log, seat, options.logAfter),
    outcome: state.outcome,
  };
}

/**
 * The log entries `viewer` may see (public ones and its own private ones; a spectator sees
 * the public ones), oldest first, after decision `after` (default: all of them).
 */
export function logFor(state: T1667State, viewer: PlayerId | null, after = -1): LogEntry[] {
  return logForViewer(state.log, state.players, viewer, after);
}
