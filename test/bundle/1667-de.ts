// The same app with its words in one language: every part of Words used.
import { tortuga1667 } from 'tortuga-rules/1667';
import { t1667Words } from 'tortuga-rules/1667/words';
import { T1667_DE } from 'tortuga-rules/1667/de';

let state = tortuga1667.setup({ players: 5, seed: 'bundle' });
const [seat] = tortuga1667.toAct(state);
state = tortuga1667.apply(state, tortuga1667.legalActions(state, seat!)[0]!);
const view = tortuga1667.viewFor(state, 0);
const words = t1667Words(T1667_DE);
export const said = [words.prompt(view), words.menu(view), words.summary(view), view.log.map((entry) => words.narrate(view, entry)), words.violation(tortuga1667.validate(state, {})!, view)];
