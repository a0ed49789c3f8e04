/**
 * A replay viewer in the terminal: steps through a recorded game (`{ config, actions }`) one
 * action at a time from one seat's point of view — the board, the seat's hand, and what it
 * learned at each step. Without a file it records a bot game first.
 *   node --import tsx examples/replay-viewer.ts [game.json] [seat]
 */
import { readFileSync } from 'node:fs';
import { playBots, t1667HeuristicBot } from '../src/index.js';
import { describeEvent, describeVoteCard, tortuga1667, type T1667Action, type T1667Config } from '../src/t1667/index.js';

const [file, seatArg] = process.argv.slice(2);
const seat = Number(seatArg ?? 0);
const record: { config: T1667Config; actions: T1667Action[] } = file
  ? (JSON.parse(readFileSync(file, 'utf8')) as { config: T1667Config; actions: T1667Action[] })
  : (() => {
      const config = { players: 4, seed: 'replay-viewer' };
      return { config, actions: playBots(tortuga1667, config, [0, 1, 2, 3].map(() => t1667HeuristicBot()), 'viewer').actions };
    })();

let state = tortuga1667.setup(record.config);
let shown = 0;
const frame = (step: number): void => {
  const view = tortuga1667.viewFor(state, seat);
  const b = view.board;
  const news = view.log.slice(shown).filter((entry) => entry.event.type !== 'voteCommitted');
  shown = view.log.length;
  if (news.length === 0) return;
  console.log(`── step ${step}/${record.actions.length} ─ seat ${seat} (${view.you?.loyalty}) ─ hand: ${view.you?.hand.map((c) => describeVoteCard(c.face)).join('; ')}`);
  console.log(`   FD ${b.ships.fd.crew.join(',') || '-'} [B${b.ships.fd.british} F${b.ships.fd.french}]  JR ${b.ships.jr.crew.join(',') || '-'} [B${b.ships.jr.british} F${b.ships.jr.french}]  Tortuga ${b.tortuga.line.join(',') || '-'}  galleon ${b.galleon}`);
  for (const entry of news) console.log(`   ${describeEvent(entry.event)}`);
};
frame(0);
record.actions.forEach((action, i) => {
  state = tortuga1667.apply(state, action);
  frame(i + 1);
});
