// A browser app with a bot at the table: Tortuga 1667's rules and the medium bot, no words.
import { tortuga1667 } from 'tortuga-rules/1667';
import { botFor, seedRng } from 'tortuga-rules';

const bot = botFor(tortuga1667, 'medium');
let state = tortuga1667.setup({ players: 5, seed: 'bundle' });
const [seat] = tortuga1667.toAct(state);
state = tortuga1667.apply(state, bot.choose(tortuga1667.viewFor(state, seat!), seedRng('bot')));
export const view = tortuga1667.viewFor(state, 0);
