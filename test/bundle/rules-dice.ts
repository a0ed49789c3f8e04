// A browser app that plays the dice game with no words: set-up, moves, views.
import { tortugaDice } from 'tortuga-rules/dice';

let state = tortugaDice.setup({ players: 4, seed: 'bundle' });
const [seat] = tortugaDice.toAct(state);
state = tortugaDice.apply(state, tortugaDice.legalActions(state, seat!)[0]!);
export const view = tortugaDice.viewFor(state, 0);
