import type { PlayerId } from '../core/game.js';
import { CHARACTERS, EVENT_CARDS } from './cards.js';
import type { LogEvent, Place, VoteCard, VoteResult } from './types.js';

const PLACE_NAMES: Readonly<Record<Place, string>> = {
  fd: 'the Flying Dutchman',
  jr: 'the Jolly Roger',
  tortuga: 'Tortuga',
  fdBoat: "the Flying Dutchman's rowboat",
  jrBoat: "the Jolly Roger's rowboat",
};

const TEAM_NAMES: Readonly<Record<'british' | 'french', string>> = { british: 'British', french: 'French' };

/** How a seat is named in narration: "Seat 2 (Johnson the Terror)". */
export function seatName(seat: PlayerId): string {
  return `Seat ${seat} (${CHARACTERS[seat] ?? `Pirate ${seat + 1}`})`;
}

/** A vote card's face in words, e.g. "cannon / British / skull" or "2 torches / 2 French / 2 wheels". */
export function describeVoteCard(card: VoteCard): string {
  const part = (entries: [number, string, string][]): string =>
    entries
      .filter(([n]) => n > 0)
      .map(([n, one, many]) => (n === 1 ? one : `${n} ${many}`))
      .join(' + ');
  return [
    part([
      [card.cannon, 'cannon', 'cannons'],
      [card.torch, 'torch', 'torches'],
      [card.water, 'water', 'water'],
    ]),
    part([
      [card.british, 'British', 'British'],
      [card.french, 'French', 'French'],
    ]),
    part([
      [card.skull, 'skull', 'skulls'],
      [card.wheel, 'wheel', 'wheels'],
    ]),
  ].join(' / ');
}

function describeResult(result: VoteResult): string {
  switch (result.vote) {
    case 'attack':
      return `${result.cannon} cannon(s), ${result.torch} torch(es), ${result.water} water: the attack ${result.success ? 'succeeds' : 'fails'}`;
    case 'mutiny':
      return `${result.skull} skull(s) against ${result.wheel} wheel(s): the mutiny ${result.success ? 'succeeds' : 'fails'}`;
    case 'brawl':
      return `${result.british} British against ${result.french} French flag(s): ${result.winner === 'tie' ? 'a tie' : `the ${result.winner === 'british' ? 'British' : 'French'} win`}`;
  }
}

/**
 * One log event in plain English, for narrators, replays and chat bots. Private events
 * are worded for the seat that may see them.
 *
 * @example
 * ```ts
 * for (const entry of tortuga1667.viewFor(state, 2).log) console.log(describeEvent(entry.event));
 * ```
 */
export function describeEvent(event: LogEvent): string {
  const who = (seat: PlayerId): string => seatName(seat);
  switch (event.type) {
    case 'setup':
      return event.firstPlayer === null
        ? `${event.players} players. Intrigue start: each player places their own pawn.`
        : `${event.players} players. On the Flying Dutchman: ${event.fd.map(who).join(', ')}. On the Jolly Roger: ${event.jr.map(who).join(', ')}.`;
    case 'dealt':
      return `${who(event.player)} is ${event.loyalty === 'dutch' ? 'Dutch' : TEAM_NAMES[event.loyalty]} and holds vote cards ${event.hand.join(', ')}.`;
    case 'chestPlaced':
      return `${who(event.player)} places the starting chest in the ${TEAM_NAMES[event.hold]} hold of ${PLACE_NAMES[event.ship]}.`;
    case 'turn':
      return `— Turn ${event.turn}: ${who(event.player)}.`;
    case 'turnLost':
      return `${who(event.player)} loses this turn.`;
    case 'peek':
      return `${who(event.player)} peeks at slots ${event.slots[0]} and ${event.slots[1]}.`;
    case 'peekResult':
      return `${who(event.player)} sees ${EVENT_CARDS[event.cards[0]].name} in slot ${event.slots[0]} and ${EVENT_CARDS[event.cards[1]].name} in slot ${event.slots[1]}.`;
    case 'force':
      return `${who(event.player)} forces ${who(event.target)} to reveal slot ${event.slots[0]} or ${event.slots[1]}.`;
    case 'reveal':
      return `${who(event.player)} reveals ${EVENT_CARDS[event.card].name} (slot ${event.slot}).`;
    case 'rowReshuffled':
      return 'The event deck is empty: the row is shuffled and laid out again.';
    case 'moved':
      return `${who(event.player)} moves from ${PLACE_NAMES[event.from]} to ${PLACE_NAMES[event.to]}${event.reason === 'row' ? '' : ` (${event.reason === 'marque' ? 'Letter of Marque' : 'Atlantis'})`}.`;
    case 'marooned':
      return `${who(event.player)} is marooned on Tortuga (${event.reason}).`;
    case 'voteCardLost':
      return `${who(event.player)} loses a vote card at random.`;
    case 'voteCardLostPrivate':
      return `${who(event.player)} lost vote card ${event.card}.`;
    case 'voteCalled':
      return `${who(event.caller)} calls ${event.vote === 'attack' ? 'an attack' : `a ${event.vote}`}; voting: ${event.voters.length === 0 ? 'nobody' : event.voters.map(who).join(', ')}.`;
    case 'voteCommitted':
      return `${who(event.player)} has chosen a card.`;
    case 'voteChoice':
      return `${who(event.player)} plays vote card${event.cards.length > 1 ? 's' : ''} ${event.cards.join(' and ')}.`;
    case 'voteRevealed':
      return `Revealed${event.deckCard ? ' (with the deck card)' : ''}: ${event.cards.map(describeVoteCard).join('; ')} — ${describeResult(event.result)}.`;
    case 'drew':
      return `${who(event.player)} draws ${event.count} vote card${event.count > 1 ? 's' : ''}.`;
    case 'drewPrivate':
      return `${who(event.player)} drew vote card${event.cards.length > 1 ? 's' : ''} ${event.cards.join(', ')}.`;
    case 'chestTaken':
      return `${who(event.player)} takes a chest from ${event.from === 'galleon' ? 'the galleon' : `the other ship's ${TEAM_NAMES[event.from]} hold`} into the ${TEAM_NAMES[event.into]} hold of ${PLACE_NAMES[event.ship]}.`;
    case 'chestDeclined':
      return `${who(event.player)} takes no chest.`;
    case 'smuggled':
      return `${who(event.player)} smuggles a chest from the ${TEAM_NAMES[event.from]} to the ${TEAM_NAMES[event.to]} hold of ${PLACE_NAMES[event.ship]}.`;
    case 'brawlResult':
      return `Tortuga's chests: ${event.british} British, ${event.french} French.`;
    case 'letterKept':
      return `${who(event.player)} keeps the Letter of Marque for later.`;
    case 'treasureGiven':
      return `${who(event.player)} gives ${EVENT_CARDS[event.card].name} to ${who(event.target)}.`;
    case 'albatrossKept':
      return `${who(event.player)} now carries an Albatross.`;
    case 'fountainUsed':
      return `${who(event.player)} drinks from the Fountain of Youth and stays put.`;
    case 'fountainDeclined':
      return `${who(event.player)} does not use the Fountain of Youth.`;
    case 'eldoradoPlayed':
      return `${who(event.player)} plays two cards with El Dorado.`;
    case 'atlantisEscape':
      return `${who(event.player)} escapes to ${PLACE_NAMES[event.to]} with Atlantis; the Captain acts again.`;
    case 'boatExploded':
      return `${who(event.player)} blows up ${PLACE_NAMES[event.boat]}.`;
    case 'loyaltiesSwapped':
      return `${who(event.player)} and ${who(event.target)} shuffle their loyalty cards and take one each.`;
    case 'loyaltySeen':
      return `${who(event.player)} is now ${event.loyalty === 'dutch' ? 'Dutch' : TEAM_NAMES[event.loyalty]}.`;
    case 'crowSearch':
      return `${who(event.player)} takes ${who(event.target)}'s ${event.count} vote card(s) and searches the vote deck for new ones.`;
    case 'crowFormerHand':
      return `${who(event.target)} held vote cards ${event.cards.join(', ') || 'none'}.`;
    case 'crowNewHand':
      return `${who(event.target)}'s new vote cards: ${event.cards.join(', ')}.`;
    case 'bellsRung':
      return `Eight Bells: the pawns on ${PLACE_NAMES[event.place]} now stand ${event.order.map(who).join(', ')}.`;
    case 'facade':
      return `${who(event.player)} swaps places with ${who(event.target)} (Façade).`;
    case 'codeKept':
      return `${who(event.player)} keeps the Pirate Code and will sit out the next two votes.`;
    case 'codeSatOut':
      return `${who(event.player)} sits out this vote (Pirate Code${event.left > 0 ? ', one more to go' : ', now discarded'}).`;
    case 'scurvy':
      return `Scurvy: ${event.seats.map(who).join(', ')} will lose their next turn.`;
    case 'storm':
      return `Stormy Seas: ${event.chests} chest(s) on ${PLACE_NAMES[event.place]} are swept ${event.place === 'tortuga' ? 'around the island' : 'back to the galleon'}.`;
    case 'timeout':
      return `${who(event.player)} ran out of time.`;
    case 'pawnPlaced':
      return `${who(event.player)} takes position ${event.position + 1} on ${PLACE_NAMES[event.place]}.`;
    case 'marqueDraw':
      return `${who(event.player)} draws a vote card with the Letter of Marque.`;
    case 'cardReturned':
      return `${who(event.player)} puts a vote card face down on top of the vote deck.`;
    case 'cardReturnedPrivate':
      return `${who(event.player)} put vote card ${event.card} on top of the vote deck.`;
    case 'tiebreak':
      return `A tie at ${event.chests} chests each: the Armada leaves the game and a new row of ${event.rowSize} cards is laid out (${event.deckSize} in the deck).`;
    case 'gameOver': {
      const { outcome } = event;
      const teams = event.loyalties.map((loyalty, seat) => `${who(seat)}: ${loyalty === 'dutch' ? 'Dutch' : TEAM_NAMES[loyalty]}`).join('; ');
      const result = outcome.winner === 'draw' ? 'The game is a draw' : `The ${outcome.winner === 'dutch' ? 'Dutch player wins' : `${outcome.winner === 'british' ? 'British' : 'French'} win`}`;
      return `${result} (British ${outcome.chests.british}, French ${outcome.chests.french} chests; ${outcome.reason}). Loyalties: ${teams}.`;
    }
  }
}
