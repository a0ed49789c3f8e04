import type { PlayerId } from '../core/game.js';
import type { DiceLogEvent, PlacedDie } from './types.js';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** How a seat is named in narration. */
function who(seat: PlayerId): string {
  return `Seat ${seat}`;
}

function dice(placed: readonly PlacedDie[]): string {
  return placed.map((d) => `${LETTERS[d.die]}=${d.value}${d.skull ? ' (skull)' : ''}`).join(', ');
}

/**
 * One dice-game log event in plain English, for narrators and replays. Private events are
 * worded for the seat that may see them.
 */
export function describeDiceEvent(event: DiceLogEvent): string {
  switch (event.type) {
    case 'setup':
      return `${event.players} players; ${who(event.startPlayer)} starts.`;
    case 'round':
      return `— Round ${event.round} (start player: ${who(event.startPlayer)}).`;
    case 'rolled':
      return `${event.players.map(who).join(', ')} roll behind their screens.`;
    case 'rollPrivate':
      return `${who(event.player)} rolled ${event.faces.map((f, i) => `${LETTERS[event.dice[i]!]}:${f}`).join(' ')}.`;
    case 'keptPrivate':
      return event.dice.length === 0 ? `${who(event.player)} can place no die of this roll and keeps none.` : `${who(event.player)} keeps ${event.dice.map((d) => LETTERS[d]).join(', ')}.`;
    case 'chose':
      return `${who(event.player)} has chosen.`;
    case 'placed':
      return event.action === null
        ? `${who(event.player)} keeps skull(s) ${event.skulls.map((d) => LETTERS[d]).join(', ')} alone.`
        : `${who(event.player)} places ${dice(event.dice)} on ${event.action}.`;
    case 'skullsTurned':
      return `${who(event.player)} turns skull(s) to ${event.action}: ${dice(event.dice)}.`;
    case 'openRoll':
      return `${who(event.player)} re-rolls openly: ${event.faces.join(', ')}.`;
    case 'advantage':
      return `${who(event.player)} ${event.value === 1 ? 'places an advantage token on' : 'turns its advantage token to 2 on'} ${event.action}.`;
    case 'ranking':
      return `${event.action}: ${event.totals.map((t) => `${who(t.player)} ${t.total}`).join(', ') || 'nobody'}${event.first === null ? '' : ` — 1st ${who(event.first)}`}${event.second === null ? '' : `, 2nd ${who(event.second)}`}.`;
    case 'declined':
      return `${who(event.player)} declines ${event.action}.`;
    case 'marker':
      return `${who(event.player)}'s ${event.track} marker moves from ${event.from} to ${event.to}.`;
    case 'chestDrawn':
      return `${who(event.player)} draws a ${event.colour} chest onto its ${event.to === 'island' ? 'island field' : 'crew fields'}.`;
    case 'tokenTaken':
      return `${who(event.player)} takes a treasure token.`;
    case 'tokenPrivate':
      return `${who(event.player)} took a ${event.value}-coin token${event.returned === null ? '' : ` and returned a ${event.returned}`}.`;
    case 'targeted':
      return `${who(event.player)} ${event.action === 'board' ? 'boards' : 'raids'} ${who(event.target)}.`;
    case 'chestStolen':
      return `${who(event.player)} takes a ${event.colour} chest from ${who(event.target)}.`;
    case 'islandTaken':
      return `${who(event.player)} takes the ${event.colour} chest from the central island.`;
    case 'toIsland':
      return `${who(event.player)}'s ${event.colour} chest goes to ${event.toBag ? 'the bag' : 'the central island'}.`;
    case 'moved':
      return `${who(event.player)}'s chests sail on: ${event.tortuga} in Tortuga, ${event.ship} on the ship, ${event.crew} with the crew.`;
    case 'gameOver':
      return `Game over. ${event.outcome.scores.map((s, seat) => `${who(seat)}: ${s.total}`).join(', ')}. Winner${event.outcome.winners.length > 1 ? 's' : ''}: ${event.outcome.winners.map(who).join(', ')}.`;
  }
}
