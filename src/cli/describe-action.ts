import type { DiceGameAction } from '../dice/types.js';
import { EVENT_CARDS } from '../t1667/cards.js';
import { seatName } from '../t1667/narrate.js';
import type { T1667Action } from '../t1667/types.js';
import type { T1667View } from '../t1667/view.js';

const PLACES: Readonly<Record<string, string>> = {
  fd: 'the Flying Dutchman',
  jr: 'the Jolly Roger',
  tortuga: 'Tortuga',
  fdBoat: "the Flying Dutchman's rowboat",
  jrBoat: "the Jolly Roger's rowboat",
};

/** A Tortuga 1667 action as a menu line, worded for the seat choosing it. */
export function describe1667Action(action: T1667Action, view: T1667View): string {
  const face = (card: number): string => {
    const c = view.voteCards[card]!;
    const attack = c.cannon ? 'cannon' : c.torch ? 'torch' : 'water';
    return `#${card} (${attack}${c.cannon + c.torch + c.water > 1 ? ' ×2' : ''}, ${c.british ? 'British' : 'French'}, ${c.skull ? 'skull' : 'wheel'})`;
  };
  switch (action.type) {
    case 'placeChest':
      return `Put the chest in the ${action.hold} hold`;
    case 'peek':
    case 'choosePeek':
      return `Peek at slots ${action.slots[0]} and ${action.slots[1]}`;
    case 'reveal':
      return `Reveal slot ${action.slot}`;
    case 'force':
      return `Force ${seatName(action.target)} to reveal slot ${action.slots[0]} or ${action.slots[1]}`;
    case 'row':
      return `Row to ${PLACES[action.to]}`;
    case 'attack':
      return 'Attack the galleon';
    case 'maroon':
      return `Maroon ${seatName(action.target)}`;
    case 'mutiny':
      return 'Call a mutiny';
    case 'smuggle':
      return `Smuggle a chest out of the ${action.from} hold`;
    case 'brawl':
      return 'Start a brawl';
    case 'marque':
      return `Letter of Marque: move ${seatName(action.target)} to ${PLACES[action.ship]}`;
    case 'keepMarque':
      return 'Keep the Letter of Marque';
    case 'vote':
      return `Play ${action.cards.map(face).join(' and ')}`;
    case 'pick':
      return `Reveal slot ${action.slot}`;
    case 'takeChest':
      return `Take a chest from the ${action.from === 'galleon' ? 'galleon' : `${action.from} hold`} into the ${action.into} hold`;
    case 'declineChest':
      return 'Take no chest';
    case 'pistol':
      return `Pistol: maroon ${seatName(action.target)}`;
    case 'give':
      return `Give it to ${seatName(action.target)}`;
    case 'fountain':
      return action.use ? `Use the ${EVENT_CARDS.fountain.name}` : `Keep the ${EVENT_CARDS.fountain.name}`;
    case 'atlantis':
      return 'Use Atlantis: move to the other ship';
    case 'powder':
      return `Blow up ${PLACES[action.boat]}`;
    case 'fever':
      return `Swap loyalty cards with ${seatName(action.target)}`;
    case 'crow':
      return `Take the vote cards of ${seatName(action.target)}`;
    case 'crowPick':
      return `Pick ${face(action.card)}`;
    case 'placePawn':
      return `Place your pawn on ${PLACES[action.place]}, position ${action.position}`;
    case 'timeout':
      return 'Let the clock run out';
    case 'marqueDraw':
      return 'Draw a vote card';
    case 'returnCard':
      return `Put ${face(action.card)} on the vote deck`;
    case 'loseCard':
      return `Lose ${face(action.card)}`;
  }
}

/** A dice-game action as a menu line. */
export function describeDiceAction(action: DiceGameAction): string {
  switch (action.type) {
    case 'keep':
      return `Keep dice ${action.dice.map((die) => 'ABCDE'[die]).join(', ')}`;
    case 'advantage':
      return `Advantage token on ${action.action}`;
    case 'skullAction':
      return `Turn your skulls to ${action.action}`;
    case 'perform':
      return 'Carry out the action';
    case 'decline':
      return 'Decline the action';
    case 'target':
      return `Name seat ${action.target}`;
    case 'chest':
      return `The ${action.colour} chest`;
    case 'token':
      return `Keep token ${action.index + 1}`;
  }
}
