/**
 * The README's dice-game example: every player decides at once during a roll; views never
 * show another player's roll. Run it with `npx tsx examples/dice-quick-start.ts`.
 */
import { tortugaDice } from 'tortuga-rules/dice';

let state = tortugaDice.setup({ players: 4, seed: 'dice', startPlayer: 0 });
// During a roll every player decides at once: keep dice (behind the screen) or take an
// advantage token. `toAct` lists them all; views never show another player's roll.
for (const seat of tortugaDice.toAct(state)) {
  state = tortugaDice.apply(state, tortugaDice.legalActions(state, seat)[0]!);
}
console.log(tortugaDice.viewFor(state, 0).seats.map((s) => s.placed));
