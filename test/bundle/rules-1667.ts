// A browser app that plays Tortuga 1667 with no words: set-up, moves, views.
import { tortuga1667 } from 'tortuga-rules/1667';

let state = tortuga1667.setup({ players: 5, seed: 'bundle' });
const [seat] = tortuga1667.toAct(state);
state = tortuga1667.apply(state, tortuga1667.legalActions(state, seat!)[0]!);
export const view = tortuga1667.viewFor(state, 0);
